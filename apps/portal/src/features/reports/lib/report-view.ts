import { z } from 'zod';
import {
  REPORT_FIGURES,
  REPORT_FILTERS,
  REPORT_ROWS_DEFAULT,
  REPORT_ROWS_MAX,
  REPORT_TIME_GROUPS,
  reportFilterFields,
  reportGroup,
  reportSort,
  type ReportExportQuery,
  type ReportFigure,
  type ReportFilter,
  type ReportGroup,
  type ReportQuery,
  type ReportSort,
} from '@affiliate/contract/endpoints/reports';
import { isoDate } from '@affiliate/contract/common/primitives';
import type { UrlFilters } from '@/lib/url-filters';
import { parseUrlQuery, queryDefaults, toUrlQuery } from '@/lib/url-query';
import { presetRange, REPORT_COMPARISONS, REPORT_PERIODS, type DateRange } from './report-periods';

/** The row counts the screen offers: the gateway's default, and its most (the export has every row). */
export const REPORT_ROW_LIMITS = [REPORT_ROWS_DEFAULT, REPORT_ROWS_MAX] as const;

/**
 * What the Reports screen shows, kept in its URL so a report can be bookmarked or shared and Back
 * returns to the one before: the grouping, the period (a preset by name, so "this month" in a link is
 * the month in which it is opened, or custom dates), the comparison, the filters and the sort under the
 * gateway's own names, and the figure the chart draws. Read field by field with this schema (a bad value
 * takes its default); the grouping, filters and sort are the contract's own fields.
 */
const reportViewSchema = z
  .object({
    group: reportGroup.default('day'),
    range: z.enum(REPORT_PERIODS).default('this-month'),
    from: isoDate.optional(),
    to: isoDate.optional(),
    compare: z.enum(REPORT_COMPARISONS).default('none'),
    ...reportFilterFields,
    sort: reportSort.optional(),
    order: z.enum(['asc', 'desc']).optional(),
    figure: z.enum(REPORT_FIGURES).default('clicks'),
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (REPORT_ROW_LIMITS as readonly number[]).includes(n))
      .default(REPORT_ROWS_DEFAULT),
  })
  // Custom dates need both ends in order; otherwise the link falls back to this month.
  .refine((v) => v.range !== 'custom' || (v.from !== undefined && v.to !== undefined && v.from <= v.to), {
    path: ['range'],
  });

export type ReportView = z.output<typeof reportViewSchema>;

export const isTimeGroup = (group: ReportGroup): boolean =>
  (REPORT_TIME_GROUPS as readonly string[]).includes(group);

/** Custom dates only mean something for the custom period. */
function withoutStrayDates(view: ReportView): ReportView {
  return view.range === 'custom' ? view : { ...view, from: undefined, to: undefined };
}

/**
 * Rules between fields once a change is merged: a new grouping starts from its own default sort (by
 * date over time, by clicks for sources), and a preset drops custom dates.
 */
function adjust(next: ReportView, change: Partial<ReportView>): ReportView {
  const regrouped =
    'group' in change && !('sort' in change) ? { ...next, sort: undefined, order: undefined } : next;
  // Products are counted per affiliate, not per source or brand: grouping by product drops the filters.
  const unfiltered =
    regrouped.group === 'product'
      ? { ...regrouped, ...Object.fromEntries(REPORT_FILTERS.map((name) => [name, undefined])) }
      : regrouped;
  return withoutStrayDates(unfiltered);
}

/** The period's dates, seen from `today`. */
export function viewRange(view: ReportView, today: Date = new Date()): DateRange {
  return view.range === 'custom' && view.from && view.to
    ? { from: view.from, to: view.to }
    : presetRange(view.range === 'custom' ? 'this-month' : view.range, today);
}

/** The filters in force, in the contract's order. */
export function activeFilters(view: ReportView): Array<[ReportFilter, string | number]> {
  return REPORT_FILTERS.flatMap((name) =>
    view[name] === undefined ? [] : [[name, view[name]] as [ReportFilter, string | number]],
  );
}

/** The export's query: the report on screen, every row. */
export function reportExportQueryOf(view: ReportView, today: Date = new Date()): ReportExportQuery {
  return {
    group: view.group,
    ...viewRange(view, today),
    // The gateway works out the compared dates (whole months beside whole months) and answers them.
    ...(view.compare !== 'none' ? { compare: view.compare } : {}),
    ...Object.fromEntries(activeFilters(view)),
  };
}

/** GET /reports's query for a view. */
export function reportQueryOf(view: ReportView, today: Date = new Date()): ReportQuery {
  return {
    ...reportExportQueryOf(view, today),
    ...(view.sort !== undefined ? { sort: view.sort } : {}),
    ...(view.order !== undefined ? { order: view.order } : {}),
    limit: view.limit,
  };
}

export const reportViewInUrl: UrlFilters<ReportView, ReportQuery> = {
  defaults: Object.freeze(queryDefaults(reportViewSchema)),
  parse: (search) => withoutStrayDates(parseUrlQuery(reportViewSchema, search)),
  toSearch: (view) => toUrlQuery(reportViewSchema, view),
  pageSizeKey: 'limit',
  adjust,
  toQuery: (view) => reportQueryOf(view),
};

/** The sort the gateway applies when none is asked: by date over time, by clicks (most first) for sources. */
export function effectiveSort(view: Pick<ReportView, 'group' | 'sort' | 'order'>): {
  sort: ReportSort;
  order: 'asc' | 'desc';
} {
  // Product rows have no clicks: the gateway lists them in key order.
  const sort = view.sort ?? (isTimeGroup(view.group) || view.group === 'product' ? 'key' : 'clicks');
  return { sort, order: view.order ?? (sort === 'key' ? 'asc' : 'desc') };
}

/** A click on a column's header: the same column flips its order; another starts most first (a label or date: in order). */
export function nextSort(
  view: Pick<ReportView, 'group' | 'sort' | 'order'>,
  column: ReportSort,
): Pick<ReportView, 'sort' | 'order'> {
  const current = effectiveSort(view);
  if (current.sort === column) return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: column === 'key' ? 'asc' : 'desc' };
}

/** The figure the chart draws: for a source grouping, the figure the rows are sorted by (its top ten are the bars). */
export function chartFigure(view: ReportView): ReportFigure {
  const { sort } = effectiveSort(view);
  const figure = !isTimeGroup(view.group) && sort !== 'key' ? sort : view.figure;
  // Products have no clicks to draw: their bars show sign-ups instead.
  return view.group === 'product' && figure === 'clicks' ? 'signups' : figure;
}

/**
 * A source grouping's row opened by day: the row's value becomes a filter (a banner by its id). Null
 * for a time grouping, or a value no filter can name (clicks, which have no country).
 */
export function drillDown(group: ReportGroup, key: string): Partial<ReportView> | null {
  // A product is no filter; a brand not known any more (its code deleted) cannot be asked for.
  if (isTimeGroup(group) || group === 'product' || (group === 'brand' && key === '')) return null;
  const filter = group as ReportFilter;
  if (filter === 'banner') return { group: 'day', banner: Number(key) };
  if (filter === 'country' && key === '') return null;
  return { group: 'day', [filter]: key };
}
