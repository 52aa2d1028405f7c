import type { KycDerivedStatus } from './derive-kyc-status';

/**
 * How each state reads: a short badge, a headline, what it means, and the next step (start, retry,
 * wait or done). `start` names the button when the next step is the affiliate's.
 */
export const kycStatusText: Record<
  KycDerivedStatus,
  { badge: string; headline: string; explanation: string; start?: string }
> = {
  'for-verification': {
    badge: 'Not verified',
    headline: 'Verify your identity',
    explanation:
      'Before your first withdrawal we need to confirm who you are. You will be taken to our verification provider to upload a photo of an identity document (a passport, an identity card or a driving licence); it takes a few minutes, and you come back here afterwards.',
    start: 'Start verification',
  },
  pending: {
    badge: 'Pending',
    headline: 'Your verification is being checked',
    explanation:
      'Your document has been sent. The check usually takes a few minutes; this page updates by itself when the result arrives, and we also notify you.',
  },
  failed: {
    badge: 'Failed',
    headline: 'Your verification did not succeed',
    explanation: 'You can start again with a new photo of your document.',
    start: 'Start again',
  },
  manual_verification: {
    badge: 'Under review',
    headline: 'An operator is reviewing your document',
    explanation:
      'The automatic check could not decide, so a member of our team is looking at your document. There is nothing you need to do: you will get a notification and an email with the result.',
  },
  success: {
    badge: 'Verified',
    headline: 'Your identity is verified',
    explanation: 'There is nothing more to do. Withdrawals that need a verified identity are open to you.',
  },
};

/** The open attempt nobody finished (see kyc-open-attempt.ts): pending by the rules, but nothing was sent. */
export const kycNotSubmittedText = {
  badge: 'Not submitted yet',
  headline: 'Your verification is not finished',
  explanation:
    'You started a verification, but no document has reached us yet. Continue where you left off at our verification provider, or start again from the beginning.',
};
