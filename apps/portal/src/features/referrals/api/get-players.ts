import { keepPreviousData } from '@tanstack/react-query';
import { playerList, type PlayerListQuery } from '@affiliate/contract/endpoints/referrals';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

export type PlayersPage = EndpointOutput<typeof playerList>;

/** GET /api/v1/affiliate/{id}/member with page, per_page, year, month, category, registered, deposited. */
export const getPlayers = (query: PlayerListQuery) => callEndpoint(playerList, { query });

export const playersQueryOptions = (query: PlayerListQuery) => ({
  ...endpointQueryOptions(playerList, { query }),
  // Short: a filter change that returns to an earlier view still reloads it, yet the route loader's
  // prefetch is not fetched a second time when the screen mounts.
  staleTime: 5_000,
  // The previous page stays on screen (marked busy) while the next one loads.
  placeholderData: keepPreviousData,
});
