import type { CommissionCurrentFigures } from '@affiliate/contract/endpoints/commission-current';
import type { DealDocument } from '@affiliate/contract/common/deal-document';
import { dealSummary } from '@affiliate/contract/common/deal-words';

/** The deal part of an answer, its words as the gateway says them (deal-words.ts). */
function dealOf(document: DealDocument, version = 3): CommissionCurrentFigures['deal'] {
  return {
    name: document.name,
    version,
    effective_from: '2026-12-01',
    summary: dealSummary(document),
    document,
  };
}

/**
 * GET /affiliate/{id}/commission/current for December 2026 under a tiered deal: a base of €6,780.00 (NGR
 * less late NGR and a negative November) on the first tier, €3,220.00 short of the second; 12 qualified
 * players against a cap of 10.
 */
export const tieredCommission: CommissionCurrentFigures = {
  period: '2026-12',
  currency: 'EUR',
  as_of: '2026-12-10T09:30:00Z',
  deal: dealOf({
    name: 'Goldline Tiered',
    currency: 'EUR',
    revenue_share: {
      mode: 'tiered',
      tiers: [
        { from: '0', rate: '0.25' },
        { from: '10000.00', rate: '0.30' },
        { from: '50000.00', rate: '0.35' },
      ],
    },
    admin_fee_rate: '0.10',
    cpa: { amount: '50.00', monthly_cap: 10 },
  }),
  turnover: '154320.50',
  winloss: '9800.00',
  bonuses: '420.00',
  admin_fee: '980.00',
  ngr: '8400.00',
  late_ngr: '-120.00',
  carried_in: '-1500.00',
  base: '6780.00',
  tier_by: 'ngr',
  first_depositors: 14,
  tier_rate: '0.25',
  next_tier: { from: '10000.00', left: '3220.00' },
  revenue_share: { amount: '1695.00', rest: '6780.00', rest_paid: '1695.00', bands: null, products: [] },
  carry_out: '0.00',
  qualified_players: 12,
  cpa_paid_count: 10,
  cpa_over_cap_count: 2,
  cpa_amount_each: '50.00',
  late_cpa_amount: '0.00',
  cpa_total: '500.00',
  amount: '2195.00',
  brand_deals: [],
  other_brands: null,
};

/** A ladder by NGR with sports at its own rate: €24,000.00 of the rest laid over three bands; no CPA. */
export const ladderCommission: CommissionCurrentFigures = {
  ...tieredCommission,
  deal: dealOf(
    {
      name: 'Goldline Ladder',
      currency: 'EUR',
      revenue_share: {
        mode: 'ladder',
        tiers: [
          { from: '0', rate: '0.20' },
          { from: '10000', rate: '0.30' },
          { from: '50000', rate: '0.40' },
        ],
        product_rates: { sports: '0.15' },
      },
      negative_carry_over: 'reset',
    },
    1,
  ),
  turnover: '210000.00',
  winloss: '30000.00',
  bonuses: '2000.00',
  admin_fee: '0.00',
  ngr: '28000.00',
  late_ngr: '0.00',
  carried_in: '0.00',
  base: '28000.00',
  first_depositors: 9,
  tier_rate: '0.30',
  next_tier: { from: '50000.00', left: '26000.00' },
  revenue_share: {
    amount: '6800.00',
    rest: '24000.00',
    rest_paid: '6200.00',
    bands: [
      { from: '0.00', to: '10000.00', amount: '10000.00', rate: '0.20', paid: '2000.00' },
      { from: '10000.00', to: '50000.00', amount: '14000.00', rate: '0.30', paid: '4200.00' },
      { from: '50000.00', to: null, amount: '0.00', rate: '0.40', paid: '0.00' },
    ],
    products: [{ product: 'sports', ngr: '4000.00', rate: '0.15', paid: '600.00' }],
  },
  qualified_players: 0,
  cpa_paid_count: 0,
  cpa_over_cap_count: 0,
  cpa_amount_each: '0.00',
  cpa_total: '0.00',
  amount: '6800.00',
  brand_deals: [],
  other_brands: null,
};

