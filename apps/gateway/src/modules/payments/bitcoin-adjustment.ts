import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { bitcoinAdjustmentResponse } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { findPaymentOption } from './payment-options-repository.ts';
import { isStale } from './rates-source.ts';

/**
 * The Bitcoin adjustment: the network fee the brand takes from every Bitcoin withdrawal, in BTC, and
 * its worth in EUR at the current rate, so the affiliate sees it before confirming. Without a usable
 * rate the EUR figure is null (Bitcoin withdrawals are paused then anyway).
 */
export async function bitcoinAdjustment(ctx: AppContext): Promise<z.infer<typeof bitcoinAdjustmentResponse>> {
  const [option, rate] = await Promise.all([
    findPaymentOption(ctx.db, 'BITCOIN'),
    ctx.rates.latest(ctx.db, 'BITCOIN'),
  ]);
  const fee = new Decimal(option?.network_fee ?? 0);
  const usable = rate && !isStale(rate, ctx.config.now(), ctx.config.rateMaxAgeSeconds) ? rate : null;
  return {
    amount: fee.toFixed(8),
    unit: 'BTC',
    eur_amount: usable && fee.times(usable.rate).toFixed(2),
    rate_observed_at: rate?.observedAt.toISOString() ?? null,
  };
}
