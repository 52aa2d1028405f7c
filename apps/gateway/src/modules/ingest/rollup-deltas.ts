import type { Queryable } from '../../db/database.ts';

/**
 * Every rollup moves by (new - old). An ingest step writes its changes as signed rows into two
 * temporary delta tables; `applyRollupDeltas` folds them into the rollups with one set-based upsert
 * per rollup, in key order so concurrent batches take row locks in the same order (no deadlocks).
 */
export async function createDeltaTables(tx: Queryable): Promise<void> {
  await tx.execScript(`
    CREATE TEMP TABLE rollup_delta (
      member_id integer NOT NULL, day date NOT NULL, category text NOT NULL,
      signups integer NOT NULL DEFAULT 0, registrations integer NOT NULL DEFAULT 0,
      first_depositors integer NOT NULL DEFAULT 0, first_deposit_amount numeric NOT NULL DEFAULT 0,
      cpa_qualified integer NOT NULL DEFAULT 0,
      deposits numeric NOT NULL DEFAULT 0, withdrawals numeric NOT NULL DEFAULT 0, turnover numeric NOT NULL DEFAULT 0,
      winloss numeric NOT NULL DEFAULT 0, bonuses numeric NOT NULL DEFAULT 0
    ) ON COMMIT DROP;
    CREATE TEMP TABLE cohort_delta (
      member_id integer NOT NULL, join_day date NOT NULL, category text NOT NULL,
      registered boolean NOT NULL, deposited boolean NOT NULL, players integer NOT NULL
    ) ON COMMIT DROP;
  `);
}

const figures = ['signups', 'registrations', 'first_depositors', 'first_deposit_amount', 'cpa_qualified', 'deposits', 'withdrawals', 'turnover', 'winloss', 'bonuses'];

export async function applyRollupDeltas(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO affiliate_daily AS a (member_id, day, category, ${figures.join(', ')})
     SELECT member_id, day, category, ${figures.map((f) => `sum(${f})`).join(', ')}
     FROM rollup_delta GROUP BY member_id, day, category
     HAVING ${figures.map((f) => `sum(${f}) <> 0`).join(' OR ')}
     ORDER BY member_id, day, category
     ON CONFLICT (member_id, day, category) DO UPDATE SET ${figures.map((f) => `${f} = a.${f} + EXCLUDED.${f}`).join(', ')}`,
  );
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
  // Dropped now rather than at commit: one transaction may ingest several batches (the demo seed).
  await tx.execScript('DROP TABLE rollup_delta; DROP TABLE cohort_delta;');
}

/** Marks the affiliates a batch touched as changed at `at` (the figures' as_of). */
export async function touchWatermarks(tx: Queryable, memberIds: number[], at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO affiliate_ingest AS w (member_id, as_of)
     SELECT DISTINCT unnest($1::int[]), $2::timestamptz ORDER BY 1
     ON CONFLICT (member_id) DO UPDATE SET as_of = greatest(w.as_of, EXCLUDED.as_of)`,
    [memberIds, at],
  );
}
