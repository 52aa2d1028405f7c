import type { QueryClient } from '@tanstack/react-query';
import { savedBannerList } from '@affiliate/contract/endpoints/banners';
import { referralCodeList } from '@affiliate/contract/endpoints/referral-codes';
import { endpointKey } from '@/lib/api-client';

/**
 * After any change on the tools screen the archive and the referral codes are loaded again: a saved or
 * deleted banner changes the archive, a new code the code list, and both lists carry click counts.
 */
export function invalidateMarketingTools(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: endpointKey(savedBannerList) }),
    queryClient.invalidateQueries({ queryKey: endpointKey(referralCodeList) }),
  ]).then(() => undefined);
}
