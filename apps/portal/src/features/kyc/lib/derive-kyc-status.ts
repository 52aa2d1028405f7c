import type { KycStatus } from '@affiliate/contract/endpoints/kyc';

/** The identity verification status the screen shows (docs/architecture.md, "Rules the product follows"). */
export type KycDerivedStatus = 'for-verification' | 'pending' | 'failed' | 'manual_verification' | 'success';

export interface KycStatusInputs {
  /** The `result` query parameter the provider returns with (`success` or `error`); null when absent. */
  result?: string | null;
  /** GET /api/v1/kyc/status/{memberId}, when it has been fetched. */
  details?: KycStatus;
}

/**
 * The specification's derivation, rule by rule and in its order: the return parameter first (any value
 * present, even an empty one, is "a value"), then the manual review, then verified, then the latest
 * attempt (`attempts[0]`: the contract orders them newest first). With nothing to go on, the affiliate
 * has still to verify. How the screen combines a return with a status fetched later is
 * `shownKycStatus` (shown-kyc-status.ts).
 */
export function deriveKycStatus({ result = null, details }: KycStatusInputs): KycDerivedStatus {
  if (result !== null) return result === 'success' ? 'pending' : 'failed';
  if (!details) return 'for-verification';
  if (details.requires_manual) return 'manual_verification';
  if (details.verified) return 'success';
  const latest = details.attempts[0];
  if (!latest) return 'for-verification';
  const { scan, callback } = latest.details;
  if (scan.status === 'PENDING' || callback === null) return 'pending';
  if (scan.status === 'FAILED' || callback.idScanStatus === 'ERROR') return 'failed';
  return 'for-verification';
}
