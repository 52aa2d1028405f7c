import { useMutation, useQueryClient } from '@tanstack/react-query';
import { totpReset } from '@affiliate/contract/endpoints/totp';
import { callEndpoint } from '@/lib/api-client';
import { settingWhenOff, useTwoFactorSetting } from '@/lib/two-factor-setting-store';
import { showTwoFactorChange } from './two-factor-setting-cache';

/**
 * POST /api/v1/bo/totp/reset with an app code, a recovery code or an emailed code: the authenticator and
 * its recovery codes are removed. The setting's status is stored as off locally at once.
 */
export async function resetTwoFactor(code: string) {
  const { data } = await callEndpoint(totpReset, { body: { code } });
  useTwoFactorSetting.getState().storeResetSetting();
  return data;
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => showTwoFactorChange(queryClient, settingWhenOff),
  });
}
