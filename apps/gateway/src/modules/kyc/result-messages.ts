import type { KycVerificationStatus } from '@affiliate/contract';

/** What the affiliate is told of each result (notification and email). Never a secret or a reference. */
export type KycNotice = { title: string; body: string };

export const kycNotices = {
  verified: { title: 'Identity verified', body: 'Your identity has been verified. Thank you!' },
  manualReview: {
    title: 'Identity verification: manual review',
    body: 'The verification provider could not check your ID automatically. Our team will review it and let you know.',
  },
  failed: (status: KycVerificationStatus | null): KycNotice => ({
    title: 'Identity verification failed',
    body: `${failureReasons[status ?? 'NO_ID_UPLOADED']} You can start a new verification from the Identity verification page.`,
  }),
  approvedAfterReview: {
    title: 'Identity verified',
    body: 'Our team has reviewed your ID and verified your identity. Thank you!',
  },
  refusedAfterReview: (reason: string): KycNotice => ({
    title: 'Identity verification refused',
    body: `Our team has reviewed your ID and could not verify your identity: ${reason} You can start a new verification from the Identity verification page.`,
  }),
} as const;

const failureReasons: Record<KycVerificationStatus, string> = {
  APPROVED_VERIFIED: '',
  DENIED_FRAUD: 'The ID could not be accepted.',
  DENIED_UNSUPPORTED_ID_TYPE: 'This type of ID is not supported.',
  DENIED_UNSUPPORTED_ID_COUNTRY: 'IDs of this country are not supported.',
  ERROR_NOT_READABLE_ID: 'The ID could not be read: please use a sharp, well-lit, uncropped picture.',
  NO_ID_UPLOADED: 'No ID was uploaded.',
};
