import { statementLineLabels } from '@affiliate/contract';
import Decimal from 'decimal.js';

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * `1234.5` in EUR as `€1,234.50`, as the portal writes money (en-US). The decimal string itself goes to
 * Intl (exact, never through a float); one formatter per currency, made once, keeps the render fast.
 */
export function formatAmount(value: string, currency: string): string {
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    currencyFormats.set(currency, format);
  }
  return format.format(new Decimal(value).toFixed(2) as unknown as number);
}

/** A rate kept as a fraction (`0.3000`) as a percentage (`30.00 %`). */
export function formatRate(fraction: string): string {
  return `${new Decimal(fraction).times(100).toFixed(2)} %`;
}

// Made once: `toLocaleDateString` builds a new formatter on every call, which was a third of a
// statement PDF's render time (389 dates a month). en-US, 2-digit month and day: the portal's format.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11-03T10:00:00Z` as `11/03/2026` (UTC, like every figure of the statement). */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/**
 * `2026-11` as `11/01/2026 – 11/30/2026`; the running month ends on `asOf` (YYYY-MM-DD, today), not on
 * its last day, which has not come: `12/01/2026 – 12/02/2026`.
 */
export function formatPeriod(month: string, asOf: string): string {
  const start = new Date(`${month}-01T00:00:00Z`);
  return `${dayFormat.format(start)} – ${dayFormat.format(new Date(`${asOf}T00:00:00Z`))}`;
}

/** What the statement calls each kind of line: the screen's words (the contract holds them). */
export const lineTypeNames = statementLineLabels;
