import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../../app-context.ts';
import { claimDueMail, markSent, recordFailedAttempt, type PendingMail } from './repository.ts';

/** After this many failed sends a mail is given up (logged at error level) rather than retried. */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/**
 * How long a mail taken for sending is left to its sender before it counts as due again (the sender
 * died mid-send). Well above the longest a send can take with the timeouts below.
 */
export const SEND_LEASE_MS = 5 * 60_000;
/** How often this process looks for mail due again (app-modules.ts runs the pass). */
export const RETRY_INTERVAL_MS = 30_000;
const BATCH = 20;

const transports = new Map<string, Transporter>();

// nodemailer's own timeouts (2 min to connect, 10 min of silence) would outlast the lease.
function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    transports.set(url, transport);
  }
  return transport;
}

/** 1 min after the first failure, then 2, 4, 8… capped at an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (failedAttempts - 1), LONGEST_RETRY_MS);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * One SMTP send of an outbox mail, recorded on its row: sent, or failed with when to try again. Never
 * throws (it runs detached, after commit or from the timer). The log carries the outbox id, recipient
 * and subject, never the body: it holds codes.
 */
export async function attemptDelivery(ctx: AppContext, url: string, mail: PendingMail): Promise<boolean> {
  const about = { outboxId: mail.id, to: mail.recipient, subject: mail.subject };
  try {
    await smtpTransport(url).sendMail({
      from: ctx.config.mailFrom,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
    });
  } catch (error) {
    const attempts = mail.attempts + 1;
    const givingUp = attempts >= MAX_ATTEMPTS;
    const nextAttemptAt = givingUp ? null : new Date(ctx.config.now().getTime() + retryDelayMs(attempts));
    try {
      await recordFailedAttempt(ctx.db, mail.id, { error: errorText(error), nextAttemptAt });
    } catch (recordError) {
      ctx.log.error({ ...about, err: recordError }, 'mail send failure not recorded');
    }
    if (givingUp) ctx.log.error({ ...about, attempts, err: error }, 'mail not sent: giving up');
    else
      ctx.log.warn(
        { ...about, attempts, retryAt: nextAttemptAt?.toISOString(), err: error },
        'mail not sent',
      );
    return false;
  }
  try {
    await markSent(ctx.db, mail.id, ctx.config.now());
    ctx.log.info(about, 'mail sent');
  } catch (error) {
    // Sent, but not marked: once the lease ends it may be sent a second time, which beats losing it.
    ctx.log.error({ ...about, err: error }, 'mail sent but not marked as sent');
  }
  return true;
}

/** One pass of the retry loop: sends the mails that are due, up to a batch. Returns how many went out. */
export async function deliverDueMail(ctx: AppContext): Promise<number> {
  return (await deliverDueBatch(ctx)).sent;
}

/**
 * Sends every mail due now, a claimed batch at a time, until none is left (after a month close's batch
 * wrote its mails due at once). Each claim leases only the mails it is about to send, so a long queue
 * never outlives its lease, and another replica draining too takes other mails. Never throws (it runs
 * detached, after commit): what it could not claim, the retry loop sends later.
 */
export async function drainDueMail(ctx: AppContext): Promise<void> {
  try {
    while ((await deliverDueBatch(ctx)).claimed > 0);
  } catch (error) {
    ctx.log.error({ err: error }, 'due mail not drained: the retry loop sends it');
  }
}

async function deliverDueBatch(ctx: AppContext): Promise<{ claimed: number; sent: number }> {
  const url = ctx.config.smtpUrl;
  if (!url) return { claimed: 0, sent: 0 };
  const now = ctx.config.now();
  const due = await claimDueMail(ctx.db, now, new Date(now.getTime() + SEND_LEASE_MS), BATCH);
  let sent = 0;
  for (const mail of due) if (await attemptDelivery(ctx, url, mail)) sent += 1;
  return { claimed: due.length, sent };
}
