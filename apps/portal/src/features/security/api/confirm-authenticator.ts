import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RECOVERY_CODE_COUNT, totpConfirm } from '@affiliate/contract/endpoints/totp';
import { callEndpoint } from '@/lib/api-client';
import { showTwoFactorChange } from './two-factor-setting-cache';

/** POST /api/v1/bo/totp/confirm with the app's first code: two-factor is on; the recovery codes come this once. */
export async function confirmAuthenticator(code: string) {
  return (await callEndpoint(totpConfirm, { body: { code } })).data;
}

export function useConfirmAuthenticator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAuthenticator,
    onSuccess: () =>
      showTwoFactorChange(queryClient, { status: 'enabled', recovery_codes_left: RECOVERY_CODE_COUNT }),
  });
}
