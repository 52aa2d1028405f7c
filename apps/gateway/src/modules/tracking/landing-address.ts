import { LANDING_CLICK_ID_PARAM, LANDING_REFERRAL_PARAM } from '@affiliate/contract';

/**
 * Where the redirect sends a player: the landing address with the code attached as `ref`, the click's
 * id as `click_id` (the brand keeps it with the registration and feeds it back with the player) and the
 * affiliate's sub1 as `sub`, keeping whatever query and fragment the address already has. An unknown
 * code gets the landing address as it is: no attribution to pass on.
 */
export function landingAddress(
  landingUrl: string,
  attribution: { code: string; clickId: string; subId: string | null } | null,
): string {
  if (!attribution) return landingUrl;
  const url = new URL(landingUrl);
  url.searchParams.set(LANDING_REFERRAL_PARAM, attribution.code);
  url.searchParams.set(LANDING_CLICK_ID_PARAM, attribution.clickId);
  if (attribution.subId !== null) url.searchParams.set('sub', attribution.subId);
  return url.toString();
}
