import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { countryCode, currencyCode, isoDate, isoDateTime, moneyAmount } from '../common/primitives.ts';
import { viewBrands, brandFilter } from '../common/brand-filter.ts';
import { activityFreshnessFields } from '../common/feed-freshness.ts';
import { referralCode } from '../common/players.ts';
import { affiliateParams, DASHBOARD_MAX_DAYS } from './dashboard.ts';
import { CLICK_TEXT_MAX_LENGTH } from './tracking.ts';

/**
 * Reports by traffic source: the funnel (clicks, sign-ups, registrations, first deposits, deposits,
 * NGR, commission) grouped by time or by one part of the source, for a period and optionally a second
 * one side by side. Read from the per-source daily rollup kept at click and ingest time.
 */
export const REPORT_TIME_GROUPS = ['day', 'week', 'month'] as const;
export const REPORT_SOURCE_GROUPS = [
  'code',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'banner',
  'campaign',
  'country',
] as const;
/**
 * Groupings by what the player belongs to: `brand` (a row per brand, its key the brand's code: a
 * player's brand is its referral code's) and `product` (a row per product, its key the product's code:
 * the player's category, casino, sports, live-casino or poker). Clicks come before a player picks a
 * product: product rows and totals carry no clicks (null).
 */
export const REPORT_BELONGING_GROUPS = ['brand', 'product'] as const;
export const reportGroup = z.enum([
  ...REPORT_TIME_GROUPS,
  ...REPORT_SOURCE_GROUPS,
  ...REPORT_BELONGING_GROUPS,
]);
export type ReportGroup = z.infer<typeof reportGroup>;

/** The periods a report can be compared with by name (the gateway works out their dates). */
export const REPORT_COMPARISONS = ['previous', 'last-year'] as const;
export type ReportComparison = (typeof REPORT_COMPARISONS)[number];

export const REPORT_FIGURES = [
  'clicks',
  'signups',
  'registrations',
  'first_depositors',
  'first_deposit_amount',
  'deposits',
  'ngr',
  'commission',
] as const;
export const reportSort = z.enum(['key', ...REPORT_FIGURES]);
export type ReportSort = z.infer<typeof reportSort>;

/** Longest period one report covers (each of the two): the dashboard's range, read the same way. */
export const REPORT_MAX_DAYS = DASHBOARD_MAX_DAYS;
export const REPORT_ROWS_DEFAULT = 100;
export const REPORT_ROWS_MAX = 1_000;

const sourceText = z.string().max(CLICK_TEXT_MAX_LENGTH);

/** Narrow a report to one value of a part of the source (an empty sub-ID or campaign: links without one). */
export const reportFilterFields = {
  code: referralCode.optional(),
  sub1: sourceText.optional(),
  sub2: sourceText.optional(),
  sub3: sourceText.optional(),
  sub4: sourceText.optional(),
  sub5: sourceText.optional(),
  campaign: sourceText.optional(),
  banner: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  country: countryCode.optional(),
  /** A brand's code: the figures of the players (and clicks) of the affiliate's codes of that brand. */
  brand: brandFilter.optional(),
};
export type ReportFilter = keyof typeof reportFilterFields;
export const REPORT_FILTERS = Object.keys(reportFilterFields) as ReportFilter[];

const periodFields = {
  group: reportGroup.default('day'),
  /** Default: the current month up to today (UTC). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /**
   * The period shown beside the first, by name: `previous` is the period just before (whole calendar
   * months beside as many whole months, a whole week beside the week before, other dates beside as
   * many days just before; grouped by week, moved back by whole weeks so that each week's days are
   * beside the same weekdays), `last-year` the same dates a year earlier (whole months: the same whole
   * months). Or give its dates, both or neither.
   */
  compare: z.enum(REPORT_COMPARISONS).optional(),
  compare_from: isoDate.optional(),
  compare_to: isoDate.optional(),
  ...reportFilterFields,
};

type PeriodQuery = Partial<Record<ReportFilter, unknown>> & {
  group?: ReportGroup;
  from?: string;
  to?: string;
  compare?: ReportComparison;
  compare_from?: string;
  compare_to?: string;
};

function checkPeriods<T extends z.ZodType<PeriodQuery>>(schema: T) {
  return schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      path: ['to'],
      message: 'The end date must not be before the start date.',
    })
    .refine((q) => (q.compare_from === undefined) === (q.compare_to === undefined), {
      path: ['compare_to'],
      message: 'Give both ends of the period to compare with, or neither.',
    })
    .refine((q) => !q.compare_from || !q.compare_to || q.compare_from <= q.compare_to, {
      path: ['compare_to'],
      message: 'The end date must not be before the start date.',
    })
    .refine((q) => q.compare === undefined || q.compare_from === undefined, {
      path: ['compare'],
      message: 'Compare with a named period or with dates, not both.',
    })
    .refine((q) => q.group !== 'product' || REPORT_FILTERS.every((name) => q[name] === undefined), {
      path: ['group'],
      message:
        'Products are counted per affiliate, not per source or brand: group by product without a filter.',
    });
}

