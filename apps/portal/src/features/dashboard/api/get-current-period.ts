import { queryOptions } from '@tanstack/react-query';
import { api, type CurrentPeriodFigures } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/v1/bo/affiliate/me/referral-turnover-winloss/current-period. */
export async function getCurrentPeriod(): Promise<CurrentPeriodFigures> {
  const response = await apiClient.get<{ data: CurrentPeriodFigures }>(api.dashboard.currentPeriod.path);
  return response.data.data;
}

/** How often an open dashboard asks for the current period (only while the tab is visible). */
export const LIVE_REFRESH_MS = 60_000;

export const currentPeriodQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'current-period'],
    queryFn: getCurrentPeriod,
    // Stats arrive as activity is ingested: an open dashboard follows without a reload, and catches up
    // at once when its tab comes back to the front.
    refetchInterval: LIVE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
