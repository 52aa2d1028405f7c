import { useMutation } from '@tanstack/react-query';
import {
  affiliateLandingPages,
  buildTrackingLink as buildEndpoint,
  type AllowedLandingPage,
  type BuildTrackingLinkRequest,
} from '@affiliate/contract/endpoints/landing-pages';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

/** GET /api/v1/affiliate/{id}/landing-pages: the brand's pages a link may lead to. */
export const allowedLandingPagesQueryOptions = () =>
  endpointQueryOptions(
    affiliateLandingPages,
    undefined,
    ({ data }: EndpointOutput<typeof affiliateLandingPages>): AllowedLandingPage[] => data,
  );

/** POST /api/v1/affiliate/{id}/tracking-links: the link, or a 422 on `to` (not an allowed page) or `code`. Stores nothing. */
export async function buildTrackingLink(body: BuildTrackingLinkRequest) {
  return (await callEndpoint(buildEndpoint, { body })).data;
}

export function useBuildTrackingLink() {
  return useMutation({ mutationFn: buildTrackingLink });
}
