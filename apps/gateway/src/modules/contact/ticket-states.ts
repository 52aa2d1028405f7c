import { errorCodes, type TicketStatus, type TicketWithThread } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import * as repo from './ticket-repository.ts';
import { TICKET_NOT_FOUND } from './ticket-service.ts';
import { toTicketWithThread } from './ticket-view.ts';

export const TICKET_ALREADY = {
  closed: 'This ticket is already closed.',
  open: 'This ticket is already open.',
} as const;

/** A ticket with its whole thread, for the operator who reads it. */
export async function readTicket(ctx: AppContext, ticketId: number): Promise<TicketWithThread> {
  const ticket = await repo.findTicket(ctx.db, ticketId);
  if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND, errorCodes.notFound);
  return toTicketWithThread(ticket, await repo.ticketEvents(ctx.db, ticketId));
}

/**
 * Closes or reopens a ticket, with who did it in the thread. The affiliate is not told: they follow a
 * ticket through its answers, and a reopened ticket says nothing until it is answered. Moving a ticket
 * to the state it is in is a 409, so of two operators closing it at once the second learns it was done.
 */
export async function moveTicket(
  ctx: AppContext,
  ticketId: number,
  to: TicketStatus,
  operator: string,
): Promise<TicketWithThread> {
  return ctx.db.transaction(async (tx) => {
    const ticket = await repo.findTicketForUpdate(tx, ticketId);
    if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND, errorCodes.notFound);
    if (ticket.status === to) throw new ApiError(409, TICKET_ALREADY[to], errorCodes.conflict);
    await repo.setTicketStatus(tx, ticket.id, to);
    await repo.addTicketEvent(tx, ticket.id, {
      kind: to === 'closed' ? 'closed' : 'reopened',
      body: null,
      done_by: operator,
      at: ctx.config.now(),
    });
    return toTicketWithThread({ ...ticket, status: to }, await repo.ticketEvents(tx, ticket.id));
  });
}
