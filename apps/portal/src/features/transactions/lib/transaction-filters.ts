import { transactionListQuery, type TransactionListQuery } from '@affiliate/contract/endpoints/statements';
import { parseUrlQuery, queryDefaults, toUrlQuery } from '@/lib/url-query';

/**
 * The history's filters (type, status, payment option, from/to) and the page, kept in the URL under the
 * gateway's own query names so a reload or a shared link shows the same rows. The URL is read with the
 * contract's `transactionListQuery`: its defaults (page 1, 10 a page) and rules (from not after to) are
 * the gateway's; defaults are left out of the URL.
 */
export type TransactionFilters = TransactionListQuery;

/** The page sizes the screen offers; another size in a link falls back to the default. */
export const TRANSACTIONS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

export const defaultTransactionFilters: Readonly<TransactionFilters> = Object.freeze(
  queryDefaults(transactionListQuery),
);

/** Filters from a URL query; anything missing or invalid falls back to its default. */
export function parseTransactionFilters(search: URLSearchParams | string): TransactionFilters {
  const filters = parseUrlQuery(transactionListQuery, search);
  const offered = TRANSACTIONS_PER_PAGE_OPTIONS.some((size) => size === filters.per_page);
  return offered ? filters : { ...filters, per_page: defaultTransactionFilters.per_page };
}

/** The URL query of a set of filters, defaults left out (the default view is plain `/transaction-history`). */
export function transactionFiltersToSearch(filters: TransactionFilters): URLSearchParams {
  return toUrlQuery(transactionListQuery, filters);
}

/**
 * A filter change: any change but the page goes back to page 1. A range whose ends cross (from after
 * to) keeps the end just chosen and drops the other, rather than asking the gateway for a 422.
 */
export function changeTransactionFilters(
  current: TransactionFilters,
  change: Partial<TransactionFilters>,
): TransactionFilters {
  const next: TransactionFilters = { ...current, ...change };
  if (next.from && next.to && next.from > next.to) {
    if ('from' in change) next.to = undefined;
    else next.from = undefined;
  }
  if (!('page' in change)) next.page = defaultTransactionFilters.page;
  return next;
}

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

export function isDefaultTransactionFilters(filters: TransactionFilters): boolean {
  return transactionFiltersToSearch(filters).size === 0;
}

/** Whether any filter (not the paging) narrows the rows: the empty state then suggests Reset. */
export function isFiltered(filters: TransactionFilters): boolean {
  return Object.keys(transactionFilterQuery(filters)).length > 0;
}
