import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { sendContactMessage } from './service.ts';

export function registerContactRoutes(app: FastifyInstance): void {
  // The ticket belongs to the signed-in member: nothing in the body can name another affiliate.
  contractRoute(app, api.contact.send, async (request) => ({
    data: await sendContactMessage(app.ctx, request.member!.id, request.body),
  }));
}
