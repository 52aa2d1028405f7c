import { describe, expect, it } from 'vitest';
import {
  DEAL_AMOUNT_NOT_VALID,
  DEAL_SUB_MONTHS_NOT_VALID,
  DEAL_SUB_NOT_FOR_BRAND,
  DEAL_TIERS_ASCENDING,
  type DealDocument,
} from '@affiliate/contract';
import { buildDeal, checkDeal, dealFormFields, emptyDealForm, formFieldOf, formOf } from '../deal-form';
import { RATE_PERCENT_NOT_VALID } from '../rate-percent';

const ladder: DealDocument = {
  name: 'Ladder BRL',
  currency: 'BRL',
  brand: 'goldline-br',
  revenue_share: {
    mode: 'ladder',
    tier_by: 'ngr',
    tiers: [
      { from: '0', rate: '0.25' },
      { from: '10000', rate: '0.35' },
    ],
    product_rates: { sports: '0.20' },
  },
  admin_fee_rate: '0.10',
  negative_carry_over: { cap: '5000.00' },
  cpa: {
    amount: '100.00',
    qualify: { first_deposit_min: '20.00', window_days: 30 },
    tiers: [{ from: 20, amount: '120.00' }],
    monthly_cap: 50,
  },
};

describe('the deal form', () => {
  it('gives back the document it was opened with', () => {
    expect(buildDeal(formOf(ladder))).toEqual({ draft: ladder, rateProblems: [] });
  });

  it('leaves out what is empty, and sends a flat share as one tier from 0', () => {
    const values = emptyDealForm();
    values.name = ' Flat EUR ';
    values.currency = 'eur';
    values.revenue_share.tiers = [
      { from: '0', rate: '30' },
      { from: '500', rate: '40' },
    ];
    expect(checkDeal(values)).toEqual({
      ok: true,
      document: {
        name: 'Flat EUR',
        currency: 'EUR',
        revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
        negative_carry_over: 'carry',
      },
    });
  });

  it('puts each refusal on its field: a percentage, and the contract’s rules', () => {
    const values = formOf(ladder);
    values.revenue_share.tiers[1] = { from: '0', rate: '135' };
    expect(checkDeal(values)).toEqual({
      ok: false,
      errors: [
        ['revenue_share.tiers.1.rate', RATE_PERCENT_NOT_VALID],
        ['revenue_share.tiers.1.from', DEAL_TIERS_ASCENDING],
      ],
    });
  });

  it('names the nearest field for a path it does not ask for as such', () => {
    const fields = dealFormFields(emptyDealForm());
    expect(formFieldOf('revenue_share.tiers.0.from', fields)).toBe('revenue_share.tiers.0.from');
    expect(formFieldOf('negative_carry_over', fields)).toBe('negative_carry_over.kind');
    expect(formFieldOf('revenue_share.product_rates.bingo', fields)).toBe('revenue_share.mode');
    expect(formFieldOf('cpa.qualify', fields)).toBe('cpa.amount');
    expect(formFieldOf('', fields)).toBe('name');
  });

  describe('its sub-affiliates part', () => {
    const allBrands: DealDocument = {
      name: 'Agency EUR',
      currency: 'EUR',
      revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
      negative_carry_over: 'carry',
    };

    it.each([
      { share_of: 'commission', rate: '0.05', months: 12 },
      { share_of: 'ngr', rate: '0.125', months: 1 },
      { per_qualified_player: '10.00', months: 120 },
    ] as const)('gives back %j as it was opened with', (part) => {
      const document = { ...allBrands, sub_affiliates: part };
      expect(buildDeal(formOf(document))).toEqual({ draft: document, rateProblems: [] });
    });

    it('sends a share typed in percent, and nothing while the part is off', () => {
      const values = formOf(allBrands);
      values.sub_affiliates = {
        mode: 'share',
        share_of: 'ngr',
        rate: '7.5',
        per_qualified_player: '3',
        months: ' 24 ',
      };
      expect(checkDeal(values)).toEqual({
        ok: true,
        document: { ...allBrands, sub_affiliates: { share_of: 'ngr', rate: '0.075', months: 24 } },
      });
      values.sub_affiliates.mode = 'none';
      expect(checkDeal(values)).toEqual({ ok: true, document: allBrands });
    });

    it('puts each refusal on its field: months not a whole number, an amount, a brand deal', () => {
      const values = formOf(allBrands);
      values.sub_affiliates = {
        ...values.sub_affiliates,
        mode: 'per_player',
        per_qualified_player: '1.234',
        months: '12x',
      };
      expect(checkDeal(values)).toEqual({
        ok: false,
        errors: [
          ['sub_affiliates.months', DEAL_SUB_MONTHS_NOT_VALID],
          ['sub_affiliates.per_qualified_player', DEAL_AMOUNT_NOT_VALID],
        ],
      });
      values.sub_affiliates = { ...values.sub_affiliates, per_qualified_player: '5', months: '121' };
      expect(checkDeal(values)).toEqual({
        ok: false,
        errors: [['sub_affiliates.months', DEAL_SUB_MONTHS_NOT_VALID]],
      });
      values.sub_affiliates.months = '12';
      values.brand = 'goldline-br';
      expect(checkDeal(values)).toEqual({
        ok: false,
        errors: [['sub_affiliates.mode', DEAL_SUB_NOT_FOR_BRAND]],
      });
    });
  });
});
