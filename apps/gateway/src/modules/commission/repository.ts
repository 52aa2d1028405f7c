import type { Queryable } from '../../db/database.ts';
import { ALL_CATEGORIES } from '../../db/rollup-categories.ts';
import type { CommissionsTable } from '../../db/schema-types.ts';
import { planVersionJoinSql } from './plan-versions.ts';

/**
 * What a close reads, per affiliate: the month's figures from the all-categories monthly rollup (never
 * raw activity), the plan version of the month, and the negative the previous closed month carried out.
 */
export interface CloseInputRow {
  member_id: number;
  currency: string;
  plan_effective_from: string;
  revenue_share: string;
  admin_fee_rate: string;
  cpa_amount: string;
  cpa_min_deposit: string;
  negative_carry_over: boolean;
  /** The deal version the plan names; null for a plan from before deals (its flat terms are the deal). */
  deal_id: number | null;
  deal_version: number | null;
  has_activity: boolean;
  turnover: string;
  winloss: string;
  bonuses: string;
  /** Qualified first depositors of the month, counted at ingest with the plan of this month. */
  cpa_count: number;
  /** Players whose first deposit is in the month: what tiers by first depositors measure. */
  first_depositors: number;
  carry_in: string;
}

/**
 * The close inputs' statement, `period` and `members` being SQL for the month's first day (a date) and
 * the affiliates' ids (an int[]): shared by the close and the dashboard's estimate, so the two read alike.
 */
export function closeInputsSql(period: string, affiliates: string): string {
  return `SELECT m.id AS member_id, trim(m.currency) AS currency, to_char(pv.effective_from, 'YYYY-MM-DD') AS plan_effective_from,
              pv.revenue_share::text, pv.admin_fee_rate::text, pv.cpa_amount::text, pv.cpa_min_deposit::text, pv.negative_carry_over,
              pv.deal_id, pv.deal_version, f.member_id IS NOT NULL AS has_activity, coalesce(f.turnover, 0)::text AS turnover, coalesce(f.winloss, 0)::text AS winloss,
              coalesce(f.bonuses, 0)::text AS bonuses, coalesce(f.cpa_qualified, 0)::int AS cpa_count,
              coalesce(f.first_depositors, 0)::int AS first_depositors, coalesce(prev.carry_out, 0)::text AS carry_in
       FROM members m
       CROSS JOIN ${planVersionJoinSql('pv', 'm.id', period)}
       -- The ids again on the figures' leading key column: each batch reads its own rows through the index, not the month's.
       LEFT JOIN affiliate_monthly_figures f ON f.member_id = m.id AND f.month = ${period} AND f.category = '${ALL_CATEGORIES}' AND f.member_id = ANY(${affiliates})
       LEFT JOIN LATERAL (SELECT c.carry_out FROM commissions c WHERE c.member_id = m.id AND c.period < ${period} ORDER BY c.period DESC LIMIT 1) prev ON true
       WHERE m.id = ANY(${affiliates})
       ORDER BY m.id`;
}

export function readCloseInputs(
  db: Queryable,
  period: string,
  affiliateIds: readonly number[],
): Promise<CloseInputRow[]> {
  return db
    .query<CloseInputRow>(closeInputsSql('$1::date', '$2::int[]'), [period, affiliateIds])
    .then((r) => r.rows);
}

/** A closed month's figures now, less what its commission and earlier late lines already accounted for. */
export interface LateDeltaRow {
  member_id: number;
  source_period: string;
  turnover: string;
  winloss: string;
  bonuses: string;
  cpa_count: number;
  admin_fee_rate: string;
  /** What the month paid each CPA (its tier's amount), or its plan's amount for a month without a commission. */
  cpa_amount_each: string;
  /** The month's deal's monthly CPA cap (null: none), and the CPAs paid for the month so far. */
  cpa_cap: number | null;
  cpa_paid: number;
}

