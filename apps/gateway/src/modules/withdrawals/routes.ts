import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { operatorActor } from '../../http/access.ts';
import { auditOperator } from '../../http/operator-access.ts';
import { describeWithdrawalIdentity } from './identity-rule.ts';
import { IDEMPOTENCY_KEY_HEADER, markReplay, readIdempotencyKey } from '../idempotency/service.ts';
import {
  approveWithdrawal,
  cancelWithdrawalForAffiliate,
  listWithdrawalsForReview,
  payWithdrawal,
  rejectWithdrawal,
} from './operator-service.ts';
import { cancelOwnWithdrawal, listOwnWithdrawals, requestWithdrawal } from './service.ts';

export function registerWithdrawalRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  // The affiliate's side: everything is about the signed-in member, never an id from the request.
  contractRoute(app, api.payments.withdraw, async (request, reply) => {
    const key = readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const answer = await requestWithdrawal(ctx, request.affiliate.id, request.body, key, { ip: request.ip });
    markReplay(reply, answer.replayed);
    return answer.body;
  });
  contractRoute(app, api.payments.withdrawalList, async (request) =>
    listOwnWithdrawals(ctx, request.affiliate.id, request.query),
  );
  contractRoute(app, api.payments.cancelWithdrawal, async (request) => ({
    data: await cancelOwnWithdrawal(ctx, request.affiliate.id, request.params.withdrawalId),
  }));
  contractRoute(app, api.payments.withdrawalIdentity, async (request) => ({
    data: await describeWithdrawalIdentity(ctx.db, request.affiliate.id),
  }));

  // The operator's side (operator token only).
  contractRoute(app, api.operator.operatorWithdrawals, async (request) =>
    listWithdrawalsForReview(ctx, request.query),
  );
  contractRoute(app, api.operator.approveWithdrawal, async (request) => ({
    data: await approveWithdrawal(ctx, request.params.withdrawalId, operatorActor(request)),
  }));
  contractRoute(app, api.operator.rejectWithdrawal, async (request) => ({
    data: await rejectWithdrawal(
      ctx,
      request.params.withdrawalId,
      request.body.reason,
      operatorActor(request),
      request.body.seen_status,
    ),
  }));
  contractRoute(app, api.operator.payWithdrawal, async (request) => ({
    data: await payWithdrawal(
      ctx,
      request.params.withdrawalId,
      request.body.payout_reference,
      operatorActor(request),
      request.body.override_hold && {
        reason: request.body.override_hold.reason,
        by: auditOperator(request.operator),
      },
    ),
  }));
  contractRoute(app, api.operator.operatorCancelWithdrawal, async (request) => ({
    data: await cancelWithdrawalForAffiliate(
      ctx,
      request.params.withdrawalId,
      request.body.reason,
      operatorActor(request),
      request.body.seen_status,
    ),
  }));
}
