import { dealSummary, type CommissionCurrentFigures } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { valueLateDelta } from './close-period.ts';
import { workOutDealMonths } from './deal-month.ts';
import { periodKey } from './period-names.ts';
import * as repo from './repository.ts';

/**
 * The running month opened up (GET /affiliate/{id}/commission/current): what closing it now would pay,
 * worked out exactly as the close will (the close's inputs, deal-month.ts), with every input the engine
 * used. Kept in the figures cache until the affiliate's figures or deal change, like the dashboard.
 */
export function cachedCurrentCommission(
  ctx: AppContext,
  affiliateId: number,
): Promise<CommissionCurrentFigures> {
  return ctx.figures.answerOfTheDay(
    affiliateId,
    'commission-current',
    ctx.config.now(),
    () => currentCommission(ctx, affiliateId),
    () => 1,
  );
}

export async function currentCommission(
  ctx: AppContext,
  affiliateId: number,
): Promise<CommissionCurrentFigures> {
  const now = ctx.config.now();
  const start = monthStart(toIsoDate(now));
  const [inputs, deltas] = await Promise.all([
    repo.readCloseInputs(ctx.db, start, [affiliateId]),
    repo.readLateDeltas(ctx.db, start, [affiliateId]),
  ]);
  const row = inputs[0];
  if (!row) throw sessionExpired();
  const late = new Map([[affiliateId, deltas.map(valueLateDelta)]]);
  const { deal, figures, qualified } = (await workOutDealMonths(ctx.db, start, [row], late)).get(
    affiliateId,
  )!;
  const named =
    row.deal_id === null
      ? null
      : await ctx.db.one<{ name: string }>('SELECT name FROM deals WHERE id = $1', [row.deal_id]);
  return {
    period: periodKey(start),
    currency: row.currency,
    as_of: now.toISOString(),
    deal: {
      name: named?.name ?? null,
      version: row.deal_version,
      effective_from: row.plan_effective_from,
      summary: dealSummary(deal),
      document: deal,
    },
    turnover: row.turnover,
    winloss: row.winloss,
    bonuses: row.bonuses,
    admin_fee: figures.admin_fee,
    ngr: figures.ngr,
    late_ngr: figures.late_ngr,
    carried_in: figures.carry_in,
    base: figures.base,
    tier_by: figures.tier_by,
    first_depositors: row.first_depositors,
    tier_rate: figures.tier_rate,
    next_tier: figures.next_tier,
    revenue_share: figures.revenue_share,
    carry_out: figures.carry_out,
    qualified_players: qualified,
    cpa_paid_count: figures.cpa_paid_count,
    cpa_over_cap_count: figures.cpa_over_cap_count,
    cpa_amount_each: figures.cpa_amount_each,
    late_cpa_amount: figures.late_cpa_amount,
    cpa_total: figures.cpa_total,
    amount: figures.amount,
  };
}
