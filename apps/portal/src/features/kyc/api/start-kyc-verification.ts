import { useMutation } from '@tanstack/react-query';
import { kycInitiate } from '@affiliate/contract/endpoints/kyc';
import { getRuntimeConfig } from '@/config/runtime-config';
import { callEndpoint } from '@/lib/api-client';

/** Leaving the portal for the provider's page; a seam so tests can see where the browser would go. */
export const browser = { assign: (address: string) => window.location.assign(address) };

/**
 * POST /api/v1/kyc/initiate with the affiliate's id as the user reference and the return addresses of
 * `/config.json`, then the browser goes to the provider's page (the specification: "the browser
 * navigates there"). The provider brings it back to /kyc?result=success or ?result=error.
 */
export async function startKycVerification(memberId: number): Promise<string> {
  const { successUrl, errorUrl } = getRuntimeConfig().kyc;
  const { data } = await callEndpoint(kycInitiate, { body: { userReference: String(memberId), successUrl, errorUrl } });
  browser.assign(data.redirectUrl);
  return data.redirectUrl;
}

export function useStartKycVerification() {
  return useMutation({ mutationFn: startKycVerification });
}
