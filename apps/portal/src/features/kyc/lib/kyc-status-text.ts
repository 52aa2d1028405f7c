import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KycDerivedStatus } from './derive-kyc-status';

/** A state's words as catalog messages, translated where they are shown. */
export interface KycStatusWords {
  badge: MessageDescriptor;
  headline: MessageDescriptor;
  explanation: MessageDescriptor;
  start?: MessageDescriptor;
}

/**
 * How each state reads: a short badge, a headline, what it means, and the next step (start, retry,
 * wait or done). `start` names the button when the next step is the affiliate's.
 */
export const kycStatusText: Record<KycDerivedStatus, KycStatusWords> = {
  'for-verification': {
    badge: msg`Not verified`,
    headline: msg`Verify your identity`,
    explanation: msg`Before your first withdrawal we need to confirm who you are. You will be taken to our verification provider to upload a photo of an identity document (a passport, an identity card or a driving licence); it takes a few minutes, and you come back here afterwards.`,
    start: msg`Start verification`,
  },
  pending: {
    badge: msg`Pending`,
    headline: msg`Your verification is being checked`,
    explanation: msg`Your document has been sent. The check usually takes a few minutes; this page updates by itself when the result arrives, and we also notify you.`,
  },
  failed: {
    badge: msg`Failed`,
    headline: msg`Your verification did not succeed`,
    explanation: msg`You can start again with a new photo of your document.`,
    start: msg`Start again`,
  },
  manual_verification: {
    badge: msg`Under review`,
    headline: msg`An operator is reviewing your document`,
    explanation: msg`The automatic check could not decide, so a member of our team is looking at your document. There is nothing you need to do: you will get a notification and an email with the result.`,
  },
  success: {
    badge: msg`Verified`,
    headline: msg`Your identity is verified`,
    explanation: msg`There is nothing more to do. Withdrawals that need a verified identity are open to you.`,
  },
};

/** The open attempt nobody finished (see kyc-open-attempt.ts): pending by the rules, but nothing was sent. */
export const kycNotSubmittedText: KycStatusWords = {
  badge: msg`Not submitted yet`,
  headline: msg`Your verification is not finished`,
  explanation: msg`You started a verification, but no document has reached us yet. Continue where you left off at our verification provider, or start again from the beginning.`,
};
