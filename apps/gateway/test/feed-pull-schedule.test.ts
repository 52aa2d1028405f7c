import { describe, expect, it } from 'vitest';
import { fillWindow, pullWindow } from '../src/modules/feed-sources/pull-window.ts';
import { firstPull, nextScheduledPull, retryDelayMs } from '../src/modules/feed-sources/schedule.ts';

const at = (iso: string) => new Date(iso);

describe('a source’s schedule', () => {
  it('pulls daily at its UTC time: later today, else tomorrow', () => {
    const daily = { every_minutes: null, daily_at: '02:30' };
    expect(nextScheduledPull(daily, at('2026-12-05T01:00:00Z')).toISOString()).toBe(
      '2026-12-05T02:30:00.000Z',
    );
    expect(nextScheduledPull(daily, at('2026-12-05T02:30:00Z')).toISOString()).toBe(
      '2026-12-06T02:30:00.000Z',
    );
    expect(firstPull(daily, at('2026-12-05T23:59:00Z')).toISOString()).toBe('2026-12-06T02:30:00.000Z');
  });

  it('pulls every N minutes from the pull’s start, the first at once', () => {
    const every = { every_minutes: 45, daily_at: null };
    expect(nextScheduledPull(every, at('2026-12-05T01:00:00Z')).toISOString()).toBe(
      '2026-12-05T01:45:00.000Z',
    );
    expect(firstPull(every, at('2026-12-05T01:00:00Z')).toISOString()).toBe('2026-12-05T01:00:00.000Z');
  });

  it('waits 1, 2, 4… minutes after failures, never longer than its interval (a day for a daily source)', () => {
    const daily = { every_minutes: null, daily_at: '02:30' };
    expect([1, 2, 3, 4, 11, 12, 40].map((n) => retryDelayMs(daily, n) / 60_000)).toEqual([
      1, 2, 4, 8, 1024, 1440, 1440,
    ]);
  });
});

describe('a pull’s window', () => {
  it('ends at the pull’s minute, starts window_days before, and names whole days half-open', () => {
    const window = pullWindow(at('2026-12-05T03:17:42Z'), 2);
    expect(window.to.toISOString()).toBe('2026-12-05T03:17:00.000Z');
    expect(window.from.toISOString()).toBe('2026-12-03T03:17:00.000Z');
    expect([window.fromDate, window.toDate]).toEqual(['2026-12-03', '2026-12-06']);
    // At midnight the day that starts is not asked for.
    const midnight = pullWindow(at('2026-12-05T00:00:30Z'), 1);
    expect([midnight.fromDate, midnight.toDate]).toEqual(['2026-12-04', '2026-12-05']);
  });

  it('is URL-encoded into an HTTPS address and written as it is into an SFTP path', () => {
    const window = pullWindow(at('2026-12-05T03:00:00Z'), 1);
    expect(fillWindow('https://x.example/a?from={from}&to={to}&d={from_date}', window, true)).toBe(
      'https://x.example/a?from=2026-12-04T03%3A00%3A00Z&to=2026-12-05T03%3A00%3A00Z&d=2026-12-04',
    );
    expect(fillWindow('sftp://u@h/out/{from_date}_{to_date}.csv', window, false)).toBe(
      'sftp://u@h/out/2026-12-04_2026-12-06.csv',
    );
  });
});
