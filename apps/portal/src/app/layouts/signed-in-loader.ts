import { authUserQueryOptions } from '@/api/get-auth-user';
import { memberQueryOptions } from '@/api/get-member';
import { productQueryOptions } from '@/api/get-products';
import { settingsQueryOptions } from '@/api/get-settings';
import { myTermsQueryOptions } from '@/api/my-terms';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { queryClient } from '@/lib/query-client';
import { isAuthenticated } from '@/lib/authentication';

/**
 * Starts the layout's six requests together, without waiting for them (no waterfall, and the
 * 'Please stand by' dialog shows meanwhile). Loaders run beside the guard, so it waits for the
 * session first: a signed-out visitor must not fire them. The two the screen waits for come first: the
 * user (the layout's) and the affiliate's standing with the terms (the terms gate's).
 */
export async function signedInLoader(): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(authUserQueryOptions());
  void queryClient.prefetchQuery(myTermsQueryOptions());
  void queryClient.prefetchQuery(memberQueryOptions());
  void queryClient.prefetchQuery(productQueryOptions());
  void queryClient.prefetchQuery(settingsQueryOptions());
  void queryClient.prefetchQuery(notificationsQueryOptions());
  return null;
}
