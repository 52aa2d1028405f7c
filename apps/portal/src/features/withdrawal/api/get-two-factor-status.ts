import { useQuery } from '@tanstack/react-query';
import { totpStatus } from '@affiliate/contract/endpoints/totp';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';
import { useTwoFactorSetting } from '@/lib/two-factor-setting-store';

const unwrap = ({ data }: EndpointOutput<typeof totpStatus>) => data.status;

/** GET /api/v1/bo/totp/status: off, pending, enabled or disabled. */
export const twoFactorStatusQueryOptions = () => endpointQueryOptions(totpStatus, undefined, unwrap);

/**
 * Whether the withdrawal's code is the authenticator's (two-factor on) or an emailed one. The locally
 * cached setting answers at once; the server's status follows and wins.
 */
export function useTwoFactorOn(): { on: boolean; known: boolean } {
  const cached = useTwoFactorSetting((state) => state.setting?.status);
  const status = useQuery({
    ...twoFactorStatusQueryOptions(),
    ...(cached ? { placeholderData: cached } : {}),
  });
  return { on: status.data === 'enabled', known: status.data !== undefined };
}
