import { playerListQuery, type PlayerListQuery } from '@affiliate/contract/endpoints/referrals';
import { parseUrlQuery, queryDefaults, toUrlQuery } from '@/lib/url-query';

/**
 * The specification's member filters (year, month, category, registered, deposited, itemsPerPage) over
 * the referred players, and the page. They live in the URL, under the gateway's own query names, so a
 * view can be shared and survives a reload. The URL is read with the contract's `playerListQuery`, so
 * every default (deposited true, registered false, 10 per page) is the contract's; defaults are left out.
 */
export type PlayerFilters = Omit<PlayerListQuery, 'per_page'> & { itemsPerPage: number };

/** The page sizes the screen offers; another size in a link falls back to the default. */
export const ITEMS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

function fromListQuery({ per_page, ...rest }: PlayerListQuery): PlayerFilters {
  return { ...rest, itemsPerPage: per_page };
}

export const defaultPlayerFilters: Readonly<PlayerFilters> = Object.freeze(fromListQuery(queryDefaults(playerListQuery)));

/** GET /member's query: the filters, page and per_page. */
export function playerListQueryOf({ itemsPerPage, ...rest }: PlayerFilters): PlayerListQuery {
  return { ...rest, per_page: itemsPerPage };
}

/** The filter part of the gateway's query, without paging (shared by the list and the export). */
export function playerFilterQuery(filters: PlayerFilters): Omit<PlayerListQuery, 'page' | 'per_page'> {
  const { page: _page, per_page: _perPage, ...rest } = playerListQueryOf(filters);
  return rest;
}

/** Filters from a URL query; anything missing or invalid falls back to its default. */
export function parsePlayerFilters(search: URLSearchParams | string): PlayerFilters {
  const filters = fromListQuery(parseUrlQuery(playerListQuery, search));
  const offered = ITEMS_PER_PAGE_OPTIONS.some((option) => option === filters.itemsPerPage);
  return offered ? filters : { ...filters, itemsPerPage: defaultPlayerFilters.itemsPerPage };
}

/** The URL query of a set of filters, defaults left out (the default view is plain `/referrals`). */
export function playerFiltersToSearch(filters: PlayerFilters): URLSearchParams {
  return toUrlQuery(playerListQuery, playerListQueryOf(filters));
}

/** A filter change: any change but the page goes back to page 1; clearing the year clears the month. */
export function changePlayerFilters(current: PlayerFilters, change: Partial<PlayerFilters>): PlayerFilters {
  const next: PlayerFilters = { ...current, ...change };
  if (next.year === undefined) next.month = undefined;
  if (!('page' in change)) next.page = defaultPlayerFilters.page;
  return next;
}

export function isDefaultPlayerFilters(filters: PlayerFilters): boolean {
  return playerFiltersToSearch(filters).size === 0;
}
