/**
 * Money arrives as decimal strings (never floats). These formatters hand the string itself to
 * Intl.NumberFormat, which rounds the exact decimal (ES2023), so what is shown never drifts the way
 * `Number('1.005').toFixed(2)` would. The portal never adds or subtracts money: totals come from the
 * gateway.
 */
import { intlLocale } from './i18n/language';
import { numberFormat } from './i18n/number-format';

const DECIMAL = /^-?\d+(\.\d+)?$/;

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per kind and language: the portal's language decides separators and symbol places. */
function formatter(key: string, make: (locale: string) => Intl.NumberFormat): Intl.NumberFormat {
  const locale = intlLocale();
  let found = formatters.get(`${locale}:${key}`);
  if (!found) {
    found = make(locale);
    formatters.set(`${locale}:${key}`, found);
  }
  return found;
}

export function isDecimalString(value: unknown): value is `${number}` {
  return typeof value === 'string' && DECIMAL.test(value);
}

/** `'1234.5'` in EUR -> `€1,234.50` (English), `1.234,50 €` (German), in BRL `R$ 1.234,50` (Portuguese); a missing or malformed amount -> '—'. */
export function formatMoney(amount: string | null | undefined, currency: string): string {
  if (!isDecimalString(amount)) return '—';
  const format = formatter(`money:${currency}`, (locale) =>
    numberFormat(locale, { style: 'currency', currency }),
  );
  return format.format(amount);
}

/** A change of a balance: `'50'` -> `+€50.00`, `'-50'` -> `-€50.00`, zero without a sign. */
export function formatSignedMoney(amount: string | null | undefined, currency: string): string {
  if (!isDecimalString(amount)) return '—';
  const format = formatter(`signed:${currency}`, (locale) =>
    numberFormat(locale, { style: 'currency', currency, signDisplay: 'exceptZero' }),
  );
  return format.format(amount);
}

/** A fraction as a percentage, exactly: `'0.3000'` -> `30%`, `'0.125'` -> `12.5%`; malformed -> '—'. */
export function formatRate(fraction: string | null | undefined): string {
  if (!isDecimalString(fraction)) return '—';
  const format = formatter('percent', (locale) =>
    numberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }),
  );
  return format.format(fraction);
}

/** Short form for chart axes: `€12.3K`. */
export function formatMoneyCompact(amount: string | number, currency: string): string {
  const value = typeof amount === 'number' ? amount : isDecimalString(amount) ? amount : null;
  if (value === null) return '—';
  const format = formatter(`compact:${currency}`, (locale) =>
    numberFormat(locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
  );
  return format.format(value as number);
}

/** A count: `1234` -> `1,234`. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return formatter('count', (locale) => numberFormat(locale, { maximumFractionDigits: 0 })).format(value);
}

export function formatCountCompact(value: number): string {
  return formatter('count-compact', (locale) =>
    numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
  ).format(value);
}

/**
 * A position on a chart, not an amount: only for drawing (pixel precision), never for money
 * arithmetic or display.
 */
export function plotValue(amount: string | number | null): number {
  // A figure that does not apply (null: a product's clicks) is drawn at zero; the table writes it "n/a".
  if (amount === null) return 0;
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? value : 0;
}
