import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { readOutbox } from './service.ts';

/** The operator's read of the mail outbox (`npm run operator -- outbox` calls it). */
export function registerMailRoutes(app: FastifyInstance): void {
  contractRoute(app, api.operator.outbox, async (request) => ({
    data: await readOutbox(app.ctx, request.query),
  }));
}
