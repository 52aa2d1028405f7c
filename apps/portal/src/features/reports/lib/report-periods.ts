import { REPORT_MAX_DAYS } from '@affiliate/contract/endpoints/reports';
import { validateDateRange, type DateRange, type RangeErrors } from '@/lib/date-range';
import { addDays, daysBetween, endOfMonth, startOfMonth, toDate, toIsoDate } from '@/lib/dates';

export type { DateRange, RangeErrors } from '@/lib/date-range';

export const REPORT_PERIODS = ['this-month', 'last-month', 'last-7-days', 'last-30-days', 'custom'] as const;
export type ReportPeriodPreset = (typeof REPORT_PERIODS)[number];

export const reportPeriodLabels: Record<ReportPeriodPreset, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'last-7-days': 'Last 7 days',
  'last-30-days': 'Last 30 days',
  custom: 'Custom dates',
};

export const REPORT_COMPARISONS = ['none', 'previous', 'last-year'] as const;
export type ReportComparison = (typeof REPORT_COMPARISONS)[number];

export const reportComparisonLabels: Record<ReportComparison, string> = {
  none: 'None',
  previous: 'Previous period',
  'last-year': 'Same period last year',
};

/** The dates of a preset seen from `today` (the local calendar, as the dashboard's presets); ranges that include today end today. */
export function presetRange(preset: Exclude<ReportPeriodPreset, 'custom'>, today: Date): DateRange {
  const to = toIsoDate(today);
  switch (preset) {
    case 'this-month':
      return { from: toIsoDate(startOfMonth(today)), to };
    case 'last-month': {
      const previous = new Date(today.getFullYear(), today.getMonth() - 1, 1);
      return { from: toIsoDate(previous), to: toIsoDate(endOfMonth(previous)) };
    }
    case 'last-7-days':
      return { from: toIsoDate(addDays(today, -6)), to };
    case 'last-30-days':
      return { from: toIsoDate(addDays(today, -29)), to };
  }
}

/** The same calendar day a year earlier; 29 February becomes the 28th. */
function yearBefore(value: string): string {
  const date = toDate(value);
  const lastDay = new Date(date.getFullYear() - 1, date.getMonth() + 1, 0).getDate();
  return toIsoDate(new Date(date.getFullYear() - 1, date.getMonth(), Math.min(date.getDate(), lastDay)));
}

/**
 * The period a report is compared with: the one of the same length that ends the day before it starts,
 * or the same dates a year earlier. Null without a comparison.
 */
export function comparedRange(range: DateRange, comparison: ReportComparison): DateRange | null {
  if (comparison === 'none') return null;
  if (comparison === 'last-year') return { from: yearBefore(range.from), to: yearBefore(range.to) };
  const from = toDate(range.from);
  const days = daysBetween(from, toDate(range.to)) + 1;
  return { from: toIsoDate(addDays(from, -days)), to: toIsoDate(addDays(from, -1)) };
}

/** Checks custom dates as the gateway will, up to the longest period a report covers. */
export const validateRange = (range: DateRange): RangeErrors => validateDateRange(range, REPORT_MAX_DAYS);
