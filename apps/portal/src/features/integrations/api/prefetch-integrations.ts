import { queryClient } from '@/lib/query-client';
import { isAuthenticated } from '@/lib/authentication';
import { apiTokensQueryOptions } from './api-tokens';
import { deliveriesQueryOptions } from './get-deliveries';
import { postbacksQueryOptions } from './get-postbacks';

/**
 * The integrations route's loader: starts the postbacks, the delivery log and the tokens while the
 * screen's chunk downloads. It does not wait, and does nothing for a signed-out visitor.
 */
export async function integrationsLoader(): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(postbacksQueryOptions());
  void queryClient.prefetchInfiniteQuery(deliveriesQueryOptions(undefined));
  void queryClient.prefetchQuery(apiTokensQueryOptions());
  return null;
}
