import { errorCodes, type CommissionPlanTerms, type PeriodCurrencyTotal } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { addMonths, monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { noticeAffiliates, notifyAffiliatesEvent } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import { closeNextBatch, type AnnounceCommission } from './close-period.ts';
import { periodKey, periodStart } from './period-names.ts';
import { recordedTotals } from './preview-repository.ts';
import { upsertPlanVersion } from './plan-versions.ts';
import * as repo from './repository.ts';

export interface ClosePeriodResult {
  period: string;
  closed_now: boolean;
  closed_at: string;
  affiliates: number;
  total_commission: string;
  sub_affiliate_earnings: string;
  late_adjustments: number;
  totals: PeriodCurrencyTotal[];
}

/** Closes `period` (YYYY-MM) batch by batch; closing a closed period answers its figures, closed_now false. */
export async function closePeriod(
  ctx: AppContext,
  period: string,
  closedBy: string,
): Promise<ClosePeriodResult> {
  const start = periodStart(period);
  const brand = await brandName(ctx);
  const announce: AnnounceCommission = (tx, notices) =>
    notifyAffiliatesEvent(ctx, tx, 'commission', notices, brand);
  let closedNow = false;
  for (;;) {
    const batch = await ctx.db.transaction((tx) =>
      closeNextBatch(tx, { start, now: ctx.config.now(), closedBy, announce }),
    );
    closedNow ||= batch.closedNow;
    if (batch.done) break;
  }
  return summary(ctx.db, start, closedNow);
}

async function summary(db: Queryable, start: string, closedNow: boolean): Promise<ClosePeriodResult> {
  const [s, totals] = await Promise.all([repo.periodSummary(db, start), recordedTotals(db, [start])]);
  return {
    period: periodKey(start),
    closed_now: closedNow,
    closed_at: s.closed_at!.toISOString(),
    affiliates: s.affiliates,
    total_commission: s.total_commission,
    sub_affiliate_earnings: s.sub_affiliate_earnings,
    late_adjustments: s.late_adjustments,
    totals: totals.map(({ start: _start, ...total }) => total),
  };
}

/**
 * The demo's history: closes every finished month from the first month with figures (or after the
 * last closed one) inside the seed's transaction. Affiliates get the notification; no mail at seed time.
 * Each month is closed as of the morning after it (06:00 UTC on the 1st, or now if that is later
 * than now), as an operator would have: the commission of October lands in November's statement, not
 * all of them on the day the demo was seeded.
 */
export async function closeFinishedMonths(tx: Queryable, now: Date): Promise<void> {
  const range = await repo.closeRange(tx);
  const first = range.last_closed ? addMonths(range.last_closed, 1) : range.first_month;
  if (!first) return;
  const announce: AnnounceCommission = async (inner, notices) =>
    noticeAffiliates(inner, 'commission', notices);
  for (let start = first; start < monthStart(toIsoDate(now)); start = addMonths(start, 1)) {
    const morningAfter = new Date(`${addMonths(start, 1)}T06:00:00Z`);
    const closedAt = morningAfter < now ? morningAfter : now;
    for (;;) {
      const batch = await closeNextBatch(tx, { start, now: closedAt, closedBy: 'system', announce });
      if (batch.done) break;
    }
  }
}

/** A plan change takes effect on the first day of the next month: the running month keeps its plan. */
export async function setCommissionPlan(
  ctx: AppContext,
  affiliateId: number,
  plan: CommissionPlanTerms,
  changedBy: string,
) {
  const effectiveFrom = addMonths(monthStart(toIsoDate(ctx.config.now())), 1);
  return ctx.db.transaction(async (tx) => {
    const affiliate = await tx.maybeOne('SELECT 1 FROM members WHERE id = $1', [affiliateId]);
    if (!affiliate) throw new ApiError(404, 'No affiliate has this id.', errorCodes.notFound);
    const saved = await upsertPlanVersion(tx, affiliateId, effectiveFrom, plan, changedBy, ctx.config.now());
    return { member_id: affiliateId, ...saved };
  });
}
