import { describe, expect, it } from 'vitest';
import { KYC_REFUSAL_REASON_MAX, KYC_REFUSAL_REASON_MIN } from '@affiliate/contract/endpoints/kyc';
import { REASON_MAX, REASON_MIN, reasonError } from '../operator-reason';

describe("an operator's reason", () => {
  it('has the bounds the gateway takes for refusing an identity', () => {
    expect([REASON_MIN, REASON_MAX]).toEqual([KYC_REFUSAL_REASON_MIN, KYC_REFUSAL_REASON_MAX]);
  });

  it('is refused blank, too short or too long, counted without the spaces around it', () => {
    expect(reasonError('   ')).toBe('Give a reason.');
    expect(reasonError(' ab ')).toBe('Give a reason of at least 3 characters.');
    expect(reasonError(`  ${'x'.repeat(500)}  `)).toBeUndefined();
    expect(reasonError('x'.repeat(501))).toBe('Keep the reason under 500 characters.');
  });
});
