import type { Queryable } from '../../db/database.ts';

export interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
}

export interface PendingMail {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  attempts: number;
}

/**
 * One statement for one mail or many (a month close's batch); their ids in the order given.
 * `nextAttemptAt` null: kept for the operator to read, never sent (no SMTP); otherwise due for a send then.
 */
export async function insertOutboxMessages(
  db: Queryable,
  mails: ReadonlyArray<{ to: string; subject: string; text: string }>,
  nextAttemptAt: Date | null,
): Promise<number[]> {
  if (mails.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO mail_outbox (recipient, subject, text, next_attempt_at)
     SELECT recipient, subject, text, $4::timestamptz FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS m (recipient, subject, text, n) ORDER BY n
     RETURNING id`,
    [mails.map((m) => m.to), mails.map((m) => m.subject), mails.map((m) => m.text), nextAttemptAt],
  );
  // Identity values are drawn in insertion order, which ORDER BY n fixes; RETURNING's order is not promised.
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function listOutbox(
  db: Queryable,
  filter: { to?: string; limit: number },
): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, recipient, subject, text, created_at, sent_at, attempts, last_error, next_attempt_at FROM mail_outbox
     WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY id DESC LIMIT $2`,
    [filter.to ?? null, filter.limit],
  );
  return rows;
}

/**
 * Takes up to `limit` due mails and pushes their next attempt to `leaseUntil`, in one statement: the
 * rows another replica is taking at the same moment are skipped (SKIP LOCKED), and a mail whose sender
 * dies mid-send becomes due again once the lease ends. No transaction stays open during the SMTP send.
 */
export async function claimDueMail(
  db: Queryable,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<PendingMail[]> {
  const { rows } = await db.query<PendingMail>(
    `UPDATE mail_outbox SET next_attempt_at = $2
     WHERE id IN (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL AND next_attempt_at <= $1
       ORDER BY next_attempt_at LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING id, recipient, subject, text, attempts`,
    [now, leaseUntil, limit],
  );
  return rows;
}

export async function markSent(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('UPDATE mail_outbox SET sent_at = $2, next_attempt_at = NULL WHERE id = $1', [id, at]);
}

/** `nextAttemptAt` null: given up, the mail stays unsent for the operator to see. */
export async function recordFailedAttempt(
  db: Queryable,
  id: number,
  failure: { error: string; nextAttemptAt: Date | null },
): Promise<void> {
  await db.query(
    'UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3 WHERE id = $1',
    [id, failure.error, failure.nextAttemptAt],
  );
}
