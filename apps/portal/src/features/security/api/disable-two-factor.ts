import { useMutation, useQueryClient } from '@tanstack/react-query';
import { totpDisable } from '@affiliate/contract/endpoints/totp';
import { callEndpoint } from '@/lib/api-client';
import { showTwoFactorChange } from './two-factor-setting-cache';

/** POST /api/v1/bo/totp/disable (status enabled) with an app code, a recovery code or an emailed code. */
export async function disableTwoFactor(code: string) {
  return (await callEndpoint(totpDisable, { body: { code } })).data;
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: ({ status }) => showTwoFactorChange(queryClient, { status }),
  });
}
