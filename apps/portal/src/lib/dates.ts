import { t } from '@lingui/core/macro';
import { intlLocale } from './i18n/language';

/**
 * Dates in the portal's language: English as the specification shows them (en-US, MM/DD/YYYY), the
 * others as their readers write them (DD/MM/YYYY in Portuguese and Spanish, DD.MM.YYYY in German); 2-digit
 * month and day, full year; weeks start on Monday.
 */
export const WEEK_STARTS_ON = 1; // Monday

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  let found = formats.get(`${locale}:${kind}`);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(`${locale}:${kind}`, found);
  }
  return found;
}

const displayFormat = () => dateFormat('day', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** `YYYY-MM-DD` is a calendar date: read it in local time so it never shifts by a day. */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string') {
    const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (calendar) return new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]));
  }
  return new Date(value);
}

/** MM/DD/YYYY (in English), or '' for a missing or invalid value. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : displayFormat().format(date);
}

/** MM/DD/YYYY, hh:mm AM/PM. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit' });
  return `${displayFormat().format(date)}, ${time}`;
}

/**
 * `MM/DD/YYYY, 23:59 UTC` (the day in the portal's format): an instant the gateway gives in UTC, such as
 * up to when a brand's activity runs (the end of a UTC day), shown in UTC so the day is the brand's.
 */
export function formatUtcDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = dateFormat('utc-day', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' });
  // The zone's name from Intl ("UTC" in each of the portal's languages), after a 24-hour time.
  const time = dateFormat('utc-time', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return `${day.format(date)}, ${time.format(date)}`;
}

/** `YYYY-MM-DD` in local time, the contract's date format. */
export function toIsoDate(value: Date): string {
  const month = String(value.getMonth() + 1).padStart(2, '0');
  const day = String(value.getDate()).padStart(2, '0');
  return `${value.getFullYear()}-${month}-${day}`;
}

function atMidnight(value: Date): Date {
  return new Date(value.getFullYear(), value.getMonth(), value.getDate());
}

export function startOfWeek(value: Date): Date {
  const day = atMidnight(value);
  const offset = (day.getDay() - WEEK_STARTS_ON + 7) % 7;
  day.setDate(day.getDate() - offset);
  return day;
}

export function endOfWeek(value: Date): Date {
  const end = startOfWeek(value);
  end.setDate(end.getDate() + 6);
  return end;
}

export function startOfMonth(value: Date): Date {
  return new Date(value.getFullYear(), value.getMonth(), 1);
}

export function endOfMonth(value: Date): Date {
  return new Date(value.getFullYear(), value.getMonth() + 1, 0);
}

/** Weekday labels in display order, Monday first. */
export function weekdayLabels(style: 'short' | 'long' = 'short'): string[] {
  const monday = new Date(2024, 0, 1); // a Monday
  return Array.from({ length: 7 }, (_, i) =>
    new Date(2024, 0, monday.getDate() + i).toLocaleDateString(intlLocale(), { weekday: style }),
  );
}

/** Whole days between two calendar dates (`to` minus `from`), immune to daylight-saving shifts. */
export function daysBetween(from: Date, to: Date): number {
  const utc = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

export function addDays(value: Date, days: number): Date {
  return new Date(value.getFullYear(), value.getMonth(), value.getDate() + days);
}

export function addMonths(value: Date, months: number): Date {
  return new Date(value.getFullYear(), value.getMonth() + months, 1);
}

/** `2026-11-01` -> `November 2026`. */
export function formatMonthYear(value: Date | string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime())
    ? ''
    : dateFormat('month', { month: 'long', year: 'numeric' }).format(date);
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = intlLocale();
  let found = relativeFormats.get(locale);
  if (!found) {
    found = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, found);
  }
  return found;
}
const relativeSteps: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** `5 minutes ago`, `yesterday`, `just now` (under a minute), or '' for an invalid time. */
export function formatRelativeTime(value: Date | string, now: Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  let amount = (date.getTime() - now.getTime()) / 1000;
  if (Math.abs(amount) < 60) return t`just now`;
  for (const [unit, size] of relativeSteps) {
    if (Math.abs(amount) < size) return relativeFormat().format(Math.round(amount), unit);
    amount /= size;
  }
  return '';
}
