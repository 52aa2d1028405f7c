import { addMonths } from '../../calendar/utc-dates.ts';

/** `2026-10` (the API's period) as the month's first day, `2026-10-01`. */
export function periodStart(period: string): string {
  return `${period}-01`;
}

/** `2026-10-01` as the contract's `2026-10`. */
export function periodKey(start: string): string {
  return start.slice(0, 7);
}

/** 'October 2026': how statements, notifications and reasons name a period. */
export function periodName(start: string): string {
  return new Date(`${start}T00:00:00Z`).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The moment a period ends: the next month's first instant (UTC). */
export function periodEnd(start: string): Date {
  return new Date(`${addMonths(start, 1)}T00:00:00Z`);
}
