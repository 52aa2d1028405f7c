import type {
  BrandMonth,
  OverviewQuery,
  ProgramMonth,
  ProgramOverview,
  WaitingMoney,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { addMonths, monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import { lateFeeds } from '../feed-freshness/service.ts';
import {
  overviewRows,
  type BrandMonthRow,
  type ProgramMonthRow,
  type WaitingWithdrawals,
} from './repository.ts';

/** The brands' rows (by brand, then currency) as one entry per brand, its money per currency. */
export function brandMonths(rows: readonly BrandMonthRow[]): BrandMonth[] {
  const brands = new Map<string, BrandMonth>();
  for (const row of rows) {
    let brand = brands.get(row.brand);
    if (!brand) {
      brand = { brand: row.brand, name: row.name, clicks: 0, signups: 0, first_depositors: 0, money: [] };
      brands.set(row.brand, brand);
    }
    brand.clicks += row.clicks;
    brand.signups += row.signups;
    brand.first_depositors += row.first_depositors;
    brand.money.push({
      currency: row.currency,
      deposits: row.deposits,
      winloss: row.winloss,
      bonuses: row.bonuses,
    });
  }
  return [...brands.values()];
}

function emptyMonth(month: string): ProgramMonth {
  return {
    month,
    active_affiliates: 0,
    clicks: 0,
    signups: 0,
    registrations: 0,
    first_depositors: 0,
    money: [],
  };
}

/** Every month of the range, oldest first, zeros where no rollup row exists (a chart needs each point). */
export function contiguousMonths(
  first: string,
  count: number,
  rows: readonly ProgramMonthRow[],
): ProgramMonth[] {
  const months = Array.from({ length: count }, (_, i) => emptyMonth(addMonths(first, i).slice(0, 7)));
  const byKey = new Map(months.map((m) => [m.month, m]));
  for (const row of rows) {
    const month = byKey.get(row.month);
    if (!month) continue;
    month.active_affiliates += row.active_affiliates;
    month.clicks += row.clicks;
    month.signups += row.signups;
    month.registrations += row.registrations;
    month.first_depositors += row.first_depositors;
    // Rows come ordered by month then currency, so each month's money is in currency order.
    if (row.currency !== null)
      month.money.push({
        currency: row.currency,
        deposits: row.deposits,
        ngr: row.ngr,
        commission: row.commission,
      });
  }
  return months;
}

function waiting(rows: readonly WaitingWithdrawals[], status: WaitingWithdrawals['status']): WaitingMoney[] {
  return rows
    .filter((row) => row.status === status)
    .map(({ currency, count, amount }) => ({ currency, count, amount }));
}

/** The program at a glance, as of now (UTC): the open month is the current calendar month. */
export async function programOverview(ctx: AppContext, query: OverviewQuery): Promise<ProgramOverview> {
  const now = ctx.config.now();
  const open = monthStart(toIsoDate(now));
  const first = addMonths(open, 1 - query.months);
  const [rows, late] = await Promise.all([overviewRows(ctx.db, first, open), lateFeeds(ctx)]);
  const series = contiguousMonths(first, query.months, rows.months);
  const openMonth = series[series.length - 1]!;
  return {
    as_of: now.toISOString(),
    affiliates: { total: rows.affiliates, suspended: rows.suspended, active: openMonth.active_affiliates },
    open_month: openMonth,
    open_month_brands: brandMonths(rows.brands),
    withdrawals: {
      pending: waiting(rows.withdrawals, 'pending'),
      approved: waiting(rows.withdrawals, 'approved'),
    },
    identity_reviews_waiting: rows.identity_reviews_waiting,
    open_tickets: rows.open_tickets,
    late_feeds: late,
    series,
  };
}
