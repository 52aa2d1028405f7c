import type { FxRate, FxRateEntry } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

/** A stored rate as the contract shows it: `trim_scale` answers 0.16, not 0.1600000000. */
const RATE_COLUMNS = `trim(from_currency) AS "from", trim(to_currency) AS "to", day::text AS date,
  trim_scale(rate)::text AS rate, source, set_by, set_at`;

interface RateRow extends Omit<FxRate, 'set_at'> {
  set_at: Date;
}

const toRate = (row: RateRow): FxRate => ({ ...row, set_at: row.set_at.toISOString() });

/** True when the month holding `day` has been closed: its figures (and so its rates) are frozen. */
export async function inClosedMonth(db: Queryable, day: string): Promise<boolean> {
  const row = await db.maybeOne(
    `SELECT 1 FROM commission_periods WHERE period = date_trunc('month', $1::date)::date AND closed_at IS NOT NULL`,
    [day],
  );
  return row !== null;
}

/** Writes the day's rates (a rate already set for the pair and day is replaced). */
export async function upsertRates(
  tx: Queryable,
  input: { date: string; source: string; rates: FxRateEntry[]; setBy: string; at: Date },
): Promise<FxRate[]> {
  const { rows } = await tx.query<RateRow>(
    `INSERT INTO fx_rates AS f (from_currency, to_currency, day, rate, source, set_by, set_at)
     SELECT u.from_currency, u.to_currency, $1::date, u.rate, $4, $5, $6
     FROM unnest($2::text[], $3::text[], $7::numeric[]) AS u (from_currency, to_currency, rate)
     ORDER BY 1, 2
     ON CONFLICT (from_currency, to_currency, day) DO UPDATE
       SET rate = EXCLUDED.rate, source = EXCLUDED.source, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at
     RETURNING ${RATE_COLUMNS}`,
    [
      input.date,
      input.rates.map((r) => r.from),
      input.rates.map((r) => r.to),
      input.source,
      input.setBy,
      input.at,
      input.rates.map((r) => r.rate),
    ],
  );
  return rows.map(toRate);
}

export interface RateFilter {
  from?: string | undefined;
  to?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  latest: boolean;
  limit: number;
}

/** Rates newest day first, then by pair; `latest` keeps the newest of each pair within the dates. */
export async function listRates(db: Queryable, filter: RateFilter): Promise<FxRate[]> {
  const where = `($1::text IS NULL OR from_currency = $1) AND ($2::text IS NULL OR to_currency = $2)
    AND ($3::date IS NULL OR day >= $3) AND ($4::date IS NULL OR day <= $4)`;
  const params = [
    filter.from ?? null,
    filter.to ?? null,
    filter.dateFrom ?? null,
    filter.dateTo ?? null,
    filter.limit,
  ];
  const sql = filter.latest
    ? `SELECT * FROM (SELECT DISTINCT ON (from_currency, to_currency) ${RATE_COLUMNS}, day FROM fx_rates
         WHERE ${where} ORDER BY from_currency, to_currency, day DESC) t
       ORDER BY "from", "to" LIMIT $5`
    : `SELECT ${RATE_COLUMNS} FROM fx_rates WHERE ${where} ORDER BY day DESC, from_currency, to_currency LIMIT $5`;
  const { rows } = await db.query<RateRow & { day?: unknown }>(sql, params);
  return rows.map(({ day: _day, ...row }) => toRate(row));
}
