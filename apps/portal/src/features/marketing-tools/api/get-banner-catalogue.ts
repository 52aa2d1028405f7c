import {
  BANNER_CATALOGUE_PAGE_SIZE,
  bannerCatalogue,
  type BannerOption,
  type BannerType,
} from '@affiliate/contract/endpoints/banners';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

const banners = ({ data }: EndpointOutput<typeof bannerCatalogue>): BannerOption[] => data;

// The catalogue changes when the brand adds or retires a banner: rarely, never because of the affiliate.
const CATALOGUE_STALE_MS = 5 * 60_000;

/**
 * GET /api/v1/banner with type, language, the chosen code's brand (when known) and per_page=1000: the
 * banner picker's list.
 */
export const bannerCatalogueQueryOptions = (type: BannerType, language: string, brand?: string) => ({
  ...endpointQueryOptions(
    bannerCatalogue,
    {
      query: {
        type,
        language,
        ...(brand !== undefined && { brand }),
        per_page: BANNER_CATALOGUE_PAGE_SIZE,
      },
    },
    banners,
  ),
  staleTime: CATALOGUE_STALE_MS,
});

/** The whole catalogue (per_page=1000, no filter): the languages it holds, and a saved banner's other sizes. */
export const wholeCatalogueQueryOptions = () => ({
  ...endpointQueryOptions(bannerCatalogue, { query: { per_page: BANNER_CATALOGUE_PAGE_SIZE } }, banners),
  staleTime: CATALOGUE_STALE_MS,
});
