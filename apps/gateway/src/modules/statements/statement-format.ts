import { statementLineLabels } from '@affiliate/contract';
import Decimal from 'decimal.js';
import { displayDay } from '../../calendar/display-dates.ts';

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

/** `2026-11-03T10:00:00Z` as `11/03/2026` (UTC, like every figure of the statement): the portal's format. */
export const formatDay = (iso: string): string => displayDay(iso);

/**
 * `2026-11` as `11/01/2026 – 11/30/2026`; the running month ends on `asOf` (YYYY-MM-DD, today), not on
 * its last day, which has not come: `12/01/2026 – 12/02/2026`.
 */
export function formatPeriod(month: string, asOf: string): string {
  const start = new Date(`${month}-01T00:00:00Z`);
  return `${displayDay(start)} – ${displayDay(new Date(`${asOf}T00:00:00Z`))}`;
}

/** What the statement calls each kind of line: the screen's words (the contract holds them). */
export const lineTypeNames = statementLineLabels;
