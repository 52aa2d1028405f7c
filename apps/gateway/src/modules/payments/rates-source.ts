import type { Rate, RatesSource } from '../../app-context.ts';

export type { Rate, RatesSource } from '../../app-context.ts';

export const operatorRates: RatesSource = {
  async latest(db, asset) {
    const row = await db.maybeOne<{ rate: string; source: string; observed_at: Date }>(
      `SELECT rate::text, source, observed_at FROM exchange_rates WHERE asset = $1 AND quote = 'EUR'
       ORDER BY observed_at DESC, id DESC LIMIT 1`,
      [asset],
    );
    return row && { asset, rate: row.rate, source: row.source, observedAt: row.observed_at };
  },
  async record(db, rate) {
    await db.query(
      `INSERT INTO exchange_rates (asset, quote, rate, source, observed_at) VALUES ($1, 'EUR', $2::numeric, $3, $4)`,
      [rate.asset, rate.rate, rate.source, rate.observedAt],
    );
  },
};

/** Whether a rate is too old to convert a withdrawal with. */
export function isStale(rate: Pick<Rate, 'observedAt'> | null, now: Date, maxAgeSeconds: number): boolean {
  return rate === null || now.getTime() - rate.observedAt.getTime() > maxAgeSeconds * 1000;
}
