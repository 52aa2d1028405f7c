import { describe, expect, it } from 'vitest';
import { DEAL_TIERS_ASCENDING, type DealDocument } from '@affiliate/contract';
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
});
