/**
 * Calendar arithmetic on `YYYY-MM-DD` strings in UTC. Dates travel as strings end to end (never as
 * local-time Date objects), so a server's time zone can never shift a day.
 */

const DAY_MS = 86_400_000;

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function parse(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  return toIsoDate(new Date(parse(day).getTime() + days * DAY_MS));
}

/** Inclusive number of days from `from` to `to` (1 when equal). */
export function daysBetweenInclusive(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / DAY_MS) + 1;
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function addMonths(day: string, months: number): string {
  const d = parse(monthStart(day));
  return toIsoDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

export function monthEnd(day: string): string {
  return addDays(addMonths(day, 1), -1);
}

/** The Monday of the ISO week `day` falls in. */
export function weekStart(day: string): string {
  const weekday = parse(day).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Every `stepDays`-th day from `from` up to and including `to`: the starts of a day or week series.
 * Steps through milliseconds rather than addDays, which parses a string per step (a weekly two-year
 * series is 105 of them on every dashboard request).
 */
export function everyNthDay(from: string, to: string, stepDays: number): string[] {
  const days: string[] = [];
  const end = parse(to).getTime();
  for (let t = parse(from).getTime(); t <= end; t += stepDays * DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}
