import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RECOVERY_CODE_COUNT, totpRecoveryCodes } from '@affiliate/contract/endpoints/totp';
import { callEndpoint } from '@/lib/api-client';
import { showTwoFactorChange } from './two-factor-setting-cache';

/** POST /api/v1/bo/totp/recovery-codes (status enabled) with an app or recovery code: 10 new codes, shown this once. */
export async function replaceRecoveryCodes(code: string) {
  return (await callEndpoint(totpRecoveryCodes, { body: { code } })).data;
}

export function useReplaceRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceRecoveryCodes,
    onSuccess: () =>
      showTwoFactorChange(queryClient, { status: 'enabled', recovery_codes_left: RECOVERY_CODE_COUNT }),
  });
}
