import { queryOptions } from '@tanstack/react-query';
import { api, type CurrentPeriodFigures } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/v1/bo/affiliate/me/referral-turnover-winloss/current-period. */
export async function getCurrentPeriod(): Promise<CurrentPeriodFigures> {
  const response = await apiClient.get<{ data: CurrentPeriodFigures }>(api.dashboard.currentPeriod.path);
  return response.data.data;
}

export const currentPeriodQueryOptions = () => queryOptions({ queryKey: ['dashboard', 'current-period'], queryFn: getCurrentPeriod });