/** A flat 25% deal in a losing month: a base of -€4,000.00 is carried into January; CPA still pays. */
export const negativeBaseCommission: CommissionCurrentFigures = {
  ...tieredCommission,
  deal: dealOf({
    name: 'Goldline Flat',
    currency: 'EUR',
    revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.25' }] },
    cpa: { amount: '100.00' },
  }),
  turnover: '48000.00',
  winloss: '-3000.00',
  bonuses: '200.00',
  admin_fee: '0.00',
  ngr: '-3200.00',
  late_ngr: '0.00',
  carried_in: '-800.00',
  base: '-4000.00',
  first_depositors: 2,
  tier_rate: '0.25',
  next_tier: null,
  revenue_share: { amount: '0.00', rest: '-4000.00', rest_paid: '0.00', bands: null, products: [] },
  carry_out: '-4000.00',
  qualified_players: 2,
  cpa_paid_count: 2,
  cpa_over_cap_count: 0,
  cpa_amount_each: '100.00',
  late_cpa_amount: '0.00',
  cpa_total: '200.00',
  amount: '200.00',
  brand_deals: [],
  other_brands: null,
};

/** An answer without brand deals as the other brands' part of one with them: the same deal, the same figures. */
function otherBrandsOf(
  figures: CommissionCurrentFigures,
): NonNullable<CommissionCurrentFigures['other_brands']> {
  const {
    period: _period,
    currency: _currency,
    as_of: _asOf,
    brand_deals: _brands,
    other_brands: _others,
    ...part
  } = figures;
  return part;
}

/**
 * December 2026 with two brands on deals of their own, the other brands under the tiered deal for all
 * brands (its figures those of `tieredCommission`): Goldline Bet Brasil on a flat 35% with CPA, Goldline
 * Sports on a tier in a losing month, carrying -€1,200.00 into January. The answer's amounts are the
 * whole month's, each deal's added up; its deal, tier and CPA amount each are the deal for all brands'.
 */
export const brandDealsCommission: CommissionCurrentFigures = {
  ...tieredCommission,
  other_brands: otherBrandsOf(tieredCommission),
  turnover: '214320.50',
  winloss: '13800.00',
  bonuses: '1220.00',
  admin_fee: '980.00',
  ngr: '11600.00',
  late_ngr: '-120.00',
  carried_in: '-1900.00',
  base: '9580.00',
  revenue_share: { ...tieredCommission.revenue_share, amount: '3095.00' },
  carry_out: '-1200.00',
  qualified_players: 17,
  cpa_paid_count: 15,
  cpa_over_cap_count: 2,
  cpa_total: '685.00',
  amount: '3780.00',
  brand_deals: [
    {
      brand: 'goldline-br',
      brand_name: 'Goldline Bet Brasil',
      deal: {
        ...dealOf(
          {
            name: 'Brasil Flat',
            currency: 'EUR',
            brand: 'goldline-br',
            revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.35' }] },
            cpa: { amount: '40.00' },
          },
          2,
        ),
        effective_from: '2026-11-01',
      },
      turnover: '40000.00',
      winloss: '5000.00',
      bonuses: '600.00',
      admin_fee: '0.00',
      ngr: '4400.00',
      carried_in: '-400.00',
      base: '4000.00',
      tier_by: 'ngr',
      first_depositors: 5,
      tier_rate: '0.35',
      next_tier: null,
      revenue_share: { amount: '1400.00', rest: '4000.00', rest_paid: '1400.00', bands: null, products: [] },
      carry_out: '0.00',
      qualified_players: 4,
      cpa_paid_count: 4,
      cpa_over_cap_count: 0,
      cpa_amount_each: '40.00',
      cpa_total: '160.00',
      amount: '1560.00',
    },
    {
      brand: 'goldline-sports',
      brand_name: 'Goldline Sports',
      deal: dealOf(
        {
          name: 'Sports Tiered',
          currency: 'EUR',
          brand: 'goldline-sports',
          revenue_share: {
            mode: 'tiered',
            tiers: [
              { from: '0', rate: '0.20' },
              { from: '5000.00', rate: '0.30' },
            ],
          },
          cpa: { amount: '25.00' },
        },
        1,
      ),
      turnover: '20000.00',
      winloss: '-1000.00',
      bonuses: '200.00',
      admin_fee: '0.00',
      ngr: '-1200.00',
      carried_in: '0.00',
      base: '-1200.00',
      tier_by: 'ngr',
      first_depositors: 1,
      tier_rate: '0.20',
      next_tier: { from: '5000.00', left: '6200.00' },
      revenue_share: { amount: '0.00', rest: '-1200.00', rest_paid: '0.00', bands: null, products: [] },
      carry_out: '-1200.00',
      qualified_players: 1,
      cpa_paid_count: 1,
      cpa_over_cap_count: 0,
      cpa_amount_each: '25.00',
      cpa_total: '25.00',
      amount: '25.00',
    },
  ],
};
