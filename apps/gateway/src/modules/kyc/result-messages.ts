import type { KycVerificationStatus } from '@affiliate/contract';
import { translate, type Language } from '../../i18n/translate.ts';
import type { AffiliateMessage } from '../notifications/member-event.ts';

/**
 * What the affiliate is told of each result (notification and email), in the affiliate's language.
 * Never a secret or a reference.
 */
export type KycNotice = AffiliateMessage;

export const kycNotices = {
  verified: (language: Language) => ({
    title: translate(language, 'notice.kyc.verified.title'),
    body: translate(language, 'notice.kyc.verified.body'),
  }),
  manualReview: (language: Language) => ({
    title: translate(language, 'notice.kyc.manualReview.title'),
    body: translate(language, 'notice.kyc.manualReview.body'),
  }),
  failed:
    (status: KycVerificationStatus | null): KycNotice =>
    (language) => ({
      title: translate(language, 'notice.kyc.failed.title'),
      body: translate(language, 'notice.kyc.failed.body', {
        reason: failureReason(language, status ?? 'NO_ID_UPLOADED'),
      }),
    }),
  approvedAfterReview: (language: Language) => ({
    title: translate(language, 'notice.kyc.verified.title'),
    body: translate(language, 'notice.kyc.approvedAfterReview.body'),
  }),
  /** The operator's reason goes as written. */
  refusedAfterReview:
    (reason: string): KycNotice =>
    (language) => ({
      title: translate(language, 'notice.kyc.refused.title'),
      body: translate(language, 'notice.kyc.refused.body', { reason }),
    }),
} as const satisfies Record<string, KycNotice | ((...args: never[]) => KycNotice)>;

/** Why an attempt failed; an approval is no failure (it has no words, as before). */
function failureReason(language: Language, status: KycVerificationStatus): string {
  return status === 'APPROVED_VERIFIED' ? '' : translate(language, `notice.kyc.failed.${status}`);
}
