import { describe, expect, it } from 'vitest';
import {
  defaultStatementMonth,
  formatStatementMonth,
  lastFinishedMonth,
  MONTHS_BACK,
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
    expect(defaultStatementMonth(today)).toBe('2026-02');
    expect(parseStatementMonth('', statementMonthBounds(today, '2024-06-10T09:00:00Z'), today)).toBe(
      '2026-02',
    );
  });

  it('offers the current month and 36 before it, newest first, never a future one', () => {
    const bounds = statementMonthBounds(today, '2025-11-20T09:00:00Z');
    expect(bounds).toEqual({ earliest: shiftMonth('2026-03', -MONTHS_BACK), latest: '2026-03' });
    const months = offeredMonths(bounds);
    expect(months.slice(0, 3)).toEqual(['2026-03', '2026-02', '2026-01']);
    expect(months).toHaveLength(MONTHS_BACK + 1);
    expect(months.at(-1)).toBe('2023-03');
  });

  it('goes back to the month the affiliate joined when that is earlier', () => {
    const bounds = statementMonthBounds(today, '2019-07-04T09:00:00Z');
    expect(bounds).toEqual({ earliest: '2019-07', latest: '2026-03' });
    expect(offeredMonths(bounds).at(-1)).toBe('2019-07');
    // An account opened this month (its players imported) still sees the finished months.
    expect(statementMonthBounds(today, '2026-03-01T00:10:00Z').earliest).toBe('2023-03');
    expect(statementMonthBounds(today, 'not a date').earliest).toBe('2023-03');
  });

  it('takes a month of the URL only inside the bounds', () => {
    const bounds = statementMonthBounds(today, null);
    expect(parseStatementMonth('month=2025-12', bounds, today)).toBe('2025-12');
    expect(parseStatementMonth('month=2026-03', bounds, today)).toBe('2026-03');
    expect(parseStatementMonth('month=2023-03', bounds, today)).toBe('2023-03');
    expect(parseStatementMonth('month=2026-04', bounds, today)).toBe('2026-02');
    expect(parseStatementMonth('month=2023-02', bounds, today)).toBe('2026-02');
    expect(parseStatementMonth('month=2026-13', bounds, today)).toBe('2026-02');
    expect(parseStatementMonth('month=March', bounds, today)).toBe('2026-02');
  });

  it('moves across years and names months in en-US', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', -27)).toBe('2023-12');
    expect(formatStatementMonth('2026-10')).toBe('October 2026');
  });
});
