import { playerListQuery, type PlayerListQuery } from '@affiliate/contract/endpoints/referrals';
import { changeUrlFilters, isDefaultUrlFilters, urlFiltersOf, type UrlFilters } from '@/lib/url-filters';

/**
 * The specification's member filters (year, month, category, registered, deposited, itemsPerPage) over
 * the referred players, and the page. They live in the URL, under the gateway's own query names, so a
 * view can be shared and survives a reload. The URL is read with the contract's `playerListQuery`, so
 * every default (deposited true, registered false, 10 per page) is the contract's; defaults are left out.
 */
export type PlayerFilters = Omit<PlayerListQuery, 'per_page'> & { itemsPerPage: number };

/** The page sizes the screen offers; another size in a link falls back to the default. */
export const ITEMS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

/** Clearing the year clears the month: a month alone names no period. */
function monthNeedsYear<F extends { year?: number | undefined; month?: number | undefined }>(next: F): F {
  return next.year === undefined ? { ...next, month: undefined } : next;
}

/** The gateway's own query in the URL (per_page, not itemsPerPage). */
const listQueryInUrl = urlFiltersOf(playerListQuery, {
  pageSizeKey: 'per_page',
  pageSizes: ITEMS_PER_PAGE_OPTIONS,
});

function fromListQuery({ per_page, ...rest }: PlayerListQuery): PlayerFilters {
  return { ...rest, itemsPerPage: per_page };
}

/** GET /member's query: the filters, page and per_page. */
export function playerListQueryOf({ itemsPerPage, ...rest }: PlayerFilters): PlayerListQuery {
  return { ...rest, per_page: itemsPerPage };
}

/** The referrals screen's filters in its URL (see `useUrlFilters`). */
export const playerFiltersInUrl: UrlFilters<PlayerFilters, PlayerListQuery> = {
  defaults: Object.freeze(fromListQuery(listQueryInUrl.defaults)),
  parse: (search) => fromListQuery(listQueryInUrl.parse(search)),
  toSearch: (filters) => listQueryInUrl.toSearch(playerListQueryOf(filters)),
  pageSizeKey: 'itemsPerPage',
  adjust: monthNeedsYear,
  toQuery: playerListQueryOf,
};

export const defaultPlayerFilters: Readonly<PlayerFilters> = playerFiltersInUrl.defaults;

/** The filter part of the gateway's query, without paging (shared by the list and the export). */
export function playerFilterQuery(filters: PlayerFilters): Omit<PlayerListQuery, 'page' | 'per_page'> {
  const { page: _page, per_page: _perPage, ...rest } = playerListQueryOf(filters);
  return rest;
}

/** Filters from a URL query; anything missing or invalid falls back to its default. */
export const parsePlayerFilters = (search: URLSearchParams | string): PlayerFilters =>
  playerFiltersInUrl.parse(search);

/** The URL query of a set of filters, defaults left out (the default view is plain `/referrals`). */
export const playerFiltersToSearch = (filters: PlayerFilters): URLSearchParams =>
  playerFiltersInUrl.toSearch(filters);

/** A filter change: any change but the page goes back to page 1; clearing the year clears the month. */
export const changePlayerFilters = (current: PlayerFilters, change: Partial<PlayerFilters>): PlayerFilters =>
  changeUrlFilters(playerFiltersInUrl, current, change);

export const isDefaultPlayerFilters = (filters: PlayerFilters): boolean =>
  isDefaultUrlFilters(playerFiltersInUrl, filters);
