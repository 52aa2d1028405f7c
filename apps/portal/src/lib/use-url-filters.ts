import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  changeUrlFilters,
  isDefaultUrlFilters,
  urlFiltersQuery,
  type UrlFilters,
  type UrlView,
} from './url-filters';

export interface UseUrlFiltersOptions {
  /**
   * How a change is written to the history: 'push' (the default) makes each filter or page a step the
   * Back button returns to, as the page links do; 'replace' keeps one entry for the list.
   */
  history?: 'push' | 'replace';
}

export interface UrlFiltersView<F extends UrlView, Q> {
  /** The filters the URL names, defaults filled in; the same object until the URL's query changes. */
  values: F;
  /** The list call's query of `values`: what the query key is made from. */
  query: Q;
  /** Whether the URL shows the default view (a bare path). */
  isDefault: boolean;
  /** Changes filters; any change but the page goes back to page 1. */
  change: (change: Partial<F>) => void;
  setPage: (page: number) => void;
  /** A new page size goes back to page 1, like any filter. */
  setPageSize: (size: number) => void;
  /** Back to the defaults: the bare path. */
  reset: () => void;
  /** The link to a page of the same filters (for the pagination's anchors). */
  hrefFor: (page: number) => string;
}

/**
 * A server-paged list's filters, page and page size, kept in the URL so a reload or a shared link shows
 * the same rows. Reads the URL with the screen's `UrlFilters` (an invalid value takes its default) and
 * writes each change back with the defaults left out.
 */
export function useUrlFilters<F extends UrlView, Q>(
  filters: UrlFilters<F, Q>,
  options: UseUrlFiltersOptions = {},
): UrlFiltersView<F, Q> {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = searchParams.toString();
  // Keyed on the query's text: a navigation to the same URL keeps the same values (and query key).
  const values = useMemo(() => filters.parse(new URLSearchParams(search)), [filters, search]);
  const query = useMemo(() => urlFiltersQuery(filters, values), [filters, values]);
  const replace = options.history === 'replace';
  // The query last written, until the URL shows it: a second change made before the first one's render
  // (a status chosen, then a button pressed at once) builds on it instead of on the filters shown.
  const written = useRef<string | null>(null);
  useEffect(() => {
    written.current = null;
  }, [search]);

  const show = useCallback(
    (next: F) => {
      const nextSearch = filters.toSearch(next);
      written.current = nextSearch.toString();
      setSearchParams(nextSearch, { replace });
    },
    [filters, setSearchParams, replace],
  );
  const change = useCallback(
    (update: Partial<F>) =>
      show(
        changeUrlFilters(
          filters,
          written.current === null ? values : filters.parse(new URLSearchParams(written.current)),
          update,
        ),
      ),
    [filters, values, show],
  );
  const setPage = useCallback((page: number) => change({ page } as unknown as Partial<F>), [change]);
  const setPageSize = useCallback(
    (size: number) => change({ [filters.pageSizeKey]: size } as Partial<F>),
    [change, filters.pageSizeKey],
  );
  const reset = useCallback(() => show({ ...filters.defaults }), [filters, show]);
  const hrefFor = useCallback(
    (page: number) => {
      const next = filters.toSearch({ ...values, page } as F).toString();
      return next ? `?${next}` : pathname;
    },
    [filters, values, pathname],
  );

  return {
    values,
    query,
    isDefault: isDefaultUrlFilters(filters, values),
    change,
    setPage,
    setPageSize,
    reset,
    hrefFor,
  };
}
