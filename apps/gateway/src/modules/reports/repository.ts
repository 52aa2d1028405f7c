import type { ReportFilter, ReportGroup, ReportSort } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { addDays } from '../../calendar/utc-dates.ts';
import { SqlParams } from '../../db/sql-params.ts';
import { ALL_CATEGORIES } from '../../db/rollup-categories.ts';
import { planVersionJoinSql } from '../commission/plan-versions.ts';
import { affiliateBrandsSql, brandCodesSql } from '../figures/brand-codes-sql.ts';
import { wholeBuckets } from '../figures/buckets.ts';
import { bucketCommissionSql, ngrSql } from '../figures/calculate-sql.ts';
import type { FunnelFigures } from '../figures/figure-row.ts';

/** One date range of a report: its days and the day whose plan prices its commission (the first day of its last month). */
export interface ReportRange {
  from: string;
  to: string;
  planDay: string;
}

export interface ReportSelection {
  affiliateId: number;
  group: ReportGroup;
  current: ReportRange;
  previous: ReportRange | null;
  filters: Partial<Record<ReportFilter, string | number>>;
}

/** A date range's sums for one key, NGR and commission worked out in numeric; amounts as text. */
export interface SideSums extends FunnelFigures {
  ngr: string;
  commission: string;
}

export interface SumsRow {
  /** A bucket's index in its date range (time groupings) or the source part's value. */
  key: string;
  /** What the key names, where the database knows better (a code's own letter case, a banner's name). */
  label: string | null;
  current: SideSums | null;
  previous: SideSums | null;
}

const counts = ['clicks', 'signups', 'registrations', 'first_depositors', 'cpa_qualified'] as const;
const amounts = ['first_deposit_amount', 'deposits', 'winloss', 'bonuses'] as const;
const planTerms = ['revenue_share', 'admin_fee_rate', 'cpa_amount'] as const;

type SourceGroup = Exclude<ReportGroup, 'day' | 'week' | 'month' | 'brand' | 'product'>;
type SourceFilter = Exclude<ReportFilter, 'brand'>;

/** The column each source grouping reads (the rollup's lower-cased code, the banner's id as text). */
const sourceKey: Record<SourceGroup, string> = {
  code: 'referral_code',
  sub1: 'sub1',
  sub2: 'sub2',
  sub3: 'sub3',
  sub4: 'sub4',
  sub5: 'sub5',
  banner: 'saved_banner_id::text',
  campaign: 'campaign',
  country: 'country',
};

export const isTimeGroup = (group: ReportGroup): group is 'day' | 'week' | 'month' =>
  group === 'day' || group === 'week' || group === 'month';

/** A bucket's index from its date range's start, so two date ranges line up bucket by bucket. */
function timeKey(group: 'day' | 'week' | 'month', from: string, params: SqlParams, column: string): string {
  if (group === 'day') return `(${column} - ${params.add(from)}::date)`;
  if (group === 'week')
    return `((date_trunc('week', ${column}::timestamp)::date - date_trunc('week', ${params.add(from)}::date::timestamp)::date) / 7)`;
  const [year = 0, month = 0] = from.split('-').map(Number);
  return `(extract(year FROM ${column})::int * 12 + extract(month FROM ${column})::int - ${params.add(year * 12 + month)}::int)`;
}

function filterSql(filters: Array<[string, string | number]>, params: SqlParams): string {
  const column: Record<SourceFilter, string> = {
    ...sourceKey,
    code: 'referral_code',
    banner: 'saved_banner_id',
  };
  return filters
    .map(([name, value]) => {
      const placeholder = params.add(name === 'code' ? String(value).toLowerCase() : value);
      return ` AND ${column[name as SourceFilter]} = ${name === 'banner' ? `${placeholder}::bigint` : placeholder}`;
    })
    .join('');
}

/**
 * Grouped by product: the figure rollups by category (affiliate_daily; affiliate_monthly_figures for
 * whole months, its all-categories rows left out). They hold no clicks (a click has no product yet):
 * zero here, null in the answer. The contract takes no filter with this grouping.
 */
function productRows(dateRange: ReportRange, params: SqlParams, affiliate: string): string {
  const columns = ['0::bigint AS clicks', ...counts.slice(1), ...amounts].join(', ');
  const range = (column: string, from: string, to: string) =>
    `${column} >= ${params.add(from)}::date AND ${column} <= ${params.add(to)}::date`;
  const daily = (from: string, to: string) =>
    `SELECT category AS k, ${columns} FROM affiliate_daily WHERE member_id = ${affiliate} AND ${range('day', from, to)}`;
  const whole = wholeBuckets(dateRange.from, dateRange.to, 'month');
  if (!whole) return daily(dateRange.from, dateRange.to);
  return [
    ...(dateRange.from < whole.first ? [daily(dateRange.from, addDays(whole.first, -1))] : []),
    `SELECT category AS k, ${columns} FROM affiliate_monthly_figures
     WHERE member_id = ${affiliate} AND category <> '${ALL_CATEGORIES}' AND ${range('month', whole.first, whole.last)}`,
    ...(whole.after <= dateRange.to ? [daily(whole.after, dateRange.to)] : []),
  ].join(' UNION ALL ');
}

