import { describe, expect, it } from 'vitest';
import { commissionCurrentFigures } from '@affiliate/contract/endpoints/commission-current';
import { brandDealsCommission, tieredCommission } from '@/testing/commission-fixtures';
import { brandDealsLine, dealSince, dealTitle } from '../deal-parts';

describe('deal parts', () => {
  it('is an answer the contract accepts, its other brands being the tiered answer', () => {
    expect(commissionCurrentFigures.safeParse(brandDealsCommission).success).toBe(true);
    expect(brandDealsCommission.other_brands).toMatchObject({
      amount: tieredCommission.amount,
      base: tieredCommission.base,
      tier_rate: tieredCommission.tier_rate,
    });
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
