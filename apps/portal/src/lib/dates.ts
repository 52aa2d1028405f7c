/**
 * Dates as the specification shows them: en-US, 2-digit month and day, full year (MM/DD/YYYY); weeks
 * start on Monday.
 */
export const WEEK_STARTS_ON = 1; // Monday

const displayFormat = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** `YYYY-MM-DD` is a calendar date: read it in local time so it never shifts by a day. */
export function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === 'string') {
    const calendar = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (calendar) return new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]));
  }
  return new Date(value);
}

/** MM/DD/YYYY, or '' for a missing or invalid value. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : displayFormat.format(date);
}

/** MM/DD/YYYY, hh:mm AM/PM. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
  return `${displayFormat.format(date)}, ${time}`;
}

/** `YYYY-MM-DD` in local time, the contract's date format. */
export function toIsoDate(value: Date): string {
  const month = String(value.getMonth() + 1).padStart(2, '0');
  const day = String(value.getDate()).padStart(2, '0');
  return `${value.getFullYear()}-${month}-${day}`;
}

function atMidnight(value: Date): Date {
  return new Date(value.getFullYear(), value.getMonth(), value.getDate());
}

export function startOfWeek(value: Date): Date {
  const day = atMidnight(value);
  const offset = (day.getDay() - WEEK_STARTS_ON + 7) % 7;
  day.setDate(day.getDate() - offset);
  return day;
}

export function endOfWeek(value: Date): Date {
  const end = startOfWeek(value);
  end.setDate(end.getDate() + 6);
  return end;
}

export function startOfMonth(value: Date): Date {
  return new Date(value.getFullYear(), value.getMonth(), 1);
}

export function endOfMonth(value: Date): Date {
  return new Date(value.getFullYear(), value.getMonth() + 1, 0);
}

/** Weekday labels in display order, Monday first. */
export function weekdayLabels(style: 'short' | 'long' = 'short'): string[] {
  const monday = new Date(2024, 0, 1); // a Monday
  return Array.from({ length: 7 }, (_, i) =>
    new Date(2024, 0, monday.getDate() + i).toLocaleDateString('en-US', { weekday: style }),
  );
}
