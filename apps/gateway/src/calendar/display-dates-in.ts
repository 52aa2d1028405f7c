import { intlLocales, type Language } from '@affiliate/contract';
import { displayDay, displayMinute, displayMonth } from './display-dates.ts';

/**
 * Dates as a person reads them in their own language (issue 37), for what the gateway writes to an
 * affiliate: English is display-dates.ts unchanged (the specification's MM/DD/YYYY); Portuguese and
 * Spanish write DD/MM/YYYY, German DD.MM.YYYY, each a month in its own words through Intl. Always in
 * UTC, like the English ones, so everyone reads one time.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A `YYYY-MM-DD` day is that calendar day; anything else is an instant, read in UTC (as display-dates.ts). */
function toInstant(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(
    /^\d{4}-\d{2}(-\d{2})?$/.test(value)
      ? `${value.slice(0, 7)}-${value.slice(8, 10) || '01'}T00:00:00Z`
      : value,
  );
}

/** `03.11.2026` (de), `03/11/2026` (pt-BR, es), `11/03/2026` (en): the UTC day of `value`. */
export function displayDayIn(language: Language, value: Date | string): string {
  if (language === 'en') return displayDay(value);
  const at = toInstant(value);
  const separator = language === 'de' ? '.' : '/';
  return [pad(at.getUTCDate()), pad(at.getUTCMonth() + 1), at.getUTCFullYear()].join(separator);
}

/** `27.11.2026 14:02 UTC`: the day and the minute, in UTC. */
export function displayMinuteIn(language: Language, value: Date | string): string {
  if (language === 'en') return displayMinute(value);
  const at = toInstant(value);
  return `${displayDayIn(language, at)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}

const monthFormats = new Map<Language, Intl.DateTimeFormat>();

/**
 * `novembro de 2026`, `noviembre de 2026`, `November 2026` for a month (`2026-11`), any day of it or an
 * instant in it. Intl writes pt-BR and es months in lower case, as those languages do mid-sentence.
 */
export function displayMonthIn(language: Language, value: Date | string): string {
  const at = toInstant(value);
  if (language === 'en') return displayMonth(at.toISOString());
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[language], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(language, format);
  }
  return format.format(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)));
}
