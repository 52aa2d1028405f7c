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

/**
 * The console's Commission screen: the months and where each stands, and what closing one credits. The
 * preview runs the close's own `commissionRecords` over every affiliate who may have a line, batch by
 * batch, writing nothing; a closed month answers its recorded commissions instead.
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
  const records: CommissionRecord[] = [];
  for (let after = 0; ;) {
    const ids = await repo.nextCandidates(ctx.db, start, after, PREVIEW_BATCH);
    if (ids.length === 0) break;
    records.push(...(await commissionRecords(ctx.db, start, ids)).records);
    after = ids.at(-1)!;
  }
  const largest = records
    .sort((a, b) => new Decimal(b.amount).comparedTo(a.amount) || a.member_id - b.member_id)
    .slice(0, COMMISSION_PREVIEW_LINES);
  const names = await repo.usernames(
    ctx.db,
    largest.map((r) => r.member_id),
  );
  return {
    ...head,
    totals: totalsOf(records),
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

/** Per currency, as the close's rollup sums them (commission_period_totals). */
function totalsOf(records: readonly CommissionRecord[]): PeriodCurrencyTotal[] {
  const byCurrency = new Map<
    string,
    { affiliates: number; credited: number; sums: Record<(typeof summed)[number], Decimal> }
  >();
  for (const record of records) {
    const total = byCurrency.get(record.currency) ?? {
      affiliates: 0,
      credited: 0,
      sums: Object.fromEntries(summed.map((k) => [k, new Decimal(0)])) as Record<
        (typeof summed)[number],
        Decimal
      >,
    };
    total.affiliates += 1;
    if (new Decimal(record.amount).gt(0)) total.credited += 1;
    for (const key of summed) total.sums[key] = total.sums[key].plus(record[key]);
    byCurrency.set(record.currency, total);
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => ({
      currency,
      affiliates: t.affiliates,
      credited: t.credited,
      ...(Object.fromEntries(summed.map((k) => [k, t.sums[k].toFixed(2)])) as Record<
        (typeof summed)[number],
        string
      >),
    }));
}