/**
 * A date range's rows keyed as the grouping asks. Grouped by brand: the rows grouped by code (see
 * sourceRows), each code's key turned into its brand's code (a deleted code's rows under '').
 */
function rangeRows(
  selection: ReportSelection,
  dateRange: ReportRange,
  params: SqlParams,
  affiliate: string,
): string {
  if (selection.group === 'product') return productRows(dateRange, params, affiliate);
  if (selection.group !== 'brand') return sourceRows(selection, dateRange, params, affiliate);
  const byCode = sourceRows({ ...selection, group: 'code' }, dateRange, params, affiliate);
  return `SELECT coalesce(kb.brand, '') AS k, ${[...counts, ...amounts].map((c) => `x.${c}`).join(', ')}
          FROM (${byCode}) x LEFT JOIN referral_codes kb ON lower(kb.code) = x.k`;
}

/**
 * Where a date range's rows come from, cheapest first: with no filter, or grouped by time with one part
 * filtered, the rollup of that one part (affiliate_source_part_daily: a few rows per day; grouped by
 * time with no filter, the part `code`, whose values add up to every click and player once); its
 * monthly copy for the whole months of a source or monthly grouping. Anything else (several filters, or
 * one filter beside a source grouping) reads the combinations of the whole source.
 */
function sourceRows(
  selection: ReportSelection,
  dateRange: ReportRange,
  params: SqlParams,
  affiliate: string,
): string {
  const { brand, ...sourceFilters } = selection.filters;
  const filters = Object.entries(sourceFilters).filter(
    (entry): entry is [string, string | number] => entry[1] !== undefined,
  );
  const brandCodes = brand === undefined ? null : brandCodesSql(String(brand), params, affiliate);
  const time = isTimeGroup(selection.group);
  const columns = [...counts, ...amounts].join(', ');
  const range = (column: string, from: string, to: string) =>
    `${column} >= ${params.add(from)}::date AND ${column} <= ${params.add(to)}::date`;
  // A brand is a set of codes: the part `code`'s rows carry it whole, when nothing else narrows them and
  // the grouping is by time or by code.
  const onePart = brandCodes
    ? filters.length === 0 && (time || selection.group === 'code')
    : filters.length === 0 || (time && filters.length === 1);
  if (!onePart) {
    const key = time
      ? `${timeKey(selection.group as 'day', dateRange.from, params, 'day')}::text`
      : sourceKey[selection.group as SourceGroup];
    return `SELECT ${key} AS k, ${columns} FROM affiliate_source_daily
            WHERE member_id = ${affiliate} AND ${range('day', dateRange.from, dateRange.to)} ${filterSql(filters, params)}
            ${brandCodes ? `AND referral_code IN ${brandCodes}` : ''}`;
  }
  const [filterName, filterValue] = filters[0] ?? [];
  const part = brandCodes ? 'code' : (filterName ?? (time ? 'code' : selection.group));
  const partValue = brandCodes
    ? ` AND value IN ${brandCodes}`
    : filterName
      ? ` AND value = ${params.add(filterName === 'code' ? String(filterValue).toLowerCase() : String(filterValue))}`
      : '';
  const partFilter = `member_id = ${affiliate} AND part = ${params.add(part)}${partValue}`;
  const keyAt = (column: string) =>
    time ? `${timeKey(selection.group as 'day', dateRange.from, params, column)}::text` : 'value';
  const whole =
    selection.group === 'day' || selection.group === 'week'
      ? null
      : wholeBuckets(dateRange.from, dateRange.to, 'month');
  if (!whole)
    return `SELECT ${keyAt('day')} AS k, ${columns} FROM affiliate_source_part_daily WHERE ${partFilter} AND ${range('day', dateRange.from, dateRange.to)}`;
  const daily = (from: string, to: string) =>
    from <= to
      ? [
          `SELECT ${keyAt('day')} AS k, ${columns} FROM affiliate_source_part_daily WHERE ${partFilter} AND ${range('day', from, to)}`,
        ]
      : [];
  return [
    ...daily(dateRange.from, addDays(whole.first, -1)),
    `SELECT ${keyAt('month')} AS k, ${columns} FROM affiliate_source_part_monthly WHERE ${partFilter} AND ${range('month', whole.first, whole.last)}`,
    ...daily(whole.after, dateRange.to),
  ].join(' UNION ALL ');
}

