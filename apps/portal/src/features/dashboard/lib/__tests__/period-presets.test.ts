import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  bucketsOf,
  defaultGranularity,
  presetGranularity,
  presetRange,
  validateRange,
} from '../period-presets';

const on = (y: number, m: number, d: number) => new Date(y, m - 1, d, 15, 30);

describe('dashboard period presets', () => {
  it('this month runs from the 1st to today', () => {
    expect(presetRange('this-month', on(2026, 11, 22))).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(presetRange('this-month', on(2026, 11, 1))).toEqual({ from: '2026-11-01', to: '2026-11-01' });
  });

  it('last month is the whole previous calendar month, also at month ends', () => {
    expect(presetRange('last-month', on(2026, 11, 22))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    // On March 31 the previous month is February (not "March 3").
    expect(presetRange('last-month', on(2026, 3, 31))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-month', on(2024, 3, 31))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(presetRange('last-month', on(2026, 5, 31))).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('last 3 months is this month and the two before it', () => {
    expect(presetRange('last-3-months', on(2026, 11, 22))).toEqual({ from: '2026-09-01', to: '2026-11-22' });
    expect(presetRange('last-3-months', on(2026, 5, 31))).toEqual({ from: '2026-03-01', to: '2026-05-31' });
  });

  it('this year starts on January 1', () => {
    expect(presetRange('this-year', on(2026, 11, 22))).toEqual({ from: '2026-01-01', to: '2026-11-22' });
  });

  it('on January 1 the presets reach back into the previous year where they should', () => {
    const newYear = on(2027, 1, 1);
    expect(presetRange('this-month', newYear)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(presetRange('last-month', newYear)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(presetRange('last-3-months', newYear)).toEqual({ from: '2026-11-01', to: '2027-01-01' });
    expect(presetRange('this-year', newYear)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it('picks a sensible granularity per preset and per custom range', () => {
    expect(presetGranularity).toEqual({
      'this-month': 'day',
      'last-month': 'day',
      'last-3-months': 'week',
      'this-year': 'month',
    });
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-01-31' })).toBe('day');
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-03-31' })).toBe('week');
    expect(defaultGranularity({ from: '2025-01-01', to: '2026-03-31' })).toBe('month');
  });

  it('validates a custom range', () => {
    expect(validateRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({});
    expect(validateRange({ from: '', to: '2026-01-31' })).toEqual({ from: 'Enter a start date.' });
    expect(validateRange({ from: '2026-02-30', to: '' })).toEqual({
      from: 'Enter a start date.',
      to: 'Enter an end date.',
    });
    expect(validateRange({ from: '2026-02-01', to: '2026-01-31' })).toEqual({
      to: 'The end date must not be before the start date.',
    });
    expect(validateRange({ from: '2020-01-01', to: '2026-01-31' })).toEqual({
      to: 'Choose a range of at most 1,100 days.',
    });
  });

  it('starts weeks on Monday', () => {
    // Sunday 2026-11-22 belongs to the week of Monday 2026-11-16; a Monday starts its own week.
    expect(bucketStart('2026-11-22', 'week')).toBe('2026-11-16');
    expect(bucketStart('2026-11-16', 'week')).toBe('2026-11-16');
    expect(bucketStart('2026-11-22', 'month')).toBe('2026-11-01');
    expect(bucketsOf({ from: '2026-11-01', to: '2026-11-22' }, 'week')).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(bucketsOf({ from: '2026-11-01', to: '2026-11-03' }, 'day')).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    expect(bucketsOf({ from: '2026-01-01', to: '2026-03-15' }, 'month')).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });
});
