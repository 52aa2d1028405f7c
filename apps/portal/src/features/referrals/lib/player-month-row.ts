import type { PlayerMonth, PlayerMonthTotals } from '@affiliate/contract/endpoints/referrals';
import { formatMonthYear } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

/** The figures of a player's month as the page shows them, in the table's order. */
export const playerMonthColumns = [
  { key: 'deposits', header: 'Deposits' },
  { key: 'withdrawals', header: 'Withdrawals' },
  { key: 'turnover', header: 'Turnover' },
  { key: 'winloss', header: 'Win/loss' },
  { key: 'bonuses', header: 'Bonuses' },
  { key: 'ngr', header: 'NGR' },
  { key: 'revenue_share', header: 'Revenue share' },
  { key: 'cpa', header: 'CPA' },
  { key: 'earned', header: 'Earned' },
] as const satisfies ReadonlyArray<{ key: keyof PlayerMonthTotals; header: string }>;

export type PlayerMonthFigure = (typeof playerMonthColumns)[number]['key'];

export interface PlayerMonthRow {
  /** YYYY-MM-DD, the month's first day: the row's key. */
  month: string;
  /** "March 2024". */
  label: string;
  /** The month's revenue share as a percentage ("30%"), or null without a plan. */
  rate: string | null;
  closed: boolean;
  figures: Record<PlayerMonthFigure, string>;
  /** Whether the player cost the affiliate in the month (negative earnings). */
  lost: boolean;
}

/** A fraction ("0.3000") as a percentage ("30%", "12.5%"). */
export function ratePercent(rate: string): string {
  return `${Number((Number(rate) * 100).toFixed(2))}%`;
}

function formatted(figures: PlayerMonthTotals, currency: string): Record<PlayerMonthFigure, string> {
  return Object.fromEntries(
    playerMonthColumns.map(({ key }) => [key, formatMoney(figures[key], currency)]),
  ) as Record<PlayerMonthFigure, string>;
}

export function toPlayerMonthRow(month: PlayerMonth, currency: string): PlayerMonthRow {
  return {
    month: month.month,
    label: formatMonthYear(month.month),
    rate: month.revenue_share_rate === null ? null : ratePercent(month.revenue_share_rate),
    closed: month.closed,
    figures: formatted(month, currency),
    lost: Number(month.earned) < 0,
  };
}

export function formatTotals(totals: PlayerMonthTotals, currency: string): Record<PlayerMonthFigure, string> {
  return formatted(totals, currency);
}
