import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  postbackLog,
  type PostbackDelivery,
  type PostbackEvent,
} from '@affiliate/contract/endpoints/postbacks';
import { callEndpoint, endpointQueryKey } from '@/lib/api-client';

export interface DeliveryPage {
  deliveries: PostbackDelivery[];
  more: boolean;
}

/**
 * GET /api/v1/affiliate/{id}/postbacks/deliveries, newest first, 50 a page: "Load older" asks for the
 * entries before the last one shown (`before`, an id), so new deliveries never shift the pages.
 */
export const deliveriesQueryOptions = (event: PostbackEvent | undefined) =>
  infiniteQueryOptions({
    queryKey: endpointQueryKey(postbackLog, { query: event ? { event } : {} }),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }): Promise<DeliveryPage> =>
      (
        await callEndpoint(postbackLog, {
          query: { ...(event ? { event } : {}), ...(pageParam !== undefined ? { before: pageParam } : {}) },
        })
      ).data,
    getNextPageParam: (last: DeliveryPage) => (last.more ? last.deliveries.at(-1)?.id : undefined),
  });
