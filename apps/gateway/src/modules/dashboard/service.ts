import {
  type api,
  type CurrentPeriodFigures,
  type DashboardFigures,
  type ReferralCounts,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { monthEnd, monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { estimateCommission } from '../commission/estimate.ts';
import type { ContractQuery } from '../../http/contract-route.ts';
import { bucketStarts } from '../figures/buckets.ts';
import { resolveRange } from '../figures/date-range.ts';
import { figureDefinitions } from '../figures/definitions.ts';
import type { Language } from '../../i18n/translate.ts';
import type { FiguresRow } from '../figures/figure-row.ts';
import type { DashboardFiguresAnswer } from './figures-answer.ts';
import { addClicksToDashboard } from './added-clicks.ts';
import * as repo from './repository.ts';

/** The current commission period: the calendar month (UTC) of the app's clock. */
export function currentPeriodBounds(now: Date): { start: string; end: string } {
  const today = toIsoDate(now);
  return { start: monthStart(today), end: monthEnd(today) };
}

/**
 * The current period's and the referral counts' answers, kept in the figures cache like the dashboard
 * (caches/figures-cache.ts: every table they read tells of its changes, migrations 045 and 046); the
 * day is in the key, as the period is the month of the app's clock.
 */
export function cachedCurrentPeriod(ctx: AppContext, affiliateId: number): Promise<CurrentPeriodFigures> {
  return ctx.figures.answerOfTheDay(
    affiliateId,
    'current-period',
    ctx.config.now(),
    () => getCurrentPeriod(ctx, affiliateId),
    () => 1,
    'none',
  );
}

export function cachedReferralCounts(ctx: AppContext, affiliateId: number): Promise<ReferralCounts> {
  return ctx.figures.answerOfTheDay(
    affiliateId,
    'referral-count',
    ctx.config.now(),
    () => getReferralCounts(ctx, affiliateId),
    () => 1,
    'none',
  );
}

export async function getCurrentPeriod(ctx: AppContext, affiliateId: number): Promise<CurrentPeriodFigures> {
  const { start, end } = currentPeriodBounds(ctx.config.now());
  // The period is a calendar month: its monthly rollup row holds the sums.
  const sums = await repo.monthTurnoverWinloss(ctx.db, affiliateId, start);
  if (!sums) throw sessionExpired();
  return {
    period_start: start,
    period_end: end,
    currency: sums.currency,
    turnover: sums.turnover,
    winloss: sums.winloss,
    as_of: sums.as_of?.toISOString() ?? null,
  };
}

export async function getReferralCounts(ctx: AppContext, affiliateId: number): Promise<ReferralCounts> {
  return repo.referralCounts(ctx.db, affiliateId, currentPeriodBounds(ctx.config.now()).start);
}

/** The dashboard's query as the contract parses it (granularity defaulted there). */
export type DashboardQuery = ContractQuery<typeof api.dashboard.dashboard>;

const zeroFigures: DashboardFigures = {
  clicks: 0,
  signups: 0,
  registrations: 0,
  first_depositors: 0,
  first_deposit_amount: '0.00',
  deposits: '0.00',
  turnover: '0.00',
  winloss: '0.00',
  bonuses: '0.00',
  ngr: '0.00',
  estimated_commission: '0.00',
};

/** A bucket's figures (the totals' too), field by field: the row also holds the bucket and context. */
function toFigures(row: FiguresRow | undefined): DashboardFigures {
  if (!row) return { ...zeroFigures };
  return {
    clicks: row.clicks,
    signups: row.signups,
    registrations: row.registrations,
    first_depositors: row.first_depositors,
    first_deposit_amount: row.first_deposit_amount,
    deposits: row.deposits,
    turnover: row.turnover,
    winloss: row.winloss,
    bonuses: row.bonuses,
    ngr: row.ngr,
    estimated_commission: row.estimated_commission,
  };
}

/** The dashboard as getDashboard answers it, kept until the affiliate's figures change (caches/figures-cache.ts). */
export function cachedDashboard(
  ctx: AppContext,
  affiliateId: number,
  query: DashboardQuery,
  language: Language = 'en',
): Promise<DashboardFiguresAnswer> {
  // The answer depends on the day (the default range, whether the current period is whole, the estimate),
  // and its definitions on the language.
  return ctx.figures.answerOfTheDay(
    affiliateId,
    `dashboard:${language}:${JSON.stringify(query)}`,
    ctx.config.now(),
    () => getDashboard(ctx, affiliateId, query, language),
    (answer) => answer.data.series.length,
    addClicksToDashboard,
  );
}

export async function getDashboard(
  ctx: AppContext,
  affiliateId: number,
  query: DashboardQuery,
  language: Language = 'en',
): Promise<DashboardFiguresAnswer> {
  const { from, to } = resolveRange(query, ctx.config.now());
  // The current period from its first day, all categories: the total is what its close would credit now,
  // from the close's inputs read in the same statement as the figures.
  const period = currentPeriodBounds(ctx.config.now());
  // A brand's or a product's share of the close is not a close: filtered, the estimate is the buckets' sum.
  const wholePeriod =
    from === period.start &&
    to >= toIsoDate(ctx.config.now()) &&
    to <= period.end &&
    !query.category &&
    !query.brand;
  const figures = await repo.sumDaily(ctx.db, {
    affiliateId,
    from,
    to,
    granularity: query.granularity,
    category: query.category,
    ...(query.brand !== undefined && { brand: query.brand }),
    ...(wholePeriod && { estimateOf: period.start }),
  });
  if (!figures) throw sessionExpired();
  const { plan, currency, asOf, estimate, brands } = figures.context;
  const byBucket = new Map(figures.rows.map((row) => [row.bucket, row]));
  const totals = toFigures(byBucket.get(null));
  if (estimate)
    totals.estimated_commission = await estimateCommission(
      ctx.db,
      period.start,
      estimate.inputs,
      estimate.late,
    );
  return {
    data: {
      totals,
      series: bucketStarts(from, to, query.granularity).map((start) => ({
        period_start: start,
        ...toFigures(byBucket.get(start)),
      })),
    },
    meta: {
      from,
      to,
      granularity: query.granularity,
      category: query.category ?? null,
      brand: query.brand ?? null,
      brands,
      currency,
      definitions: figureDefinitions(plan, currency, language),
      commission_plan: {
        revenue_share: plan.revenue_share,
        admin_fee_rate: plan.admin_fee_rate,
        cpa_amount: plan.cpa_amount,
        cpa_min_deposit: plan.cpa_min_deposit,
      },
      as_of: asOf?.toISOString() ?? null,
    },
  };
}
