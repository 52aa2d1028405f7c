import { parse } from 'csv-parse/sync';
import Decimal from 'decimal.js';
import type { FxRateEntry } from '@affiliate/contract';

/** One day of a central bank's file, both directions of every currency it quotes. */
export interface CentralBankDay {
  date: string;
  rates: FxRateEntry[];
}

const RATE_DECIMALS = 10;
/** numeric(20,10): at most 10 digits before the point. */
const MAX_RATE = new Decimal('9999999999.9999999999');

/** `value` rounded to 10 decimals (half away from zero), without trailing zeros; null when it rounds to 0 or is too large. */
function rateText(value: Decimal): string | null {
  const rounded = value.toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_UP);
  if (rounded.isZero() || rounded.greaterThan(MAX_RATE)) return null;
  return rounded.toFixed();
}

/**
 * A central bank's daily reference rates as the ECB publishes them (eurofxref-hist.csv): a header
 * `Date,USD,JPY,...` (often with a trailing comma), then one row per day `2026-12-01,1.0512,...`, `N/A`
 * or an empty cell where a currency has no rate. A cell is units of that currency per 1 `base` (EUR for
 * the ECB), so column BRL = x gives EUR->BRL = x and BRL->EUR = 1/x, rounded to 10 decimals. The
 * division is decimal, never binary floating point.
 */
export function parseCentralBankCsv(text: string, base: string): CentralBankDay[] {
  const records = parse(text, { skip_empty_lines: true, trim: true, relax_column_count: true }) as string[][];
  const [header, ...rows] = records;
  if (!header || header[0]?.toLowerCase() !== 'date')
    throw new Error('The file does not start with a header row "Date,USD,JPY,...".');
  const currencies = header.slice(1).map((name) => name.toUpperCase());
  const days: CentralBankDay[] = [];
  for (const row of rows) {
    const date = row[0] ?? '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
      throw new Error(`Row "${row.join(',')}" does not start with a YYYY-MM-DD date.`);
    const rates: FxRateEntry[] = [];
    currencies.forEach((currency, i) => {
      const cell = row[i + 1] ?? '';
      if (!/^[A-Z]{3}$/.test(currency) || currency === base || !/^\d+(\.\d+)?$/.test(cell)) return;
      const value = new Decimal(cell);
      if (value.isZero()) return;
      const direct = rateText(value);
      const inverse = rateText(new Decimal(1).dividedBy(value));
      if (direct) rates.push({ from: base, to: currency, rate: direct });
      if (inverse) rates.push({ from: currency, to: base, rate: inverse });
    });
    if (rates.length > 0) days.push({ date, rates });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
