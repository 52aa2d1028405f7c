import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { operatorActions as ops } from '../operator/service.ts';

/** The operator's side of payout options and rates (the CLI calls the same actions). */
export function registerPaymentOperatorRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.operator.operatorRateList, async () => ({ data: await ops.rates(ctx) }));
  contractRoute(app, api.operator.setRate, async (request) => ({ data: await ops.setRate(ctx, request.params.asset, request.body) }));
  contractRoute(app, api.operator.operatorPaymentOptionList, async () => ({ data: await ops.paymentOptions(ctx) }));
  contractRoute(app, api.operator.updatePaymentOption, async (request) => ({
    data: await ops.updatePaymentOption(ctx, request.params.type, request.body),
  }));
}
