import type { KycVerificationStatus, ReviewedKycAttempt } from '@affiliate/contract/endpoints/kyc';
import { readableRejectReason, rejectReasonCode } from '@/lib/kyc-reject-reason';

/** The provider's verdicts (Netverify's verificationStatus) as a reviewer reads them. */
export const verdictNames: Record<KycVerificationStatus, string> = {
  APPROVED_VERIFIED: 'Approved and verified',
  DENIED_FRAUD: 'Denied: fraud suspected',
  DENIED_UNSUPPORTED_ID_TYPE: 'Type of ID not supported',
  DENIED_UNSUPPORTED_ID_COUNTRY: 'Issuing country not supported',
  ERROR_NOT_READABLE_ID: 'ID not readable',
  NO_ID_UPLOADED: 'No ID uploaded',
};

const providerNames: Record<ReviewedKycAttempt['provider'], string> = { sandbox: 'Sandbox', jumio: 'Jumio' };

export interface ProviderResult {
  /** The verdict in words, or where the scan stands when there is none. */
  verdict: string;
  /** The provider's raw verdict code, for looking it up with the provider. */
  code: string | null;
  /** The provider's own reason, in words, with its code when it sent one. */
  reason: string | null;
  /** Which provider, its reference of the scan, and how the result came. */
  source: string;
}

/** What the provider said about an attempt, in the words the review shows. */
export function providerResult(attempt: ReviewedKycAttempt): ProviderResult {
  const { scan, callback } = attempt.details;
  const verdict = callback?.verificationStatus
    ? verdictNames[callback.verificationStatus]
    : callback
      ? callback.idScanStatus === 'SUCCESS'
        ? 'Scanned, no verdict'
        : 'Scan failed, no verdict'
      : scan.status === 'FAILED'
        ? 'Not completed'
        : 'Waiting for the provider';
  const words = readableRejectReason(callback?.rejectReason);
  const reasonCode = rejectReasonCode(callback?.rejectReason);
  const how =
    attempt.result_source === 'retrieval'
      ? 'result fetched from the provider'
      : attempt.result_source === 'callback'
        ? "result from the provider's callback"
        : 'no result yet';
  return {
    verdict,
    code: callback?.verificationStatus ?? null,
    reason: words && (reasonCode ? `${words} (code ${reasonCode})` : words),
    source: [
      providerNames[attempt.provider],
      attempt.transaction_reference && `reference ${attempt.transaction_reference}`,
      how,
    ]
      .filter(Boolean)
      .join(', '),
  };
}
