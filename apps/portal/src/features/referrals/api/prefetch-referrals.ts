import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { isAuthenticated } from '@/lib/authentication';
import { playerFiltersInUrl, playerListQueryOf } from '../lib/player-filters';
import { playersQueryOptions } from './get-players';

/**
 * The referrals route's loader: starts the player list of the URL's filters while the screen's chunk
 * downloads (the member's id comes from the session's token, so it does not wait for GET /auth/user).
 * It does not wait (the layout shows 'Please stand by' meanwhile) and does nothing for a signed-out
 * visitor, whom the guard sends to the login.
 */
export async function referralsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(
    playersQueryOptions(playerListQueryOf(playerFiltersInUrl.parse(new URL(request.url).searchParams))),
  );
  return null;
}
