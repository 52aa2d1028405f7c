import { intlLocale } from '@/lib/i18n/language';

/**
 * The statement's month, `YYYY-MM` (the contract's `month`). Commission periods are calendar months in
 * UTC, so "this month" is the UTC one. The default is the last finished month (its statement is final);
 * the current month can be chosen (its statement so far), a future one cannot.
 */
export type StatementMonth = `${number}-${string}`;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isStatementMonth(value: unknown): value is StatementMonth {
  return typeof value === 'string' && MONTH.test(value);
}

function toMonth(year: number, monthIndex: number): StatementMonth {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month `count` months after (or before, when negative) `month`. */
export function shiftMonth(month: StatementMonth, count: number): StatementMonth {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return toMonth(year, mon - 1 + count);
}

export function currentMonth(today: Date = new Date()): StatementMonth {
  return toMonth(today.getUTCFullYear(), today.getUTCMonth());
}

export function lastFinishedMonth(today: Date = new Date()): StatementMonth {
  return shiftMonth(currentMonth(today), -1);
}

export interface MonthBounds {
  earliest: StatementMonth;
  latest: StatementMonth;
}

/** How far back the picker always goes: an account opened recently may hold older activity (imported players). */
export const MONTHS_BACK = 36;

/**
 * From 36 months back (or the month the affiliate joined, when earlier) to the current month: a month
 * before any activity is an empty statement, not an error, so the account's creation is no lower bound.
 */
export function statementMonthBounds(today: Date = new Date(), joinedAt?: string | null): MonthBounds {
  const latest = currentMonth(today);
  const back = shiftMonth(latest, -MONTHS_BACK);
  const joined = joinedAt ? new Date(joinedAt) : null;
  const joinedMonth = joined && !Number.isNaN(joined.getTime()) ? currentMonth(joined) : back;
  return { earliest: joinedMonth < back ? joinedMonth : back, latest };
}

/** The last finished month (its statement is final). */
export function defaultStatementMonth(today: Date = new Date()): StatementMonth {
  return lastFinishedMonth(today);
}

/** The month of a URL query: a valid month inside the bounds, else the default. */
export function parseStatementMonth(
  search: URLSearchParams | string,
  bounds: MonthBounds,
  today: Date = new Date(),
): StatementMonth {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('month');
  return isStatementMonth(value) && value >= bounds.earliest && value <= bounds.latest
    ? value
    : defaultStatementMonth(today);
}

/** Every month the picker offers, newest first. */
export function offeredMonths({ earliest, latest }: MonthBounds): StatementMonth[] {
  const months: StatementMonth[] = [];
  for (let month = latest; month >= earliest; month = shiftMonth(month, -1)) months.push(month);
  return months;
}

const labelFormats = new Map<string, Intl.DateTimeFormat>();

/** The month's name in the portal's language: one formatter per language, made when first needed. */
function labelFormat(): Intl.DateTimeFormat {
  const locale = intlLocale();
  let found = labelFormats.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    labelFormats.set(locale, found);
  }
  return found;
}

/** `2026-10` -> `October 2026` (English), `outubro de 2026` (Portuguese), `Oktober 2026` (German). */
export function formatStatementMonth(month: StatementMonth): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return labelFormat().format(new Date(Date.UTC(year, mon - 1, 1)));
}
