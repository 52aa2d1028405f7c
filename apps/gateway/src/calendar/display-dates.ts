/**
 * Dates as a person reads them in what the gateway writes (notices, emails, error messages, the
 * statement, CSV files): the specification's en-US MM/DD/YYYY, the portal's format, always in UTC so
 * everyone reads one time. The wire keeps ISO 8601; these are for text only. A month is written in
 * words ("November 2026"), as the ledger's "Commission for November 2026" and the portal's statement.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A `YYYY-MM-DD` day is that calendar day; anything else is an instant, read in UTC. */
export function toInstant(value: Date | string): Date {
  if (value instanceof Date) return value;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
}

/** `11/03/2026`: the UTC day of `value` (a Date, an ISO 8601 instant or a `YYYY-MM-DD` day). */
export function displayDay(value: Date | string): string {
  const at = toInstant(value);
  return `${pad(at.getUTCMonth() + 1)}/${pad(at.getUTCDate())}/${at.getUTCFullYear()}`;
}

/** `11/27/2026 14:02 UTC`: the day and the minute, in UTC. */
export function displayMinute(value: Date | string): string {
  const at = toInstant(value);
  return `${displayDay(at)} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `November 2026` for a month (`2026-11`) or any day of it (`2026-11-01`). */
export function displayMonth(month: string): string {
  return monthFormat.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}
