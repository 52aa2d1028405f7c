import type { z } from 'zod';
import type { kycSandboxOutcome } from '@affiliate/contract';
import type { ScanVerdict } from './provider.ts';

export type SandboxOutcome = z.infer<typeof kycSandboxOutcome>;

/** How long the hosted page stays usable, like Netverify's default authorization token lifetime (30 min). */
export const SANDBOX_PAGE_LIFETIME_MS = 30 * 60_000;

// Netverify's reject reasons are JSON objects (code and description) in the callback's form field.
const rejectReason = (code: string, description: string) =>
  JSON.stringify({ rejectReasonCode: code, rejectReasonDescription: description });

/** The verdict each outcome the tester can pick stands for, as Netverify reports it ('processing' has none yet). */
export const sandboxVerdicts: Record<Exclude<SandboxOutcome, 'processing'>, ScanVerdict> = {
  approved: { verificationStatus: 'APPROVED_VERIFIED', rejectReason: null },
  fraud: { verificationStatus: 'DENIED_FRAUD', rejectReason: rejectReason('100', 'MANIPULATED_DOCUMENT') },
  'unsupported-id': { verificationStatus: 'DENIED_UNSUPPORTED_ID_TYPE', rejectReason: null },
  unreadable: {
    verificationStatus: 'ERROR_NOT_READABLE_ID',
    rejectReason: rejectReason('200', 'NOT_READABLE_DOCUMENT'),
  },
  'no-id': { verificationStatus: 'NO_ID_UPLOADED', rejectReason: null },
};

/**
 * Netverify sends the browser to the success address once images are accepted for processing, and to
 * the error address when the journey ends without a usable image.
 */
export function returnsToSuccess(outcome: SandboxOutcome): boolean {
  return outcome !== 'unreadable' && outcome !== 'no-id';
}
