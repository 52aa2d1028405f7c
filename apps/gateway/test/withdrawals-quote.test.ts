import { describe, expect, it } from 'vitest';
import { payoutOptions } from '@affiliate/contract';
import { ApiError } from '../src/http/api-error.ts';
import { readIdempotencyKey, requestHash } from '../src/modules/idempotency/service.ts';
import { cryptoQuote, eWalletQuote } from '../src/modules/withdrawals/payout-quote.ts';

describe('payout quote', () => {
  const { BITCOIN, USDTTRC20, USDC } = payoutOptions;

  it("rounds the converted amount down to the asset's decimals before taking the network fee", () => {
    expect([BITCOIN.decimals, USDTTRC20.decimals, USDC.decimals]).toEqual([8, 6, 6]);
    // 20 / 0.92 = 21.739130434782...: USDT carries 6 decimals, down to 21.739130; no network fee on TRC20.
    expect(cryptoQuote('20.00', '0.92', '0', USDTTRC20.decimals)).toEqual({
      payoutAmount: '21.739130',
      fee: '0.00',
    });
    // 150 / 0.92 = 163.043478260869...: down to 163.043478 USDC, less a 1.5 USDC network fee (1.38 EUR).
    expect(cryptoQuote('150.00', '0.92', '1.5', USDC.decimals)).toEqual({
      payoutAmount: '161.543478',
      fee: '1.38',
    });
    // 250 / 97 531.25 = 0.002563280999...: down to 0.00256328, less the 0.00005 BTC adjustment; the fee 4.8765625 EUR rounds to 4.88.
    expect(cryptoQuote('250.00', '97531.25', '0.00005', BITCOIN.decimals)).toEqual({
      payoutAmount: '0.00251328',
      fee: '4.88',
    });
  });

  it('refuses an amount the network fee would eat', () => {
    expect(cryptoQuote('3.00', '60000', '0.00005', BITCOIN.decimals)).toBeNull();
    expect(cryptoQuote('3.01', '60000', '0.00005', BITCOIN.decimals)).toEqual({
      payoutAmount: '0.00000016',
      fee: '3.00',
    });
  });

  it('pays an e-wallet the amount itself', () => {
    expect(eWalletQuote('150.5')).toEqual({ payoutAmount: '150.50', fee: '0.00' });
  });
});

describe('Idempotency-Key', () => {
  it('takes 1 to 200 visible ASCII characters, or none', () => {
    expect(readIdempotencyKey(undefined)).toBeNull();
    expect(readIdempotencyKey('8e0f7a52-2c4e-4d5b-9a43-7b3c2f1e0d9a')).toBe(
      '8e0f7a52-2c4e-4d5b-9a43-7b3c2f1e0d9a',
    );
    expect(readIdempotencyKey('~'.repeat(200))).toHaveLength(200);
    for (const bad of ['', ' ', 'a b', 'tab\there', 'é', 'x'.repeat(201), ['a', 'b']]) {
      expect(() => readIdempotencyKey(bad)).toThrow(ApiError);
    }
  });

  it('hashes the parameters whatever their order', () => {
    expect(requestHash({ a: '1', b: null })).toBe(requestHash({ b: null, a: '1' }));
    expect(requestHash({ a: '1', b: null })).not.toBe(requestHash({ a: '1', b: '' }));
  });
});
