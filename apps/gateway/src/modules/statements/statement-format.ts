import {
  intlLocales,
  statementLineLabels,
  statementRatesLine,
  type Language,
  type StatementLineType,
  type StatementRate,
} from '@affiliate/contract';
import Decimal from 'decimal.js';
import { displayDayIn, displayMonthIn } from '../../calendar/display-dates-in.ts';
import { translate, type GatewayText, type TextValues } from '../../i18n/translate.ts';

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * `1234.5` in EUR as `€1,234.50` in English (en-US, as the portal writes money), `1.234,50 €` in German,
 * `R$ 1.234,50` in Brazilian Portuguese: Intl for the language's locale. The decimal string itself goes
 * to Intl (exact, never through a float); one formatter per language and currency, made once, keeps the
 * render fast.
 */
export function formatAmount(value: string, currency: string, language: Language = 'en'): string {
  const key = `${language} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[language], { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  // Intl formats a decimal string exactly; the ledger's amounts already come with two decimals, the rest
  // are written with two first.
  const exact = TWO_DECIMALS.test(value) ? value : new Decimal(value).toFixed(2);
  return format.format(exact as unknown as number);
}

/** An amount as PostgreSQL's numeric(18,2) text and the statement's cents write it. */
const TWO_DECIMALS = /^-?\d+\.\d\d$/;

/** A decimal written with the language's decimal mark: `0.16` in English, `0,16` in the others. */
function decimalIn(language: Language, value: string): string {
  return language === 'en' ? value : value.replace('.', ',');
}

/** A rate kept as a fraction (`0.3000`) as a percentage (`30.00 %`; `30,00 %` outside English). */
export function formatRate(fraction: string, language: Language = 'en'): string {
  return `${decimalIn(language, new Decimal(fraction).times(100).toFixed(2))} %`;
}

/** `2026-11-03T10:00:00Z` as `11/03/2026` (UTC, like every figure of the statement): the portal's format; `03.11.2026` in German. */
export const formatDay = (iso: string, language: Language = 'en'): string => displayDayIn(language, iso);

/**
 * `2026-11` as `11/01/2026 – 11/30/2026`; the running month ends on `asOf` (YYYY-MM-DD, today), not on
 * its last day, which has not come: `12/01/2026 – 12/02/2026`.
 */
export function formatPeriod(month: string, asOf: string, language: Language = 'en'): string {
  return `${displayDayIn(language, `${month}-01`)} – ${displayDayIn(language, asOf)}`;
}

/** What the statement calls each kind of line: the screen's words (the contract holds the English). */
export const lineTypeNames = statementLineLabels;

/**
 * The statement's words in one language, for the PDF and the CSV: its texts, money, days, months and
 * rates. English reads the contract's own sentences (the screen's), so it stays word for word as it was.
 */
export function statementWords(language: Language) {
  const day = (at: string) => displayDayIn(language, at);
  return {
    language,
    text: (key: GatewayText, values?: TextValues) => translate(language, key, values),
    money: (value: string, currency: string) => formatAmount(value, currency, language),
    day,
    month: (month: string) => displayMonthIn(language, month),
    period: (month: string, asOf: string) => formatPeriod(month, asOf, language),
    rate: (fraction: string) => formatRate(fraction, language),
    lineType: (type: StatementLineType) =>
      language === 'en' ? lineTypeNames[type] : translate(language, `statement.line.${type}`),
    /** The rates sentence: the contract's in English, the same facts in the language's words otherwise. */
    ratesLine: (rates: readonly StatementRate[]): string | null => {
      if (language === 'en' || rates.length === 0) return statementRatesLine(rates);
      const used = rates
        .map((r) => `${r.from}→${r.to} ${decimalIn(language, r.rate)} (${r.source}, ${day(r.rate_day)})`)
        .join('; ');
      const later = new Map<string, string>();
      for (const r of rates) {
        if (r.later_from === null || r.later_to === null) continue;
        const span =
          r.later_from === r.later_to ? day(r.later_from) : `${day(r.later_from)}–${day(r.later_to)}`;
        later.set(r.rate_day, translate(language, 'statement.rates_later', { day: day(r.rate_day), span }));
      }
      return [translate(language, 'statement.rates_used', { rates: used }), ...later.values()].join(' ');
    },
  };
}

export type StatementWords = ReturnType<typeof statementWords>;
