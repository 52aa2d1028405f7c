import { postbackList } from '@affiliate/contract/endpoints/postbacks';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

export type PostbackOverview = EndpointOutput<typeof postbackList>['data'];

/** GET /api/v1/affiliate/{id}/postbacks: one entry per event set, and the signing secret's state (never the secret). */
export const postbacksQueryOptions = () =>
  endpointQueryOptions(
    postbackList,
    undefined,
    ({ data }: EndpointOutput<typeof postbackList>): PostbackOverview => data,
  );
