import { PLAYERS_PAGE_SIZE_DEFAULT, playerCategory, type PlayerCategory } from '@affiliate/contract';

/**
 * The specification's member filters (year, month, category, registered, deposited, itemsPerPage) and
 * the page. They live in the URL so a view can be shared and survives a reload; defaults are left out.
 */
export interface MemberFilters {
  year: number | null;
  month: number | null;
  category: PlayerCategory | null;
  registered: boolean;
  deposited: boolean;
  itemsPerPage: number;
  page: number;
}

export const ITEMS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export const defaultMemberFilters: Readonly<MemberFilters> = Object.freeze({
  year: null,
  month: null,
  category: null,
  registered: false,
  deposited: true,
  itemsPerPage: PLAYERS_PAGE_SIZE_DEFAULT,
  page: 1,
});

/** URL parameter names. */
const keys = { year: 'year', month: 'month', category: 'category', registered: 'registered', deposited: 'deposited', itemsPerPage: 'per_page', page: 'page' } as const;

const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

function readInteger(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function readBoolean(value: string | null, fallback: boolean): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fallback;
}

/** Filters from a URL query; anything missing or invalid falls back to its default. */
export function parseMemberFilters(search: URLSearchParams | string): MemberFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const year = readInteger(params.get(keys.year), MIN_YEAR, MAX_YEAR);
  // A month means something only within a year (the gateway refuses a month alone).
  const month = year === null ? null : readInteger(params.get(keys.month), 1, 12);
  const category = playerCategory.safeParse(params.get(keys.category));
  const perPage = readInteger(params.get(keys.itemsPerPage), 1, 1000);
  return {
    year,
    month,
    category: category.success ? category.data : null,
    registered: readBoolean(params.get(keys.registered), defaultMemberFilters.registered),
    deposited: readBoolean(params.get(keys.deposited), defaultMemberFilters.deposited),
    itemsPerPage: ITEMS_PER_PAGE_OPTIONS.find((option) => option === perPage) ?? defaultMemberFilters.itemsPerPage,
    page: readInteger(params.get(keys.page), 1, 1_000_000) ?? defaultMemberFilters.page,
  };
}

/** The URL query of a set of filters, defaults left out (the default view is plain `/referrals`). */
export function memberFiltersToSearch(filters: MemberFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.year !== null) params.set(keys.year, String(filters.year));
  if (filters.year !== null && filters.month !== null) params.set(keys.month, String(filters.month));
  if (filters.category !== null) params.set(keys.category, filters.category);
  if (filters.registered !== defaultMemberFilters.registered) params.set(keys.registered, String(filters.registered));
  if (filters.deposited !== defaultMemberFilters.deposited) params.set(keys.deposited, String(filters.deposited));
  if (filters.itemsPerPage !== defaultMemberFilters.itemsPerPage) params.set(keys.itemsPerPage, String(filters.itemsPerPage));
  if (filters.page !== defaultMemberFilters.page) params.set(keys.page, String(filters.page));
  return params;
}

/** A filter change: any change but the page goes back to page 1; clearing the year clears the month. */
export function changeMemberFilters(current: MemberFilters, change: Partial<MemberFilters>): MemberFilters {
  const next: MemberFilters = { ...current, ...change };
  if (next.year === null) next.month = null;
  if (!('page' in change)) next.page = 1;
  return next;
}

export function isDefaultMemberFilters(filters: MemberFilters): boolean {
  return memberFiltersToSearch(filters).size === 0;
}

/** The filter part of the gateway's query (shared by the list and the export). */
export function memberFilterQuery(filters: MemberFilters) {
  return {
    ...(filters.year !== null ? { year: filters.year } : {}),
    ...(filters.year !== null && filters.month !== null ? { month: filters.month } : {}),
    ...(filters.category !== null ? { category: filters.category } : {}),
    registered: filters.registered,
    deposited: filters.deposited,
  };
}

/** GET /member's query: page, per_page and the filters. */
export function memberListQuery(filters: MemberFilters) {
  return { page: filters.page, per_page: filters.itemsPerPage, ...memberFilterQuery(filters) };
}
