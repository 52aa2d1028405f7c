import { REPORT_COMPARISONS as COMPARISONS, REPORT_MAX_DAYS } from '@affiliate/contract/endpoints/reports';
import { validateDateRange, type DateRange, type RangeErrors } from '@/lib/date-range';
import { addDays, endOfMonth, startOfMonth, toIsoDate } from '@/lib/dates';

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

/** What a report is compared with: nothing, or a comparison the gateway works out the dates of (`compare`). */
export const REPORT_COMPARISONS = ['none', ...COMPARISONS] as const;
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

/** Checks custom dates as the gateway will, up to the longest period a report covers. */
export const validateRange = (range: DateRange): RangeErrors => validateDateRange(range, REPORT_MAX_DAYS);
