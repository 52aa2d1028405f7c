import type { KycAttempt, KycStatus } from '@affiliate/contract/endpoints/kyc';

type Callback = NonNullable<KycAttempt['details']['callback']>;

/** A provider's callback as the status carries it: approved unless told otherwise. */
export function kycCallback(overrides: Partial<Callback> = {}): Callback {
  return {
    idScanStatus: 'SUCCESS',
    verificationStatus: 'APPROVED_VERIFIED',
    rejectReason: null,
    received_at: '2026-05-04T10:05:00.000Z',
    ...overrides,
  };
}

/** One attempt: scan DONE with the given callback (null: none yet). */
export function kycAttempt(
  id: number,
  scanStatus: KycAttempt['details']['scan']['status'],
  callback: Callback | null,
  createdAt = '2026-05-04T10:00:00.000Z',
): KycAttempt {
  return {
    id,
    provider: 'sandbox',
    created_at: createdAt,
    updated_at: createdAt,
    details: { scan: { status: scanStatus }, callback },
  };
}

/** GET /kyc/status's data: not verified, nothing under review, no attempts, unless told otherwise. */
export function kycStatusFixture(overrides: Partial<KycStatus> = {}): KycStatus {
  return {
    requires_manual: false,
    verified: false,
    attempts: [],
    attempts_left_today: 3,
    review_note: null,
    ...overrides,
  };
}
