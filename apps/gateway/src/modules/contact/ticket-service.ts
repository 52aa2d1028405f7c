import { contactCategoryLabels, errorCodes, type AnswerTicketRequest, type ContactTicket, type TicketStatus } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { sendMail } from '../mail/service.ts';
import { insertForMembers } from '../notifications/repository.ts';
import { brandName } from '../settings/service.ts';
import * as repo from './ticket-repository.ts';

export const TICKET_NOT_FOUND = 'There is no such ticket.';
export const TICKET_CLOSED = 'This ticket is closed and can no longer be answered.';

function toTicket(row: repo.TicketRow): ContactTicket {
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

export async function listTickets(ctx: AppContext, filter: { status: TicketStatus | 'all'; limit: number }): Promise<ContactTicket[]> {
  const rows = await repo.listTickets(ctx.db, { status: filter.status === 'all' ? null : filter.status, limit: filter.limit });
  return rows.map(toTicket);
}

/**
 * Stores the answer and tells the affiliate in the same transaction: the notification row commits with
 * the answer, and the email leaves only once it has (outbox row in the transaction, SMTP after commit).
 */
export async function answerTicket(ctx: AppContext, ticketId: number, request: AnswerTicketRequest): Promise<ContactTicket> {
  const brand = await brandName(ctx);
  return ctx.db.transaction(async (tx) => {
    const ticket = await repo.findTicketForUpdate(tx, ticketId);
    if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND, errorCodes.notFound);
    if (ticket.status === 'closed') throw new ApiError(409, TICKET_CLOSED, errorCodes.conflict);
    const at = ctx.config.now();
    const status: TicketStatus = request.close ? 'closed' : 'open';
    await repo.storeAnswer(tx, ticket.id, { text: request.answer, at, status });
    await insertForMembers(tx, {
      kind: 'support',
      title: `Answer to your message "${ticket.subject}"`.slice(0, 120),
      body: request.answer.slice(0, 2000),
      memberIds: [ticket.member_id],
    });
    await sendMail(
      ctx,
      {
        to: ticket.email,
        subject: `Re: ${ticket.subject} (ticket #${ticket.id})`,
        text: [
          `Hello ${ticket.username},`,
          '',
          request.answer,
          '',
          `— ${brand} support`,
          '',
          `Your message (${contactCategoryLabels[ticket.category]}, ${ticket.created_at.toISOString().slice(0, 10)}):`,
          ...ticket.message.split('\n').map((line) => `> ${line}`),
        ].join('\n'),
      },
      tx,
    );
    return toTicket({ ...ticket, answer: request.answer, answered_at: at, status });
  });
}
