import type { ContactCategory } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';

export interface NewContactTicket {
  affiliateId: number;
  subject: string;
  category: ContactCategory;
  message: string;
  createdAt: Date;
}

export async function insertContactTicket(db: Queryable, ticket: NewContactTicket): Promise<number> {
  const row = await db.one<{ id: number }>(
    'INSERT INTO contact_tickets (member_id, subject, category, message, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [ticket.affiliateId, ticket.subject, ticket.category, ticket.message, ticket.createdAt],
  );
  return row.id;
}

/**
 * The member's tickets since `since`, oldest first (only their times). Locks the member row first so
 * two messages sent at once are counted one after the other and cannot both slip under the limit.
 */
export async function recentTicketTimesForUpdate(
  db: Queryable,
  affiliateId: number,
  since: Date,
): Promise<Date[]> {
  await lockAffiliate(db, affiliateId);
  const { rows } = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM contact_tickets WHERE member_id = $1 AND created_at > $2 ORDER BY created_at',
    [affiliateId, since],
  );
  return rows.map((row) => row.created_at);
}
