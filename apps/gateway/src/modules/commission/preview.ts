import Decimal from 'decimal.js';
import {
  COMMISSION_PREVIEW_LINES,
  errorCodes,
  type CommissionPeriodSummary,
  type CommissionPreview,
  type PeriodCurrencyTotal,
  type PeriodState,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { addMonths, monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import { ApiError } from '../../http/api-error.ts';
import { commissionRecords } from './close-period.ts';
import { periodEnd, periodKey, periodName, periodStart } from './period-names.ts';
import * as repo from './preview-repository.ts';
import type { CommissionRecord } from './repository.ts';
import type { CommissionParts } from './sub-affiliate-bases.ts';
import {
  estimateSubAffiliateEarnings,
  runningCommissionParts,
  subAffiliatePlan,
} from './sub-affiliate-estimate.ts';

/**
 * The console's Commission screen: the months and where each stands, and what closing one credits. The
 * preview runs the close's own `commissionRecords` over every affiliate who may have a line, batch by
 * batch, writing nothing, and estimates what the parents are credited on their subs' month with the
 * close's own month shares (sub-affiliate-estimate.ts); a closed month answers what it recorded instead.
 */

/** How many months the list holds, the running month included. */
export const LISTED_MONTHS = 24;
const PREVIEW_BATCH = 1000;

function stateOf(month: repo.MonthRow, now: Date): PeriodState {
  if (month.closed_at) return 'closed';
  if (periodEnd(month.start) > now) return 'running';
  // The rules of checkClosable (close-period.ts): a month closes after the one before it, never after a later one.
  if (month.later_closed) return 'waiting';
  return !month.any_earlier || month.previous_closed ? 'ready' : 'waiting';
}

export async function listPeriods(ctx: AppContext): Promise<CommissionPeriodSummary[]> {
  const now = ctx.config.now();
  const running = monthStart(toIsoDate(now));
  const oldest = addMonths(running, -(LISTED_MONTHS - 1));
  const first = await repo.firstMonthWithFigures(ctx.db);
  const from = first && first > oldest ? (first < running ? first : running) : oldest;
  const rows = await repo.months(ctx.db, from, running);
  const totals = await repo.recordedTotals(
    ctx.db,
    rows.filter((m) => m.closed_at).map((m) => m.start),
  );
  return rows.map((month) => ({
    period: periodKey(month.start),
    state: stateOf(month, now),
    closed_at: month.closed_at?.toISOString() ?? null,
    closed_by: month.closed_by,
    totals: totals.filter((t) => t.start === month.start).map(({ start: _start, ...total }) => total),
  }));
}

export async function previewPeriod(ctx: AppContext, period: string): Promise<CommissionPreview> {
  const now = ctx.config.now();
  const start = periodStart(period);
  if (start > monthStart(toIsoDate(now)))
    throw new ApiError(404, `${periodName(start)} has not started yet.`, errorCodes.notFound);
  const [month] = await repo.months(ctx.db, start, start);
  const state = stateOf(month!, now);
  const head = {
    period,
    state,
    closed_at: month!.closed_at?.toISOString() ?? null,
    closed_by: month!.closed_by,
    computed_at: now.toISOString(),
  };
  if (state === 'closed') {
    const [totals, lines] = await Promise.all([
      repo.recordedTotals(ctx.db, [start]),
      repo.recordedLines(ctx.db, start, COMMISSION_PREVIEW_LINES),
    ]);
    return { ...head, totals: totals.map(({ start: _start, ...total }) => total), lines };
  }
  const plan = await subAffiliatePlan(ctx.db, start, PREVIEW_BATCH);
  const records: CommissionRecord[] = [];
  // The running commissions of the subs whose parents are paid a share of them, split by brand.
  const subCommissions = new Map<number, CommissionParts>();
  for (let after = 0; ;) {
    const ids = await repo.nextCandidates(ctx.db, start, after, PREVIEW_BATCH);
    if (ids.length === 0) break;
    const batch = await commissionRecords(ctx.db, start, ids);
    records.push(...batch.records);
    const subs = batch.records.filter((r) => plan.paidOnCommission.has(r.member_id));
    for (const [id, parts] of await runningCommissionParts(ctx.db, start, subs, batch.months))
      subCommissions.set(id, parts);
    after = ids.at(-1)!;
  }
  const subEarnings = await estimateSubAffiliateEarnings(ctx.db, start, plan, subCommissions);
  const largest = records
    .sort((a, b) => new Decimal(b.amount).comparedTo(a.amount) || a.member_id - b.member_id)
    .slice(0, COMMISSION_PREVIEW_LINES);
  const names = await repo.usernames(
    ctx.db,
    largest.map((r) => r.member_id),
  );
  return {
    ...head,
    totals: totalsOf(records, subEarnings),
    lines: largest.map((r) => ({
      member_id: r.member_id,
      username: names.get(r.member_id) ?? '',
      currency: r.currency,
      revenue_share: r.revenue_share,
      admin_fee_rate: r.admin_fee_rate,
      cpa_amount_each: r.cpa_amount_each,
      ngr: r.ngr,
      late_ngr: r.late_ngr,
      // As the close records it (numeric(18,2)); the close's input reads a missing carry as a bare 0.
      carry_in: new Decimal(r.carry_in).toFixed(2),
      revenue_share_amount: r.revenue_share_amount,
      cpa_count: r.cpa_count,
      cpa_total: r.cpa_total,
      carry_out: r.carry_out,
      amount: r.amount,
    })),
  };
}

const summed = ['ngr', 'revenue_share_amount', 'cpa_total', 'carry_out', 'amount'] as const;

type Total = { affiliates: number; credited: number; sums: Record<(typeof summed)[number], Decimal> };
const noTotal = (): Total => ({
  affiliates: 0,
  credited: 0,
  sums: Object.fromEntries(summed.map((k) => [k, new Decimal(0)])) as Total['sums'],
});

/**
 * Per currency, as the close's rollup sums them (commission_period_totals), with the parents' estimated
 * sub-affiliate earnings (`subEarnings`, by currency): a currency only parents are paid in has a total of
 * its own with no affiliate, as the rollup has.
 */
function totalsOf(
  records: readonly CommissionRecord[],
  subEarnings: ReadonlyMap<string, string>,
): PeriodCurrencyTotal[] {
  const byCurrency = new Map<string, Total>();
  for (const [currency, amount] of subEarnings)
    if (!new Decimal(amount).isZero()) byCurrency.set(currency, noTotal());
  for (const record of records) {
    const total = byCurrency.get(record.currency) ?? noTotal();
    total.affiliates += 1;
    if (new Decimal(record.amount).gt(0)) total.credited += 1;
    for (const key of summed) total.sums[key] = total.sums[key].plus(record[key]);
    byCurrency.set(record.currency, total);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => {
      const sub = new Decimal(subEarnings.get(currency) ?? 0);
      return {
        currency,
        affiliates: t.affiliates,
        credited: t.credited,
        ...(Object.fromEntries(summed.map((k) => [k, t.sums[k].toFixed(2)])) as Record<
          (typeof summed)[number],
          string
        >),
        sub_affiliate_earnings: sub.toFixed(2),
        total_credited: t.sums.amount.plus(sub).toFixed(2),
      };
    });
}
