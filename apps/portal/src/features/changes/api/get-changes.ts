import { keepPreviousData } from '@tanstack/react-query';
import { affiliateChanges } from '@affiliate/contract/endpoints/player-changes';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';
import type { ChangeFilters } from '../lib/change-filters';

export type ChangesPage = EndpointOutput<typeof affiliateChanges>;

/** GET /api/v1/affiliate/{id}/changes with page, per_page, kind, customer_id: newest first. */
export const changesQueryOptions = (filters: ChangeFilters) => ({
  ...endpointQueryOptions(affiliateChanges, { query: filters }),
  // Short: the route loader's prefetch is not fetched twice, yet coming back to a view reloads it.
  staleTime: 5_000,
  // The previous page stays on screen (marked busy) while the next one loads.
  placeholderData: keepPreviousData,
});
