import { mySubAffiliates, type SubAffiliateList } from '@affiliate/contract/endpoints/sub-affiliates';
import { endpointQueryOptions } from '@/lib/api-client';

export type { SubAffiliate, SubAffiliateList } from '@affiliate/contract/endpoints/sub-affiliates';

/**
 * GET /api/v1/affiliate/{id}/sub-affiliates, the id being the session's: the subs with their figures,
 * and the invite link (`meta`). Both are kept: the list is nothing without the month and currency of its
 * figures, and the deal part they come from.
 */
export const subAffiliatesQueryOptions = () => ({
  ...endpointQueryOptions(mySubAffiliates, undefined, (output): SubAffiliateList => output),
  // Short: the loader's prefetch is not fetched a second time when the screen mounts, yet a return to the
  // screen asks again, since this month's figures move as the subs' players play.
  staleTime: 5_000,
});
