import { playerMonths } from '@affiliate/contract/endpoints/referrals';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

export type PlayerMonthsAnswer = EndpointOutput<typeof playerMonths>;

/** GET /api/v1/affiliate/{id}/member/{playerId}/months: the player and their months, newest first. */
export const playerMonthsQueryOptions = (playerId: number) =>
  endpointQueryOptions(playerMonths, { params: { playerId } });
