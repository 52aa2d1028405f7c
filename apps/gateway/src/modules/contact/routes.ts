import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { sendContactMessage } from './service.ts';
import { answerTicket, listTickets } from './ticket-service.ts';

export function registerContactRoutes(app: FastifyInstance): void {
  // The ticket belongs to the signed-in member: nothing in the body can name another affiliate.
  contractRoute(app, api.contact.contactUs, async (request) => ({
    data: await sendContactMessage(app.ctx, request.affiliate.id, request.body),
  }));
  // The operator's side: the ticket queue and the answers (operator token only).
  contractRoute(app, api.operator.operatorTickets, async (request) => ({ data: await listTickets(app.ctx, request.query) }));
  contractRoute(app, api.operator.answerTicket, async (request) => ({
    data: await answerTicket(app.ctx, request.params.ticketId, request.body),
  }));
}
