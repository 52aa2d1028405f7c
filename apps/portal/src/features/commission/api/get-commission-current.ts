import { commissionCurrent } from '@affiliate/contract/endpoints/commission-current';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

/** What closing the running month now would pay, with every input, as the gateway worked it out. */
export type CommissionCurrent = EndpointOutput<typeof commissionCurrent>['data'];

const unwrap = ({ data }: EndpointOutput<typeof commissionCurrent>) => data;

/** How often an open Commission screen asks again (only while its tab is visible). */
export const COMMISSION_REFRESH_MS = 60_000;

/** GET /api/v1/affiliate/{id}/commission/current, the id being the session's. */
export const commissionCurrentQueryOptions = () => ({
  ...endpointQueryOptions(commissionCurrent, undefined, unwrap),
  // Short: the route loader's prefetch is not fetched a second time when the screen mounts, yet a return
  // to the screen asks again, since activity keeps arriving in the running month.
  staleTime: 5_000,
  // The month moves as players play: an open screen follows it as the dashboard does, and catches up at
  // once when its tab comes back to the front.
  refetchInterval: COMMISSION_REFRESH_MS,
  refetchOnWindowFocus: true,
});
