import type { CommissionCurrentFigures } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import { sessionExpired } from '../../http/api-error.ts';
import type { Language } from '../../i18n/translate.ts';
import { dealSummaryIn } from '../deals/deal-words-in.ts';
import { lateValues } from './late-values.ts';
import type { DealMonthFigures } from '../figures/deal-engine.ts';
import { workOutDealMonths, type MonthInputs } from './deal-month.ts';
import { periodKey } from './period-names.ts';
import * as repo from './repository.ts';

/**
 * The running month opened up (GET /affiliate/{id}/commission/current): what closing it now would pay,
 * worked out exactly as the close will (the close's inputs, deal-month.ts), with every input the engine
 * used, what each deal pays in the request's language. Kept in the figures cache until the affiliate's
 * figures or deal change, like the dashboard, one answer per language.
 */
export function cachedCurrentCommission(
  ctx: AppContext,
  affiliateId: number,
  language: Language = 'en',
): Promise<CommissionCurrentFigures> {
  return ctx.figures.answerOfTheDay(
    affiliateId,
    `commission-current:${language}`,
    ctx.config.now(),
    () => currentCommission(ctx, affiliateId, language),
    () => 1,

    // Counts no clicks: a click leaves it as it is.
    'none',
  );
}

/** One deal's own working out of its part of the month, as the answer's parts say it. */
function partFigures(inputs: MonthInputs, figures: DealMonthFigures, qualified: number) {
  return {
    turnover: inputs.turnover,
    winloss: inputs.winloss,
    bonuses: inputs.bonuses,
    admin_fee: figures.admin_fee,
    ngr: figures.ngr,
    carried_in: figures.carry_in,
    base: figures.base,
    tier_by: figures.tier_by,
    first_depositors: inputs.first_depositors,
    tier_rate: figures.tier_rate,
    next_tier: figures.next_tier,
    revenue_share: figures.revenue_share,
    carry_out: figures.carry_out,
    qualified_players: qualified,
    cpa_paid_count: figures.cpa_paid_count,
    cpa_over_cap_count: figures.cpa_over_cap_count,
    cpa_amount_each: figures.cpa_amount_each,
    cpa_total: figures.cpa_total,
    amount: figures.amount,
  };
}

export async function currentCommission(
  ctx: AppContext,
  affiliateId: number,
  language: Language = 'en',
): Promise<CommissionCurrentFigures> {
  const now = ctx.config.now();
  const start = monthStart(toIsoDate(now));
  const [inputs, deltas] = await Promise.all([
    repo.readCloseInputs(ctx.db, start, [affiliateId]),
    repo.readLateDeltas(ctx.db, start, [affiliateId]),
  ]);
  const row = inputs[0];
  if (!row) throw sessionExpired();
  const late = await lateValues(ctx.db, start, [affiliateId], deltas);
  const month = (await workOutDealMonths(ctx.db, start, [row], late)).get(affiliateId)!;
  const { deal, figures, parts } = month;
  const named =
    row.deal_id === null
      ? null
      : await ctx.db.one<{ name: string }>('SELECT name FROM deals WHERE id = $1', [row.deal_id]);
  const allBrands = {
    name: named?.name ?? null,
    version: row.deal_version,
    effective_from: row.plan_effective_from,
    summary: dealSummaryIn(language, deal),
    document: deal,
  };
  // The deal for all brands' own working out, late activity included (with no brand deal, the whole month).
  const ofAllBrands = (inputs: MonthInputs, worked: DealMonthFigures, qualified: number) => ({
    deal: allBrands,
    ...partFigures(inputs, worked, qualified),
    late_ngr: worked.late_ngr,
    late_cpa_amount: worked.late_cpa_amount,
  });
  return {
    period: periodKey(start),
    currency: row.currency,
    as_of: now.toISOString(),
    // The whole month's amounts; its tier, bands and CPA amount each (kept by the adding up, deal-month.ts)
    // and the tier's measure are the deal for all brands' on what brand deals leave.
    ...ofAllBrands(
      { ...row, first_depositors: month.rest.inputs.first_depositors },
      figures,
      month.qualified,
    ),
    other_brands:
      parts.length === 0 ? null : ofAllBrands(month.rest.inputs, month.rest.figures, month.rest.qualified),
    brand_deals: parts.map((part) => ({
      brand: part.brand,
      brand_name: part.brand_name,
      deal: {
        name: part.deal_name,
        version: part.deal_version,
        effective_from: part.effective_from,
        summary: dealSummaryIn(language, part.deal),
        document: part.deal,
      },
      ...partFigures(part.inputs, part.figures, part.qualified),
    })),
  };
}
