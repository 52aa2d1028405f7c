import { keepPreviousData } from '@tanstack/react-query';
import { dashboard } from '@affiliate/contract/endpoints/dashboard';
import { callEndpoint, endpointQueryOptions, type EndpointQuery } from '@/lib/api-client';

/** The chart's query: the contract's dashboard query, defaults applied. */
export type DashboardQuery = EndpointQuery<typeof dashboard>;

/** GET /api/v1/affiliate/{id}/dashboard?from&to&granularity&category: totals, series and definitions. */
export const getDashboard = (query: DashboardQuery) => callEndpoint(dashboard, { query });

export const dashboardQueryOptions = (query: DashboardQuery) => ({
  ...endpointQueryOptions(dashboard, { query }),
  // The chart keeps the previous range on screen (dimmed) while the next one loads.
  placeholderData: keepPreviousData,
});
