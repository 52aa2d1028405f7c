import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { readBalance } from '../ledger/service.ts';
import { findAffiliate } from '../members/repository.ts';
import { bitcoinAdjustment } from './bitcoin-adjustment.ts';
import { customerPaymentOptions } from './customer-payment-options.ts';
import { activePaymentOptions, processedPaymentOptions } from './payment-options-service.ts';
import { changePayoutDetails } from './payout-details-change.ts';
import { currentRate } from './rates-service.ts';

/** The affiliate's side of payouts: balance, payout options and details, rates and the Bitcoin adjustment. */
export function registerPaymentRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  contractRoute(app, api.payments.balance, async (request) => {
    const affiliateId = request.affiliate.id;
    const balance = await readBalance(ctx.db, affiliateId);
    // No ledger posting yet: nothing owed, in the affiliate's currency.
    const currency = balance?.currency ?? (await findAffiliate(ctx.db, affiliateId))!.currency;
    return { data: balance ?? { currency, balance: '0.00', available: '0.00', held: '0.00' } };
  });

  contractRoute(app, api.payments.activePaymentOptions, async (request) => ({
    data: await activePaymentOptions(ctx, request.affiliate.id),
  }));

  contractRoute(app, api.payments.processedPaymentOptions, async (request) => ({
    data: await processedPaymentOptions(ctx, request.affiliate.id, requestLanguage(request)),
  }));

  contractRoute(app, api.payments.paymentOptionFields, async (request) => ({
    data: await customerPaymentOptions(
      ctx,
      request.affiliate.id,
      request.query.customerId,
      requestLanguage(request),
    ),
  }));

  contractRoute(app, api.payments.savePayoutDetails, async (request) => ({
    data: await changePayoutDetails(ctx, request.affiliate.id, request.body, {
      ip: request.ip,
      language: requestLanguage(request),
    }),
  }));

  contractRoute(app, api.payments.paymentOptionRate, async (request) => ({
    data: await currentRate(ctx, request.params.asset),
  }));

  contractRoute(app, api.payments.bitcoinAdjustment, async () => ({ data: await bitcoinAdjustment(ctx) }));
}
