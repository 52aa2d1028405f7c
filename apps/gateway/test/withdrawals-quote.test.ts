import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/api-error.ts';
import { readIdempotencyKey, requestHash } from '../src/modules/idempotency/service.ts';
import { cryptoQuote, eWalletQuote } from '../src/modules/withdrawals/payout-quote.ts';

describe('payout quote', () => {
  it('rounds the converted amount down to 8 decimals before taking the network fee', () => {
    // 20 / 0.92 = 21.739130434782...: down to 21.73913043 USDT; no network fee on TRC20.
    expect(cryptoQuote('20.00', '0.92', '0')).toEqual({ payoutAmount: '21.73913043', fee: '0.00' });
    // 250 / 97 531.25 = 0.002563280999...: down to 0.00256328, less the 0.00005 BTC adjustment; the fee 4.8765625 EUR rounds to 4.88.
    expect(cryptoQuote('250.00', '97531.25', '0.00005')).toEqual({ payoutAmount: '0.00251328', fee: '4.88' });
  });

  it('refuses an amount the network fee would eat', () => {
    expect(cryptoQuote('3.00', '60000', '0.00005')).toBeNull();
    expect(cryptoQuote('3.01', '60000', '0.00005')).toEqual({ payoutAmount: '0.00000016', fee: '3.00' });
  });

  it('pays an e-wallet the amount itself', () => {
    expect(eWalletQuote('150.5')).toEqual({ payoutAmount: '150.50', fee: '0.00' });
  });
});

describe('Idempotency-Key', () => {
  it('takes 1 to 200 visible ASCII characters, or none', () => {
    expect(readIdempotencyKey(undefined)).toBeNull();
    expect(readIdempotencyKey('8e0f7a52-2c4e-4d5b-9a43-7b3c2f1e0d9a')).toBe('8e0f7a52-2c4e-4d5b-9a43-7b3c2f1e0d9a');
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
