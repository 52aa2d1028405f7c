import { describe, expect, it } from 'vitest';
import {
  calculateCommission,
  type CommissionFigures,
  type CommissionTerms,
} from '../src/modules/figures/calculate.ts';

const terms = (over: Partial<CommissionTerms> = {}): CommissionTerms => ({
  revenue_share: '0.30',
  admin_fee_rate: '0',
  cpa_amount: '0',
  negative_carry_over: true,
  ...over,
});

/** Closes months in order, each carrying in what the one before carried out. */
function closeMonths(
  plan: CommissionTerms,
  months: Array<{ winloss: string; bonuses?: string; cpa_count?: number }>,
): CommissionFigures[] {
  let carry = '0.00';
  return months.map((m) => {
    const figures = calculateCommission(plan, {
      winloss: m.winloss,
      bonuses: m.bonuses ?? '0',
      cpa_count: m.cpa_count ?? 0,
      carry_in: carry,
      late: [],
    });
    carry = figures.carry_out;
    return figures;
  });
}

describe('calculateCommission', () => {
  it('the issue: -10,000 NGR then +15,000 at 30 % pays 1,500 with carry-over and 4,500 without', () => {
    const withCarry = closeMonths(terms({ negative_carry_over: true }), [
      { winloss: '-10000' },
      { winloss: '15000' },
    ]);
    expect(withCarry.map((f) => [f.ngr, f.revenue_share_amount, f.carry_out, f.amount])).toEqual([
      ['-10000.00', '0.00', '-10000.00', '0.00'],
      ['15000.00', '1500.00', '0.00', '1500.00'],
    ]);
    const without = closeMonths(terms({ negative_carry_over: false }), [
      { winloss: '-10000' },
      { winloss: '15000' },
    ]);
    expect(without.map((f) => [f.revenue_share_amount, f.carry_out, f.amount])).toEqual([
      ['0.00', '0.00', '0.00'],
      ['4500.00', '0.00', '4500.00'],
    ]);
  });

  it('works out NGR as win/loss minus bonuses minus the admin fee, and pays the revenue share on it', () => {
    // 20,000 - 2,500 - 10 % of 20,000 = 15,500; 25 % of it = 3,875.
    const f = calculateCommission(terms({ revenue_share: '0.25', admin_fee_rate: '0.10' }), {
      winloss: '20000.00',
      bonuses: '2500.00',
      cpa_count: 0,
      carry_in: '0',
      late: [],
    });
    expect(f).toMatchObject({
      admin_fee: '2000.00',
      ngr: '15500.00',
      revenue_share_amount: '3875.00',
      amount: '3875.00',
    });
  });

  it('rounds the admin fee and the revenue share to cents half-up', () => {
    // admin fee 0.15 × 10.10 = 1.515 -> 1.52; NGR = 10.10 - 1.00 - 1.52 = 7.58; 0.35 × 7.58 = 2.653 -> 2.65.
    const a = calculateCommission(terms({ revenue_share: '0.35', admin_fee_rate: '0.15' }), {
      winloss: '10.10',
      bonuses: '1.00',
      cpa_count: 0,
      carry_in: '0',
      late: [],
    });
    expect(a).toMatchObject({ admin_fee: '1.52', ngr: '7.58', revenue_share_amount: '2.65' });
    // 0.30 × 0.05 = 0.015 -> 0.02 (a tie goes up).
    const b = calculateCommission(terms(), {
      winloss: '0.05',
      bonuses: '0',
      cpa_count: 0,
      carry_in: '0',
      late: [],
    });
    expect(b.revenue_share_amount).toBe('0.02');
  });

  it('pays CPA per qualified first depositor whatever the NGR, also in a negative month', () => {
    const plan = terms({ cpa_amount: '25.00' });
    const f = calculateCommission(plan, {
      winloss: '-400.00',
      bonuses: '50.00',
      cpa_count: 3,
      carry_in: '0',
      late: [],
    });
    expect(f).toMatchObject({
      ngr: '-450.00',
      revenue_share_amount: '0.00',
      carry_out: '-450.00',
      cpa_total: '75.00',
      amount: '75.00',
    });
  });

  it('carries a negative across several months until it is earned back', () => {
    const months = closeMonths(terms({ revenue_share: '0.40', cpa_amount: '10' }), [
      { winloss: '-3000' },
      { winloss: '1000', cpa_count: 2 },
      { winloss: '-500' },
      { winloss: '4000', bonuses: '500' },
      { winloss: '100' },
    ]);
    expect(months.map((f) => [f.carry_out, f.revenue_share_amount, f.amount])).toEqual([
      ['-3000.00', '0.00', '0.00'],
      ['-2000.00', '0.00', '20.00'],
      ['-2500.00', '0.00', '0.00'],
      // 4,000 - 500 - 2,500 = 1,000 × 40 %.
      ['0.00', '400.00', '400.00'],
      ['0.00', '40.00', '40.00'],
    ]);
    const noCarry = closeMonths(
      terms({ revenue_share: '0.40', cpa_amount: '10', negative_carry_over: false }),
      [
        { winloss: '-3000' },
        { winloss: '1000', cpa_count: 2 },
        { winloss: '-500' },
        { winloss: '4000', bonuses: '500' },
      ],
    );
    expect(noCarry.map((f) => f.amount)).toEqual(['0.00', '420.00', '0.00', '1400.00']);
  });

  it('adds late activity of closed months to the base and the CPA', () => {
    const f = calculateCommission(terms(), {
      winloss: '1000',
      bonuses: '0',
      cpa_count: 0,
      carry_in: '-200',
      late: [
        { ngr: '500.00', cpa_amount: '30.00' },
        { ngr: '-100.00', cpa_amount: '0.00' },
      ],
    });
    // base = 1,000 + 400 - 200 = 1,200 -> 360; + 30 CPA.
    expect(f).toMatchObject({
      late_ngr: '400.00',
      revenue_share_amount: '360.00',
      late_cpa_amount: '30.00',
      cpa_total: '30.00',
      amount: '390.00',
    });
  });

  it('never goes below zero when a late CPA reversal outweighs the month', () => {
    const f = calculateCommission(terms({ cpa_amount: '50' }), {
      winloss: '0',
      bonuses: '0',
      cpa_count: 0,
      carry_in: '0',
      late: [{ ngr: '0', cpa_amount: '-50.00' }],
    });
    expect(f).toMatchObject({ cpa_total: '-50.00', amount: '0.00' });
  });
});
