import { describe, expect, it } from 'vitest';
import { presetRange, validateRange } from '../report-periods';

const today = new Date(2026, 10, 28); // 28 November 2026

describe('report periods', () => {
  it('reads the presets from today', () => {
    expect(presetRange('this-month', today)).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(presetRange('last-month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('last-7-days', today)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(presetRange('last-30-days', today)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(presetRange('last-month', new Date(2026, 0, 15))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('checks custom dates as the gateway does', () => {
    expect(validateRange({ from: '2026-11-01', to: '2026-11-28' })).toEqual({});
    expect(validateRange({ from: '', to: '2026-02-30' })).toEqual({
      from: 'Enter a start date.',
      to: 'Enter an end date.',
    });
    expect(validateRange({ from: '2026-11-02', to: '2026-11-01' }).to).toBe(
      'The end date must not be before the start date.',
    );
    expect(validateRange({ from: '2020-01-01', to: '2026-11-01' }).to).toBe(
      'Choose a range of at most 1,100 days.',
    );
  });
});
