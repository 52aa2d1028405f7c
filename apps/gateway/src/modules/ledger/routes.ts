import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { operatorActor } from '../../http/access.ts';
import { IDEMPOTENCY_KEY_HEADER, markReplay, readIdempotencyKey } from '../idempotency/service.ts';
import { postAdjustment } from './adjustment-service.ts';

export function registerLedgerRoutes(app: FastifyInstance): void {
  // The operator's corrections and fees (operator token only).
  contractRoute(app, api.operator.postAdjustment, async (request, reply) => {
    const key = readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const answer = await postAdjustment(app.ctx, request.body, key, operatorActor(request));
    markReplay(reply, answer.replayed);
    return answer.body;
  });
}
