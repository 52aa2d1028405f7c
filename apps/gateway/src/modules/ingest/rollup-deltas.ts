import type { Queryable } from '../../db/database.ts';
import { ALL_CATEGORIES } from '../../db/rollup-categories.ts';
import { SOURCE_COLUMNS, SOURCE_LIST } from './traffic-source.ts';

/**
 * Every rollup moves by (new - old). An ingest step writes its changes as signed rows into two
 * temporary delta tables; `applyRollupDeltas` folds them into the rollups with one set-based upsert
 * per rollup, in key order so concurrent batches take row locks in the same order (no deadlocks).
 * The tables live as long as the connection and are emptied at every commit (no catalog writes per batch).
 */
export async function createDeltaTables(tx: Queryable): Promise<void> {
  await tx.execScript(`
    CREATE TEMP TABLE IF NOT EXISTS rollup_delta (
      member_id integer NOT NULL, day date NOT NULL, category text NOT NULL,
      signups integer NOT NULL DEFAULT 0, registrations integer NOT NULL DEFAULT 0,
      first_depositors integer NOT NULL DEFAULT 0, first_deposit_amount numeric NOT NULL DEFAULT 0,
      cpa_qualified integer NOT NULL DEFAULT 0,
      deposits numeric NOT NULL DEFAULT 0, withdrawals numeric NOT NULL DEFAULT 0, turnover numeric NOT NULL DEFAULT 0,
      winloss numeric NOT NULL DEFAULT 0, bonuses numeric NOT NULL DEFAULT 0,
      referral_code text NOT NULL, sub1 text NOT NULL, sub2 text NOT NULL, sub3 text NOT NULL, sub4 text NOT NULL, sub5 text NOT NULL,
      saved_banner_id bigint NOT NULL, campaign text NOT NULL, country text NOT NULL
    ) ON COMMIT DELETE ROWS;
    CREATE TEMP TABLE IF NOT EXISTS cohort_delta (
      member_id integer NOT NULL, join_day date NOT NULL, category text NOT NULL,
      registered boolean NOT NULL, deposited boolean NOT NULL, players integer NOT NULL
    ) ON COMMIT DELETE ROWS;
  `);
}

const figures = [
  'signups',
  'registrations',
  'first_depositors',
  'first_deposit_amount',
  'cpa_qualified',
  'deposits',
  'withdrawals',
  'turnover',
  'winloss',
  'bonuses',
];

/**
 * affiliate_daily and its coarser copies (ISO weeks, calendar months) move by the same deltas, summed
 * per bucket; the coarse ones also keep an all-categories row per bucket (migration 005). Always in
 * this table order and key order within each, so two batches never wait on each other in a cycle.
 */
const figureRollups = [
  { table: 'affiliate_daily', bucket: 'day', expression: 'day', allCategories: false },
  // date_trunc('week') starts weeks on Monday (ISO); on a timestamp, so the session time zone plays no part.
  {
    table: 'affiliate_weekly',
    bucket: 'week_start',
    expression: "date_trunc('week', day::timestamp)::date",
    allCategories: true,
  },
  {
    table: 'affiliate_monthly_figures',
    bucket: 'month',
    expression: "date_trunc('month', day::timestamp)::date",
    allCategories: true,
  },
] as const;

export async function applyRollupDeltas(tx: Queryable): Promise<void> {
  for (const { table, bucket, expression, allCategories } of figureRollups) {
    const grouping = allCategories
      ? `GROUPING SETS ((member_id, ${expression}, category), (member_id, ${expression}))`
      : `member_id, ${expression}, category`;
    await tx.query(
      `INSERT INTO ${table} AS a (member_id, ${bucket}, category, ${figures.join(', ')})
       SELECT member_id, ${expression}, CASE WHEN grouping(category) = 1 THEN '${ALL_CATEGORIES}' ELSE category END,
              ${figures.map((f) => `sum(${f})`).join(', ')}
       FROM rollup_delta GROUP BY ${grouping}
       HAVING ${figures.map((f) => `sum(${f}) <> 0`).join(' OR ')}
       ORDER BY 1, 2, 3
       ON CONFLICT (member_id, ${bucket}, category) DO UPDATE SET ${figures.map((f) => `${f} = a.${f} + EXCLUDED.${f}`).join(', ')}`,
    );
  }
  await applySourceDeltas(tx);
  await tx.query(
    `INSERT INTO player_cohorts_daily AS c (member_id, join_day, category, registered, deposited, players)
     SELECT member_id, join_day, category, registered, deposited, sum(players)
     FROM cohort_delta GROUP BY 1, 2, 3, 4, 5 HAVING sum(players) <> 0 ORDER BY 1, 2, 3, 4, 5
     ON CONFLICT (member_id, join_day, category, registered, deposited) DO UPDATE SET players = c.players + EXCLUDED.players`,
  );
  await tx.query(
    `INSERT INTO player_cohorts_monthly AS c (member_id, join_month, category, registered, deposited, players)
     SELECT member_id, date_trunc('month', join_day)::date, category, registered, deposited, sum(players)
     FROM cohort_delta GROUP BY 1, 2, 3, 4, 5 HAVING sum(players) <> 0 ORDER BY 1, 2, 3, 4, 5
     ON CONFLICT (member_id, join_month, category, registered, deposited) DO UPDATE SET players = c.players + EXCLUDED.players`,
  );
  // Emptied now rather than at commit: one transaction may ingest several batches (the demo seed).
  await tx.execScript('TRUNCATE rollup_delta, cohort_delta');
}

const sourceFigures = figures.filter((f) => f !== 'withdrawals');

/** affiliate_source_daily (the reports' rollup) moves by the same deltas, per traffic source. */
async function applySourceDeltas(tx: Queryable): Promise<void> {
  const parts = SOURCE_COLUMNS.map((c) => (c === 'referral_code' ? 'lower(referral_code)' : c));
  await tx.query(
    `INSERT INTO affiliate_source_daily AS a (member_id, day, source_key, ${SOURCE_LIST}, ${sourceFigures.join(', ')})
     SELECT member_id, day, traffic_source_key(${parts.join(', ')}), ${parts.join(', ')}, ${sourceFigures.map((f) => `sum(${f})`).join(', ')}
     FROM rollup_delta GROUP BY member_id, day, ${parts.join(', ')}
     HAVING ${sourceFigures.map((f) => `sum(${f}) <> 0`).join(' OR ')}
     ORDER BY 1, 2, 3
     ON CONFLICT (member_id, day, source_key, lane) DO UPDATE SET ${sourceFigures.map((f) => `${f} = a.${f} + EXCLUDED.${f}`).join(', ')}`,
  );
}

/** Marks the affiliates a batch touched as changed at `at` (the figures' as_of). */
export async function touchWatermarks(tx: Queryable, affiliateIds: number[], at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO affiliate_ingest AS w (member_id, as_of)
     SELECT DISTINCT unnest($1::int[]), $2::timestamptz ORDER BY 1
     ON CONFLICT (member_id) DO UPDATE SET as_of = greatest(w.as_of, EXCLUDED.as_of)`,
    [affiliateIds, at],
  );
}
