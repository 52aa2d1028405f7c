import type { Granularity, PlayerCategory } from '@affiliate/contract';
import { monthStart } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { ALL_CATEGORIES } from '../../db/rollup-categories.ts';
import { planVersionJoinSql } from '../commission/plan-versions.ts';
import { affiliateBrandsSql, brandCodesSql } from '../figures/brand-codes-sql.ts';
import { wholeBuckets } from '../figures/buckets.ts';
import { bucketCommissionSql, ngrSql } from '../figures/calculate-sql.ts';
import type { CommissionPlan, FiguresRow } from '../figures/figure-row.ts';
import {
  closeInputsSql,
  lateDeltasSql,
  type CloseInputRow,
  type LateDeltaRow,
} from '../commission/repository.ts';

const bucketExpression: Record<Granularity, string> = {
  day: 'day',
  // ISO weeks start on Monday, which is what date_trunc('week') does.
  week: "date_trunc('week', day::timestamp)::date",
  month: "date_trunc('month', day::timestamp)::date",
};

/** The rollups holding whole weeks and months: the same figures as affiliate_daily, one row per bucket. */
const coarseRollup: Record<Exclude<Granularity, 'day'>, { table: string; bucket: string }> = {
  week: { table: 'affiliate_weekly', bucket: 'week_start' },
  month: { table: 'affiliate_monthly_figures', bucket: 'month' },
};

const figureColumnNames = [
  'signups',
  'registrations',
  'first_depositors',
  'cpa_qualified',
  'first_deposit_amount',
  'deposits',
  'turnover',
  'winloss',
  'bonuses',
];
const figureColumns = [...figureColumnNames, '0::bigint AS clicks'].join(', ');
// The click rollups' rows in the same shape, the other figures zero, so both add up in one GROUP BY.
const clickColumns = [...figureColumnNames.map((name) => `0 AS ${name}`), 'clicks'].join(', ');

/** A family of rollups: by day, and by whole week and month (ISO weeks from Monday, calendar months). */
interface Rollups {
  daily: string;
  /** A granularity without a coarse rollup of its own is summed from the daily one. */
  coarse: Partial<Record<Exclude<Granularity, 'day'>, { table: string; bucket: string }>>;
  columns: string;
  /** Conditions (`AND ...`, or '') on the daily and on the coarse rollup's rows. */
  dailyRows: (params: SqlParams) => string;
  coarseRows: (params: SqlParams) => string;
}

/**
 * The rows to sum from one family of rollups, with their bucket. By day: the daily rollup. By week or
 * month: the coarse rollup for the whole buckets inside the range, and the daily one only for the days
 * of the partial buckets at its edges (a bucket is either whole or partial, so nothing is counted
 * twice) — the same sums as bucketing the days, from a row per week or month instead of a row per day.
 * `member` is the placeholder the caller already added for the affiliate's id.
 */
function rollupSource(
  rollups: Rollups,
  input: { from: string; to: string; granularity: Granularity },
  params: SqlParams,
  affiliate: string,
): string {
  const daily = (fromDay: string, toDay: string, toOp: '<' | '<=') =>
    `SELECT ${bucketExpression[input.granularity]} AS bucket, ${rollups.columns} FROM ${rollups.daily}
     WHERE member_id = ${affiliate} AND day >= ${params.add(fromDay)}::date AND day ${toOp} ${params.add(toDay)}::date ${rollups.dailyRows(params)}`;
  const coarse = input.granularity === 'day' ? undefined : rollups.coarse[input.granularity];
  const whole = input.granularity === 'day' ? null : wholeBuckets(input.from, input.to, input.granularity);
  if (input.granularity === 'day' || !whole || !coarse) return daily(input.from, input.to, '<=');
  const { table, bucket } = coarse;
  return `${daily(input.from, whole.first, '<')}
     UNION ALL
     SELECT ${bucket} AS bucket, ${rollups.columns} FROM ${table}
     WHERE member_id = ${affiliate} AND ${bucket} >= ${params.add(whole.first)}::date AND ${bucket} <= ${params.add(whole.last)}::date ${rollups.coarseRows(params)}
     UNION ALL
     ${daily(whole.after, input.to, '<=')}`;
}

const clickRollups: Rollups = {
  daily: 'affiliate_clicks_daily',
  coarse: {
    week: { table: 'affiliate_clicks_weekly', bucket: 'week_start' },
    month: { table: 'affiliate_clicks_monthly', bucket: 'month' },
  },
  columns: clickColumns,
  dailyRows: () => '',
  coarseRows: () => '',
};

/** The affiliate, the date range, its buckets and the product a dashboard request asks for. */
interface FiguresQuery {
  affiliateId: number;
  from: string;
  to: string;
  granularity: Granularity;
  category?: PlayerCategory;
  /** A brand's code: only the figures of the affiliate's codes of that brand (never with a category). */
  brand?: string;
}

