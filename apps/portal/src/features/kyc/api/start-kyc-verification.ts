import { useMutation } from '@tanstack/react-query';
import { kycContinue, kycInitiate, kycRestart } from '@affiliate/contract/endpoints/kyc';
import { callEndpoint } from '@/lib/api-client';

/** Leaving the portal for the provider's page; a seam so tests can see where the browser would go. */
export const browser = { assign: (address: string) => window.location.assign(address) };

/**
 * The return addresses: this portal's own /kyc on the origin it is open on, so the provider brings the
 * browser back to the host it is signed in on (the gateway accepts its own origin; see return-address.ts).
 */
export function kycReturnAddresses(origin: string = window.location.origin): {
  successUrl: string;
  errorUrl: string;
} {
  return { successUrl: `${origin}/kyc?result=success`, errorUrl: `${origin}/kyc?result=error` };
}

/**
 * POST /api/v1/kyc/initiate with the affiliate's id as the user reference and the return addresses,
 * then the browser goes to the provider's page (the specification: "the browser navigates there"). The
 * provider brings it back to /kyc?result=success or ?result=error.
 */
export async function startKycVerification(memberId: number): Promise<string> {
  const { data } = await callEndpoint(kycInitiate, {
    body: { userReference: String(memberId), ...kycReturnAddresses() },
  });
  browser.assign(data.redirectUrl);
  return data.redirectUrl;
}

/** POST /api/v1/kyc/restart: the open attempt is abandoned and a new one starts at the provider. */
export async function restartKycVerification(memberId: number): Promise<string> {
  const { data } = await callEndpoint(kycRestart, {
    body: { userReference: String(memberId), ...kycReturnAddresses() },
  });
  browser.assign(data.redirectUrl);
  return data.redirectUrl;
}

/** POST /api/v1/kyc/continue: back to the open attempt's provider page. */
export async function continueKycVerification(): Promise<string> {
  const { data } = await callEndpoint(kycContinue);
  browser.assign(data.redirectUrl);
  return data.redirectUrl;
}

export function useStartKycVerification() {
  return useMutation({ mutationFn: startKycVerification });
}

export function useRestartKycVerification() {
  return useMutation({ mutationFn: restartKycVerification });
}

export function useContinueKycVerification() {
  return useMutation({ mutationFn: continueKycVerification });
}
