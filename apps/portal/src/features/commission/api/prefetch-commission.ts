import { queryClient } from '@/lib/query-client';
import { isAuthenticated } from '@/lib/authentication';
import { commissionCurrentQueryOptions } from './get-commission-current';

/**
 * The Commission route's loader: starts the running month's figures while the screen's chunk downloads.
 * It does not wait, and does nothing for a signed-out visitor, whom the guard sends to the login.
 */
export async function commissionLoader(): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(commissionCurrentQueryOptions());
  return null;
}
