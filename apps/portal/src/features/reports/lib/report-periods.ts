import { t } from '@lingui/core/macro';
import { REPORT_COMPARISONS as COMPARISONS, REPORT_MAX_DAYS } from '@affiliate/contract/endpoints/reports';
import { validateDateRange, type DateRange, type RangeErrors } from '@/lib/date-range';
import { addDays, endOfMonth, startOfMonth, toIsoDate } from '@/lib/dates';

export type { DateRange, RangeErrors } from '@/lib/date-range';

export const REPORT_PERIODS = ['this-month', 'last-month', 'last-7-days', 'last-30-days', 'custom'] as const;
export type ReportPeriodPreset = (typeof REPORT_PERIODS)[number];

/** Getters: read at each render in the language on screen. */
export const reportPeriodLabels: Readonly<Record<ReportPeriodPreset, string>> = {
  get 'this-month'() {
    return t`This month`;
  },
  get 'last-month'() {
    return t`Last month`;
  },
  get 'last-7-days'() {
    return t`Last 7 days`;
  },
  get 'last-30-days'() {
    return t`Last 30 days`;
  },
  get custom() {
    return t`Custom dates`;
  },
};

/** What a report is compared with: nothing, or a comparison the gateway works out the dates of (`compare`). */
export const REPORT_COMPARISONS = ['none', ...COMPARISONS] as const;
export type ReportComparison = (typeof REPORT_COMPARISONS)[number];

export const reportComparisonLabels: Readonly<Record<ReportComparison, string>> = {
  get none() {
    return t`None`;
  },
  get previous() {
    return t`Previous period`;
  },
  get 'last-year'() {
    return t`Same period last year`;
  },
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
