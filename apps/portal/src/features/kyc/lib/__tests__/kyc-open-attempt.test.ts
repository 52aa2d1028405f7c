import type { KycStatus } from '@affiliate/contract/endpoints/kyc';
import { describe, expect, it } from 'vitest';
import { deriveKycStatus } from '../derive-kyc-status';
import { isOpenAttemptNotSubmitted, nextAttemptsAt } from '../kyc-open-attempt';

const at = '2026-11-25T06:00:00.000Z';
const status = (
  callback: KycStatus['attempts'][number]['details']['callback'],
  scan: 'PENDING' | 'DONE' | 'FAILED' = 'PENDING',
): KycStatus => ({
  requires_manual: false,
  verified: false,
  attempts_left_today: 4,
  review_note: null,
  attempts: [
    {
      id: 1,
      provider: 'sandbox',
      created_at: at,
      updated_at: at,
      details: { scan: { status: scan }, callback },
    },
  ],
});

describe('isOpenAttemptNotSubmitted', () => {
  it('is an open attempt without a return or a callback: the derivation says pending, the screen says not submitted yet', () => {
    expect(deriveKycStatus({ details: status(null) })).toBe('pending');
    expect(isOpenAttemptNotSubmitted(null, status(null))).toBe(true);
  });

  it('is not after the provider returned with success (the documents were sent)', () => {
    expect(isOpenAttemptNotSubmitted('success', status(null))).toBe(false);
  });

  it('is not once the provider has answered, nor without any attempt', () => {
    expect(
      isOpenAttemptNotSubmitted(
        null,
        status(
          {
            idScanStatus: 'ERROR',
            verificationStatus: 'NO_ID_UPLOADED',
            rejectReason: null,
            received_at: at,
          },
          'DONE',
        ),
      ),
    ).toBe(false);
    expect(isOpenAttemptNotSubmitted(null, { ...status(null), attempts: [] })).toBe(false);
    expect(isOpenAttemptNotSubmitted(null, undefined)).toBe(false);
  });
});

describe('nextAttemptsAt', () => {
  it('is the next UTC midnight', () => {
    expect(nextAttemptsAt(new Date('2026-11-25T23:59:00Z')).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(nextAttemptsAt(new Date('2026-12-31T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