/**
 * The figure rollups' rows and the click rollups' rows of the range. Clicks happen before a player
 * picks a product, so a category filter narrows the figures, never the clicks.
 */
function figureSource(input: FiguresQuery, params: SqlParams, affiliate: string): string {
  if (input.brand !== undefined) return brandSource(input, input.brand, params, affiliate);
  const figures: Rollups = {
    daily: 'affiliate_daily',
    coarse: coarseRollup,
    columns: figureColumns,
    dailyRows: (p) => (input.category ? `AND category = ${p.add(input.category)}` : ''),
    // Without a category filter, the coarse rollups' all-categories rows: one row per bucket to add up.
    coarseRows: (p) => `AND category = ${p.add(input.category ?? ALL_CATEGORIES)}`,
  };
  return `${rollupSource(figures, input, params, affiliate)}
     UNION ALL
     ${rollupSource(clickRollups, input, params, affiliate)}`;
}

/**
 * One brand's figures and clicks. affiliate_daily and the click rollups have no referral code, so they
 * cannot tell brands apart; the cheapest rollup that can is the source rollup's part `code`
 * (affiliate_source_part_daily, a row per code and day, and its monthly copy for whole months): it
 * carries every figure the dashboard sums and the clicks, kept at click and ingest time like the others,
 * so the brand's codes' rows are the brand's whole dashboard. No weekly copy: weeks sum the days.
 */
function brandSource(input: FiguresQuery, brand: string, params: SqlParams, affiliate: string): string {
  const codes = (p: SqlParams) => `AND part = 'code' AND value IN ${brandCodesSql(brand, p, affiliate)}`;
  const parts: Rollups = {
    daily: 'affiliate_source_part_daily',
    coarse: { month: { table: 'affiliate_source_part_monthly', bucket: 'month' } },
    columns: [...figureColumnNames, 'clicks'].join(', '),
    dailyRows: codes,
    coarseRows: codes,
  };
  return rollupSource(parts, input, params, affiliate);
}

/** What the dashboard says about the numbers: the affiliate's currency, plan and the data's freshness. */
export interface FiguresContext {
  currency: string;
  plan: CommissionPlan;
  asOf: Date | null;
  /** The brands the affiliate has codes of, by code. */
  brands: Array<{ code: string; name: string }>;
  /** With `estimateOf`: what the close of that period reads for the affiliate now. */
  estimate?: { inputs: CloseInputRow | null; late: readonly LateDeltaRow[] };
}

/**
 * Sums of the figure rollups per bucket (see figureSource) plus a totals row (grouping sets), with NGR
 * and the commission estimate worked out in numeric from the affiliate's plan. Only buckets with rows
 * come back. The plan, currency and as-of time ride along on the totals row, and so do, with `estimateOf`
 * (a running period's first day), the inputs of that period's close: a dashboard request is one round
 * trip; null when the affiliate has no plan (a deleted account).
 */
