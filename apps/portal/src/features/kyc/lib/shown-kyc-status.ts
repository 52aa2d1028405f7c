import type { KycStatus } from '@affiliate/contract/endpoints/kyc';
import { deriveKycStatus, type KycDerivedStatus } from './derive-kyc-status';

/**
 * The fetched status has settled when it decides on its own: the latest attempt's callback has landed
 * (or the provider's scan failed), a review is under way, or the identity is verified. Until then the
 * provider has not told the gateway anything the return did not already say.
 */
export function isKycStatusSettled(details: KycStatus | undefined): details is KycStatus {
  return details !== undefined && deriveKycStatus({ details }) !== 'pending';
}

/**
 * What the screen shows, and why not simply `deriveKycStatus({ result, details })`: that rule puts the
 * return parameter first, so a page reached by the provider's redirect would say "pending" forever, even
 * after the callback has landed. So the return decides only until the fetched status has settled:
 * - with `?result=`, the result-derived state shows at once (before any fetch) and while the fetched
 *   status is still waiting for the provider (the attempt the return is about has no callback yet);
 * - as soon as the fetched status has settled, it decides (the callback knows better than the redirect:
 *   a provider returns to the success address once the documents are sent, not once they are approved);
 * - without `?result=`, the fetched status decides; before it arrives there is nothing to show (null).
 */
export function shownKycStatus(
  result: string | null,
  details: KycStatus | undefined,
): KycDerivedStatus | null {
  if (isKycStatusSettled(details)) return deriveKycStatus({ details });
  if (result !== null) return deriveKycStatus({ result });
  return details ? deriveKycStatus({ details }) : null;
}

/**
 * Whether the screen keeps asking the gateway: while the fetched status waits for the provider, what
 * the screen shows will change without the affiliate doing anything (with or without a return).
 */
export function isWaitingForProvider(details: KycStatus | undefined): boolean {
  return details !== undefined && !isKycStatusSettled(details);
}
