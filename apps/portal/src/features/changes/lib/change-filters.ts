import { playerChangesQuery, type PlayerChangesQuery } from '@affiliate/contract/endpoints/player-changes';
import { urlFiltersOf, type UrlFilters } from '@/lib/url-filters';

/**
 * The Changes screen's filters (a kind of change, one player) and its page, kept in the URL under the
 * gateway's own query names, read with the contract's query so its defaults (page 1, 10 a page) are the
 * gateway's. A player's page links here with `customer_id` to show all of that player's changes.
 */
export type ChangeFilters = PlayerChangesQuery;

/** The page sizes the screen offers; another size in a link falls back to the default. */
export const CHANGES_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export const changeFiltersInUrl: UrlFilters<ChangeFilters> = urlFiltersOf(playerChangesQuery, {
  pageSizeKey: 'per_page',
  pageSizes: CHANGES_PER_PAGE_OPTIONS,
});

/** Whether a filter (not the paging) narrows the entries: the empty state then suggests showing all. */
export function isFiltered(filters: ChangeFilters): boolean {
  return filters.kind !== undefined || filters.customer_id !== undefined;
}
