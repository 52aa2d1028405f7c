import type { LoaderFunctionArgs } from 'react-router';
import { playerMonthsParams } from '@affiliate/contract/endpoints/referrals';
import { isAuthenticated } from '@/lib/authentication';
import { queryClient } from '@/lib/query-client';
import { playerMonthsQueryOptions } from './get-player-months';
import { playerChangesQueryOptions } from './get-player-changes';

/**
 * A referred player's route loader: starts the player's months and the player's changes together while
 * the screen's chunk downloads, so neither waits for the other nor for the screen. It does not wait, and
 * does nothing for a signed-out visitor or an address that names no player.
 */
export async function referredPlayerLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const player = playerMonthsParams.pick({ playerId: true }).safeParse(params);
  if (!player.success || !(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(playerMonthsQueryOptions(player.data.playerId));
  void queryClient.prefetchQuery(playerChangesQueryOptions(player.data.playerId));
  return null;
}
