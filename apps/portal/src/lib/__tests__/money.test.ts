import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatMoney,
  formatMoneyCompact,
  formatRate,
  formatSignedMoney,
  isDecimalString,
} from '../money';

describe('money formatting', () => {
  it('formats decimal strings en-US in the given currency', () => {
    expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney('0', 'GBP')).toBe('£0.00');
    expect(formatMoney('-87.1', 'EUR')).toBe('-€87.10');
  });

  it('rounds the exact decimal, not a float approximation of it', () => {
    // As a float 1.005 is 1.00499999…, which would show €1.00.
    expect(formatMoney('1.005', 'EUR')).toBe('€1.01');
    expect(formatMoney('8.345', 'EUR')).toBe('€8.35');
    // Beyond float precision (more than 15 significant digits) every digit still shows.
    expect(formatMoney('123456789012345.67', 'EUR')).toBe('€123,456,789,012,345.67');
    expect(formatMoney('0.00000001', 'EUR')).toBe('€0.00');
  });

  it("uses the currency's own minor units", () => {
    expect(formatMoney('1500.5', 'JPY')).toBe('¥1,501');
  });

  it('shows a dash for a missing or malformed amount', () => {
    expect(formatMoney(null, 'EUR')).toBe('—');
    expect(formatMoney(undefined, 'EUR')).toBe('—');
    expect(formatMoney('12,5', 'EUR')).toBe('—');
    expect(formatMoney('', 'EUR')).toBe('—');
    expect(isDecimalString('1e3')).toBe(false);
  });

  it('formats counts and compact axis labels', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(null)).toBe('—');
    expect(formatMoneyCompact(12_300, 'EUR')).toBe('€12.3K');
    expect(formatMoneyCompact('2500000', 'USD')).toBe('$2.5M');
  });
});

describe('signed money and rates', () => {
  it('signs a change of the balance, zero without a sign, exactly as sent', () => {
    expect(formatSignedMoney('1234.56', 'EUR')).toBe('+€1,234.56');
    expect(formatSignedMoney('-250', 'EUR')).toBe('-€250.00');
    expect(formatSignedMoney('0.00', 'EUR')).toBe('€0.00');
    expect(formatSignedMoney('1.005', 'USD')).toBe('+$1.01');
    expect(formatSignedMoney('abc', 'EUR')).toBe('—');
  });

  it('shows a fraction as a percentage without float drift', () => {
    expect(formatRate('0.3000')).toBe('30%');
    expect(formatRate('0.125')).toBe('12.5%');
    expect(formatRate('0.07')).toBe('7%');
    expect(formatRate('0')).toBe('0%');
    expect(formatRate(null)).toBe('—');
  });
});
