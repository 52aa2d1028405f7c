import type { KycAttempt, KycStatus, ReviewedKycAttempt } from '@affiliate/contract';
import type { AttemptRow, VerificationRow } from './repository.ts';

export function toAttempt(row: AttemptRow): KycAttempt {
  return {
    id: row.id,
    provider: row.provider,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    details: {
      scan: { status: row.scan_status },
      callback:
        row.received_at && row.id_scan_status
          ? {
              idScanStatus: row.id_scan_status,
              verificationStatus: row.verification_status,
              rejectReason: row.reject_reason,
              received_at: row.received_at.toISOString(),
            }
          : null,
    },
  };
}

/** The attempt as a reviewer reads it: the provider's reference, how its result came and whether its picture can be shown, too. */
export function toReviewedAttempt(row: AttemptRow & { has_document: boolean }): ReviewedKycAttempt {
  return {
    ...toAttempt(row),
    transaction_reference: row.transaction_reference,
    result_source: row.result_source,
    has_document: row.has_document,
  };
}

export function toStatus(
  state: VerificationRow | null,
  attempts: AttemptRow[],
  attemptsLeftToday: number,
): KycStatus {
  return {
    requires_manual: state?.requires_manual ?? false,
    verified: state?.verified ?? false,
    attempts: attempts.map(toAttempt),
    attempts_left_today: attemptsLeftToday,
    review_note: state?.review_note ?? null,
  };
}
