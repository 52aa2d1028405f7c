import { savedBannerList, type SavedBanner } from '@affiliate/contract/endpoints/banners';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

/**
 * GET /api/v1/affiliate/{id}/banner/?page=1: the whole archive in one answer (the gateway's page holds up
 * to 1000, the most an affiliate may keep); the screen pages it itself.
 */
export const savedBannersQueryOptions = () =>
  endpointQueryOptions(
    savedBannerList,
    { query: { page: 1 } },
    ({ data }: EndpointOutput<typeof savedBannerList>): SavedBanner[] => data,
  );