/** One date range's sums per key (see timeKey and sourceKey), beside the terms of the plan that prices it. */
function sideSql(
  selection: ReportSelection,
  dateRange: ReportRange,
  params: SqlParams,
  affiliate: string,
): string {
  const sums = [
    ...counts.map((c) => `coalesce(sum(${c}), 0)::int AS ${c}`),
    ...amounts.map((a) => `coalesce(sum(${a}), 0) AS ${a}`),
  ];
  return `SELECT s.*, ${planTerms.map((t) => `cp.${t}`).join(', ')}
          FROM (SELECT k, ${sums.join(', ')} FROM (${rangeRows(selection, dateRange, params, affiliate)}) r
                GROUP BY 1
                -- A source whose figures all moved elsewhere (a player's country changed) keeps a row of zeros.
                HAVING ${[...counts, ...amounts].map((c) => `sum(${c}) <> 0`).join(' OR ')}) s
          CROSS JOIN ${planVersionJoinSql('cp', affiliate, `${params.add(dateRange.planDay)}::date`)}`;
}

/** A side's NGR and commission (the rule of figures/calculate-sql.ts), `a` naming the side's row. */
const ngrOf = (a: string) => ngrSql(`${a}.winloss`, `${a}.bonuses`, `${a}.admin_fee_rate`);
const commissionOf = (a: string) =>
  bucketCommissionSql(ngrOf(a), `${a}.revenue_share`, `${a}.cpa_amount`, `${a}.cpa_qualified`);

const figureSql: Record<keyof SideSums, (a: string) => string> = {
  clicks: (a) => `${a}.clicks`,
  signups: (a) => `${a}.signups`,
  registrations: (a) => `${a}.registrations`,
  first_depositors: (a) => `${a}.first_depositors`,
  first_deposit_amount: (a) => `round(${a}.first_deposit_amount, 2)::text`,
  deposits: (a) => `round(${a}.deposits, 2)::text`,
  ngr: (a) => `${ngrOf(a)}::text`,
  commission: (a) => `round(${commissionOf(a)}, 2)::text`,
};

/** A side's figures as one JSON object, null when the side has no row for the key. */
const sideJson = (a: string) =>
  `CASE WHEN ${a}.k IS NULL THEN NULL ELSE json_build_object(${Object.entries(figureSql)
    .map(([name, sql]) => `'${name}', ${sql(a)}`)
    .join(', ')}) END`;

/** A side's whole-range sums (one row, zeros when empty), priced like a row. */
const totalsOf = (source: string) =>
  `SELECT ''::text AS k, ${[...counts, ...amounts].map((c) => `coalesce(sum(${c}), 0) AS ${c}`).join(', ')},
          ${planTerms.map((t) => `coalesce(min(${t}), 0) AS ${t}`).join(', ')} FROM ${source}`;

/** A saved banner's name (sb joined to its catalogue banner b), as its row and the banner filter name it. */
const bannerLabel = `b.name || ' ' || sb.size || CASE WHEN sb.campaign_name <> '' THEN ' · ' || sb.campaign_name ELSE '' END`;

/** The database's label of a source key, where it has one. */
function labelSql(group: ReportGroup, affiliate: string): { join: string; label: string } {
  if (group === 'brand') return { join: 'LEFT JOIN brands br ON br.code = j.k', label: 'br.name' };
  if (group === 'code')
    return { join: 'LEFT JOIN referral_codes rc ON lower(rc.code) = j.k', label: 'rc.code' };
  if (group === 'banner') {
    return {
      join: `LEFT JOIN saved_banners sb ON j.k <> '0' AND sb.id = j.k::bigint AND sb.member_id = ${affiliate} LEFT JOIN banners b ON b.id = sb.banner_id`,
      label: bannerLabel,
    };
  }
  return { join: '', label: 'NULL::text' };
}

/** The filtered banner's label (null: no banner filter, no banner, or not the affiliate's). */
function bannerFilterLabelSql(selection: ReportSelection, params: SqlParams, affiliate: string): string {
  const banner = selection.filters.banner;
  if (banner === undefined || banner === 0) return 'NULL::text';
  return `(SELECT ${bannerLabel} FROM saved_banners sb JOIN banners b ON b.id = sb.banner_id WHERE sb.id = ${params.add(banner)}::bigint AND sb.member_id = ${affiliate})`;
}

/**
 * When the figures were last moved: the feed's latest batch or the latest human click, whichever is
 * later (greatest ignores a missing one). The latest click is on the latest day with clicks, in one of
 * its lanes (migration 049): two index reads.
 */
