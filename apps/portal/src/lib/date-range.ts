import { daysBetween, toDate, toIsoDate } from './dates';

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

/** Checks custom dates as the gateway will: both dates, start not after end, at most `maxDays` days. */
export function validateDateRange(range: DateRange, maxDays: number): RangeErrors {
  const errors: RangeErrors = {};
  if (!isCalendarDate(range.from)) errors.from = 'Enter a start date.';
  if (!isCalendarDate(range.to)) errors.to = 'Enter an end date.';
  if (errors.from || errors.to) return errors;
  const days = daysBetween(toDate(range.from), toDate(range.to));
  if (days < 0) errors.to = 'The end date must not be before the start date.';
  else if (days + 1 > maxDays)
    errors.to = `Choose a range of at most ${maxDays.toLocaleString('en-US')} days.`;
  return errors;
}
