import type { ActivityRecord } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { planTermSql } from '../commission/plan-versions.ts';
import { enqueueFirstDeposits } from '../postbacks/enqueue.ts';
import { convertedSql, rateOnOrBeforeSql } from './conversion.ts';
import { SOURCE_COLUMNS, SOURCE_LIST, sourceOf } from './traffic-source.ts';

const amounts = ['deposits', 'withdrawals', 'turnover', 'winloss', 'bonuses'] as const;

/**
 * The staging table lives as long as the connection (created on its first batch, emptied at every
 * commit): creating and dropping it per batch cost a few ms of catalog writes each time.
 */
const STAGING_TABLE = `
  CREATE TEMP TABLE IF NOT EXISTS ingest_activity (
    idx integer NOT NULL, customer_id bigint NOT NULL, day date NOT NULL, currency text NOT NULL,
    player_id bigint, member_id integer, category text, member_currency text, brand_currency text,
    rate numeric, rate_day date,
    first_deposit_date date, first_deposit_amount numeric,
    deposits numeric NOT NULL, withdrawals numeric NOT NULL, turnover numeric NOT NULL, winloss numeric NOT NULL, bonuses numeric NOT NULL,
    replaced boolean NOT NULL,
    -- What the stored day counted for, converted at its stored rate (the rollups hold converted amounts).
    old_deposits numeric NOT NULL, old_withdrawals numeric NOT NULL, old_turnover numeric NOT NULL,
    old_winloss numeric NOT NULL, old_bonuses numeric NOT NULL,
    referral_code text, sub1 text, sub2 text, sub3 text, sub4 text, sub5 text, saved_banner_id bigint, campaign text, country text,
    brand text
  ) ON COMMIT DELETE ROWS`;

const stagedOld = (f: string) => `coalesce(${convertedSql(`a.${f}`, 'a.rate')}, 0)`;

/**
 * Locks the batch's players (in id order: concurrent batches touching the same players queue instead
 * of deadlocking; a player's activity and first deposit are only ever changed under this lock), then
 * stages the rows with their player, affiliate, category, first deposit and the values they replace.
 * The staging reads after the lock, in a statement of its own, so it sees what a batch that held the
 * lock before committed. A row in another currency than the affiliate's takes the rate of its day
 * (the pair's latest on or before it; none leaves the rate null and the row is refused).
 */
export async function stageActivity(tx: Queryable, rows: ActivityRecord[]): Promise<void> {
  const customerIds = rows.map((r) => r.customer_id);
  // A batch's hash aggregates (10,000 groups with five numeric sums) need about 8 MB: at the default
  // 4 MB they spilled to disk in five batches each. JIT compiling the staging statement (its estimate
  // passes jit_above_cost) took 35-50 ms of a batch and saved less.
  await tx.execScript(`SET LOCAL work_mem = '32MB'; SET LOCAL jit = off; ${STAGING_TABLE}`);
  await tx.query(
    `SELECT count(*) FROM (SELECT id FROM players WHERE customer_id = ANY($1::bigint[]) ORDER BY id FOR UPDATE) AS locked`,
    [[...new Set(customerIds)]],
  );
  // One index lookup per row in players and in player_activity on (player_id, day): the lateral
  // subqueries keep the planner from hashing the whole players table or reading all of a player's days.
  await tx.query(
    `INSERT INTO ingest_activity
     SELECT u.idx - 1, u.customer_id, u.day, u.currency, p.id,
            -- The affiliate the player had on the day (issue 39): an earlier one before a move, nobody
            -- from the day it was deleted or marked a duplicate.
            CASE WHEN h.id IS NOT NULL THEN h.member_id WHEN p.removed_on <= u.day THEN NULL ELSE p.member_id END,
            p.category, trim(m.currency), trim(b.currency),
            CASE WHEN u.currency = trim(m.currency) THEN 1 ELSE r.rate END, r.day,
            p.first_deposit_date, p.first_deposit_amount,
            u.deposits, u.withdrawals, u.turnover, u.winloss, u.bonuses,
            a.player_id IS NOT NULL,
            ${amounts.map(stagedOld).join(', ')},
            ${SOURCE_COLUMNS.map((c) => `coalesce(h.${c}, p.${c})`).join(', ')}, p.brand
     FROM (SELECT * FROM unnest($1::bigint[], $2::date[], $3::text[], $4::numeric[], $5::numeric[], $6::numeric[], $7::numeric[], $8::numeric[])
             WITH ORDINALITY AS u (customer_id, day, currency, deposits, withdrawals, turnover, winloss, bonuses, idx)
           ORDER BY customer_id, day) u
     LEFT JOIN LATERAL (SELECT * FROM players WHERE customer_id = u.customer_id OFFSET 0) p ON true
     LEFT JOIN LATERAL (SELECT * FROM player_affiliations pa
                        WHERE p.counts_from > u.day AND pa.player_id = p.id AND pa.until_day > u.day
                        ORDER BY pa.until_day, pa.id LIMIT 1) h ON true
     LEFT JOIN members m ON m.id = p.member_id
     LEFT JOIN brands b ON b.code = p.brand
     LEFT JOIN LATERAL ${rateOnOrBeforeSql('u.currency', 'm.currency', 'u.day', 'u.currency <> trim(m.currency)')} r ON true
     LEFT JOIN LATERAL (SELECT * FROM player_activity WHERE player_id = p.id AND day = u.day OFFSET 0) a ON true`,
    [
      customerIds,
      rows.map((r) => r.day),
      rows.map((r) => r.currency),
      ...amounts.map((f) => rows.map((r) => r[f])),
    ],
  );
}

