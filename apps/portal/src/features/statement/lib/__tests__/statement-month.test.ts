import { describe, expect, it } from 'vitest';
import {
  defaultStatementMonth,
  FALLBACK_MONTHS_BACK,
  formatStatementMonth,
  lastFinishedMonth,
  offeredMonths,
  parseStatementMonth,
  shiftMonth,
  statementMonthBounds,
} from '../statement-month';

// 1 March 2026, 00:30 UTC: still February in New York, which the UTC periods must not follow.
const today = new Date('2026-03-01T00:30:00Z');

describe('statement month', () => {
  it('defaults to the last finished month (in UTC, like the commission periods)', () => {
    expect(lastFinishedMonth(today)).toBe('2026-02');
    expect(lastFinishedMonth(new Date('2026-01-15T12:00:00Z'))).toBe('2025-12');
    const bounds = statementMonthBounds(today, '2024-06-10T09:00:00Z');
    expect(defaultStatementMonth(bounds, today)).toBe('2026-02');
    expect(parseStatementMonth('', bounds, today)).toBe('2026-02');
  });

  it('offers months from the one the affiliate joined to the current one, newest first, never a future one', () => {
    const bounds = statementMonthBounds(today, '2025-11-20T09:00:00Z');
    expect(bounds).toEqual({ earliest: '2025-11', latest: '2026-03' });
    expect(offeredMonths(bounds)).toEqual(['2026-03', '2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('goes back a fixed number of months when the start is unknown', () => {
    const bounds = statementMonthBounds(today, null);
    expect(bounds.earliest).toBe(shiftMonth('2026-03', -FALLBACK_MONTHS_BACK));
    expect(offeredMonths(bounds)).toHaveLength(FALLBACK_MONTHS_BACK + 1);
  });

  it('takes a month of the URL only inside the bounds', () => {
    const bounds = statementMonthBounds(today, '2025-11-20T09:00:00Z');
    expect(parseStatementMonth('month=2025-12', bounds, today)).toBe('2025-12');
    expect(parseStatementMonth('month=2026-03', bounds, today)).toBe('2026-03');
    expect(parseStatementMonth('month=2026-04', bounds, today)).toBe('2026-02');
    expect(parseStatementMonth('month=2025-10', bounds, today)).toBe('2026-02');
    expect(parseStatementMonth('month=2026-13', bounds, today)).toBe('2026-02');
    expect(parseStatementMonth('month=March', bounds, today)).toBe('2026-02');
  });

  it('shows the current month to an affiliate who joined this month (there is no finished one)', () => {
    const bounds = statementMonthBounds(today, '2026-03-01T00:10:00Z');
    expect(bounds).toEqual({ earliest: '2026-03', latest: '2026-03' });
    expect(defaultStatementMonth(bounds, today)).toBe('2026-03');
  });

  it('moves across years and names months in en-US', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', -27)).toBe('2023-12');
    expect(formatStatementMonth('2026-10')).toBe('October 2026');
  });
});
