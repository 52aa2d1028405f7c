import { describe, expect, it } from 'vitest';
import { dealRate } from '@affiliate/contract';
import { percentToRate, rateToPercent } from '../rate-percent';

describe('rates typed as percentages', () => {
  it('become the document’s fractions exactly, with at least 2 decimals', () => {
    expect(percentToRate('25')).toBe('0.25');
    expect(percentToRate('30')).toBe('0.30');
    expect(percentToRate('27.5')).toBe('0.275');
    expect(percentToRate('7')).toBe('0.07');
    expect(percentToRate('0.01')).toBe('0.0001');
    expect(percentToRate(' 12.34 ')).toBe('0.1234');
    expect(percentToRate('0')).toBe('0.00');
    expect(percentToRate('100')).toBe('1.00');
    expect(percentToRate('100.00')).toBe('1.00');
    for (const percent of ['25', '27.5', '0.01', '0', '100'])
      expect(dealRate.safeParse(percentToRate(percent)).success, percent).toBe(true);
  });

  it('are refused beyond 100, 2 decimals, or anything not a plain number', () => {
    for (const typed of ['100.01', '101', '1000', '12.345', '-5', '25%', '0,25', '', '.5', '5.'])
      expect(percentToRate(typed), typed).toBeUndefined();
  });

  it('come back from the document as they were typed', () => {
    expect(rateToPercent('0.25')).toBe('25');
    expect(rateToPercent('0.275')).toBe('27.5');
    expect(rateToPercent('1')).toBe('100');
    expect(rateToPercent('0.0001')).toBe('0.01');
    expect(rateToPercent('0')).toBe('0');
  });
});
