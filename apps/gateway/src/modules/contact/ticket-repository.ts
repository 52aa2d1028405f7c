import type { ContactCategory, TicketStatus } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

export interface TicketRow {
  id: number;
  member_id: number;
  username: string;
  email: string;
  subject: string;
  category: ContactCategory;
  message: string;
  status: TicketStatus;
  created_at: Date;
  answered_at: Date | null;
  answer: string | null;
}

const ticketColumns = `t.id, t.member_id, m.username, m.email, t.subject, t.category, t.message, t.status,
  t.created_at, t.answered_at, t.answer`;

/** The operator's queue, newest first; `status` null means every ticket. */
export async function listTickets(
  db: Queryable,
  filter: { status: TicketStatus | null; limit: number },
): Promise<TicketRow[]> {
  const { rows } = await db.query<TicketRow>(
    `SELECT ${ticketColumns} FROM contact_tickets t JOIN members m ON m.id = t.member_id
     WHERE ($1::text IS NULL OR t.status = $1) ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
    [filter.status, filter.limit],
  );
  return rows;
}

export async function findTicket(db: Queryable, id: number): Promise<TicketRow | null> {
  const { rows } = await db.query<TicketRow>(
    `SELECT ${ticketColumns} FROM contact_tickets t JOIN members m ON m.id = t.member_id WHERE t.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Locks the ticket so two operators acting on it at once are told apart (the second sees what the first did). */
export async function findTicketForUpdate(db: Queryable, id: number): Promise<TicketRow | null> {
  const { rows } = await db.query<TicketRow>(
    `SELECT ${ticketColumns} FROM contact_tickets t JOIN members m ON m.id = t.member_id WHERE t.id = $1 FOR UPDATE OF t`,
    [id],
  );
  return rows[0] ?? null;
}

/** The latest answer stands on the ticket (the queue shows it); every answer is in the thread too. */
export async function storeAnswer(
  db: Queryable,
  id: number,
  answer: { text: string; at: Date; status: TicketStatus },
): Promise<void> {
  await db.query('UPDATE contact_tickets SET answer = $2, answered_at = $3, status = $4 WHERE id = $1', [
    id,
    answer.text,
    answer.at,
    answer.status,
  ]);
}

export async function setTicketStatus(db: Queryable, id: number, status: TicketStatus): Promise<void> {
  await db.query('UPDATE contact_tickets SET status = $2 WHERE id = $1', [id, status]);
}

export type TicketEventKind = 'answer' | 'closed' | 'reopened';

export interface TicketEventRow {
  kind: TicketEventKind;
  body: string | null;
  /** `operator:<email>` or `operator:<token fingerprint>`; null for answers from before the thread was kept. */
  done_by: string | null;
  at: Date;
}

export async function addTicketEvent(db: Queryable, ticketId: number, event: TicketEventRow): Promise<void> {
  await db.query(
    'INSERT INTO contact_ticket_events (ticket_id, kind, body, done_by, at) VALUES ($1, $2, $3, $4, $5)',
    [ticketId, event.kind, event.body, event.done_by, event.at],
  );
}

/** The ticket's thread after the affiliate's message, in the order it happened. */
export async function ticketEvents(db: Queryable, ticketId: number): Promise<TicketEventRow[]> {
  const { rows } = await db.query<TicketEventRow>(
    'SELECT kind, body, done_by, at FROM contact_ticket_events WHERE ticket_id = $1 ORDER BY id',
    [ticketId],
  );
  return rows;
}
