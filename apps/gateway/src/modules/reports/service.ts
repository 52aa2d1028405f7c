import {
  countryName,
  playerCategory,
  playerCategoryLabels,
  REPORT_FILTERS,
  type ReportExportQuery,
  type ReportDays,
  type ReportFigures,
  type ReportGroup,
  type ReportQuery,
  type ReportRow,
  type ReportSort,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { addDays, monthEnd, monthStart } from '../../calendar/utc-dates.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { bucketStarts } from '../figures/buckets.ts';
import { resolveRange } from '../figures/date-range.ts';
import { reportDefinitions } from '../figures/definitions.ts';
import type { Language } from '../../i18n/translate.ts';
import type { ReportFiguresAnswer } from './figures-answer.ts';
import { addClicksToReport } from './added-clicks.ts';
import { comparedRange } from './compared-range.ts';
import {
  isTimeGroup,
  reportSums,
  type ReportRange,
  type ReportSelection,
  type SideSums,
  type SumsResult,
} from './repository.ts';

const ZERO: ReportFigures = {
  clicks: 0,
  signups: 0,
  registrations: 0,
  first_depositors: 0,
  first_deposit_amount: '0.00',
  deposits: '0.00',
  ngr: '0.00',
  commission: '0.00',
};

/** A report's date range as the dashboard reads a range; its commission priced with the plan of its last month, as the dashboard's estimate is. */
function reportRange(
  range: { from?: string | undefined; to?: string | undefined },
  now: Date,
  fields?: { from: string; to: string },
): ReportRange {
  const { from, to } = resolveRange(range, now, fields);
  return { from, to, planDay: monthStart(to) };
}

type RangeQuery = Pick<
  ReportQuery,
  'group' | 'from' | 'to' | 'compare' | 'compare_from' | 'compare_to' | ReportFilter
>;
type ReportFilter = (typeof REPORT_FILTERS)[number];

export function selectionOf(affiliateId: number, query: RangeQuery, now: Date): ReportSelection {
  const current = reportRange(query, now);
  const previous = query.compare
    ? reportRange(comparedRange(current, query.compare, query.group), now)
    : query.compare_from !== undefined && query.compare_to !== undefined
      ? reportRange({ from: query.compare_from, to: query.compare_to }, now, {
          from: 'compare_from',
          to: 'compare_to',
        })
      : null;
  const filters: ReportSelection['filters'] = {};
  for (const name of REPORT_FILTERS) if (query[name] !== undefined) filters[name] = query[name];
  return { affiliateId, group: query.group, current, previous, filters };
}

const figures = (sums: SideSums | null): ReportFigures => (sums ? { ...sums } : { ...ZERO });

/** Grouped by product, clicks do not apply (a click has no product yet): null on rows and totals. */
const figuresOf =
  (group: ReportGroup) =>
  (sums: SideSums | null): ReportFigures =>
    group === 'product' ? { ...figures(sums), clicks: null } : figures(sums);

/** What a row's key names, in words: the database's label where it has one. */
function labelOf(group: ReportGroup, key: string, label: string | null): string {
  if (label) return label;
  // A product is the player's category (casino, sports, live-casino, poker), named as the players list names it.
  if (group === 'product') {
    const category = playerCategory.safeParse(key);
    return category.success ? playerCategoryLabels[category.data] : key;
  }
  // The brand of a code deleted since its figures were counted is not known any more.
  if (group === 'brand') return key === '' ? 'Unknown brand' : key;
  if (group === 'banner') return key === '0' ? 'No banner' : `Banner ${key} (deleted)`;
  // Named as the players list names a player's country; '' holds the clicks whose country is not known.
  if (group === 'country') return key === '' ? 'Not known' : countryName(key);
  if (key !== '') return key;
  return group === 'campaign' ? '(no campaign)' : '(no sub-ID)';
}

/** Days in words, as the CSV's totals line writes a range: "2026-12-01 to 2026-12-15". */
const daysLabel = (days: ReportDays): string =>
  days.from === days.to ? days.from : `${days.from} to ${days.to}`;

/**
 * The bucket starting `start`, cut to the date range: its days, and its name (its first day when the
 * range holds it whole, else the days it counts, so a cut month never reads as the whole month).
 */
function bucketOf(
  group: 'day' | 'week' | 'month',
  start: string,
  range: ReportRange,
): { days: ReportDays; label: string } {
  const end = group === 'day' ? start : group === 'week' ? addDays(start, 6) : monthEnd(start);
  const days = { from: start < range.from ? range.from : start, to: end > range.to ? range.to : end };
  return { days, label: days.from === start && days.to === end ? start : daysLabel(days) };
}

/**
 * A time grouping has a row for every bucket of the current date range, empty ones included, and the
 * compared date range's bucket at the same place beside it; sorted here (the database sorts the rest).
 */
function timeRows(
  group: 'day' | 'week' | 'month',
  selection: ReportSelection,
  sums: SumsResult,
  sort: ReportSort,
  order: 'asc' | 'desc',
): ReportRow[] {
  const byIndex = new Map(sums.rows.map((r) => [r.key, r]));
  const currentStarts = bucketStarts(selection.current.from, selection.current.to, group);
  const previousStarts = selection.previous
    ? bucketStarts(selection.previous.from, selection.previous.to, group)
    : [];
  const rows = currentStarts.map((start, index): ReportRow => {
    const found = byIndex.get(String(index));
    const previousKey = previousStarts[index] ?? null;
    const bucket = bucketOf(group, start, selection.current);
    const previousBucket =
      selection.previous && previousKey ? bucketOf(group, previousKey, selection.previous) : null;
    return {
      key: start,
      label: bucket.label,
      days: bucket.days,
      current: figures(found?.current ?? null),
      previous: selection.previous ? (previousKey ? figures(found?.previous ?? null) : null) : null,
      previous_key: selection.previous ? previousKey : null,
      previous_days: previousBucket?.days ?? null,
      previous_label: previousBucket?.label ?? null,
    };
  });
  const sign = order === 'desc' ? -1 : 1;
  // Ties keep the date range's order, as the database's sort does for source groupings.
  if (sort !== 'key')
    rows.sort(
      (a, b) => sign * (Number(a.current[sort]) - Number(b.current[sort])) || a.key.localeCompare(b.key),
    );
  else if (order === 'desc') rows.reverse();
  return rows;
}

/** The report as buildReport answers it, kept until the affiliate's figures change (caches/figures-cache.ts). */
export function cachedReport(
  ctx: AppContext,
  affiliateId: number,
  query: ReportQuery,
  language: Language = 'en',
): Promise<ReportFiguresAnswer> {
  // Default and relative ranges depend on the day; the parsed query holds every other input, the
  // language the definitions' words.
  return ctx.figures.answerOfTheDay(
    affiliateId,
    `report:${language}:${JSON.stringify(query)}`,
    ctx.config.now(),
    () => buildReport(ctx, affiliateId, query, language),
    (answer) => answer.data.rows.length,
    addClicksToReport(query),
  );
}

export async function buildReport(
  ctx: AppContext,
  affiliateId: number,
  query: ReportQuery,
  language: Language = 'en',
): Promise<ReportFiguresAnswer> {
  const selection = selectionOf(affiliateId, query, ctx.config.now());
  const time = isTimeGroup(query.group);
  // Product rows have no clicks to sort by: they come in key order.
  const sort: ReportSort = query.sort ?? (time || query.group === 'product' ? 'key' : 'clicks');
  const order = query.order ?? (sort === 'key' ? 'asc' : 'desc');
  const sums = await reportSums(ctx.db, selection, { sort, direction: order, limit: query.limit });
  if (!sums) throw sessionExpired();
  const figuresFor = figuresOf(query.group);
  const rows: ReportRow[] = isTimeGroup(query.group)
    ? timeRows(query.group, selection, sums, sort, order)
    : sums.rows.map((r) => {
        const label = labelOf(query.group, r.key, r.label);
        const { previous } = selection;
        return {
          key: r.key,
          label,
          days: { from: selection.current.from, to: selection.current.to },
          current: figuresFor(r.current),
          previous: previous ? figuresFor(r.previous) : null,
          previous_key: previous ? r.key : null,
          previous_days: previous ? { from: previous.from, to: previous.to } : null,
          previous_label: previous ? label : null,
        };
      });
  return {
    data: {
      rows,
      totals: {
        current: figuresFor(sums.totals.current),
        previous: selection.previous ? figuresFor(sums.totals.previous) : null,
      },
    },
    meta: {
      group: query.group,
      from: selection.current.from,
      to: selection.current.to,
      compare_from: selection.previous?.from ?? null,
      compare_to: selection.previous?.to ?? null,
      sort,
      order,
      rows_total: time ? rows.length : sums.rowsTotal,
      currency: sums.currency,
      definitions: reportDefinitions(language),
      as_of: sums.asOf?.toISOString() ?? null,
      brands: sums.brands,
      banner_filter:
        query.banner === undefined
          ? null
          : { id: query.banner, label: labelOf('banner', String(query.banner), sums.bannerFilterLabel) },
    },
  };
}

/** The whole report (every row a grouping has, up to the export's ceiling) for the CSV download. */
export function buildReportForExport(
  ctx: AppContext,
  affiliateId: number,
  query: ReportExportQuery,
): Promise<ReportFiguresAnswer> {
  return buildReport(ctx, affiliateId, { ...query, limit: EXPORT_ROWS_MAX });
}

/** Most rows one export holds: a sub-ID carrying a tracker's own click ids could have millions. */
export const EXPORT_ROWS_MAX = 100_000;
