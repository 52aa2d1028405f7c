import { transactionListQuery, type TransactionListQuery } from '@affiliate/contract/endpoints/statements';
import { changeUrlFilters, isDefaultUrlFilters, urlFiltersOf, type UrlFilters } from '@/lib/url-filters';

/**
 * The history's filters (type, status, payment option, from/to) and the page, kept in the URL under the
 * gateway's own query names so a reload or a shared link shows the same rows. The URL is read with the
 * contract's `transactionListQuery`: its defaults (page 1, 10 a page) and rules (from not after to) are
 * the gateway's; defaults are left out of the URL.
 */
export type TransactionFilters = TransactionListQuery;

/** The page sizes the screen offers; another size in a link falls back to the default. */
export const TRANSACTIONS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

/** A range whose ends cross keeps the end just chosen and drops the other. */
function rangeInOrder(next: TransactionFilters, change: Partial<TransactionFilters>): TransactionFilters {
  if (!next.from || !next.to || next.from <= next.to) return next;
  return 'from' in change ? { ...next, to: undefined } : { ...next, from: undefined };
}

/** The history screen's filters in its URL (see `useUrlFilters`). */
export const transactionFiltersInUrl: UrlFilters<TransactionFilters> = urlFiltersOf(transactionListQuery, {
  pageSizeKey: 'per_page',
  pageSizes: TRANSACTIONS_PER_PAGE_OPTIONS,
  adjust: rangeInOrder,
});

export const defaultTransactionFilters: Readonly<TransactionFilters> = transactionFiltersInUrl.defaults;

/** Filters from a URL query; anything missing or invalid falls back to its default. */
export const parseTransactionFilters = (search: URLSearchParams | string): TransactionFilters =>
  transactionFiltersInUrl.parse(search);

/** The URL query of a set of filters, defaults left out (the default view is plain `/transaction-history`). */
export const transactionFiltersToSearch = (filters: TransactionFilters): URLSearchParams =>
  transactionFiltersInUrl.toSearch(filters);

/**
 * A filter change: any change but the page goes back to page 1. A range whose ends cross (from after
 * to) keeps the end just chosen and drops the other, rather than asking the gateway for a 422.
 */
export const changeTransactionFilters = (
  current: TransactionFilters,
  change: Partial<TransactionFilters>,
): TransactionFilters => changeUrlFilters(transactionFiltersInUrl, current, change);

/** The filter part of the query, without paging: what the export is asked for. */
export function transactionFilterQuery(
  filters: TransactionFilters,
): Omit<TransactionFilters, 'page' | 'per_page'> {
  const { page: _page, per_page: _perPage, ...rest } = filters;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Omit<
    TransactionFilters,
    'page' | 'per_page'
  >;
}

export const isDefaultTransactionFilters = (filters: TransactionFilters): boolean =>
  isDefaultUrlFilters(transactionFiltersInUrl, filters);

/** Whether any filter (not the paging) narrows the rows: the empty state then suggests Reset. */
export function isFiltered(filters: TransactionFilters): boolean {
  return Object.keys(transactionFilterQuery(filters)).length > 0;
}
