import { formatCount, formatCountCompact, formatMoney, formatMoneyCompact, plotValue } from '@/lib/money';
import type { ProgramMonth } from '../api/overview';

/**
 * What the Overview's chart can show, one figure at a time: the counts, and NGR and commission per
 * currency (money is never added across currencies, so each currency is a figure of its own).
 */
export type ChartFigure =
  | {
      key: string;
      label: string;
      unit: 'count';
      count: 'clicks' | 'registrations' | 'first_depositors' | 'active_affiliates';
    }
  | { key: string; label: string; unit: 'money'; money: 'ngr' | 'commission'; currency: string };

const countFigures: ChartFigure[] = [
  { key: 'registrations', label: 'Registrations', unit: 'count', count: 'registrations' },
  { key: 'first_depositors', label: 'First deposits', unit: 'count', count: 'first_depositors' },
  { key: 'clicks', label: 'Clicks', unit: 'count', count: 'clicks' },
  { key: 'active_affiliates', label: 'Active affiliates', unit: 'count', count: 'active_affiliates' },
];

/** The figures a series offers: the counts, then NGR and commission for each currency it holds. */
export function chartFigures(series: readonly ProgramMonth[]): ChartFigure[] {
  const currencies = [
    ...new Set(series.flatMap((month) => month.money.map((money) => money.currency))),
  ].sort();
  const money = currencies.flatMap((currency): ChartFigure[] => [
    { key: `ngr:${currency}`, label: `NGR (${currency})`, unit: 'money', money: 'ngr', currency },
    {
      key: `commission:${currency}`,
      label: `Commission (${currency})`,
      unit: 'money',
      money: 'commission',
      currency,
    },
  ]);
  return [...countFigures, ...money];
}

function amountOf(month: ProgramMonth, figure: Extract<ChartFigure, { unit: 'money' }>): string {
  return month.money.find((money) => money.currency === figure.currency)?.[figure.money] ?? '0.00';
}

/** Where the month's value sits on the chart (drawing only). */
export function plotOf(month: ProgramMonth, figure: ChartFigure): number {
  return figure.unit === 'count' ? month[figure.count] : plotValue(amountOf(month, figure));
}

/** The month's value as the tiles write it. */
export function formatFigure(month: ProgramMonth, figure: ChartFigure): string {
  return figure.unit === 'count'
    ? formatCount(month[figure.count])
    : formatMoney(amountOf(month, figure), figure.currency);
}

/** An axis label. */
export function formatTick(value: number, figure: ChartFigure): string {
  return figure.unit === 'count' ? formatCountCompact(value) : formatMoneyCompact(value, figure.currency);
}

const monthNames = {
  short: new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** `2026-11` → `Nov` (axis) or `November 2026`. */
export function monthLabel(month: string, style: 'short' | 'long'): string {
  return monthNames[style].format(new Date(`${month}-01T00:00:00Z`));
}

/** True when the series holds no figure at all (a program before its first click or player). */
export function isEmptySeries(series: readonly ProgramMonth[]): boolean {
  return series.every(
    (m) =>
      m.clicks === 0 &&
      m.signups === 0 &&
      m.registrations === 0 &&
      m.first_depositors === 0 &&
      m.money.length === 0,
  );
}
