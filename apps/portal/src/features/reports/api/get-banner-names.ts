import { savedBannerList, type SavedBanner } from '@affiliate/contract/endpoints/banners';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

/** A saved banner named as the report's banner rows name it ("Welcome bonus 300x250 · Spring campaign"). */
export const bannerName = (b: SavedBanner): string => `${b.banner_name} ${b.size}${b.campaign_name ? ` · ${b.campaign_name}` : ''}`;

/**
 * The affiliate's saved banners' names by id, for the filter chip of a banner opened from a report row.
 * The same request and cache entry (same key, same cached shape: the list) as the marketing tools'
 * archive, GET /api/v1/affiliate/{id}/banner/?page=1 (all of them); `select` makes the map.
 */
export const bannerNamesQueryOptions = () => ({
  ...endpointQueryOptions(savedBannerList, { query: { page: 1 } }, ({ data }: EndpointOutput<typeof savedBannerList>): SavedBanner[] => data),
  select: (banners: SavedBanner[]) => new Map(banners.map((b) => [b.id, bannerName(b)])),
});