/** The late deltas' statement, with the placeholders of closeInputsSql. */
export function lateDeltasSql(period: string, affiliates: string): string {
  return `WITH accounted AS (
         SELECT member_id, period, sum(turnover) AS turnover, sum(winloss) AS winloss, sum(bonuses) AS bonuses, sum(cpa_count) AS cpa_count
         FROM (SELECT member_id, period, turnover, winloss, bonuses, cpa_counted AS cpa_count FROM commissions WHERE member_id = ANY(${affiliates}) AND period < ${period}
               UNION ALL
               SELECT member_id, source_period, turnover, winloss, bonuses, cpa_count FROM commission_late_activity
               -- A CPA taken back after its reversal is money, not activity the rollups count.
               WHERE member_id = ANY(${affiliates}) AND source_period < ${period} AND reversed_player_id IS NULL) a
         GROUP BY member_id, period
       ), current AS (
         SELECT f.member_id, f.month AS period, f.turnover, f.winloss, f.bonuses, f.cpa_qualified AS cpa_count
         FROM affiliate_monthly_figures f JOIN commission_periods p ON p.period = f.month AND p.closed_at IS NOT NULL
         WHERE f.member_id = ANY(${affiliates}) AND f.category = '${ALL_CATEGORIES}' AND f.month < ${period}
       ), deltas AS (
         SELECT coalesce(c.member_id, a.member_id) AS member_id, coalesce(c.period, a.period) AS period,
                coalesce(c.turnover, 0) - coalesce(a.turnover, 0) AS turnover, coalesce(c.winloss, 0) - coalesce(a.winloss, 0) AS winloss,
                coalesce(c.bonuses, 0) - coalesce(a.bonuses, 0) AS bonuses, coalesce(c.cpa_count, 0) - coalesce(a.cpa_count, 0) AS cpa_count
         FROM current c FULL JOIN accounted a ON a.member_id = c.member_id AND a.period = c.period
       )
       SELECT d.member_id, to_char(d.period, 'YYYY-MM-DD') AS source_period, d.turnover::text, d.winloss::text, d.bonuses::text,
              d.cpa_count::int, pv.admin_fee_rate::text, coalesce(c.cpa_amount_each, pv.cpa_amount)::text AS cpa_amount_each,
              (SELECT (v.document #>> '{cpa,monthly_cap}')::int FROM deal_versions v WHERE v.deal_id = c.deal_id AND v.version = c.deal_version) AS cpa_cap,
              (coalesce(c.cpa_count, 0) + coalesce((SELECT sum(CASE WHEN l.cpa_amount_each > 0 THEN round(l.cpa_amount / l.cpa_amount_each) ELSE 0 END)
                 FROM commission_late_activity l
                 WHERE l.member_id = d.member_id AND l.source_period = d.period AND l.reversed_player_id IS NULL), 0))::int AS cpa_paid
       FROM deltas d CROSS JOIN ${planVersionJoinSql('pv', 'd.member_id', 'd.period')}
       LEFT JOIN commissions c ON c.member_id = d.member_id AND c.period = d.period
       WHERE d.turnover <> 0 OR d.winloss <> 0 OR d.bonuses <> 0 OR d.cpa_count <> 0
       ORDER BY d.member_id, d.period`;
}

export function readLateDeltas(
  db: Queryable,
  period: string,
  affiliateIds: readonly number[],
): Promise<LateDeltaRow[]> {
  return db
    .query<LateDeltaRow>(lateDeltasSql('$1::date', '$2::int[]'), [period, affiliateIds])
    .then((r) => r.rows);
}

/**
 * A commissions row as the close works it out: every column but its id, month, posting and time, the
 * plan's date as YYYY-MM-DD.
 */
export type CommissionRecord = Omit<
  CommissionsTable,
  'id' | 'period' | 'ledger_transaction_id' | 'created_at' | 'plan_effective_from' | 'deal_figures'
> & { plan_effective_from: string; /** The engine's breakdown, as JSON text. */ deal_figures: string | null };

const recordColumns = [
  ['member_id', 'int'],
  ['currency', 'text'],
  ['plan_effective_from', 'date'],
  ['turnover', 'numeric'],
  ['winloss', 'numeric'],
  ['bonuses', 'numeric'],
  ['admin_fee_rate', 'numeric'],
  ['admin_fee', 'numeric'],
  ['ngr', 'numeric'],
  ['late_ngr', 'numeric'],
  ['carry_in', 'numeric'],
  ['revenue_share', 'numeric'],
  ['negative_carry_over', 'boolean'],
  ['revenue_share_amount', 'numeric'],
  ['carry_out', 'numeric'],
  ['cpa_count', 'int'],
  ['cpa_min_deposit', 'numeric'],
  ['cpa_amount_each', 'numeric'],
  ['late_cpa_amount', 'numeric'],
  ['cpa_total', 'numeric'],
  ['amount', 'numeric'],
  ['deal_id', 'int'],
  ['deal_version', 'int'],
  ['deal_figures', 'jsonb'],
  ['cpa_counted', 'int'],
] as const satisfies ReadonlyArray<readonly [keyof CommissionRecord, string]>;

/**
 * Ids for a batch's commissions before they are written: the ledger is append-only, so a posting names
 * its commission when it is written, and the commission row then names its posting from the start
 * instead of being updated afterwards. Drawn from the column's own identity sequence.
 */
