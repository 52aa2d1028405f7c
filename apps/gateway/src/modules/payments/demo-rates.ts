import type { RateAsset } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { isStale, type Rate, type RatesSource } from './rates-source.ts';

/** The source name of the rates the demo data records; the operator's own rates have other sources. */
export const DEMO_RATE_SOURCE = 'demo-data';

/** Plausible EUR prices, so a demo withdrawal shows a real-looking conversion. */
const demoRates: Record<RateAsset, string> = {
  BITCOIN: '85000.00',
  USDTTRC20: '0.92',
  USDTERC20: '0.92',
  USDC: '0.92',
};

/** The demo data's rates, for every asset that has none yet (a re-seed leaves existing rates alone). */
export function seedDemoRates(db: Queryable, rates: RatesSource, now: Date): Promise<RateAsset[]> {
  return recordDemoRates(db, rates, now, (latest) => latest === null);
}

/**
 * On every start with demo data: the seed recorded the demo rates once, and a demo started days later
 * would find them out of date and every crypto option paused, so the demo rates that are out of date are
 * recorded again at the start's time. Only demo rates: a rate of any other source (the operator's, a
 * feed's) is never replaced, and an asset without any rate gets none (a deployment whose operator has
 * not set rates yet must not run on invented ones).
 */
export function refreshStaleDemoRates(
  db: Queryable,
  rates: RatesSource,
  now: Date,
  maxAgeSeconds: number,
): Promise<RateAsset[]> {
  return recordDemoRates(
    db,
    rates,
    now,
    (latest) => latest !== null && latest.source === DEMO_RATE_SOURCE && isStale(latest, now, maxAgeSeconds),
  );
}

async function recordDemoRates(
  db: Queryable,
  rates: RatesSource,
  now: Date,
  due: (latest: Rate | null) => boolean,
): Promise<RateAsset[]> {
  const recorded: RateAsset[] = [];
  for (const [asset, rate] of Object.entries(demoRates) as [RateAsset, string][]) {
    if (!due(await rates.latest(db, asset))) continue;
    await rates.record(db, { asset, rate, source: DEMO_RATE_SOURCE, observedAt: now });
    recorded.push(asset);
  }
  return recorded;
}