export interface RejectedActivityRow {
  idx: number;
  unknown_customer: boolean;
  day: string;
  currency: string;
  member_currency: string | null;
  brand_currency: string | null;
  /** In the brand's currency, but the pair has no rate on or before the day. */
  missing_rate: boolean;
}

/** Rows of unknown players, in a currency neither the brand's nor the affiliate's, or without a rate. */
export async function rejectedActivityRows(tx: Queryable): Promise<RejectedActivityRow[]> {
  const { rows } = await tx.query<RejectedActivityRow>(
    `SELECT idx, player_id IS NULL AS unknown_customer, day::text AS day, currency, member_currency, brand_currency,
            currency = brand_currency AND rate IS NULL AS missing_rate
     FROM ingest_activity
     WHERE player_id IS NULL OR (currency <> member_currency AND (currency <> brand_currency OR rate IS NULL))
     ORDER BY idx LIMIT 1000`,
  );
  return rows;
}

/** Customers known to be players whose affiliate's currency is this one, by customer id. */
export class KnownCustomers {
  /** Enough for every player of a large brand; past it, customers are looked up as ever. */
  static readonly LIMIT = 200_000;
  private readonly currencies = new Map<number, string>();

  /** A row in its affiliate's own currency of a customer known: nothing the database could refuse. */
  passes(row: ActivityRecord): boolean {
    return this.currencies.get(row.customer_id) === row.currency;
  }

  add(customerId: number, affiliateCurrency: string): void {
    if (this.currencies.size < KnownCustomers.LIMIT) this.currencies.set(customerId, affiliateCurrency);
  }
}

/**
 * The same refusals as `rejectedActivityRows`, read without staging, locking or writing anything: a
 * feed file's rows are checked this way before any of them is stored (feed-files/check-file.ts). The
 * player, its affiliate's and brand's currencies and the day's rate are read as stageActivity reads them.
 * Rows `known` passes are not looked up; the customers of rows found in their affiliate's currency are
 * added to it, so a file's later days of the same players cost no lookup.
 */
export async function refusedActivityRows(
  db: Queryable,
  rows: ActivityRecord[],
  known: KnownCustomers = new KnownCustomers(),
): Promise<RejectedActivityRow[]> {
  const asked = rows.flatMap((row, idx) => (known.passes(row) ? [] : [idx]));
  if (asked.length === 0) return [];
  const { rows: checked } = await db.query<RejectedActivityRow & { refused: boolean }>(
    `SELECT idx, refused, unknown_customer, day::text AS day, currency, member_currency, brand_currency,
            currency = brand_currency AND rate IS NULL AS missing_rate
     FROM (
       SELECT *, coalesce(unknown_customer OR (currency <> member_currency AND (currency <> brand_currency OR rate IS NULL)), false) AS refused
       FROM (
         SELECT u.idx, p.id IS NULL AS unknown_customer, u.day, u.currency,
                trim(m.currency) AS member_currency, trim(b.currency) AS brand_currency,
                CASE WHEN u.currency = trim(m.currency) THEN 1 ELSE r.rate END AS rate
         FROM unnest($1::int[], $2::bigint[], $3::date[], $4::text[]) AS u (idx, customer_id, day, currency)
         LEFT JOIN LATERAL (SELECT * FROM players WHERE customer_id = u.customer_id OFFSET 0) p ON true
         LEFT JOIN members m ON m.id = p.member_id
         LEFT JOIN brands b ON b.code = p.brand
         LEFT JOIN LATERAL ${rateOnOrBeforeSql('u.currency', 'm.currency', 'u.day', 'u.currency <> trim(m.currency)')} r ON true
       ) looked_up
     ) checked
     WHERE refused OR currency = member_currency
     ORDER BY idx`,
    [
      asked,
      asked.map((i) => rows[i]!.customer_id),
      asked.map((i) => rows[i]!.day),
      asked.map((i) => rows[i]!.currency),
    ],
  );
  const refused: RejectedActivityRow[] = [];
  for (const { refused: isRefused, ...row } of checked) {
    if (isRefused) {
      if (refused.length < 1000) refused.push(row);
    } else known.add(rows[row.idx]!.customer_id, row.currency);
  }
  return refused;
}