export async function drawCommissionIds(db: Queryable, count: number): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    "SELECT nextval(pg_get_serial_sequence('commissions', 'id')) AS id FROM generate_series(1, $1::int)",
    [count],
  );
  return rows.map((r) => Number(r.id));
}

/** One statement for a batch of commissions (a column array each), with the ids drawn for them and their postings (null for 0). */
export async function insertCommissions(
  db: Queryable,
  period: string,
  at: Date,
  records: ReadonlyArray<CommissionRecord & { id: number; ledger_transaction_id: number | null }>,
): Promise<void> {
  const names = recordColumns.map(([name]) => name);
  await db.query(
    `INSERT INTO commissions (id, ledger_transaction_id, period, created_at, ${names.join(', ')}) OVERRIDING SYSTEM VALUE
     SELECT id, ledger_transaction_id, $3::date, $4, ${names.join(', ')}
     FROM unnest($1::bigint[], $2::bigint[], ${recordColumns.map(([, type], i) => `$${i + 5}::${type}[]`).join(', ')}) AS r (id, ledger_transaction_id, ${names.join(', ')})`,
    [
      records.map((r) => r.id),
      records.map((r) => r.ledger_transaction_id),
      period,
      at,
      ...recordColumns.map(([name]) => records.map((r) => r[name])),
    ],
  );
}

/** Adds a batch's commissions to its month's totals per currency (the rollup the console's list of months reads). */
export async function addPeriodTotals(db: Queryable, commissionIds: readonly number[]): Promise<void> {
  await db.query(
    `INSERT INTO commission_period_totals AS t (period, currency, affiliates, credited, ngr, revenue_share_amount, cpa_total, carry_out, amount)
     SELECT period, currency, count(*), count(*) FILTER (WHERE amount > 0), sum(ngr), sum(revenue_share_amount), sum(cpa_total), sum(carry_out), sum(amount)
     FROM commissions WHERE id = ANY($1::bigint[]) GROUP BY period, currency
     ON CONFLICT (period, currency) DO UPDATE SET affiliates = t.affiliates + EXCLUDED.affiliates, credited = t.credited + EXCLUDED.credited,
       ngr = t.ngr + EXCLUDED.ngr, revenue_share_amount = t.revenue_share_amount + EXCLUDED.revenue_share_amount,
       cpa_total = t.cpa_total + EXCLUDED.cpa_total, carry_out = t.carry_out + EXCLUDED.carry_out, amount = t.amount + EXCLUDED.amount`,
    [commissionIds],
  );
}

/**
 * Adds what a batch of the sub-affiliates phase credited parents to its month's totals, per currency (the
 * parents'): a currency with no commission of the month gets its row, with no affiliate.
 */
export async function addSubAffiliateTotals(
  db: Queryable,
  period: string,
  credited: ReadonlyArray<{ currency: string; amount: string }>,
): Promise<void> {
  if (credited.length === 0) return;
  await db.query(
    `INSERT INTO commission_period_totals AS t (period, currency, affiliates, credited, ngr, revenue_share_amount, cpa_total, carry_out, amount, sub_affiliate_earnings)
     SELECT $1::date, c.currency, 0, 0, 0, 0, 0, 0, 0, c.amount FROM unnest($2::text[], $3::numeric[]) AS c (currency, amount)
     ON CONFLICT (period, currency) DO UPDATE SET sub_affiliate_earnings = t.sub_affiliate_earnings + EXCLUDED.sub_affiliate_earnings`,
    [period, credited.map((c) => c.currency), credited.map((c) => c.amount)],
  );
}

export interface LateLineRecord {
  commission_id: number;
  member_id: number;
  source_period: string;
  turnover: string;
  winloss: string;
  bonuses: string;
  admin_fee_rate: string;
  admin_fee: string;
  ngr: string;
  cpa_count: number;
  cpa_amount_each: string;
  cpa_amount: string;
  reason: string;
  /** The player whose reversed CPA this line takes back; null for late activity. */
  reversed_player_id: number | null;
}

const lateColumns = [
  ['commission_id', 'bigint'],
  ['member_id', 'int'],
  ['source_period', 'date'],
  ['turnover', 'numeric'],
  ['winloss', 'numeric'],
  ['bonuses', 'numeric'],
  ['admin_fee_rate', 'numeric'],
  ['admin_fee', 'numeric'],
  ['ngr', 'numeric'],
  ['cpa_count', 'int'],
  ['cpa_amount_each', 'numeric'],
  ['cpa_amount', 'numeric'],
  ['reason', 'text'],
  ['reversed_player_id', 'bigint'],
] as const satisfies ReadonlyArray<readonly [keyof LateLineRecord, string]>;

