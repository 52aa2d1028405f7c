import type { ContactTicket, TicketWithThread } from '@affiliate/contract';
import { actorName } from '../../http/access.ts';
import type { TicketEventRow, TicketRow } from './ticket-repository.ts';

export function toTicket(row: TicketRow): ContactTicket {
  return {
    id: row.id,
    member_id: row.member_id,
    username: row.username,
    subject: row.subject,
    category: row.category,
    message: row.message,
    status: row.status,
    created_at: row.created_at.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
    answer: row.answer,
  };
}

/** The ticket with its thread: the affiliate's message first, then what the support team did, in order. */
export function toTicketWithThread(row: TicketRow, events: readonly TicketEventRow[]): TicketWithThread {
  return {
    ...toTicket(row),
    email: row.email,
    thread: [
      { kind: 'message', body: row.message, by: row.username, at: row.created_at.toISOString() },
      ...events.map((event) => ({
        kind: event.kind,
        body: event.body,
        by: event.done_by && actorName(event.done_by),
        at: event.at.toISOString(),
      })),
    ],
  };
}
