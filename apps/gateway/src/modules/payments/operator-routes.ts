import { api, rateAsset } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { listPaymentOptionsForOperator, updatePaymentOption } from './payment-options-service.ts';
import { currentRate, recordRate } from './rates-service.ts';

/** The operator's side of payout options and rates (`npm run operator -- rates|payment-options` calls these routes). */
export function registerPaymentOperatorRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.operator.operatorRateList, async () => ({
    data: await Promise.all(rateAsset.options.map((asset) => currentRate(ctx, asset))),
  }));
  contractRoute(app, api.operator.setRate, async (request) => ({
    data: await recordRate(ctx, request.params.asset, request.body),
  }));
  contractRoute(app, api.operator.operatorPaymentOptionList, async () => ({
    data: await listPaymentOptionsForOperator(ctx),
  }));
  contractRoute(app, api.operator.updatePaymentOption, async (request) => ({
    data: await updatePaymentOption(ctx, request.params.type, request.body),
  }));
}
