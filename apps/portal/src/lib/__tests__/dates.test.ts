import { describe, expect, it } from 'vitest';
import {
  endOfMonth,
  endOfWeek,
  formatDate,
  startOfMonth,
  startOfWeek,
  toIsoDate,
  weekdayLabels,
  WEEK_STARTS_ON,
} from '../dates';

describe('dates', () => {
  it('shows dates en-US as MM/DD/YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5))).toBe('01/05/2026');
    expect(formatDate('2025-12-31')).toBe('12/31/2025');
  });

  it('never shifts a calendar date by the time zone', () => {
    expect(formatDate('2026-03-01')).toBe('03/01/2026');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
    // Sunday 2026-05-10 belongs to the week of Monday 2026-05-04.
    expect(toIsoDate(startOfWeek(new Date(2026, 4, 10)))).toBe('2026-05-04');
    expect(toIsoDate(endOfWeek(new Date(2026, 4, 10)))).toBe('2026-05-10');
    expect(toIsoDate(startOfWeek(new Date(2026, 4, 4)))).toBe('2026-05-04');
    expect(weekdayLabels()[0]).toBe('Mon');
    expect(weekdayLabels()[6]).toBe('Sun');
  });

  it('knows month bounds', () => {
    expect(toIsoDate(startOfMonth(new Date(2024, 1, 15)))).toBe('2024-02-01');
    expect(toIsoDate(endOfMonth(new Date(2024, 1, 15)))).toBe('2024-02-29');
  });
});