export async function insertLateLines(db: Queryable, lines: readonly LateLineRecord[]): Promise<void> {
  if (lines.length === 0) return;
  const names = lateColumns.map(([name]) => name);
  await db.query(
    `INSERT INTO commission_late_activity (${names.join(', ')})
     SELECT ${names.join(', ')} FROM unnest(${lateColumns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')}) AS r (${names.join(', ')})`,
    lateColumns.map(([name]) => lines.map((l) => l[name])),
  );
}

// ---- The period row ---------------------------------------------------------------------------------

export interface PeriodRow {
  progress_member_id: number;
  /** Null while the affiliates' batches run; then the last parent the sub-affiliates phase reached. */
  sub_progress_member_id: number | null;
  closed_at: Date | null;
}

export function findPeriod(db: Queryable, period: string): Promise<PeriodRow | null> {
  return db.maybeOne<PeriodRow>(
    'SELECT progress_member_id, sub_progress_member_id, closed_at FROM commission_periods WHERE period = $1::date',
    [period],
  );
}

/** Creates the period's row if needed and locks it: one batch of one close at a time, across replicas. */
export async function lockPeriod(db: Queryable, period: string, at: Date): Promise<PeriodRow> {
  await db.query(
    'INSERT INTO commission_periods (period, started_at) VALUES ($1::date, $2) ON CONFLICT (period) DO NOTHING',
    [period, at],
  );
  return db.one<PeriodRow>(
    'SELECT progress_member_id, sub_progress_member_id, closed_at FROM commission_periods WHERE period = $1::date FOR UPDATE',
    [period],
  );
}

export async function recordProgress(db: Queryable, period: string, lastAffiliateId: number): Promise<void> {
  await db.query('UPDATE commission_periods SET progress_member_id = $2 WHERE period = $1::date', [
    period,
    lastAffiliateId,
  ]);
}

export async function recordSubProgress(db: Queryable, period: string, lastParentId: number): Promise<void> {
  await db.query('UPDATE commission_periods SET sub_progress_member_id = $2 WHERE period = $1::date', [
    period,
    lastParentId,
  ]);
}

export async function markClosed(db: Queryable, period: string, at: Date, closedBy: string): Promise<void> {
  await db.query(
    'UPDATE commission_periods SET closed_at = $2, closed_by = $3 WHERE period = $1::date AND closed_at IS NULL',
    [period, at, closedBy],
  );
}

/** The next affiliates (by id) a close has not reached yet. */
export async function nextAffiliateIds(db: Queryable, afterId: number, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE id > $1 ORDER BY id LIMIT $2',
    [afterId, limit],
  );
  return rows.map((r) => r.id);
}

/** Periods close in order: the neighbours of `period` that decide whether it may close. */
export function periodNeighbours(
  db: Queryable,
  period: string,
): Promise<{ any_earlier: boolean; previous_closed: boolean; later_closed: boolean }> {
  return db.one(
    `SELECT EXISTS (SELECT 1 FROM commission_periods WHERE period < $1::date) AS any_earlier,
            EXISTS (SELECT 1 FROM commission_periods WHERE period = ($1::date - interval '1 month')::date AND closed_at IS NOT NULL) AS previous_closed,
            EXISTS (SELECT 1 FROM commission_periods WHERE period > $1::date) AS later_closed`,
    [period],
  );
}

export function periodSummary(
  db: Queryable,
  period: string,
): Promise<{
  closed_at: Date | null;
  affiliates: number;
  total_commission: string;
  sub_affiliate_earnings: string;
  late_adjustments: number;
}> {
  return db.one(
    `SELECT p.closed_at, (SELECT count(*)::int FROM commissions WHERE period = p.period) AS affiliates,
            (SELECT round(coalesce(sum(amount), 0), 2)::text FROM commissions WHERE period = p.period) AS total_commission,
            (SELECT round(coalesce(sum(sub_affiliate_earnings), 0), 2)::text FROM commission_period_totals WHERE period = p.period) AS sub_affiliate_earnings,
            (SELECT count(*)::int FROM commission_late_activity l JOIN commissions c ON c.id = l.commission_id WHERE c.period = p.period) AS late_adjustments
     FROM commission_periods p WHERE p.period = $1::date`,
    [period],
  );
}

/** The first month with figures (where the first close of a fresh program starts) and the last closed one. */
export function closeRange(
  db: Queryable,
): Promise<{ first_month: string | null; last_closed: string | null }> {
  return db.one(
    `SELECT (SELECT to_char(min(month), 'YYYY-MM-DD') FROM affiliate_monthly_figures WHERE category = '${ALL_CATEGORIES}') AS first_month,
            (SELECT to_char(max(period), 'YYYY-MM-DD') FROM commission_periods WHERE closed_at IS NOT NULL) AS last_closed`,
  );
}
