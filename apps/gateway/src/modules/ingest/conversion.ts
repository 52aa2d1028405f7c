import type { Queryable } from '../../db/database.ts';

/**
 * A row in the affiliate's own currency keeps rate 1 and no rate day, and converts to itself; the rule
 * of conversion is figures/converted-sql.ts.
 */
export { convertedSql } from '../figures/converted-sql.ts';

/**
 * A lateral subquery (`day`, `rate`) of the rate that applies to an activity `day` of `fromCurrency`
 * paid in `toCurrency`: the pair's latest rate on or before the day (the primary key reads it backwards).
 */
export const rateOnOrBeforeSql = (
  fromCurrency: string,
  toCurrency: string,
  day: string,
  when = 'true',
): string =>
  `(SELECT f.day, f.rate FROM fx_rates f
    WHERE ${when} AND f.from_currency = (${fromCurrency})::bpchar AND f.to_currency = (${toCurrency})::bpchar
      AND f.day <= ${day}
    ORDER BY f.day DESC LIMIT 1)`;

/** What the feed says of a row whose pair has no rate yet: the operator sets one first. */
export function missingRateMessage(from: string, to: string, day: string): string {
  return `No ${from} to ${to} rate on or before ${day}: the program's manager sets one first.`;
}

// Any constant of its own (the migrations' and the operator accounts' locks use others).
const RATES_LOCK_KEY = 727_274_035;

/**
 * Rates and the activity they convert move in turns. A batch of activity holds the rates shared for its
 * transaction (batches never wait on each other); setting rates holds them alone. Without it a batch
 * could read the old rate for a player's new day while a rate for that day is being set, and commit
 * after the re-conversion had looked for the days to move: that day would keep the old rate for good.
 * Both take it first, before any player row, so neither can hold a player the other waits for.
 */
export async function holdRates(tx: Queryable, mode: 'converting' | 'setting'): Promise<void> {
  await tx.query(
    mode === 'converting' ? 'SELECT pg_advisory_xact_lock_shared($1)' : 'SELECT pg_advisory_xact_lock($1)',
    [RATES_LOCK_KEY],
  );
}
