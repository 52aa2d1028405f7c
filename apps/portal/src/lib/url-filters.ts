import type { z } from 'zod';
import { parseUrlQuery, queryDefaults, toUrlQuery } from './url-query';

/** What every server-paged list keeps in its URL besides its filters: the page it shows (from 1). */
export interface PagedFilters {
  page: number;
}

/**
 * What a URL-kept view holds: a paged list's filters and page, or a view that is not paged (a report,
 * cut by its page size alone), whose changes then have no page to go back to.
 */
export type UrlView = object;

/** The names of a filter set's number fields: where a list keeps its page size. */
export type NumberKey<F> = { [K in keyof F]-?: F[K] extends number ? K : never }[keyof F];

/**
 * How a list screen (or a report) keeps its filters and paging in the URL: how to read them (a missing or invalid
 * value takes its default, never a crash), how to write them back (defaults left out, so the default
 * view is the bare path), the rules between fields, and what the gateway is asked for. `useUrlFilters`
 * runs a screen on one of these; `urlFiltersOf` builds one from a zod query schema.
 */
export interface UrlFilters<F extends UrlView, Q = F> {
  readonly defaults: Readonly<F>;
  /** The filters of a URL query; anything missing or invalid takes its default. */
  parse(search: URLSearchParams | string): F;
  /** The URL query of a set of filters, defaults left out. */
  toSearch(filters: F): URLSearchParams;
  /** The field the page size lives in; it is kept in the URL like any filter. */
  readonly pageSizeKey: NumberKey<F>;
  /** Rules between fields once a change is merged (a month needs a year); the page reset comes after. */
  adjust?(next: F, change: Partial<F>): F;
  /** The list call's query (its query key's input); the filters themselves when left out. */
  toQuery?(filters: F): Q;
}

export interface SchemaFiltersOptions<F extends PagedFilters, Q> {
  pageSizeKey: NumberKey<F>;
  /** The page sizes the screen offers: another size in a link falls back to the default. */
  pageSizes?: readonly number[];
  adjust?: (next: F, change: Partial<F>) => F;
  toQuery?: (filters: F) => Q;
}

/**
 * URL-kept filters read and written with a zod object schema (a contract's list query): its defaults
 * are the view's defaults, its rules decide what is invalid (see `parseUrlQuery`), its field names are
 * the URL's names.
 */
export function urlFiltersOf<S extends z.ZodObject, Q = z.output<S>>(
  schema: S,
  options: SchemaFiltersOptions<z.output<S> & PagedFilters, Q>,
): UrlFilters<z.output<S> & PagedFilters, Q> {
  type F = z.output<S> & PagedFilters;
  const defaults = Object.freeze(queryDefaults(schema)) as Readonly<F>;
  const { pageSizeKey, pageSizes } = options;
  return {
    defaults,
    pageSizeKey,
    parse(search) {
      const filters = parseUrlQuery(schema, search) as F;
      if (!pageSizes || pageSizes.includes(filters[pageSizeKey] as number)) return filters;
      return { ...filters, [pageSizeKey]: defaults[pageSizeKey] };
    },
    toSearch: (filters) => toUrlQuery(schema, filters),
    ...(options.adjust ? { adjust: options.adjust } : {}),
    ...(options.toQuery ? { toQuery: options.toQuery } : {}),
  };
}

const isPaged = (filters: UrlView): filters is PagedFilters => 'page' in filters;

/**
 * A filter change: the rules between fields, then back to page 1 for any change but the page itself
 * (a view without a page has none to go back to).
 */
export function changeUrlFilters<F extends UrlView, Q>(
  filters: UrlFilters<F, Q>,
  current: F,
  change: Partial<F>,
): F {
  const merged: F = { ...current, ...change };
  const next = filters.adjust ? filters.adjust(merged, change) : merged;
  return 'page' in change || !isPaged(filters.defaults) ? next : { ...next, page: filters.defaults.page };
}

/** Whether a set of filters is the default view (its URL query is empty). */
export function isDefaultUrlFilters<F extends UrlView, Q>(filters: UrlFilters<F, Q>, values: F): boolean {
  return filters.toSearch(values).size === 0;
}

/** The list call's query of a set of filters. */
export function urlFiltersQuery<F extends UrlView, Q>(filters: UrlFilters<F, Q>, values: F): Q {
  return filters.toQuery ? filters.toQuery(values) : (values as unknown as Q);
}
