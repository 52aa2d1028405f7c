import { describe, expect, it } from 'vitest';
import { daysBetween, formatMonthYear, formatRelativeTime } from '../dates';

describe('relative and month labels', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('says how long ago figures were updated', () => {
    expect(formatRelativeTime('2026-11-22T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2026-11-22T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-11-21T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('not a time', now)).toBe('');
  });

  it('names a period by month and year', () => {
    expect(formatMonthYear('2026-11-01')).toBe('November 2026');
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(daysBetween(new Date(2026, 2, 1), new Date(2026, 3, 1))).toBe(31);
  });
});
