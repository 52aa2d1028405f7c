import { keepPreviousData } from '@tanstack/react-query';
import { report, type ReportQuery } from '@affiliate/contract/endpoints/reports';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

export type Report = EndpointOutput<typeof report>;

/** How often an open report asks again. */
export const REPORT_REFRESH_MS = 60_000;

/** GET /api/v1/affiliate/{id}/reports: the funnel of a grouping, period, comparison and filters. */
export const reportQueryOptions = (query: ReportQuery) => ({
  ...endpointQueryOptions(report, { query }),
  // Short: a change that returns to an earlier report still reloads it, yet the route loader's prefetch
  // is not fetched a second time when the screen mounts.
  staleTime: 5_000,
  // The report on screen stays (marked busy) while the next one loads.
  placeholderData: keepPreviousData,
  // Clicks count at once and the feed's batches as they come: an open report follows them (and its
  // as-of time moves) as the dashboard does, only while its tab is visible. The gateway keeps the
  // answer until the figures change, so asking again costs it little.
  refetchInterval: REPORT_REFRESH_MS,
  refetchOnWindowFocus: true,
});
