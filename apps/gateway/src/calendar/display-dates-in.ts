import { intlLocales, type Language } from '@affiliate/contract';
import { displayDay, displayMinute, displayMonth, toInstant } from './display-dates.ts';

/**
 * `display-dates.ts` in an affiliate's language (issue 37), for what the gateway writes for one
 * affiliate to read: English is exactly the specification's (MM/DD/YYYY, "November 2026"); Portuguese
 * and Spanish write the day first (DD/MM/YYYY), German with dots (DD.MM.YYYY); months in words come
 * from Intl in the language's locale ("novembro de 2026", "November 2026"). Always UTC, as in English.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `11/03/2026` (en), `03/11/2026` (pt-BR, es), `03.11.2026` (de). */
export function displayDayIn(language: Language, value: Date | string): string {
  if (language === 'en') return displayDay(value);
  const at = toInstant(value);
  const separator = language === 'de' ? '.' : '/';
  return [pad(at.getUTCDate()), pad(at.getUTCMonth() + 1), at.getUTCFullYear()].join(separator);
}

/** `11/27/2026 14:02 UTC` (en), `27.11.2026 14:02 UTC` (de): the day and the minute, in UTC. */
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
