import { REPORT_MAX_DAYS } from '@affiliate/contract/endpoints/reports';
import { addDays, daysBetween, endOfMonth, startOfMonth, toDate, toIsoDate } from '@/lib/dates';

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

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

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

export type RangeErrors = Partial<Record<'from' | 'to', string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  return ISO_DATE.test(value) && toIsoDate(toDate(value)) === value;
}

/** Checks custom dates as the gateway will: both dates, start not after end, at most the longest period a report covers. */
export function validateRange(range: DateRange): RangeErrors {
  const errors: RangeErrors = {};
  if (!isCalendarDate(range.from)) errors.from = 'Enter a start date.';
  if (!isCalendarDate(range.to)) errors.to = 'Enter an end date.';
  if (errors.from || errors.to) return errors;
  const days = daysBetween(toDate(range.from), toDate(range.to));
  if (days < 0) errors.to = 'The end date must not be before the start date.';
  else if (days + 1 > REPORT_MAX_DAYS) errors.to = `Choose at most ${REPORT_MAX_DAYS.toLocaleString('en-US')} days.`;
  return errors;
}
