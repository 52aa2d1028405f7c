import { affiliateBrands, type AffiliateBrand } from '@affiliate/contract/endpoints/referral-codes';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

// Brands are added and opened by the operator: rarely, never because of the affiliate.
const BRANDS_STALE_MS = 5 * 60_000;

/** GET /api/v1/affiliate/{id}/brands: the brands the affiliate sees, the first brand first (Affiliate Tools' codes, the names of Sub-affiliates' brands). */
export const affiliateBrandsQueryOptions = () => ({
  ...endpointQueryOptions(
    affiliateBrands,
    undefined,
    ({ data }: EndpointOutput<typeof affiliateBrands>): AffiliateBrand[] => data,
  ),
  staleTime: BRANDS_STALE_MS,
});

/** The brands a new code may be for: those open to affiliates, in the gateway's order (the first brand first). */
export function brandsForNewCodes(brands: ReadonlyArray<AffiliateBrand>): AffiliateBrand[] {
  return brands.filter((brand) => brand.open_to_affiliates);
}
