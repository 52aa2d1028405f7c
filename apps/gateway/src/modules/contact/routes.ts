import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { operatorActor } from '../../http/access.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { affiliateTickets } from './affiliate-tickets.ts';
import { sendContactMessage } from './service.ts';
import { answerTicket, listTickets } from './ticket-service.ts';
import { moveTicket, readTicket } from './ticket-states.ts';

export function registerContactRoutes(app: FastifyInstance): void {
  // The ticket belongs to the signed-in member: nothing in the body can name another affiliate.
  contractRoute(app, api.contact.contactUs, async (request) => ({
    data: await sendContactMessage(app.ctx, request.affiliate.id, request.body),
  }));
  // Their own tickets only: the owner guard refused any other id before this runs.
  contractRoute(app, api.contact.affiliateTickets, async (request) => ({
    data: await affiliateTickets(app.ctx, request.affiliate.id, request.query.limit),
  }));
  // The operator's side: the ticket queue, a ticket's thread, answers, closing and reopening.
  contractRoute(app, api.operator.operatorTickets, async (request) => ({
    data: await listTickets(app.ctx, request.query),
  }));
  contractRoute(app, api.operator.operatorTicket, async (request) => ({
    data: await readTicket(app.ctx, request.params.ticketId),
  }));
  contractRoute(app, api.operator.answerTicket, async (request) => ({
    data: await answerTicket(app.ctx, request.params.ticketId, request.body, operatorActor(request)),
  }));
  contractRoute(app, api.operator.closeTicket, async (request) => ({
    data: await moveTicket(app.ctx, request.params.ticketId, 'closed', operatorActor(request)),
  }));
  contractRoute(app, api.operator.reopenTicket, async (request) => ({
    data: await moveTicket(app.ctx, request.params.ticketId, 'open', operatorActor(request)),
  }));
}
