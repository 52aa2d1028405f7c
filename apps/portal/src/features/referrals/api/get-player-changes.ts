import { affiliateChanges } from '@affiliate/contract/endpoints/player-changes';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

export type PlayerChangesPage = EndpointOutput<typeof affiliateChanges>;

/** How many of a player's changes its page lists; the Changes screen shows the rest. */
export const PLAYER_CHANGES_SHOWN = 20;

/** GET /api/v1/affiliate/{id}/changes?customer_id=…: one player's changes, newest first. */
export const playerChangesQueryOptions = (playerId: number) => ({
  ...endpointQueryOptions(affiliateChanges, {
    query: { customer_id: playerId, page: 1, per_page: PLAYER_CHANGES_SHOWN },
  }),
  // The route loader's prefetch is not fetched a second time when the screen mounts.
  staleTime: 5_000,
});
