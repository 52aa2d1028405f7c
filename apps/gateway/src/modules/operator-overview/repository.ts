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

export interface OverviewRows {
  affiliates: number;
  suspended: number;
  identity_reviews_waiting: number;
  open_tickets: number;
  /** By status, then currency; a currency with none waiting is left out. */
  withdrawals: WaitingWithdrawals[];
  /** The months from `first` to `last` with rows, by month then currency (clicks first). */
  months: ProgramMonthRow[];
}

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
                   GROUP BY month) m) AS months`,
    [first, last],
  );
}