export async function sumDaily(
  db: Queryable,
  input: FiguresQuery & {
    /** A running period's first day: its close's inputs come back with the totals. */
    estimateOf?: string;
  },
): Promise<{ rows: FiguresRow[]; context: FiguresContext } | null> {
  const money = (expr: string) => `round(coalesce(${expr}, 0), 2)::text`;
  // The context is read from the totals row (first); on the bucket rows it would only be parsed again.
  const totalsOnly = (expr: string) => `CASE WHEN bucket IS NULL THEN ${expr} END`;
  const params = new SqlParams();
  const affiliate = params.add(input.affiliateId);
  const estimateColumns = (period: string) => {
    const affiliates = `ARRAY[${affiliate}::int]`;
    return `, ${totalsOnly(`(SELECT row_to_json(i) FROM (${closeInputsSql(period, affiliates)}) i)`)} AS estimate_inputs,
            ${totalsOnly(`(SELECT coalesce(json_agg(l), '[]') FROM (${lateDeltasSql(period, affiliates)}) l)`)} AS estimate_late`;
  };
  const { rows } = await db.query<FiguresRow & ContextColumns>(
    `WITH sums AS (
       SELECT to_char(bucket, 'YYYY-MM-DD') AS bucket,
              coalesce(sum(signups), 0)::int AS signups, coalesce(sum(registrations), 0)::int AS registrations,
              coalesce(sum(first_depositors), 0)::int AS first_depositors, coalesce(sum(cpa_qualified), 0)::int AS cpa_qualified,
              coalesce(sum(first_deposit_amount), 0) AS first_deposit_amount, coalesce(sum(deposits), 0) AS deposits,
              coalesce(sum(turnover), 0) AS turnover, coalesce(sum(winloss), 0) AS winloss, coalesce(sum(bonuses), 0) AS bonuses,
              coalesce(sum(clicks), 0)::int AS clicks
       FROM (${figureSource(input, params, affiliate)}) d
       GROUP BY GROUPING SETS ((bucket), ())
     ), with_ngr AS (
       SELECT s.*, ${ngrSql('s.winloss', 's.bonuses', 'cp.admin_fee_rate')} AS ngr, cp.revenue_share, cp.cpa_amount,
              cp.admin_fee_rate, cp.cpa_min_deposit, cp.negative_carry_over, trim(m.currency) AS currency, ai.as_of
       FROM sums s CROSS JOIN members m CROSS JOIN ${planVersionJoinSql('cp', 'm.id', `${params.add(monthStart(input.to))}::date`)}
       LEFT JOIN affiliate_ingest ai ON ai.member_id = m.id
       WHERE m.id = ${affiliate}
     )
     SELECT bucket, clicks, signups, registrations, first_depositors, ${money('first_deposit_amount')} AS first_deposit_amount,
            ${money('deposits')} AS deposits, ${money('turnover')} AS turnover, ${money('winloss')} AS winloss,
            ${money('bonuses')} AS bonuses, ngr::text AS ngr,
            ${money(bucketCommissionSql('ngr', 'revenue_share', 'cpa_amount', 'cpa_qualified'))} AS estimated_commission,
            cpa_qualified,
            ${totalsOnly('revenue_share::text')} AS plan_revenue_share, ${totalsOnly('admin_fee_rate::text')} AS plan_admin_fee_rate,
            ${totalsOnly('cpa_amount::text')} AS plan_cpa_amount, ${totalsOnly('cpa_min_deposit::text')} AS plan_cpa_min_deposit,
            ${totalsOnly('negative_carry_over')} AS plan_negative_carry_over,
            ${totalsOnly('currency')} AS currency, ${totalsOnly('as_of')} AS as_of,
            ${totalsOnly(affiliateBrandsSql(affiliate))} AS brands
            ${input.estimateOf ? estimateColumns(`${params.add(input.estimateOf)}::date`) : ''}
     FROM with_ngr ORDER BY bucket NULLS FIRST`,
    params.values,
  );
  const first = rows[0];
  if (!first) return null;
  const context: FiguresContext = {
    currency: first.currency,
    plan: {
      revenue_share: first.plan_revenue_share,
      admin_fee_rate: first.plan_admin_fee_rate,
      cpa_amount: first.plan_cpa_amount,
      cpa_min_deposit: first.plan_cpa_min_deposit,
      negative_carry_over: first.plan_negative_carry_over,
    },
    asOf: first.as_of,
    brands: first.brands ?? [],
    ...(input.estimateOf && {
      estimate: { inputs: first.estimate_inputs ?? null, late: first.estimate_late ?? [] },
    }),
  };
  // The rows go out as they are (the service picks the figures it writes): no copy per bucket.
  return { context, rows };
}

interface ContextColumns {
  /** With `estimateOf`: the close's inputs for the running period (null when the affiliate has none). */
  estimate_inputs?: CloseInputRow | null;
  estimate_late?: LateDeltaRow[] | null;
  plan_revenue_share: string;
  plan_admin_fee_rate: string;
  plan_cpa_amount: string;
  plan_cpa_min_deposit: string;
  plan_negative_carry_over: boolean;
  currency: string;
  as_of: Date | null;
  brands: Array<{ code: string; name: string }> | null;
}

/**
 * A calendar month's turnover and win/loss (its all-categories monthly rollup row) with the
 * affiliate's currency and as-of time, in one round trip; null when the affiliate is gone.
 */
export function monthTurnoverWinloss(
  db: Queryable,
  affiliateId: number,
  month: string,
): Promise<{ turnover: string; winloss: string; currency: string; as_of: Date | null } | null> {
  return db.maybeOne(
    `SELECT round(coalesce(f.turnover, 0), 2)::text AS turnover, round(coalesce(f.winloss, 0), 2)::text AS winloss,
            trim(m.currency) AS currency, ai.as_of
     FROM members m
     LEFT JOIN affiliate_monthly_figures f ON f.member_id = m.id AND f.month = $2::date AND f.category = '${ALL_CATEGORIES}'
     LEFT JOIN affiliate_ingest ai ON ai.member_id = m.id
     WHERE m.id = $1`,
    [affiliateId, month],
  );
}

export function referralCounts(
  db: Queryable,
  affiliateId: number,
  month: string,
): Promise<{ total: number; registered: number; depositing: number; active_this_period: number }> {
  return db.one(
    `SELECT coalesce(sum(players), 0)::int AS total,
            coalesce(sum(players) FILTER (WHERE registered), 0)::int AS registered,
            coalesce(sum(players) FILTER (WHERE deposited), 0)::int AS depositing,
            coalesce((SELECT active_players FROM affiliate_monthly WHERE member_id = $1 AND month = $2::date), 0)::int AS active_this_period
     FROM player_cohorts_monthly WHERE member_id = $1`,
    [affiliateId, month],
  );
}
