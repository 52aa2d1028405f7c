import { z } from 'zod';
import { dealDocument } from '../common/deal-document.ts';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { isoDate, isoDateTime, moneyAmount } from '../common/primitives.ts';
import { affiliateParams } from './dashboard.ts';

/**
 * The running month, opened up (issue 36): what closing it now would pay the affiliate under its deal,
 * with every input — the deal in words and as its document, the tier reached and what is left to the
 * next, the NGR and what was carried in, the revenue share (a ladder's bands, each rated product's
 * part), the qualified players and the CPA. The close, its preview, the dashboard's estimate and this
 * answer all come from one engine (apps/gateway/src/modules/figures/deal-engine.ts), so this is what the
 * statement will say if nothing else arrives. Amounts are in the affiliate's currency.
 */

export const ladderBand = z.object({
  from: moneyAmount,
  /** Where the next band starts; null for the last, open band. */
  to: moneyAmount.nullable(),
  /** The part of the NGR in this band. */
  amount: moneyAmount,
  rate: z.string(),
  paid: moneyAmount,
});

export const productPart = z.object({
  product: z.string(),
  ngr: moneyAmount,
  rate: z.string(),
  paid: moneyAmount,
});

const dealOfPart = z.object({
  /** Null while the affiliate is on a plan from before deals, shown as its document. */
  name: z.string().nullable(),
  version: z.number().int().min(1).nullable(),
  effective_from: isoDate,
  summary: z.array(z.string()),
  document: dealDocument,
});

/** What a deal's own working out of the month says: the same for the deal for all brands and a brand's own. */
const dealPartFigures = {
  turnover: moneyAmount,
  winloss: moneyAmount,
  bonuses: moneyAmount,
  admin_fee: moneyAmount,
  ngr: moneyAmount,
  /** The negative base the last closed month carried out (0 or below). */
  carried_in: moneyAmount,
  /** What revenue share is paid on: ngr + late NGR + carried_in. */
  base: moneyAmount,
  tier_by: z.enum(['ngr', 'first_depositors']),
  first_depositors: z.number().int().min(0),
  /** The rate of the tier reached; 0.00 when the deal pays no revenue share. */
  tier_rate: z.string(),
  /** The next tier: where it starts and what is left to reach it; null on the last tier. */
  next_tier: z.object({ from: z.string(), left: z.string() }).nullable(),
  revenue_share: z.object({
    amount: moneyAmount,
    rest: moneyAmount,
    rest_paid: moneyAmount,
    bands: z.array(ladderBand).nullable(),
    products: z.array(productPart),
  }),
  /** What a negative base would carry into next month. */
  carry_out: moneyAmount,
  qualified_players: z.number().int().min(0),
  cpa_paid_count: z.number().int().min(0),
  cpa_over_cap_count: z.number().int().min(0),
  cpa_amount_each: moneyAmount,
  cpa_total: moneyAmount,
  /** revenue_share.amount + cpa_total, never below 0 (the whole month: each deal's own amount added up). */
  amount: moneyAmount,
};

/**
 * A brand paid under its own deal (issue 36): the deal worked on that brand's players alone — their
 * figures, the brand's own carry-over and CPA.
 */
export const brandDealPart = z.object({
  brand: z.string(),
  brand_name: z.string(),
  deal: dealOfPart,
  ...dealPartFigures,
});
export type BrandDealPart = z.infer<typeof brandDealPart>;

/**
 * With brand deals, the deal for all brands worked on the other brands: what the brand deals leave of the
 * month, with late activity of closed months (which stays with it) — its own figures, so that nothing is
 * worked out by subtraction on screen.
 */
export const otherBrandsPart = z.object({
  deal: dealOfPart,
  ...dealPartFigures,
  /** NGR of closed months received after they closed. */
  late_ngr: moneyAmount,
  late_cpa_amount: moneyAmount,
});
export type OtherBrandsPart = z.infer<typeof otherBrandsPart>;

/**
 * The month as a whole. Where some brands have deals of their own (`brand_deals`), `deal` and its tier
 * (`tier_by`, `first_depositors` as its measure, `tier_rate`, `next_tier`), `revenue_share`'s rest, bands
 * and products, and `cpa_amount_each` are the deal for all brands worked on the other brands (and on late
 * activity of closed months, which stays with it), while the other amounts and counts are the whole
 * month's: the brand deals' and the rest's added up. `other_brands` has that deal's own figures.
 */
export const commissionCurrentFigures = otherBrandsPart.extend({
  /** The running month, YYYY-MM. */
  period: z.string(),
  currency: z.string(),
  /** When these figures were worked out. */
  as_of: isoDateTime,
  /** The brands paid under deals of their own this month, by brand; empty for most affiliates. */
  brand_deals: z.array(brandDealPart),
  /** With brand deals, the deal for all brands on the other brands, its own figures; null without. */
  other_brands: otherBrandsPart.nullable(),
});
export type CommissionCurrentFigures = z.infer<typeof commissionCurrentFigures>;

export const commissionCurrent = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/commission/current',
  access: 'member',
  owner: 'id',
  tokenScope: 'reports:read',
  summary:
    "What closing the running month now would pay the affiliate under its deal, with every input: tier reached and what is left to the next, NGR, carried in, revenue share (a ladder's bands), qualified players, CPA",
  tags: ['dashboard'],
  params: affiliateParams,
  response: dataEnvelope(commissionCurrentFigures),
});
