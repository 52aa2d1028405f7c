import { currentPeriod } from '@affiliate/contract/endpoints/dashboard';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

const unwrap = ({ data }: EndpointOutput<typeof currentPeriod>) => data;

/** GET /api/v1/bo/affiliate/me/referral-turnover-winloss/current-period. */
export const getCurrentPeriod = () => callEndpoint(currentPeriod).then(unwrap);

/** How often an open dashboard asks for the current period (only while the tab is visible). */
export const LIVE_REFRESH_MS = 60_000;

export const currentPeriodQueryOptions = () => ({
  ...endpointQueryOptions(currentPeriod, undefined, unwrap),
  // Stats arrive as activity is ingested: an open dashboard follows without a reload, and catches up
  // at once when its tab comes back to the front.
  refetchInterval: LIVE_REFRESH_MS,
  refetchOnWindowFocus: true,
  // Asked again on every visit (the gateway answers it from its figures cache): coming back within the
  // app's 30 s staleness, the dashboard showed figures from before new activity ("No players yet").
  // A moved as-of time then reloads the counts and the chart (reload-on-new-activity.ts).
  staleTime: 0,
});
