import Decimal from 'decimal.js';
import { RATE_QUOTE_CURRENCY, type ExchangeRate, type RateAsset } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { fieldError } from '../../http/api-error.ts';
import { isStale, type Rate } from './rates-source.ts';

/** A rate as the affiliate and the operator read it: the newest one, and whether it is too old to use. */
export function describeRate(ctx: AppContext, asset: RateAsset, rate: Rate | null, now: Date): ExchangeRate {
  const maxAgeSeconds = ctx.config.rateMaxAgeSeconds;
  return {
    asset,
    quote: RATE_QUOTE_CURRENCY,
    rate: rate && new Decimal(rate.rate).toFixed(8),
    source: rate?.source ?? null,
    observed_at: rate?.observedAt.toISOString() ?? null,
    max_age_seconds: maxAgeSeconds,
    stale: isStale(rate, now, maxAgeSeconds),
  };
}

export async function currentRate(
  ctx: AppContext,
  asset: RateAsset,
  db: Queryable = ctx.db,
): Promise<ExchangeRate> {
  return describeRate(ctx, asset, await ctx.rates.latest(db, asset), ctx.config.now());
}

/**
 * Records a rate the operator sets (or a feed reports) and answers the current one. `observed_at`
 * defaults to now; a time in the future would keep a rate fresh beyond its age limit, so it is refused.
 */
export async function recordRate(
  ctx: AppContext,
  asset: RateAsset,
  input: { rate: string; source: string; observed_at?: string },
): Promise<ExchangeRate> {
  const now = ctx.config.now();
  const observedAt = input.observed_at ? new Date(input.observed_at) : now;
  if (observedAt.getTime() > now.getTime() + 60_000) {
    throw fieldError('observed_at', 'The rate cannot be observed in the future.');
  }
  const rate: Rate = { asset, rate: input.rate, source: input.source, observedAt };
  await ctx.rates.record(ctx.db, rate);
  return currentRate(ctx, asset);
}
