import type { Queryable } from '../../db/database.ts';

/**
 * The overview's one read. Program-wide figures and the withdrawals waiting come from the program
 * rollups of migration 025 (rows per month or status, currency and writer lane), never from clicks,
 * players, activity or withdrawals; identity reviews and open tickets are counted on their queues'
 * partial indexes (a team's backlog, not the program's size). One statement, so one round trip: on the
 * embedded database every statement has a fixed cost of its own.
 */

export interface WaitingWithdrawals {
  status: 'pending' | 'approved';
  currency: string;
  count: number;
  amount: string;
}

/** A month's sums in one currency (clicks on rows of their own, `currency` null: clicks have none). */
export interface ProgramMonthRow {
  month: string;
  currency: string | null;
  active_affiliates: number;
  clicks: number;
  signups: number;
  registrations: number;
  first_depositors: number;
  deposits: string;
  ngr: string;
  commission: string;
}

/** A brand's open month in one currency (see openMonthBrands). */
export interface BrandMonthRow {
  brand: string;
  name: string;
  currency: string;
  clicks: number;
  signups: number;
  first_depositors: number;
  deposits: string;
  winloss: string;
  bonuses: string;
}

export interface OverviewRows {
  affiliates: number;
  suspended: number;
  identity_reviews_waiting: number;
  open_tickets: number;
  /** By status, then currency; a currency with none waiting is left out. */
  withdrawals: WaitingWithdrawals[];
  /** The months from `first` to `last` with rows, by month then currency (clicks first). */
  months: ProgramMonthRow[];
  /** The month `last` by brand and currency. */
  brands: BrandMonthRow[];
}

/**
 * The open month by brand: the program rollups have no brand, so this reads the source rollup's part
 * `code` of every affiliate for that month (migration 056's index: a row per code with figures this
 * month, lanes included), each code's rows under its brand and its affiliate's currency. It grows with
 * the codes active in the month, not with players, clicks or activity. Codes deleted since: 'Unknown brand'.
 */
const openMonthBrands = `
  SELECT coalesce(rc.brand, '') AS brand, coalesce(min(br.name), 'Unknown brand') AS name, trim(m.currency) AS currency,
         sum(p.clicks)::int AS clicks, sum(p.signups)::int AS signups, sum(p.first_depositors)::int AS first_depositors,
         sum(p.deposits)::text AS deposits, sum(p.winloss)::text AS winloss, sum(p.bonuses)::text AS bonuses
  FROM affiliate_source_part_monthly p
  JOIN members m ON m.id = p.member_id
  LEFT JOIN referral_codes rc ON lower(rc.code) = p.value
  LEFT JOIN brands br ON br.code = rc.brand
  WHERE p.part = 'code' AND p.month = $2::date
  GROUP BY 1, 3`;

/** Everything the overview shows, the lanes summed; months from `first` to `last` (first days). */
export function overviewRows(db: Queryable, first: string, last: string): Promise<OverviewRows> {
  return db.one<OverviewRows>(
    `SELECT coalesce((SELECT affiliates FROM program_affiliates), 0)::int AS affiliates,
            coalesce((SELECT suspended FROM program_affiliates), 0)::int AS suspended,
            (SELECT count(*) FROM member_verifications WHERE requires_manual)::int AS identity_reviews_waiting,
            (SELECT count(*) FROM contact_tickets WHERE status = 'open')::int AS open_tickets,
            (SELECT coalesce(json_agg(w ORDER BY w.status, w.currency), '[]')
             FROM (SELECT status, trim(currency) AS currency, sum(n)::int AS count, sum(amount)::text AS amount
                   FROM program_open_withdrawals GROUP BY status, currency HAVING sum(n) > 0) w) AS withdrawals,
            (SELECT coalesce(json_agg(m ORDER BY m.month, m.currency NULLS FIRST), '[]')
             FROM (SELECT to_char(month, 'YYYY-MM') AS month, trim(currency) AS currency, sum(active_affiliates)::int AS active_affiliates,
                          0 AS clicks, sum(signups)::int AS signups, sum(registrations)::int AS registrations,
                          sum(first_depositors)::int AS first_depositors, sum(deposits)::text AS deposits, sum(ngr)::text AS ngr,
                          sum(commission)::text AS commission
                   FROM program_monthly WHERE month BETWEEN $1::date AND $2::date
                   GROUP BY month, currency
                   UNION ALL
                   SELECT to_char(month, 'YYYY-MM'), NULL, 0, sum(clicks)::int, 0, 0, 0, '0', '0', '0'
                   FROM program_clicks_monthly WHERE month BETWEEN $1::date AND $2::date
                   GROUP BY month) m) AS months,
            (SELECT coalesce(json_agg(b ORDER BY b.brand, b.currency), '[]') FROM (${openMonthBrands}) b) AS brands`,
    [first, last],
  );
}
