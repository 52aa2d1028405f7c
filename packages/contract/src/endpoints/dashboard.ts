import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { currencyCode, isoDate, isoDateTime, memberId, moneyAmount } from '../common/primitives.ts';
import { viewBrands, brandFilter } from '../common/brand-filter.ts';
import { playerCategory } from '../common/players.ts';
import { activityFreshnessFields } from '../common/feed-freshness.ts';

export const affiliateParams = z.object({ id: memberId });

/** The current commission period (calendar month, UTC). */
export const currentPeriodFigures = z.object({
  period_start: isoDate,
  period_end: isoDate,
  currency: currencyCode,
  turnover: moneyAmount,
  winloss: moneyAmount,
  /** When the figures last changed (the newest ingest), so an affiliate knows how fresh they are. */
  as_of: isoDateTime.nullable(),
});
export type CurrentPeriodFigures = z.infer<typeof currentPeriodFigures>;

export const currentPeriod = endpoint({
  method: 'GET',
  path: '/api/v1/bo/affiliate/me/referral-turnover-winloss/current-period',
  access: 'member',
  summary: "Turnover and win/loss of the affiliate's referred players in the current commission period",
  tags: ['dashboard'],
  response: dataEnvelope(currentPeriodFigures),
});

export const granularity = z.enum(['day', 'week', 'month']);
export type Granularity = z.infer<typeof granularity>;

/** Longest range one dashboard request may cover. */
export const DASHBOARD_MAX_DAYS = 1_100;

export const dashboardQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    granularity: granularity.default('day'),
    category: playerCategory.optional(),
    /** A brand's code: the figures of the affiliate's players and clicks of that brand's codes. */
    brand: brandFilter.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date must not be before the start date.',
  })
  .refine((q) => q.brand === undefined || q.category === undefined, {
    path: ['brand'],
    message: 'Filter by a brand or by a product, not both.',
  });

/** Every dashboard figure; counts are integers, amounts decimal strings in the affiliate's currency. */
export const dashboardFigures = z.object({
  clicks: z.number().int(),
  signups: z.number().int(),
  registrations: z.number().int(),
  first_depositors: z.number().int(),
  first_deposit_amount: moneyAmount,
  deposits: moneyAmount,
  turnover: moneyAmount,
  winloss: moneyAmount,
  bonuses: moneyAmount,
  ngr: moneyAmount,
  estimated_commission: moneyAmount,
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;
export type DashboardFigure = keyof DashboardFigures;

export const dashboardPoint = dashboardFigures.extend({ period_start: isoDate });
export type DashboardPoint = z.infer<typeof dashboardPoint>;

export const dashboardResponse = z.object({
  data: z.object({ totals: dashboardFigures, series: z.array(dashboardPoint) }),
  meta: z.object({
    from: isoDate,
    to: isoDate,
    granularity,
    category: playerCategory.nullable(),
    brand: brandFilter.nullable(),
    /** The brands the affiliate has codes of: the brand filter's choices. */
    brands: viewBrands,
    currency: currencyCode,
    /** What each figure means, so every number can be traced to its inputs. */
    definitions: z.record(z.string(), z.string()),
    /** Rates are fractions ("0.3000" = 30 %); CPA amounts are in the affiliate's currency. */
    commission_plan: z.object({
      revenue_share: z.string(),
      admin_fee_rate: z.string(),
      /** Paid per first depositor whose first deposit is at least cpa_min_deposit. */
      cpa_amount: z.string().optional(),
      cpa_min_deposit: z.string().optional(),
    }),
    as_of: isoDateTime.nullable(),
    /** Up to when the activity under the figures runs, per brand in view (common/feed-freshness.ts). */
    ...activityFreshnessFields,
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const dashboard = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/dashboard',
  access: 'member',
  owner: 'id',
  summary: 'Totals and a time series of every dashboard figure over a date range (read from daily rollups)',
  tags: ['dashboard'],
  params: affiliateParams,
  query: dashboardQuery,
  response: dashboardResponse,
});

export const referralCounts = z.object({
  total: z.number().int(),
  registered: z.number().int(),
  depositing: z.number().int(),
  active_this_period: z.number().int(),
});
export type ReferralCounts = z.infer<typeof referralCounts>;

export const referralCount = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/referral-count',
  access: 'member',
  owner: 'id',
  summary: 'How many players the affiliate referred: in all, registered, depositing, active this period',
  tags: ['dashboard'],
  params: affiliateParams,
  response: dataEnvelope(referralCounts),
});
