import { describe, expect, it } from 'vitest';
import { decimalsOf, formatAssetAmount, formatAssetNumber } from '../asset-amounts';

describe('crypto and e-wallet amounts', () => {
  it('shows the stablecoins with 6 decimals and Bitcoin with 8, cut rather than rounded up', () => {
    expect(formatAssetAmount('163.04347826', 'USDC')).toBe('163.043478 USDC');
    expect(formatAssetAmount('54.34782699', 'USDT')).toBe('54.347826 USDT');
    expect(formatAssetAmount('0.00082353', 'BTC')).toBe('0.00082353 BTC');
    expect(formatAssetAmount('0.0005', 'BTC')).toBe('0.00050000 BTC');
    expect(formatAssetAmount('120', 'EUR')).toBe('120.00 EUR');
    expect([decimalsOf('BTC'), decimalsOf('USDT'), decimalsOf('USDC')]).toEqual([8, 6, 6]);
  });

  it('groups thousands and always names the unit', () => {
    expect(formatAssetAmount('12345.5', 'USDT')).toBe('12,345.500000 USDT');
    expect(formatAssetNumber('12345.5', 'USDT')).toBe('12,345.500000');
  });

  it('shows a dash for a missing or malformed amount', () => {
    expect(formatAssetAmount(null, 'BTC')).toBe('—');
    expect(formatAssetAmount('1e5', 'BTC')).toBe('—');
    expect(formatAssetAmount('1.00', null)).toBe('—');
    expect(formatAssetNumber('abc', 'USDC')).toBe('');
  });
});
