import type { QueryClient } from '@tanstack/react-query';
import type { TotpSetting, TwoFactorStatus } from '@affiliate/contract/endpoints/totp';
import { user as authUserEndpoint } from '@affiliate/contract/endpoints/auth';
import { endpointKey } from '@/lib/api-client';
import { settingWhenOff, useTwoFactorSetting } from '@/lib/two-factor-setting-store';
import { twoFactorSettingQueryOptions } from './get-two-factor-setting';

/**
 * After a change the screen shows the new status at once (in the query cache and the local cache),
 * then reads the setting again for the figures only the server knows (confirmation time, codes left);
 * the signed-in user carries `twoFactorEnabled`, so it is read again too.
 */
export function showTwoFactorChange(
  queryClient: QueryClient,
  change: Partial<TotpSetting> & { status: TwoFactorStatus },
): void {
  const { queryKey } = twoFactorSettingQueryOptions();
  const previous =
    queryClient.getQueryData(queryKey) ?? useTwoFactorSetting.getState().setting ?? settingWhenOff;
  const next: TotpSetting = { ...previous, enabled: change.status === 'enabled', ...change };
  queryClient.setQueryData(queryKey, next);
  useTwoFactorSetting.getState().setSetting(next);
  void queryClient.invalidateQueries({ queryKey });
  void queryClient.invalidateQueries({ queryKey: endpointKey(authUserEndpoint) });
}
