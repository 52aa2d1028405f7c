import { queryClient } from '@/lib/query-client';
import { isAuthenticated } from '@/lib/authentication';
import { subAffiliatesQueryOptions } from './get-sub-affiliates';

/**
 * The Sub-affiliates route's loader: starts the list while the screen's chunk downloads. It does not
 * wait, and does nothing for a signed-out visitor, whom the guard sends to the login.
 */
export async function subAffiliatesLoader(): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(subAffiliatesQueryOptions());
  return null;
}
