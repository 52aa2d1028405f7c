import {
  errorCodes,
  type AnswerTicketRequest,
  type ContactTicket,
  type TicketStatus,
} from '@affiliate/contract';
import { displayDayIn } from '../../calendar/display-dates-in.ts';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { translate } from '../../i18n/translate.ts';
import { sendMail } from '../mail/service.ts';
import { affiliateLanguage } from '../members/affiliate-language.ts';
import { insertForAffiliates } from '../notifications/repository.ts';
import { brandName } from '../settings/service.ts';
import * as repo from './ticket-repository.ts';
import { toTicket } from './ticket-view.ts';

export const TICKET_NOT_FOUND = 'There is no such ticket.';
export const TICKET_CLOSED = 'This ticket is closed: reopen it to answer again.';

export async function listTickets(
  ctx: AppContext,
  filter: { status: TicketStatus | 'all'; limit: number },
): Promise<ContactTicket[]> {
  const rows = await repo.listTickets(ctx.db, {
    status: filter.status === 'all' ? null : filter.status,
    limit: filter.limit,
  });
  return rows.map(toTicket);
}

/**
 * Adds the answer to the thread (and closes the ticket unless told not to) and tells the affiliate in the
 * same transaction: the notification row commits with the answer, and the email leaves only once it has
 * (outbox row in the transaction, SMTP after commit). `operator` is who answered (`operatorActor`).
 */
export async function answerTicket(
  ctx: AppContext,
  ticketId: number,
  request: AnswerTicketRequest,
  operator: string,
): Promise<ContactTicket> {
  const brand = await brandName(ctx);
  return ctx.db.transaction(async (tx) => {
    const ticket = await repo.findTicketForUpdate(tx, ticketId);
    if (!ticket) throw new ApiError(404, TICKET_NOT_FOUND, errorCodes.notFound);
    if (ticket.status === 'closed') throw new ApiError(409, TICKET_CLOSED, errorCodes.conflict);
    const at = ctx.config.now();
    const status: TicketStatus = request.close ? 'closed' : 'open';
    await repo.storeAnswer(tx, ticket.id, { text: request.answer, at, status });
    await repo.addTicketEvent(tx, ticket.id, { kind: 'answer', body: request.answer, done_by: operator, at });
    if (status === 'closed')
      await repo.addTicketEvent(tx, ticket.id, { kind: 'closed', body: null, done_by: operator, at });
    // The answer goes as the operator wrote it; the words around it in the affiliate's language.
    const language = await affiliateLanguage(tx, ticket.member_id);
    const category = translate(language, `contact.category.${ticket.category}`);
    await insertForAffiliates(tx, {
      kind: 'support',
      title: translate(language, 'notice.contact.answer.title', { subject: ticket.subject }).slice(0, 120),
      body: request.answer.slice(0, 2000),
      affiliateIds: [ticket.member_id],
      ticketId: ticket.id,
    });
    await sendMail(
      ctx,
      {
        to: ticket.email,
        subject: translate(language, 'mail.contact.answer.subject', {
          subject: ticket.subject,
          id: String(ticket.id),
        }),
        text: [
          translate(language, 'mail.contact.answer.hello', { username: ticket.username }),
          '',
          request.answer,
          '',
          translate(language, 'mail.contact.answer.signature', { brand }),
          '',
          translate(language, 'mail.contact.answer.yourMessage', {
            category,
            day: displayDayIn(language, ticket.created_at),
          }),
          ...ticket.message.split('\n').map((line) => `> ${line}`),
        ].join('\n'),
      },
      tx,
    );
    return toTicket({ ...ticket, answer: request.answer, answered_at: at, status });
  });
}
