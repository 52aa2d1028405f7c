import type { PlayerListQuery, PlayerCategory, ReferredPlayerRecord } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { affiliateBrandsSql } from '../figures/brand-codes-sql.ts';

/**
 * The player list's filter, resolved: `period` is the join period of a year/month filter; category,
 * registered and deposited are the parsed query's, so their defaults are the contract's alone.
 */
export interface PlayerFilter extends Pick<
  PlayerListQuery,
  'category' | 'brand' | 'registered' | 'deposited'
> {
  affiliateId: number;
  period: { start: string; end: string } | null;
}

/** Conditions on a cohort table (alias `c`) for the same filter; `months` limits its join month. */
function cohortConditions(
  filter: PlayerFilter,
  params: SqlParams,
  months: { from: string; to: string } | null,
): string {
  const conditions = [`c.member_id = ${params.add(filter.affiliateId)}`];
  if (months)
    conditions.push(
      `c.join_month BETWEEN ${params.add(months.from)}::date AND ${params.add(months.to)}::date`,
    );
  if (filter.category) conditions.push(`c.category = ${params.add(filter.category)}`);
  if (filter.registered) conditions.push('c.registered');
  if (filter.deposited) conditions.push('c.deposited');
  return conditions.join(' AND ');
}

export interface PageLocation {
  total: number;
  /** The join day the row at `offset` has, or null beyond the last row. */
  day: string | null;
  /** How many matching rows come before that day (newer days). */
  before: number;
  /** The affiliate's currency, fetched in the same round trip; null when the account is gone. */
  currency: string | null;
  /** The brands the affiliate has codes of, by code (the brand filter's choices). */
  brands: Array<{ code: string; name: string }>;
}

/**
 * Where row `offset` of the filtered list is, from the cohort counts alone: the month (running sum over
 * monthly cohorts, newest first), then the day within it. The rows query then skips only within that
 * day instead of OFFSET over the whole list.
 */
export async function locatePage(db: Queryable, filter: PlayerFilter, offset: number): Promise<PageLocation> {
  if (filter.brand !== undefined) return locateBrandPage(db, filter, offset);
  const params = new SqlParams();
  const period = filter.period
    ? { from: `${filter.period.start.slice(0, 7)}-01`, to: `${filter.period.end.slice(0, 7)}-01` }
    : null;
  const months = cohortConditions(filter, params, period);
  const days = cohortConditions(filter, params, null);
  const off = params.add(offset);
  const affiliate = params.add(filter.affiliateId);
  return db.one<PageLocation>(
    `WITH months AS (
       SELECT c.join_month, sum(c.players)::int AS n FROM player_cohorts_monthly c WHERE ${months}
       GROUP BY c.join_month HAVING sum(c.players) > 0
     ), month_runs AS (
       SELECT join_month, n, (sum(n) OVER (ORDER BY join_month DESC) - n)::int AS before FROM months
     ), target_month AS (
       SELECT join_month, before FROM month_runs WHERE before <= ${off}::int AND before + n > ${off}::int
     ), days AS (
       SELECT c.join_day, sum(c.players)::int AS n FROM player_cohorts_daily c CROSS JOIN target_month t
       WHERE ${days} AND c.join_day >= t.join_month AND c.join_day < (t.join_month + interval '1 month')::date
       GROUP BY c.join_day HAVING sum(c.players) > 0
     ), day_runs AS (
       SELECT join_day, n, (sum(n) OVER (ORDER BY join_day DESC) - n)::int AS before FROM days
     )
     SELECT (SELECT coalesce(sum(n), 0)::int FROM months) AS total, to_char(d.join_day, 'YYYY-MM-DD') AS day,
            coalesce(t.before + d.before, 0)::int AS before,
            (SELECT trim(currency) FROM members WHERE id = ${affiliate}::int) AS currency,
            ${affiliateBrandsSql(`${affiliate}::int`)} AS brands
     FROM (SELECT 1) AS one
     LEFT JOIN target_month t ON true
     LEFT JOIN day_runs d ON d.before <= ${off}::int - t.before AND d.before + d.n > ${off}::int - t.before`,
    params.values,
  );
}

/** The list's conditions on players (see listPlayers), without the page's window. */
function playerConditions(filter: PlayerFilter, params: SqlParams): string[] {
  const conditions = [`member_id = ${params.add(filter.affiliateId)}`];
  if (filter.period)
    conditions.push(
      `date_joined BETWEEN ${params.add(filter.period.start)}::date AND ${params.add(filter.period.end)}::date`,
    );
  if (filter.category) conditions.push(`category = ${params.add(filter.category)}`);
  if (filter.brand !== undefined) conditions.push(`brand = ${params.add(filter.brand)}`);
  if (filter.registered) conditions.push('registered_at IS NOT NULL');
  if (filter.deposited) conditions.push('first_deposit_date IS NOT NULL');
  return conditions;
}

