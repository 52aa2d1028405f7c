import type { OutboxDelivery } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { attemptDelivery, drainDueMail, SEND_LEASE_MS } from './delivery.ts';
import { insertOutboxMessages, listOutbox, type OutboxRow } from './repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const isTransaction = (db: Queryable): db is Transaction =>
  typeof (db as Partial<Transaction>).afterCommit === 'function';

/**
 * Writes the mail to the outbox (in the caller's transaction when given one, so it commits with the
 * change it tells of, or not at all). With SMTP_URL set it is then sent in the background once
 * committed, so a slow mail server never slows or fails the request (nor reveals by timing whether an
 * account exists); a failed send stays pending and the retry loop (delivery.ts) tries again, so a code
 * is not lost to a mail server's hiccup. Its first due time is a lease: if this process dies before
 * sending, the loop picks it up. Without SMTP the outbox is where the operator reads it. The log line
 * never carries the body (it holds codes).
 */
export async function sendMail(ctx: AppContext, mail: Mail, db: Queryable = ctx.db): Promise<void> {
  const url = ctx.config.smtpUrl;
  const [id] = await insertOutboxMessages(db, [mail], url ? leaseEnd(ctx) : null);
  if (!url) {
    ctx.log.info({ outboxId: id, to: mail.to, subject: mail.subject }, 'mail queued to outbox');
    return;
  }
  afterCommitOf(
    db,
    () =>
      void attemptDelivery(ctx, url, {
        id: id!,
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        attempts: 0,
      }),
  );
}

/**
 * `sendMail` for many mails in one statement (a month close's batch tells each affiliate). With SMTP
 * they are written due at once and, once committed, sent through the retry loop's own claims
 * (`drainDueMail`), a batch of leases at a time: thousands of mails neither burst at the mail server nor
 * wait past a lease taken for all of them up front.
 */
export async function sendMails(
  ctx: AppContext,
  mails: readonly Mail[],
  db: Queryable = ctx.db,
): Promise<void> {
  if (mails.length === 0) return;
  const url = ctx.config.smtpUrl;
  const ids = await insertOutboxMessages(db, mails, url ? ctx.config.now() : null);
  if (!url) {
    ctx.log.info(
      { firstOutboxId: ids[0], mails: ids.length, subject: mails[0]!.subject },
      'mails queued to outbox',
    );
    return;
  }
  afterCommitOf(db, () => void drainDueMail(ctx));
}

const leaseEnd = (ctx: AppContext) => new Date(ctx.config.now().getTime() + SEND_LEASE_MS);

/** Runs `send` once `db`'s transaction commits, or now when `db` is no transaction. */
function afterCommitOf(db: Queryable, send: () => void): void {
  if (isTransaction(db)) db.afterCommit(send);
  else send();
}

/** Where a mail stands: sent, waiting for an attempt, given up on (delivery.ts: MAX_ATTEMPTS), or kept unsent (no mail server). */
function deliveryOf(row: OutboxRow): OutboxDelivery {
  if (row.sent_at)
    return { state: 'sent', at: row.sent_at.toISOString(), attempts: row.attempts, lastError: null };
  if (row.next_attempt_at)
    return {
      state: 'waiting',
      at: row.next_attempt_at.toISOString(),
      attempts: row.attempts,
      lastError: row.last_error,
    };
  if (row.attempts > 0)
    return { state: 'failed', at: null, attempts: row.attempts, lastError: row.last_error };
  return { state: 'kept', at: null, attempts: 0, lastError: null };
}

export async function readOutbox(ctx: AppContext, filter: { to?: string; limit: number }) {
  const rows = await listOutbox(ctx.db, filter);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    createdAt: row.created_at.toISOString(),
    delivery: deliveryOf(row),
  }));
}