export const reportQuery = checkPeriods(
  z.object({
    ...periodFields,
    /** Default: by date for a time grouping, by clicks (most first) otherwise. */
    sort: reportSort.optional(),
    order: z.enum(['asc', 'desc']).optional(),
    limit: z.coerce.number().int().min(1).max(REPORT_ROWS_MAX).default(REPORT_ROWS_DEFAULT),
  }),
);
export type ReportQuery = z.infer<typeof reportQuery>;

/**
 * Counts are integers; amounts decimal strings in the affiliate's currency. `clicks` is null where it
 * does not apply: grouped by product (a click has no product yet).
 */
export const reportFigures = z.object({
  clicks: z.number().int().nullable(),
  signups: z.number().int(),
  registrations: z.number().int(),
  first_depositors: z.number().int(),
  first_deposit_amount: moneyAmount,
  deposits: moneyAmount,
  ngr: moneyAmount,
  commission: moneyAmount,
});
export type ReportFigures = z.infer<typeof reportFigures>;
export type ReportFigure = keyof ReportFigures;

/** Days from one to another, both included. */
export const reportDays = z.object({ from: isoDate, to: isoDate });
export type ReportDays = z.infer<typeof reportDays>;

export const reportRow = z.object({
  /** The bucket's first day (time groupings) or the source part's value ('' for none; a banner's id). */
  key: z.string(),
  /**
   * What the row counts, in words: a source's name, or a bucket's first day; a bucket the period cuts
   * (a month or week at either end) is named by its days ("2026-12-01 to 2026-12-15").
   */
  label: z.string(),
  /** The days the row counts: a bucket's, cut to the period at its ends; a source's, the period's. */
  days: reportDays,
  current: reportFigures,
  /** The compared period's row: the same source, or the bucket at the same place in that period. */
  previous: reportFigures.nullable(),
  previous_key: z.string().nullable(),
  /** The compared row's days and their words (as `days` and `label`); null without a compared row. */
  previous_days: reportDays.nullable(),
  previous_label: z.string().nullable(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportResponse = z.object({
  data: z.object({
    rows: z.array(reportRow),
    totals: z.object({ current: reportFigures, previous: reportFigures.nullable() }),
  }),
  meta: z.object({
    group: reportGroup,
    from: isoDate,
    to: isoDate,
    compare_from: isoDate.nullable(),
    compare_to: isoDate.nullable(),
    sort: reportSort,
    order: z.enum(['asc', 'desc']),
    /** Rows the grouping has in all; more than `rows` holds when the limit cut them. */
    rows_total: z.number().int(),
    currency: currencyCode,
    /** What each figure means, so every number can be traced to its inputs. */
    definitions: z.record(z.string(), z.string()),
    as_of: isoDateTime.nullable(),
    /** Up to when the activity under the figures runs, per brand in view (common/feed-freshness.ts). */
    ...activityFreshnessFields,
    /**
     * The banner the report is filtered to, named as its banner row names it ("Welcome bonus 300x250 ·
     * Spring campaign", "No banner" for 0, "Banner 12 (deleted)"); null without a banner filter.
     */
    banner_filter: z.object({ id: z.number().int(), label: z.string() }).nullable(),
    /** The brands the affiliate has codes of: the brand filter's choices. */
    brands: viewBrands,
  }),
});
export type ReportResponse = z.infer<typeof reportResponse>;

export const report = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/reports',
  access: 'member',
  owner: 'id',
  tokenScope: 'reports:read',
  summary:
    'The funnel from clicks to commission, by day, week or month, or by code, sub-ID, banner, campaign, country, brand or product; filtered by any of them but product',
  tags: ['reports'],
  params: affiliateParams,
  query: reportQuery,
  response: reportResponse,
});

export const reportExportQuery = checkPeriods(z.object(periodFields));
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

/** Every row of the report (no limit) as CSV, with the compared period's figures beside when asked. */
export const reportExport = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/reports/export',
  access: 'member',
  owner: 'id',
  tokenScope: 'reports:read',
  summary: 'Download a report as CSV (formulas neutralised)',
  tags: ['reports'],
  params: affiliateParams,
  query: reportExportQuery,
  response: z.string(),
});
