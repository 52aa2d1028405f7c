import { useMutation } from '@tanstack/react-query';
import { requestCode } from '@affiliate/contract/endpoints/codes';
import { callEndpoint } from '@/lib/api-client';

/**
 * POST /api/v1/bo/2fa/requestcode with purpose totp-disable: a 6-digit code by email (10 minutes, once)
 * that turns two-factor off or resets it when the phone is not at hand.
 */
export async function requestTwoFactorCode() {
  return (await callEndpoint(requestCode, { body: { purpose: 'totp-disable' } })).data;
}

export const useRequestTwoFactorCode = () => useMutation({ mutationFn: requestTwoFactorCode });
