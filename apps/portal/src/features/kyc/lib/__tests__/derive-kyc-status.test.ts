import { describe, expect, it } from 'vitest';
import { kycAttempt, kycCallback, kycStatusFixture } from '@/testing/kyc-fixtures';
import { deriveKycStatus } from '../derive-kyc-status';

const refused = kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'DENIED_FRAUD' });
const approved = kycCallback();
const withLatest = (...attempts: Parameters<typeof kycAttempt>[]) =>
  kycStatusFixture({ attempts: attempts.map((a) => kycAttempt(...a)) });

describe('deriveKycStatus: each rule of docs/architecture.md (Rules the product follows)', () => {
  it('the return parameter result=success gives pending', () => {
    expect(deriveKycStatus({ result: 'success' })).toBe('pending');
  });

  it('any other value of the return parameter gives failed, an empty or unknown one too', () => {
    for (const result of ['error', '', 'cancelled', 'SUCCESS'])
      expect(deriveKycStatus({ result }), result).toBe('failed');
  });

  it('requires_manual gives manual_verification', () => {
    expect(deriveKycStatus({ details: kycStatusFixture({ requires_manual: true }) })).toBe(
      'manual_verification',
    );
  });

  it('verified gives success', () => {
    expect(
      deriveKycStatus({
        details: kycStatusFixture({ verified: true, attempts: [kycAttempt(1, 'DONE', approved)] }),
      }),
    ).toBe('success');
  });

  it('a first attempt whose scan status is PENDING gives pending', () => {
    expect(deriveKycStatus({ details: withLatest([1, 'PENDING', null]) })).toBe('pending');
  });

  it('a first attempt without a callback gives pending, even when its scan is done', () => {
    expect(deriveKycStatus({ details: withLatest([1, 'DONE', null]) })).toBe('pending');
  });

  it('a first attempt whose scan status is FAILED gives failed', () => {
    expect(
      deriveKycStatus({ details: withLatest([1, 'FAILED', kycCallback({ verificationStatus: null })]) }),
    ).toBe('failed');
  });

  it('a first attempt whose callback says idScanStatus ERROR gives failed', () => {
    expect(deriveKycStatus({ details: withLatest([1, 'DONE', refused]) })).toBe('failed');
  });

  it('otherwise for-verification: no attempt yet, or an answered attempt that did not verify the identity', () => {
    expect(deriveKycStatus({})).toBe('for-verification');
    expect(deriveKycStatus({ result: null, details: kycStatusFixture() })).toBe('for-verification');
    expect(deriveKycStatus({ details: withLatest([1, 'DONE', approved]) })).toBe('for-verification');
  });
});

describe('deriveKycStatus: precedence between the rules', () => {
  it('the return parameter comes before everything the status says', () => {
    const verified = kycStatusFixture({
      verified: true,
      requires_manual: true,
      attempts: [kycAttempt(1, 'DONE', refused)],
    });
    expect(deriveKycStatus({ result: 'success', details: verified })).toBe('pending');
    expect(deriveKycStatus({ result: 'error', details: verified })).toBe('failed');
    expect(deriveKycStatus({ result: 'success', details: withLatest([1, 'FAILED', refused]) })).toBe(
      'pending',
    );
  });

  it('requires_manual comes before verified and before the attempts', () => {
    expect(deriveKycStatus({ details: kycStatusFixture({ requires_manual: true, verified: true }) })).toBe(
      'manual_verification',
    );
    expect(
      deriveKycStatus({
        details: kycStatusFixture({ requires_manual: true, attempts: [kycAttempt(1, 'PENDING', null)] }),
      }),
    ).toBe('manual_verification');
    expect(
      deriveKycStatus({
        details: kycStatusFixture({ requires_manual: true, attempts: [kycAttempt(1, 'DONE', refused)] }),
      }),
    ).toBe('manual_verification');
  });

  it('verified comes before the attempts: a later attempt still waiting or refused does not undo it', () => {
    expect(
      deriveKycStatus({
        details: kycStatusFixture({ verified: true, attempts: [kycAttempt(2, 'PENDING', null)] }),
      }),
    ).toBe('success');
    expect(
      deriveKycStatus({
        details: kycStatusFixture({ verified: true, attempts: [kycAttempt(2, 'FAILED', refused)] }),
      }),
    ).toBe('success');
  });

  it('pending comes before failed: a PENDING scan with an ERROR callback, a FAILED scan without a callback', () => {
    expect(deriveKycStatus({ details: withLatest([1, 'PENDING', refused]) })).toBe('pending');
    expect(deriveKycStatus({ details: withLatest([1, 'FAILED', null]) })).toBe('pending');
  });

  it('only the first (latest) attempt counts', () => {
    expect(deriveKycStatus({ details: withLatest([2, 'DONE', refused], [1, 'PENDING', null]) })).toBe(
      'failed',
    );
    expect(deriveKycStatus({ details: withLatest([2, 'PENDING', null], [1, 'DONE', refused]) })).toBe(
      'pending',
    );
    expect(deriveKycStatus({ details: withLatest([2, 'DONE', approved], [1, 'FAILED', refused]) })).toBe(
      'for-verification',
    );
  });
});
