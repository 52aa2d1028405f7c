import { adjustmentRequest, api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { operatorActor } from '../../http/access.ts';
import { IDEMPOTENCY_KEY_HEADER, markReplay, readIdempotencyKey } from '../idempotency/service.ts';
import { postAdjustment } from './adjustment-service.ts';

/** The adjustment's audit detail from the request as validated (a refused body keeps what it can). */
function adjustmentAudit(body: unknown): Record<string, unknown> {
  const parsed = adjustmentRequest.safeParse(body);
  return parsed.success
    ? { memberId: parsed.data.member_id, amount: parsed.data.amount, ledgerKind: parsed.data.kind }
    : {};
}

export function registerLedgerRoutes(app: FastifyInstance): void {
  // The operator's corrections and fees (operator token only).
  contractRoute(
    app,
    api.operator.postAdjustment,
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const answer = await postAdjustment(app.ctx, request.body, key, operatorActor(request));
      markReplay(reply, answer.replayed);
      return answer.body;
    },
    {
      // The row names the affiliate (member_id) and what moved: the amount, signed, and its kind.
      auditDetail: (request) => adjustmentAudit(request.body),
    },
  );
}
