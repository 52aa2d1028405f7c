import Decimal from 'decimal.js';

/** `1234.5` as `1,234.50`: how the printed statement writes money (the CSV keeps plain numbers). */
export function formatMoney(value: string): string {
  const fixed = new Decimal(value).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole, cents] = (negative ? fixed.slice(1) : fixed).split('.') as [string, string];
  return `${negative ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A rate kept as a fraction (`0.3000`) as a percentage (`30.00 %`). */
export function formatRate(fraction: string): string {
  return `${new Decimal(fraction).times(100).toFixed(2)} %`;
}

// Made once: `toLocaleDateString` builds a new formatter on every call, which was a third of a
// statement PDF's render time (389 dates a month).
const dayFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-11-03T10:00:00Z` as `03 Nov 2026` (UTC, like every figure of the statement). */
export function formatDay(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** `2026-11` as `1 November 2026 – 30 November 2026`. */
export function formatPeriod(month: string): string {
  const start = new Date(`${month}-01T00:00:00Z`);
  const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  return `${longDayFormat.format(start)} – ${longDayFormat.format(last)}`;
}

/** What the statement calls each kind of line. */
export const lineTypeNames = {
  commission: 'Commission',
  withdrawal_hold: 'Withdrawal requested',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_released: 'Withdrawal released',
  adjustment: 'Adjustment',
  fee: 'Fee',
} as const;
