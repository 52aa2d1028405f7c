import type { PeriodCurrencyTotal } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { ALL_CATEGORIES } from '../../db/rollup-categories.ts';

/** What the console's Commission screen reads: the months, their recorded totals and lines, and who may have a line. */

export interface MonthRow {
  start: string;
  closed_at: Date | null;
  closed_by: string | null;
  /** An earlier month has a period row (a close started there once). */
  any_earlier: boolean;
  previous_closed: boolean;
  later_closed: boolean;
}

/** Every month from `from` to `to` (first days), newest first, with its period row and its neighbours'. */
export function months(db: Queryable, from: string, to: string): Promise<MonthRow[]> {
  return db
    .query<MonthRow>(
      `SELECT to_char(m, 'YYYY-MM-DD') AS start, p.closed_at, p.closed_by,
              EXISTS (SELECT 1 FROM commission_periods e WHERE e.period < m) AS any_earlier,
              EXISTS (SELECT 1 FROM commission_periods e WHERE e.period = (m - interval '1 month')::date AND e.closed_at IS NOT NULL) AS previous_closed,
              EXISTS (SELECT 1 FROM commission_periods l WHERE l.period > m AND l.closed_at IS NOT NULL) AS later_closed
       FROM generate_series($1::date, $2::date, interval '1 month') AS g (m)
       LEFT JOIN commission_periods p ON p.period = g.m::date
       ORDER BY m DESC`,
      [from, to],
    )
    .then((r) => r.rows);
}

/** The first month with figures: where the list of months starts. */
export function firstMonthWithFigures(db: Queryable): Promise<string | null> {
  return db
    .one<{ first: string | null }>(
      `SELECT to_char(min(month), 'YYYY-MM-DD') AS first FROM affiliate_monthly_figures WHERE category = '${ALL_CATEGORIES}'`,
    )
    .then((r) => r.first);
}

/** The recorded totals of closed months, per currency (the rollup the close writes). */
export function recordedTotals(
  db: Queryable,
  starts: readonly string[],
): Promise<Array<PeriodCurrencyTotal & { start: string }>> {
  return db
    .query<PeriodCurrencyTotal & { start: string }>(
      `SELECT to_char(period, 'YYYY-MM-DD') AS start, trim(currency) AS currency, affiliates, credited, ngr::text, revenue_share_amount::text,
              cpa_total::text, carry_out::text, amount::text, sub_affiliate_earnings::text,
              (amount + sub_affiliate_earnings)::text AS total_credited
       FROM commission_period_totals WHERE period = ANY($1::date[]) ORDER BY period DESC, currency`,
      [starts],
    )
    .then((r) => r.rows);
}

export interface RecordedLine {
  member_id: number;
  username: string;
  currency: string;
  revenue_share: string;
  admin_fee_rate: string;
  cpa_amount_each: string;
  ngr: string;
  late_ngr: string;
  carry_in: string;
  revenue_share_amount: string;
  cpa_count: number;
  cpa_total: string;
  carry_out: string;
  amount: string;
}

/** A closed month's largest commissions. */
export function recordedLines(db: Queryable, start: string, limit: number): Promise<RecordedLine[]> {
  return db
    .query<RecordedLine>(
      `SELECT c.member_id, m.username, trim(c.currency) AS currency, c.revenue_share::text, c.admin_fee_rate::text, c.cpa_amount_each::text,
              c.ngr::text, c.late_ngr::text, c.carry_in::text, c.revenue_share_amount::text, c.cpa_count, c.cpa_total::text,
              c.carry_out::text, c.amount::text
       FROM commissions c JOIN members m ON m.id = c.member_id
       WHERE c.period = $1::date ORDER BY c.amount DESC, c.member_id LIMIT $2`,
      [start, limit],
    )
    .then((r) => r.rows);
}

/**
 * The next affiliates (by id) who may have a line in the month: a line needs figures of the month, a
 * negative carried in (from an earlier month with figures) or late activity (of an earlier month with
 * figures), so an affiliate whose players never produced a figure up to the month has none.
 */
export async function nextCandidates(
  db: Queryable,
  start: string,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.query<{ member_id: number }>(
    `SELECT DISTINCT member_id FROM affiliate_monthly_figures
     WHERE category = '${ALL_CATEGORIES}' AND month <= $1::date AND member_id > $2
     ORDER BY member_id LIMIT $3`,
    [start, afterId, limit],
  );
  return rows.map((r) => r.member_id);
}

export async function usernames(
  db: Queryable,
  affiliateIds: readonly number[],
): Promise<Map<number, string>> {
  const { rows } = await db.query<{ id: number; username: string }>(
    'SELECT id, username FROM members WHERE id = ANY($1::int[])',
    [affiliateIds],
  );
  return new Map(rows.map((r) => [r.id, r.username]));
}
