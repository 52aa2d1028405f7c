import type { AffiliateTicket } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import type { ContactTicketsTable } from '../../db/schema-types.ts';

/**
 * The affiliate's own tickets as the Contact us screen shows them: newest first, each with its
 * conversation oldest first. Only `affiliateId`'s tickets are read (the route's owner guard made sure it
 * is the signed-in affiliate). Support's answers carry no operator and no state: what the affiliate was
 * told, and when.
 */

type TicketRow = Pick<ContactTicketsTable, 'id' | 'subject' | 'message'> & {
  category: AffiliateTicket['category'];
  created_at: string;
  answered_at: string | null;
  answers: { body: string; at: string }[];
};

/** An ISO 8601 UTC time with milliseconds, as Date#toISOString writes it. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One statement: a backward range of (member_id, created_at) for the tickets and, per ticket, a range of
 * (ticket_id, id) for its answers. Answers from before the thread was kept (migration 026) live only
 * on the ticket: such a ticket's latest answer comes from there.
 */
async function ticketRows(db: Queryable, affiliateId: number, limit: number): Promise<TicketRow[]> {
  const { rows } = await db.query<TicketRow>(
    `SELECT t.id, t.subject, t.category, t.message, ${iso('t.created_at')} AS created_at,
            ${iso('t.answered_at')} AS answered_at,
            coalesce(
              (SELECT json_agg(json_build_object('body', e.body, 'at', ${iso('e.at')}) ORDER BY e.id)
               FROM contact_ticket_events e WHERE e.ticket_id = t.id AND e.kind = 'answer'),
              CASE WHEN t.answer IS NOT NULL
                   THEN json_build_array(json_build_object('body', t.answer, 'at', ${iso('t.answered_at')})) END,
              '[]') AS answers
     FROM contact_tickets t
     WHERE t.member_id = $1
     ORDER BY t.created_at DESC, t.id DESC
     LIMIT $2`,
    [affiliateId, limit],
  );
  return rows;
}

export async function affiliateTickets(
  ctx: AppContext,
  affiliateId: number,
  limit: number,
): Promise<AffiliateTicket[]> {
  const rows = await ticketRows(ctx.db, affiliateId, limit);
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    category: row.category,
    created_at: row.created_at,
    answered_at: row.answered_at,
    messages: [
      { from: 'affiliate' as const, body: row.message, at: row.created_at },
      ...row.answers.map((answer) => ({ from: 'support' as const, body: answer.body, at: answer.at })),
    ],
  }));
}
