import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import type { KycAttempt, KycStatus, KycVerificationStatus } from '@affiliate/contract/endpoints/kyc';
import { readableRejectReason } from '@/lib/kyc-reject-reason';

/**
 * The provider's verdicts in plain words: what went wrong, and what to do differently next time. The
 * functions below are called while rendering and answer in the language shown.
 */
const verdicts: Record<KycVerificationStatus, { outcome: MessageDescriptor; reason: MessageDescriptor }> = {
  APPROVED_VERIFIED: { outcome: msg`Approved`, reason: msg`Your document was approved.` },
  DENIED_FRAUD: {
    outcome: msg`Refused: document not accepted as genuine`,
    reason: msg`The document could not be accepted as genuine. Use the original document (not a copy or a screen) and make sure it is your own.`,
  },
  DENIED_UNSUPPORTED_ID_TYPE: {
    outcome: msg`Refused: type of document not accepted`,
    reason: msg`This type of document is not accepted. Use a passport, a national identity card or a driving licence.`,
  },
  DENIED_UNSUPPORTED_ID_COUNTRY: {
    outcome: msg`Refused: issuing country not accepted`,
    reason: msg`Documents issued by this country are not accepted. Use a document issued by another country, if you have one.`,
  },
  ERROR_NOT_READABLE_ID: {
    outcome: msg`Image could not be read`,
    reason: msg`The picture of your document could not be read. Take a sharp photo in good light, with all four corners visible and no glare.`,
  },
  NO_ID_UPLOADED: {
    outcome: msg`No document received`,
    reason: msg`No picture of an identity document reached the provider.`,
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
  if (latest && identity?.requires_manual) return t`Under review by our team`;
  if (
    latest &&
    identity?.verified &&
    callback?.verificationStatus &&
    reviewedVerdicts.has(callback.verificationStatus)
  )
    return t`Approved after review`;
  if (callback?.verificationStatus) return i18n._(verdicts[callback.verificationStatus].outcome);
  if (callback?.idScanStatus === 'ERROR' || scan.status === 'FAILED') return t`Not completed`;
  if (callback) return t`Checked`;
  return t`Waiting for the result`;
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
    lines.push(i18n._(verdicts[callback.verificationStatus].reason));
  else if (latest?.details.scan.status === 'FAILED' || callback?.idScanStatus === 'ERROR')
    lines.push(t`The provider could not complete the check of your document.`);
  else lines.push(t`The verification was not completed at the provider.`);
  const providerReason = readableRejectReason(callback?.rejectReason);
  if (providerReason && details?.review_note?.trim() !== callback?.rejectReason?.trim())
    lines.push(t`Provider's reason: ${providerReason}`);
  // The reviewer's note is the operator's own words: never translated.
  const note = details?.review_note?.trim();
  if (note) lines.push(t`Reviewer's note: ${note}`);
  return lines;
}