/**
 * Each brand's newest day in the staged batch, as the last instant it covers (the day's 23:59:59 UTC:
 * a day's activity comes whole), for feed_freshness. Read before writeActivity empties the staging.
 */
export async function newestDayByBrand(tx: Queryable): Promise<Array<{ brand: string; through: Date }>> {
  const { rows } = await tx.query<{ brand: string; through: Date }>(
    `SELECT brand, (max(day) + 1)::timestamp AT TIME ZONE 'UTC' - interval '1 second' AS through
     FROM ingest_activity WHERE brand IS NOT NULL GROUP BY brand`,
  );
  return rows;
}

/** A day's figures move by its converted amounts less what the stored day counted for. */
const delta = (f: string) => `sum(${convertedSql(f, 'rate')} - old_${f})`;

/** Stores the days (a resend replaces the day) and writes the rollup deltas of the change. */
export async function writeActivity(
  tx: Queryable,
  at: Date,
): Promise<{ inserted: number; replaced: number; affiliateIds: number[] }> {
  await tx.query(
    `INSERT INTO player_activity AS a (player_id, day, currency, ${amounts.join(', ')}, received_at, rate, rate_day)
     SELECT player_id, day, currency, ${amounts.join(', ')}, $1, rate, rate_day FROM ingest_activity ORDER BY player_id, day
     ON CONFLICT (player_id, day) DO UPDATE SET currency = EXCLUDED.currency,
       ${amounts.map((f) => `${f} = EXCLUDED.${f}`).join(', ')}, received_at = EXCLUDED.received_at,
       rate = EXCLUDED.rate, rate_day = EXCLUDED.rate_day`,
    [at],
  );
  await tx.query(
    `INSERT INTO rollup_delta (member_id, day, category, ${amounts.join(', ')}, ${SOURCE_LIST})
     SELECT member_id, day, category, ${amounts.map(delta).join(', ')}, ${SOURCE_LIST} FROM ingest_activity
     WHERE member_id IS NOT NULL
     GROUP BY member_id, day, category, ${SOURCE_LIST}`,
  );
  // A player becomes active in a month with its first activity row there (one row per player and month:
  // a month a player moved in has days of two affiliates, and is kept under one of them): the month's row is new. A
  // month whose rows all replace stored days already has its row, which moves only by nonzero deltas.
  await tx.query(
    `WITH months AS (
       INSERT INTO player_monthly AS pm (player_id, month, member_id, ${amounts.join(', ')})
       SELECT player_id, date_trunc('month', day)::date, max(member_id), ${amounts.map(delta).join(', ')}
       FROM ingest_activity WHERE member_id IS NOT NULL GROUP BY player_id, 2
       HAVING bool_or(NOT replaced) OR ${amounts.map((f) => `${delta(f)} <> 0`).join(' OR ')}
       ORDER BY player_id, 2
       ON CONFLICT (player_id, month) DO UPDATE SET ${amounts.map((f) => `${f} = pm.${f} + EXCLUDED.${f}`).join(', ')}
       RETURNING member_id, month, (xmax = 0) AS is_new
     )
     INSERT INTO affiliate_monthly AS am (member_id, month, active_players)
     SELECT member_id, month, count(*) FROM months WHERE is_new GROUP BY member_id, month ORDER BY member_id, month
     ON CONFLICT (member_id, month) DO UPDATE SET active_players = am.active_players + EXCLUDED.active_players`,
  );
  await tx.query(
    `UPDATE players p SET ${amounts.map((f) => `${f} = p.${f} + d.${f}`).join(', ')}, updated_at = $1
     FROM (SELECT player_id, ${amounts.map((f) => `${delta(f)} AS ${f}`).join(', ')} FROM ingest_activity GROUP BY player_id ORDER BY player_id) d
     WHERE p.id = d.player_id AND (${amounts.map((f) => `d.${f} <> 0`).join(' OR ')})`,
    [at],
  );
  await moveFirstDeposits(tx, at);
  const counts = await tx.one<{ inserted: number; replaced: number; member_ids: number[] }>(
    `SELECT count(*) FILTER (WHERE NOT replaced)::int AS inserted, count(*) FILTER (WHERE replaced)::int AS replaced,
            coalesce(array_agg(DISTINCT member_id) FILTER (WHERE member_id IS NOT NULL), '{}') AS member_ids
     FROM ingest_activity`,
  );
  // Emptied now rather than at commit: one transaction may ingest several batches (the demo seed).
  await tx.execScript('TRUNCATE ingest_activity');
  return { inserted: counts.inserted, replaced: counts.replaced, affiliateIds: counts.member_ids };
}

