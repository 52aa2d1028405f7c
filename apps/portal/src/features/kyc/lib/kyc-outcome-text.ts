import type { KycAttempt, KycStatus, KycVerificationStatus } from '@affiliate/contract/endpoints/kyc';
import { readableRejectReason } from '@/lib/kyc-reject-reason';

/** The provider's verdicts in plain words: what went wrong, and what to do differently next time. */
const verdicts: Record<KycVerificationStatus, { outcome: string; reason: string }> = {
  APPROVED_VERIFIED: { outcome: 'Approved', reason: 'Your document was approved.' },
  DENIED_FRAUD: {
    outcome: 'Refused: document not accepted as genuine',
    reason:
      'The document could not be accepted as genuine. Use the original document (not a copy or a screen) and make sure it is your own.',
  },
  DENIED_UNSUPPORTED_ID_TYPE: {
    outcome: 'Refused: type of document not accepted',
    reason:
      'This type of document is not accepted. Use a passport, a national identity card or a driving licence.',
  },
  DENIED_UNSUPPORTED_ID_COUNTRY: {
    outcome: 'Refused: issuing country not accepted',
    reason:
      'Documents issued by this country are not accepted. Use a document issued by another country, if you have one.',
  },
  ERROR_NOT_READABLE_ID: {
    outcome: 'Image could not be read',
    reason:
      'The picture of your document could not be read. Take a sharp photo in good light, with all four corners visible and no glare.',
  },
  NO_ID_UPLOADED: {
    outcome: 'No document received',
    reason: 'No picture of an identity document reached the provider.',
  },
};

/** The provider's verdicts that send an identity to a manual review (the gateway's rule): not a refusal yet. */
const reviewedVerdicts: ReadonlySet<KycVerificationStatus> = new Set([
  'DENIED_UNSUPPORTED_ID_TYPE',
  'DENIED_UNSUPPORTED_ID_COUNTRY',
]);

/**
 * One attempt's outcome, short, for the history. The latest attempt of an identity under manual review
 * is that review, whatever the provider said (it sent it there); once a review approved it, it is
 * approved: the provider's "Refused" below "An operator is reviewing your document" or "Verified" would
 * contradict the status above it.
 */
export function attemptOutcome(
  attempt: KycAttempt,
  identity?: Pick<KycStatus, 'requires_manual' | 'verified' | 'attempts'>,
): string {
  const { scan, callback } = attempt.details;
  const latest = identity?.attempts[0]?.id === attempt.id;
  if (latest && identity?.requires_manual) return 'Under review by our team';
  if (
    latest &&
    identity?.verified &&
    callback?.verificationStatus &&
    reviewedVerdicts.has(callback.verificationStatus)
  )
    return 'Approved after review';
  if (callback?.verificationStatus) return verdicts[callback.verificationStatus].outcome;
  if (callback?.idScanStatus === 'ERROR' || scan.status === 'FAILED') return 'Not completed';
  if (callback) return 'Checked';
  return 'Waiting for the result';
}

/**
 * Why the verification failed, in plain words: the latest attempt's verdict, the provider's own reason
 * and the reviewer's note when there are any; a return to the error address with no callback yet means
 * the provider's session did not finish.
 */
export function failureExplanation(details: KycStatus | undefined): string[] {
  const latest = details?.attempts[0];
  const callback = latest?.details.callback ?? null;
  const lines: string[] = [];
  if (callback?.verificationStatus && callback.verificationStatus !== 'APPROVED_VERIFIED')
    lines.push(verdicts[callback.verificationStatus].reason);
  else if (latest?.details.scan.status === 'FAILED' || callback?.idScanStatus === 'ERROR')
    lines.push('The provider could not complete the check of your document.');
  else lines.push('The verification was not completed at the provider.');
  const providerReason = readableRejectReason(callback?.rejectReason);
  if (providerReason && details?.review_note?.trim() !== callback?.rejectReason?.trim())
    lines.push(`Provider's reason: ${providerReason}`);
  if (details?.review_note?.trim()) lines.push(`Reviewer's note: ${details.review_note.trim()}`);
  return lines;
}
