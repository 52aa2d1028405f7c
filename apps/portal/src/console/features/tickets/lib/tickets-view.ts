import { z } from 'zod';
import {
  CONTACT_ANSWER_MAX,
  operatorTicketsQuery,
  ticketId,
  type ContactTicket,
} from '@affiliate/contract/endpoints/contact';

/** The list's statuses: the product's two (open, closed) and all of them. */
export const ticketListStatuses = operatorTicketsQuery.shape.status.removeDefault().options;
export type TicketListStatus = (typeof ticketListStatuses)[number];

/** How many of the newest tickets the list shows (the gateway gives at most 200). */
export const TICKET_LIST_LIMIT = 100;

export const ticketListStatusNames: Record<TicketListStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  all: 'All tickets',
};

/** What the Tickets screen shows, as its URL keeps it: the list's status, and the ticket open on screen. */
export interface TicketsView {
  status: TicketListStatus;
  ticket: number | null;
}

// A wrong value in a link falls back to the list's default rather than failing.
const viewInUrl = z.object({
  status: z.enum(ticketListStatuses).catch('open'),
  ticket: ticketId.nullable().catch(null),
});

export function readTicketsView(search: URLSearchParams): TicketsView {
  return viewInUrl.parse({ status: search.get('status') ?? 'open', ticket: search.get('ticket') });
}

/** The URL query of a view, the default status left out. */
export function ticketsSearch(view: TicketsView): string {
  const search = new URLSearchParams();
  if (view.status !== 'open') search.set('status', view.status);
  if (view.ticket !== null) search.set('ticket', String(view.ticket));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Whether support has answered a ticket yet, in words beside its state. */
export function answerState(ticket: Pick<ContactTicket, 'status' | 'answered_at'>): string {
  if (ticket.answered_at !== null) return 'Answered';
  return ticket.status === 'open' ? 'Not answered yet' : 'Closed without an answer';
}

export { CONTACT_ANSWER_MAX as ANSWER_MAX };

/** Why a typed answer would be refused, or undefined when it is fine. */
export function answerError(answer: string): string | undefined {
  if (answer.trim().length === 0) return 'Write an answer.';
  return answer.trim().length > CONTACT_ANSWER_MAX
    ? `Keep the answer under ${CONTACT_ANSWER_MAX} characters.`
    : undefined;
}
