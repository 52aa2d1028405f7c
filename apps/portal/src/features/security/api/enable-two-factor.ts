import { useMutation, useQueryClient } from '@tanstack/react-query';
import { totpEnable } from '@affiliate/contract/endpoints/totp';
import { callEndpoint } from '@/lib/api-client';
import { showTwoFactorChange } from './two-factor-setting-cache';

/** POST /api/v1/bo/totp/enable (status disabled) with a current code from the same authenticator app. */
export async function enableTwoFactor(code: string) {
  return (await callEndpoint(totpEnable, { body: { code } })).data;
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: ({ status }) => showTwoFactorChange(queryClient, { status }),
  });
}
