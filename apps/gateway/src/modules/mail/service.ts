import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../../app-context.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import { insertOutboxMessage, listOutbox } from './repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

const isTransaction = (db: Queryable): db is Transaction => typeof (db as Partial<Transaction>).afterCommit === 'function';

/**
 * Sends through SMTP when SMTP_URL is set, in the background so a slow mail server never slows or
 * fails the request (nor reveals by timing whether an account exists); given a transaction, only once
 * it commits, so no mail tells of a change that rolled back. Without SMTP the message goes to the
 * outbox table (in the transaction), readable by the operator; the log line never carries the body (it
 * holds codes).
 */
export async function sendMail(ctx: AppContext, mail: Mail, db: Queryable = ctx.db): Promise<void> {
  if (ctx.config.smtpUrl) {
    const url = ctx.config.smtpUrl;
    const send = () =>
      void smtpTransport(url)
        .sendMail({ from: ctx.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text })
        .then(() => ctx.log.info({ to: mail.to, subject: mail.subject }, 'mail sent'))
        .catch((error: unknown) => ctx.log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent'));
    if (isTransaction(db)) db.afterCommit(send);
    else send();
    return;
  }
  const id = await insertOutboxMessage(db, mail);
  ctx.log.info({ outboxId: id, to: mail.to, subject: mail.subject }, 'mail queued to outbox');
}

export async function readOutbox(ctx: AppContext, filter: { to?: string; limit: number }) {
  const rows = await listOutbox(ctx.db, filter);
  return rows.map((row) => ({ id: row.id, to: row.recipient, subject: row.subject, text: row.text, createdAt: row.created_at.toISOString() }));
}