const asOfSql = (affiliate: string) =>
  `greatest(ai.as_of, (SELECT max(cd.last_click_at) FROM affiliate_clicks_daily cd
                       WHERE cd.member_id = ${affiliate}
                         AND cd.day = (SELECT max(day) FROM affiliate_clicks_daily WHERE member_id = ${affiliate})))`;

export interface SumsResult {
  rows: SumsRow[];
  totals: { current: SideSums | null; previous: SideSums | null };
  rowsTotal: number;
  currency: string;
  asOf: Date | null;
  /** The filtered banner's label, where the database has it. */
  bannerFilterLabel: string | null;
  /** The brands the affiliate has codes of, by code. */
  brands: Array<{ code: string; name: string }>;
}

/**
 * The report's rows in one round trip: both date ranges' sums per key joined side by side (a source seen
 * in either date range has a row), sorted and cut in the database for source groupings (a sub-ID may take
 * thousands of values); every bucket of a time grouping (the service fills the empty ones and sorts).
 * The totals row carries the currency and as-of time. Null when the affiliate is gone.
 */
export async function reportSums(
  db: Queryable,
  selection: ReportSelection,
  order: { sort: ReportSort; direction: 'asc' | 'desc'; limit: number },
): Promise<SumsResult | null> {
  const params = new SqlParams();
  const affiliate = params.add(selection.affiliateId);
  const previous = selection.previous
    ? sideSql(selection, selection.previous, params, affiliate)
    : `SELECT NULL::text AS k, ${[...counts, ...amounts, ...planTerms].map((c) => `0::numeric AS ${c}`).join(', ')} WHERE false`;
  const time = isTimeGroup(selection.group);
  const sortSql = (() => {
    if (order.sort === 'key') return time ? 'j.k::int' : 'j.k';
    const raw =
      order.sort === 'ngr' ? ngrOf('c') : order.sort === 'commission' ? commissionOf('c') : `c.${order.sort}`;
    return `coalesce(${raw}, 0)`;
  })();
  const { join, label } = labelSql(selection.group, affiliate);
  type Row = {
    ord: number | null;
    key: string | null;
    label: string | null;
    current: SideSums | null;
    previous: SideSums | null;
    rows_total: number;
    currency: string | null;
    as_of: Date | null;
    banner_filter_label: string | null;
    brands: Array<{ code: string; name: string }> | null;
  };
  const { rows } = await db.query<Row>(
    `WITH cur AS (${sideSql(selection, selection.current, params, affiliate)}),
          prev AS (${previous}),
          j AS (SELECT coalesce(c.k, p.k) AS k FROM cur c FULL JOIN prev p ON p.k = c.k),
          page AS (
            SELECT row_number() OVER (ORDER BY ${sortSql} ${order.direction}, j.k) AS ord, j.k, ${label} AS label,
                   ${sideJson('c')} AS current, ${sideJson('p')} AS previous
            FROM j LEFT JOIN cur c ON c.k = j.k LEFT JOIN prev p ON p.k = j.k ${join}
            ORDER BY ord ${time ? '' : `LIMIT ${params.add(order.limit)}`}
          ),
          ct AS (${totalsOf('cur')}),
          pt AS (${totalsOf('prev')})
     SELECT ord, k AS key, label, current, previous, NULL::int AS rows_total, NULL AS currency, NULL::timestamptz AS as_of, NULL::text AS banner_filter_label, NULL::json AS brands FROM page
     UNION ALL
     SELECT NULL, NULL, NULL, ${sideJson('ct')}, ${selection.previous ? sideJson('pt') : 'NULL::json'}, (SELECT count(*)::int FROM j), trim(m.currency), ${asOfSql(affiliate)},
            ${bannerFilterLabelSql(selection, params, affiliate)}, ${affiliateBrandsSql(affiliate)}
     FROM members m CROSS JOIN ct CROSS JOIN pt LEFT JOIN affiliate_ingest ai ON ai.member_id = m.id WHERE m.id = ${affiliate}
     ORDER BY 1 NULLS FIRST`,
    params.values,
  );
  const [totalsRow, ...pageRows] = rows;
  if (!totalsRow || totalsRow.ord !== null) return null;
  return {
    rows: pageRows.map((r) => ({
      key: r.key ?? '',
      label: r.label,
      current: r.current,
      previous: r.previous,
    })),
    totals: { current: totalsRow.current, previous: totalsRow.previous },
    rowsTotal: totalsRow.rows_total,
    currency: totalsRow.currency ?? '',
    asOf: totalsRow.as_of,
    bannerFilterLabel: totalsRow.banner_filter_label,
    brands: totalsRow.brands ?? [],
  };
}
