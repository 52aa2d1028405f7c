import { t } from '@lingui/core/macro';
import { daysBetween, toDate, toIsoDate } from './dates';
import { intlLocale } from './i18n/language';

/** A period of calendar days, both ends included (the dashboard's chart, a report). */
export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

export type RangeErrors = Partial<Record<'from' | 'to', string>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = toDate(value);
  return !Number.isNaN(date.getTime()) && toIsoDate(date) === value;
}

/**
 * Checks custom dates as the gateway will: both dates, start not after end, at most `maxDays` days. The
 * messages are in the language shown: call it while rendering or validating, not at module level.
 */
export function validateDateRange(range: DateRange, maxDays: number): RangeErrors {
  const errors: RangeErrors = {};
  if (!isCalendarDate(range.from)) errors.from = t`Enter a start date.`;
  if (!isCalendarDate(range.to)) errors.to = t`Enter an end date.`;
  if (errors.from || errors.to) return errors;
  const days = daysBetween(toDate(range.from), toDate(range.to));
  if (days < 0) errors.to = t`The end date must not be before the start date.`;
  else if (days + 1 > maxDays) {
    const most = maxDays.toLocaleString(intlLocale());
    errors.to = t`Choose a range of at most ${most} days.`;
  }
  return errors;
}
