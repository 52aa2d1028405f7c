import type { LoaderFunctionArgs } from 'react-router';
import { resolveMemberId } from '@/api/current-member-id';
import { queryClient } from '@/lib/query-client';
import { isAuthenticated } from '@/lib/session';
import { parseMemberFilters } from '../lib/member-filters';
import { membersQueryOptions } from './get-members';

/**
 * The referrals route's loader: starts the member list of the URL's filters while the screen's chunk
 * downloads. It does not wait (the layout shows 'Please stand by' meanwhile) and does nothing for a
 * signed-out visitor, whom the guard sends to the login.
 */
export async function referralsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!(await isAuthenticated())) return null;
  const filters = parseMemberFilters(new URL(request.url).searchParams);
  void resolveMemberId()
    .then((memberId) => queryClient.prefetchQuery(membersQueryOptions(memberId, filters)))
    .catch(() => undefined);
  return null;
}
