import type { Granularity, PlayerCategory } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

export interface CommissionPlanRow {
  revenue_share: string;
  admin_fee_rate: string;
  cpa_amount: string;
  cpa_min_deposit: string;
  currency: string;
}

export function findPlanAndCurrency(db: Queryable, memberId: number): Promise<CommissionPlanRow | null> {
  return db.maybeOne<CommissionPlanRow>(
    `SELECT cp.revenue_share::text, cp.admin_fee_rate::text, cp.cpa_amount::text, cp.cpa_min_deposit::text, trim(m.currency) AS currency
     FROM members m JOIN commission_plans cp ON cp.member_id = m.id WHERE m.id = $1`,
    [memberId],
  );
}

export async function findAsOf(db: Queryable, memberId: number): Promise<Date | null> {
  const row = await db.maybeOne<{ as_of: Date }>('SELECT as_of FROM affiliate_ingest WHERE member_id = $1', [memberId]);
  return row?.as_of ?? null;
}

/** One bucket (or the totals, `bucket` null) of rolled-up figures, amounts as 2-decimal strings. */
export interface FiguresRow {
  bucket: string | null;
  signups: number;
  registrations: number;
  first_depositors: number;
  first_deposit_amount: string;
  deposits: string;
  turnover: string;
  winloss: string;
  bonuses: string;
  ngr: string;
  estimated_commission: string;
}

const bucketExpression: Record<Granularity, string> = {
  day: 'day',
  // ISO weeks start on Monday, which is what date_trunc('week') does.
  week: "date_trunc('week', day::timestamp)::date",
  month: "date_trunc('month', day::timestamp)::date",
};

/**
 * Sums of affiliate_daily per bucket plus a totals row (grouping sets), with NGR and the commission
 * estimate worked out in numeric from the affiliate's plan. Only buckets with rows come back.
 */
export async function sumDaily(
  db: Queryable,
  input: { memberId: number; from: string; to: string; granularity: Granularity; category?: PlayerCategory },
): Promise<FiguresRow[]> {
  const money = (expr: string) => `round(coalesce(${expr}, 0), 2)::text`;
  const { rows } = await db.query<FiguresRow>(
    `WITH sums AS (
       SELECT to_char(bucket, 'YYYY-MM-DD') AS bucket,
              coalesce(sum(signups), 0)::int AS signups, coalesce(sum(registrations), 0)::int AS registrations,
              coalesce(sum(first_depositors), 0)::int AS first_depositors, coalesce(sum(cpa_qualified), 0)::int AS cpa_qualified,
              coalesce(sum(first_deposit_amount), 0) AS first_deposit_amount, coalesce(sum(deposits), 0) AS deposits,
              coalesce(sum(turnover), 0) AS turnover, coalesce(sum(winloss), 0) AS winloss, coalesce(sum(bonuses), 0) AS bonuses
       FROM (SELECT ${bucketExpression[input.granularity]} AS bucket, d.* FROM affiliate_daily d
             WHERE member_id = $1 AND day BETWEEN $2::date AND $3::date ${input.category ? 'AND category = $4' : ''}) d
       GROUP BY GROUPING SETS ((bucket), ())
     ), with_ngr AS (
       SELECT s.*, round(s.winloss - s.bonuses - cp.admin_fee_rate * s.winloss, 2) AS ngr, cp.revenue_share, cp.cpa_amount
       FROM sums s CROSS JOIN commission_plans cp WHERE cp.member_id = $1
     )
     SELECT bucket, signups, registrations, first_depositors, ${money('first_deposit_amount')} AS first_deposit_amount,
            ${money('deposits')} AS deposits, ${money('turnover')} AS turnover, ${money('winloss')} AS winloss,
            ${money('bonuses')} AS bonuses, ngr::text AS ngr,
            ${money('round(ngr * revenue_share, 2) + cpa_amount * cpa_qualified')} AS estimated_commission
     FROM with_ngr ORDER BY bucket NULLS FIRST`,
    input.category ? [input.memberId, input.from, input.to, input.category] : [input.memberId, input.from, input.to],
  );
  return rows;
}

export function sumTurnoverWinloss(db: Queryable, memberId: number, from: string, to: string): Promise<{ turnover: string; winloss: string }> {
  return db.one(
    `SELECT round(coalesce(sum(turnover), 0), 2)::text AS turnover, round(coalesce(sum(winloss), 0), 2)::text AS winloss
     FROM affiliate_daily WHERE member_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [memberId, from, to],
  );
}

export function referralCounts(db: Queryable, memberId: number, month: string): Promise<{ total: number; registered: number; depositing: number; active_this_period: number }> {
  return db.one(
    `SELECT coalesce(sum(players), 0)::int AS total,
            coalesce(sum(players) FILTER (WHERE registered), 0)::int AS registered,
            coalesce(sum(players) FILTER (WHERE deposited), 0)::int AS depositing,
            coalesce((SELECT active_players FROM affiliate_monthly WHERE member_id = $1 AND month = $2::date), 0)::int AS active_this_period
     FROM player_cohorts_monthly WHERE member_id = $1`,
    [memberId, month],
  );
}
