import { describe, expect, it } from 'vitest';
import { commissionCurrentFigures } from '@affiliate/contract/endpoints/commission-current';
import { brandDealsCommission, tieredCommission } from '@/testing/commission-fixtures';
import { brandDealsLine, dealSince, dealTitle, otherBrandsPart } from '../deal-parts';

describe('deal parts', () => {
  it('takes each brand deal out of the whole month, exactly, to leave the other brands under the deal for all brands', () => {
    // The fixture is an answer the contract accepts, its other brands being `tieredCommission`'s figures.
    expect(commissionCurrentFigures.safeParse(brandDealsCommission).success).toBe(true);
    const others = otherBrandsPart(brandDealsCommission);
    const amounts = [
      'turnover',
      'winloss',
      'bonuses',
      'admin_fee',
      'ngr',
      'carried_in',
      'base',
      'carry_out',
      'cpa_total',
      'amount',
    ] as const;
    for (const key of amounts) expect(Number(others[key]), key).toBe(Number(tieredCommission[key]));
    expect(others.revenue_share.amount).toBe('1695.00000000');
    expect(others.revenue_share.rest).toBe('6780.00000000');
    expect(others.revenue_share.rest_paid).toBe('1695.00000000');
    expect([others.first_depositors, others.qualified_players, others.cpa_paid_count]).toEqual([14, 12, 10]);
    expect(others.cpa_over_cap_count).toBe(2);
    // What only the deal for all brands has stays as the gateway said it.
    expect(others.deal).toBe(brandDealsCommission.deal);
    expect([others.late_ngr, others.tier_rate, others.next_tier]).toEqual([
      '-120.00',
      '0.25',
      { from: '10000.00', left: '3220.00' },
    ]);
  });

  it('subtracts in decimal units, so no float drifts', () => {
    const others = otherBrandsPart({
      ...brandDealsCommission,
      amount: '0.30',
      brand_deals: [{ ...brandDealsCommission.brand_deals[0]!, amount: '0.10' }],
    });
    expect(others.amount).toBe('0.20000000');
  });

  it('names a deal with its version, and says how many brands have a deal of their own', () => {
    const brasil = brandDealsCommission.brand_deals[0]!.deal;
    expect(dealTitle(brasil)).toBe('Brasil Flat (version 2)');
    expect(dealTitle({ ...brasil, name: null, version: null })).toBe('Your plan from before deals');
    expect(dealSince(brasil)).toBe(', in effect since 11/01/2026');
    expect(dealSince({ ...brasil, effective_from: '1900-01-01' })).toBe(', in effect since you joined');
    expect(brandDealsLine(1)).toBe('1 brand is paid under a deal of its own; the amount adds them up.');
    expect(brandDealsLine(2)).toBe('2 brands are paid under deals of their own; the amount adds them up.');
  });
});
