import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DASHBOARD_MAX_DAYS, type Granularity } from '@affiliate/contract/endpoints/dashboard';
import { validateDateRange, type DateRange, type RangeErrors } from '@/lib/date-range';
import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  startOfMonth,
  startOfWeek,
  toDate,
  toIsoDate,
} from '@/lib/dates';

export type PeriodPreset = 'this-month' | 'last-month' | 'last-3-months' | 'this-year' | 'custom';

/** Each preset's name, translated where it is shown. */
export const periodPresetLabels: Record<PeriodPreset, MessageDescriptor> = {
  'this-month': msg`This month`,
  'last-month': msg`Last month`,
  'last-3-months': msg`Last 3 months`,
  'this-year': msg`This year`,
  custom: msg`Custom range`,
};

export type { DateRange, RangeErrors } from '@/lib/date-range';

/**
 * The dates of a preset, seen from `today` (local calendar). Ranges that include today end today.
 * Last 3 months = this month and the two before it, so the chart shows three whole month columns.
 */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, today: Date): DateRange {
  const to = toIsoDate(today);
  switch (preset) {
    case 'this-month':
      return { from: toIsoDate(startOfMonth(today)), to };
    case 'last-month': {
      const previous = addMonths(today, -1);
      return { from: toIsoDate(previous), to: toIsoDate(endOfMonth(previous)) };
    }
    case 'last-3-months':
      return { from: toIsoDate(addMonths(today, -2)), to };
    case 'this-year':
      return { from: toIsoDate(new Date(today.getFullYear(), 0, 1)), to };
  }
}

/** A granularity that gives a readable number of points: days up to a month, weeks up to ~4 months, else months. */
export function defaultGranularity(range: DateRange): Granularity {
  const days = daysBetween(toDate(range.from), toDate(range.to)) + 1;
  if (days <= 31) return 'day';
  if (days <= 120) return 'week';
  return 'month';
}

export const presetGranularity: Record<Exclude<PeriodPreset, 'custom'>, Granularity> = {
  'this-month': 'day',
  'last-month': 'day',
  'last-3-months': 'week',
  'this-year': 'month',
};

/** Checks a custom range: both dates, start not after end, at most the gateway's longest range. */
export const validateRange = (range: DateRange): RangeErrors => validateDateRange(range, DASHBOARD_MAX_DAYS);

/** The first day of the bucket a date falls in; weeks start on Monday. */
export function bucketStart(value: Date | string, granularity: Granularity): string {
  const date = toDate(value);
  if (granularity === 'week') return toIsoDate(startOfWeek(date));
  if (granularity === 'month') return toIsoDate(startOfMonth(date));
  return toIsoDate(date);
}

/** Every bucket of a range, in order (the first one may start before `from`, e.g. on the Monday before). */
export function bucketsOf(range: DateRange, granularity: Granularity): string[] {
  const end = toDate(range.to);
  const buckets: string[] = [];
  let cursor = toDate(bucketStart(range.from, granularity));
  while (cursor <= end && buckets.length < 2_000) {
    buckets.push(toIsoDate(cursor));
    cursor =
      granularity === 'day'
        ? addDays(cursor, 1)
        : granularity === 'week'
          ? addDays(cursor, 7)
          : addMonths(cursor, 1);
  }
  return buckets;
}