/**
 * Where row `offset` is when the list is filtered by brand: the cohort counts have no brand, so the
 * affiliate's players of the brand are counted and walked on the (member, join day) index. A brand
 * filter is asked by an affiliate of several brands, each a share of the list.
 */
async function locateBrandPage(db: Queryable, filter: PlayerFilter, offset: number): Promise<PageLocation> {
  const params = new SqlParams();
  const where = playerConditions(filter, params).join(' AND ');
  const off = params.add(offset);
  const affiliate = params.add(filter.affiliateId);
  return db.one<PageLocation>(
    `WITH target AS (
       SELECT date_joined FROM players WHERE ${where}
       ORDER BY date_joined DESC, customer_id DESC OFFSET ${off}::int LIMIT 1
     )
     SELECT (SELECT count(*)::int FROM players WHERE ${where}) AS total,
            to_char(t.date_joined, 'YYYY-MM-DD') AS day,
            coalesce((SELECT count(*)::int FROM players WHERE ${where} AND date_joined > t.date_joined), 0)::int AS before,
            (SELECT trim(currency) FROM members WHERE id = ${affiliate}::int) AS currency,
            ${affiliateBrandsSql(`${affiliate}::int`)} AS brands
     FROM (SELECT 1) AS one LEFT JOIN target t ON true`,
    params.values,
  );
}

interface PlayerRow {
  customer_id: string | number;
  date_joined: string;
  registered_at: Date | null;
  category: PlayerCategory;
  brand: string;
  country: string;
  first_deposit_date: string | null;
  first_deposit_amount: string | null;
  deposits: string;
  withdrawals: string;
  turnover: string;
  winloss: string;
  bonuses: string;
}

const figures = ['deposits', 'withdrawals', 'turnover', 'winloss', 'bonuses'] as const;

export type PlayerWindow =
  /** Rows from join day `day` back, skipping `skip` matching rows (a page). */
  | { kind: 'offset'; day: string; skip: number; limit: number }
  /** Rows after a (date_joined, customer_id) key in list order (an export chunk). */
  | { kind: 'after'; after: { day: string; customerId: number } | null; limit: number };

/**
 * Rows of the list, newest first, with the figures of the filter's period (player_monthly) or, without
 * a period, the lifetime totals kept on the player.
 */
export async function listPlayers(
  db: Queryable,
  filter: PlayerFilter,
  window: PlayerWindow,
): Promise<ReferredPlayerRecord[]> {
  const params = new SqlParams();
  const conditions = playerConditions(filter, params);
  let skip = '';
  if (window.kind === 'offset') {
    conditions.push(`date_joined <= ${params.add(window.day)}::date`);
    skip = `OFFSET ${params.add(window.skip)}`;
  } else if (window.after) {
    conditions.push(
      `(date_joined, customer_id) < (${params.add(window.after.day)}::date, ${params.add(window.after.customerId)}::bigint)`,
    );
  }
  const limit = params.add(window.limit);
  const periodFigures = filter.period
    ? `LEFT JOIN LATERAL (
         SELECT ${figures.map((f) => `sum(${f}) AS ${f}`).join(', ')} FROM player_monthly pm
         WHERE pm.player_id = page.id AND pm.month BETWEEN ${params.add(filter.period.start)}::date AND ${params.add(filter.period.end)}::date
       ) f ON true`
    : '';
  const figure = (f: string) =>
    `round(coalesce(${filter.period ? `f.${f}` : `page.${f}`}, 0), 2)::text AS ${f}`;
  const { rows } = await db.query<PlayerRow>(
    `WITH page AS (
       SELECT id, customer_id, date_joined, registered_at, category, brand, country, first_deposit_date, first_deposit_amount,
              ${figures.join(', ')}
       FROM players WHERE ${conditions.join(' AND ')}
       ORDER BY date_joined DESC, customer_id DESC ${skip} LIMIT ${limit}
     )
     SELECT page.customer_id, to_char(page.date_joined, 'YYYY-MM-DD') AS date_joined, page.registered_at, page.category,
            page.brand, trim(page.country) AS country, to_char(page.first_deposit_date, 'YYYY-MM-DD') AS first_deposit_date,
            page.first_deposit_amount::text AS first_deposit_amount, ${figures.map(figure).join(', ')}
     FROM page ${periodFigures}
     ORDER BY page.date_joined DESC, page.customer_id DESC`,
    params.values,
  );
  return rows.map((row) => ({
    ...row,
    customer_id: Number(row.customer_id),
    registered_at: row.registered_at?.toISOString() ?? null,
  }));
}
