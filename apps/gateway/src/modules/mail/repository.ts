import type { Queryable } from '../../db/database.ts';

export interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  text: string;
  created_at: Date;
}

export async function insertOutboxMessage(db: Queryable, mail: { to: string; subject: string; text: string }): Promise<number> {
  const row = await db.one<{ id: number }>('INSERT INTO mail_outbox (recipient, subject, text) VALUES ($1, $2, $3) RETURNING id', [mail.to, mail.subject, mail.text]);
  return row.id;
}

export async function listOutbox(db: Queryable, filter: { to?: string; limit: number }): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT id, recipient, subject, text, created_at FROM mail_outbox
     WHERE ($1::text IS NULL OR lower(recipient) = lower($1)) ORDER BY id DESC LIMIT $2`,
    [filter.to ?? null, filter.limit],
  );
  return rows;
}