const FIRST_DEPOSIT_MOVES = `
  CREATE TEMP TABLE IF NOT EXISTS first_deposit_moves (
    id bigint NOT NULL, member_id integer NOT NULL, category text NOT NULL, date_joined date NOT NULL, registered boolean NOT NULL,
    referral_code text NOT NULL, sub1 text NOT NULL, sub2 text NOT NULL, sub3 text NOT NULL, sub4 text NOT NULL, sub5 text NOT NULL,
    saved_banner_id bigint NOT NULL, campaign text NOT NULL, country text NOT NULL, click_id text,
    old_date date, old_amount numeric, new_date date, new_amount numeric, old_cpa_min_deposit numeric, new_cpa_min_deposit numeric
  ) ON COMMIT DELETE ROWS`;

/**
 * The first deposit is the first day with deposits > 0. Only a player whose batch touches its
 * current first-deposit day, or brings a deposit on or before it, can see it move; for those it is
 * re-read from the stored days, and the first-depositor counts (and the deposited cohort) move with it.
 */
async function moveFirstDeposits(tx: Queryable, at: Date): Promise<void> {
  await tx.execScript(`
    ${FIRST_DEPOSIT_MOVES};
    INSERT INTO first_deposit_moves
    WITH candidates AS (
      SELECT p.id, p.member_id, p.category, p.date_joined, p.registered_at IS NOT NULL AS registered, ${sourceOf('p')}, p.click_id,
             p.first_deposit_date AS old_date, p.first_deposit_amount AS old_amount
      FROM (SELECT DISTINCT player_id FROM ingest_activity
            WHERE (deposits > 0 AND (first_deposit_date IS NULL OR day <= first_deposit_date)) OR day = first_deposit_date) t
      JOIN players p ON p.id = t.player_id AND p.removed IS NULL
    )
    SELECT c.*, f.day AS new_date, f.deposits AS new_amount,
           ${planTermSql('cpa_min_deposit', 'c.member_id', 'c.old_date')} AS old_cpa_min_deposit,
           ${planTermSql('cpa_min_deposit', 'c.member_id', 'f.day')} AS new_cpa_min_deposit
    FROM candidates c
    LEFT JOIN LATERAL (
      SELECT day, ${convertedSql('deposits', 'rate')} AS deposits FROM player_activity a
      WHERE a.player_id = c.id AND a.deposits > 0 ORDER BY day LIMIT 1
    ) f ON true
    WHERE f.day IS DISTINCT FROM c.old_date OR f.deposits IS DISTINCT FROM c.old_amount;

    INSERT INTO rollup_delta (member_id, day, category, first_depositors, first_deposit_amount, cpa_qualified, ${SOURCE_LIST})
    SELECT member_id, old_date, category, -1, -old_amount, CASE WHEN old_amount >= old_cpa_min_deposit THEN -1 ELSE 0 END, ${SOURCE_LIST}
    FROM first_deposit_moves WHERE old_date IS NOT NULL
    UNION ALL
    SELECT member_id, new_date, category, 1, new_amount, CASE WHEN new_amount >= new_cpa_min_deposit THEN 1 ELSE 0 END, ${SOURCE_LIST}
    FROM first_deposit_moves WHERE new_date IS NOT NULL;

    INSERT INTO cohort_delta (member_id, join_day, category, registered, deposited, players)
    SELECT member_id, date_joined, category, registered, old_date IS NOT NULL, -1 FROM first_deposit_moves
    WHERE (old_date IS NULL) <> (new_date IS NULL)
    UNION ALL
    SELECT member_id, date_joined, category, registered, new_date IS NOT NULL, 1 FROM first_deposit_moves
    WHERE (old_date IS NULL) <> (new_date IS NULL);

    UPDATE players p SET first_deposit_date = m.new_date, first_deposit_amount = m.new_amount
    FROM first_deposit_moves m WHERE p.id = m.id;
  `);
  await enqueueFirstDeposits(tx, at, (affiliate, day) => planTermSql('cpa_amount', affiliate, day));
  await tx.execScript('TRUNCATE first_deposit_moves');
}
