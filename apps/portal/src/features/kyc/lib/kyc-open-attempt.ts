import type { KycStatus } from '@affiliate/contract/endpoints/kyc';
import { deriveKycStatus } from './derive-kyc-status';

/**
 * The "pending" state of the specification's derivation covers two situations the affiliate must tell
 * apart: the documents were sent and are being checked (the provider sent the browser back with
 * ?result=success), or the attempt is open and nothing came back, as when the provider's page was
 * closed without sending anything. The second is not "being checked": the affiliate's next step is to
 * continue it or start again. Only the return proves something was sent, so without it (and without a
 * callback) the open attempt reads as not submitted yet.
 */
export function isOpenAttemptNotSubmitted(result: string | null, details: KycStatus | undefined): boolean {
  if (result !== null || !details) return false;
  if (deriveKycStatus({ details }) !== 'pending') return false;
  const latest = details.attempts[0];
  return latest !== undefined && latest.details.callback === null && latest.details.scan.status === 'PENDING';
}

/** When the day's attempts come back: the limit counts UTC days, so the next UTC midnight. */
export function nextAttemptsAt(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
