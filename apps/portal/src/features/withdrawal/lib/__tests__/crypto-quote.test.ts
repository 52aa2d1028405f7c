import { describe, expect, it } from 'vitest';
import { cryptoEquivalent, netAfterFee, networkFeeLine, rateBlocker, rateTimeLabel } from '../crypto-quote';
import { compareDecimals, fromUnits, toUnits } from '@/lib/decimal-units';

describe('the crypto quote', () => {
  it('converts EUR at the rate exactly, 8 decimals, rounded down', () => {
    expect(cryptoEquivalent('150', '0.92')).toBe('163.04347826');
    expect(cryptoEquivalent('100.00', '85000')).toBe('0.00117647');
    expect(cryptoEquivalent('0.30', '0.1')).toBe('3.00000000');
    expect(cryptoEquivalent('150', null)).toBeUndefined();
    expect(cryptoEquivalent('150', '0')).toBeUndefined();
    expect(cryptoEquivalent('abc', '1')).toBeUndefined();
  });

  it('takes the network fee from what is sent', () => {
    expect(netAfterFee('0.00117647', '0.00005000')).toBe('0.00112647');
    expect(netAfterFee('0.00001000', '0.00005000')).toBe('-0.00004000');
  });

  it("words the fee and the rate's time as the form shows them", () => {
    expect(networkFeeLine({ amount: '0.00005000', unit: 'BTC', eur_amount: '4.25' })).toBe(
      'Network fee 0.00005000 BTC (≈ €4.25)',
    );
    expect(networkFeeLine({ amount: '0.00005000', unit: 'BTC', eur_amount: null })).toBe(
      'Network fee 0.00005000 BTC',
    );
    // The portal's date format (MM/DD/YYYY) on the viewer's clock, like every other date of the screen.
    expect(rateTimeLabel(new Date(2026, 10, 23, 17, 5, 41).toISOString())).toBe(
      'Rate of 11/23/2026, 05:05 PM',
    );
    expect(rateTimeLabel(new Date(2026, 0, 3, 9, 7).toISOString())).toBe('Rate of 01/03/2026, 09:07 AM');
  });

  it('blocks a withdrawal on a missing or stale rate, and not on a fresh one', () => {
    expect(rateBlocker({ rate: '0.92', stale: false }, 'USDT (TRC20)')).toBeNull();
    expect(rateBlocker({ rate: '0.92', stale: true }, 'USDT (TRC20)')).toBe(
      'The USDT (TRC20) rate is out of date, so USDT (TRC20) withdrawals are paused until it is updated. Try again later or choose another option.',
    );
    expect(rateBlocker({ rate: null, stale: true }, 'Bitcoin')).toMatch(/^There is no Bitcoin rate yet/);
  });
});

describe('decimals', () => {
  it('read and write the contract decimal strings without floats', () => {
    expect(fromUnits(toUnits('0.1')! + toUnits('0.2')!)).toBe('0.30000000');
    expect(fromUnits(toUnits('-1.5')!, 2)).toBe('-1.50');
    expect(toUnits('1e5')).toBeUndefined();
    expect([
      compareDecimals('20', '20.00'),
      compareDecimals('19.99', '20'),
      compareDecimals('1000', '999.99'),
    ]).toEqual([0, -1, 1]);
  });
});
