import { describe, expect, it } from 'vitest';
import { kycAttempt, kycCallback, kycStatusFixture } from '@/testing/kyc-fixtures';
import { isKycStatusSettled, isWaitingForProvider, shownKycStatus } from '../shown-kyc-status';

const awaiting = kycStatusFixture({
  attempts: [
    kycAttempt(2, 'PENDING', null),
    kycAttempt(1, 'DONE', kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'NO_ID_UPLOADED' })),
  ],
});
const verified = kycStatusFixture({ verified: true, attempts: [kycAttempt(2, 'DONE', kycCallback())] });
const refused = kycStatusFixture({
  attempts: [
    kycAttempt(2, 'DONE', kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'DENIED_FRAUD' })),
  ],
});
const inReview = kycStatusFixture({
  requires_manual: true,
  attempts: [
    kycAttempt(
      2,
      'DONE',
      kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'ERROR_NOT_READABLE_ID' }),
    ),
  ],
});

describe('shownKycStatus: a return with ?result=, then the fetched status', () => {
  it('before any fetch, the return decides at once', () => {
    expect(shownKycStatus('success', undefined)).toBe('pending');
    expect(shownKycStatus('error', undefined)).toBe('failed');
  });

  it('while the fetched status still waits for the callback, the return keeps deciding, and the screen keeps asking', () => {
    expect(shownKycStatus('success', awaiting)).toBe('pending');
    expect(shownKycStatus('error', awaiting)).toBe('failed');
    expect(isWaitingForProvider(awaiting)).toBe(true);
  });

  it('once the callback has landed, the fetched status decides, whatever the return said', () => {
    expect(shownKycStatus('success', verified)).toBe('success');
    expect(shownKycStatus('success', refused)).toBe('failed');
    expect(shownKycStatus('success', inReview)).toBe('manual_verification');
    expect(shownKycStatus('error', verified)).toBe('success');
    for (const details of [verified, refused, inReview]) expect(isWaitingForProvider(details)).toBe(false);
  });

  it('a return with no attempt behind it (an old bookmark) gives way to the fetched status', () => {
    expect(isKycStatusSettled(kycStatusFixture())).toBe(true);
    expect(shownKycStatus('success', kycStatusFixture())).toBe('for-verification');
  });

  it('without a return, the fetched status decides; nothing is shown before it arrives', () => {
    expect(shownKycStatus(null, undefined)).toBeNull();
    expect(isWaitingForProvider(undefined)).toBe(false);
    expect(shownKycStatus(null, awaiting)).toBe('pending');
    expect(isWaitingForProvider(awaiting)).toBe(true);
    expect(shownKycStatus(null, refused)).toBe('failed');
    expect(shownKycStatus(null, kycStatusFixture())).toBe('for-verification');
  });
});
