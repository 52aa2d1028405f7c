import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type DashboardResponse, type Granularity, type PlayerCategory } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';

export interface DashboardQuery {
  from: string;
  to: string;
  granularity: Granularity;
  category: PlayerCategory | null;
}

/** GET /api/v1/affiliate/{id}/dashboard?from&to&granularity&category: totals, series and definitions. */
export async function getDashboard(memberId: number, query: DashboardQuery): Promise<DashboardResponse> {
  const { category, ...rest } = query;
  const response = await apiClient.get<DashboardResponse>(api.dashboard.summary.path.replace('{id}', String(memberId)), {
    params: { ...rest, ...(category ? { category } : {}) },
  });
  return response.data;
}

export const dashboardQueryOptions = (memberId: number, query: DashboardQuery) =>
  queryOptions({
    queryKey: ['dashboard', 'summary', memberId, query],
    queryFn: () => getDashboard(memberId, query),
    // The chart keeps the previous range on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  });
