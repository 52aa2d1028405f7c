import { z } from 'zod';
import { affiliateSearchQuery } from '@affiliate/contract/endpoints/operator-affiliates';
import { urlFiltersOf, type UrlFilters } from '@/lib/url-filters';
import type { AffiliateSearchPageQuery } from '../api/affiliates';

/**
 * The Affiliates screen's search (text, status), its page cursor and page size, kept in the URL under the
 * gateway's own query names and read with the contract's `affiliateSearchQuery`, so its defaults and rules
 * are the gateway's. `page` is the screen's own: the page's number, shown beside the cursor that really
 * says where the page starts.
 */
const affiliatesScreenQuery = affiliateSearchQuery.safeExtend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AffiliateFilters = z.output<typeof affiliatesScreenQuery>;

export const AFFILIATES_PER_PAGE_OPTIONS = [25, 50, 100] as const;

/** A new search or status starts again from the first page: a cursor belongs to the search it was read under. */
function adjustAffiliateFilters(next: AffiliateFilters, change: Partial<AffiliateFilters>): AffiliateFilters {
  return 'after' in change || 'before' in change ? next : { ...next, after: undefined, before: undefined };
}

function toSearchQuery(filters: AffiliateFilters): AffiliateSearchPageQuery {
  const { page: _page, ...query } = filters;
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AffiliateSearchPageQuery;
}

export const affiliateFiltersInUrl: UrlFilters<AffiliateFilters, AffiliateSearchPageQuery> = urlFiltersOf(
  affiliatesScreenQuery,
  {
    pageSizeKey: 'per_page',
    pageSizes: AFFILIATES_PER_PAGE_OPTIONS,
    adjust: adjustAffiliateFilters,
    toQuery: toSearchQuery,
  },
);

/** The page's number as shown: a page without a cursor is the first, whatever a link says. */
export function shownPage(filters: AffiliateFilters): number {
  return filters.after || filters.before ? filters.page : 1;
}
