import { useQuery } from '@tanstack/react-query';
import { totpSetting, type TotpSetting } from '@affiliate/contract/endpoints/totp';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';
import { useTwoFactorSetting } from '@/lib/two-factor-setting-store';

/** The setting is also cached locally. */
function keepSetting({ data }: EndpointOutput<typeof totpSetting>): TotpSetting {
  useTwoFactorSetting.getState().setSetting(data);
  return data;
}

/** GET /api/v1/bo/totp/setting: status, whether sign-in needs a code, when it was confirmed, recovery codes left. */
export const getTwoFactorSetting = () => callEndpoint(totpSetting).then(keepSetting);

export const twoFactorSettingQueryOptions = () => endpointQueryOptions(totpSetting, undefined, keepSetting);

/** The setting, the locally cached one standing in until the server's answer arrives. */
export function useTwoFactorSettingQuery() {
  const cached = useTwoFactorSetting((state) => state.setting);
  return useQuery({ ...twoFactorSettingQueryOptions(), placeholderData: cached ?? undefined });
}
