import type { DealDocument } from '@affiliate/contract';
import { dealDocument } from '@affiliate/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCommission } from '../src/modules/figures/calculate.ts';
import {
  calculateDealMonth,
  type DealMonthFigures,
  type DealMonthInputs,
} from '../src/modules/figures/deal-engine.ts';
import type { CommissionPlan } from '../src/modules/figures/figure-row.ts';
import { flatPlanDeal } from '../src/modules/figures/flat-plan-deal.ts';

/** A deal as finance would write it: every test deal goes through the contract's validation first. */
const deal = (parts: Omit<DealDocument, 'name' | 'currency'>): DealDocument =>
  dealDocument.parse({ name: 'Test deal', currency: 'EUR', ...parts });

const month = (over: Partial<DealMonthInputs> = {}): DealMonthInputs => ({
  winloss: '0.00',
  bonuses: '0.00',
  products: [],
  first_depositors: 0,
  late: [],
  carry_in: '0.00',
  cpa_qualified: 0,
  ...over,
});

/** The issue's tiers: 0 → 25 %, 1,000 → 30 %, 5,000 → 35 %. */
const issueTiers = [
  { from: '0', rate: '0.25' },
  { from: '1000', rate: '0.30' },
  { from: '5000', rate: '0.35' },
];
const tiered = deal({ revenue_share: { mode: 'tiered', tiers: issueTiers } });
const ladder = deal({ revenue_share: { mode: 'ladder', tiers: issueTiers } });
const flat = (rate: string, more: Omit<DealDocument, 'name' | 'currency' | 'revenue_share'> = {}) =>
  deal({ revenue_share: { mode: 'flat', tiers: [{ from: '0', rate }] }, ...more });

/** Closes months in order, each carrying in what the one before carried out. */
function closeMonths(d: DealDocument, months: Array<Partial<DealMonthInputs>>): DealMonthFigures[] {
  let carry = '0.00';
  return months.map((m) => {
    const figures = calculateDealMonth(d, month({ ...m, carry_in: carry }));
    carry = figures.carry_out;
    return figures;
  });
}

describe('a deal month: tiered and ladder revenue share', () => {
  it("the issue's example: base 5,500 pays 1,625.00 on the ladder and 1,925.00 tiered", () => {
    // Ladder: 1,000 × 0.25 = 250.00; 4,000 × 0.30 = 1,200.00; 500 × 0.35 = 175.00; 250 + 1,200 + 175 = 1,625.00.
    const l = calculateDealMonth(ladder, month({ winloss: '5500.00' }));
    expect(l.base).toBe('5500.00');
    expect(l.revenue_share.bands).toEqual([
      { from: '0.00', to: '1000.00', amount: '1000.00', rate: '0.25', paid: '250.00' },
      { from: '1000.00', to: '5000.00', amount: '4000.00', rate: '0.30', paid: '1200.00' },
      { from: '5000.00', to: null, amount: '500.00', rate: '0.35', paid: '175.00' },
    ]);
    expect(l).toMatchObject({ tier_rate: '0.35', next_tier: null, amount: '1625.00' });
    expect(l.revenue_share.amount).toBe('1625.00');
    // Tiered: the whole base at the highest tier reached, 5,500 × 0.35 = 1,925.00.
    const t = calculateDealMonth(tiered, month({ winloss: '5500.00' }));
    expect(t).toMatchObject({ tier_rate: '0.35', next_tier: null, amount: '1925.00' });
    expect(t.revenue_share).toMatchObject({
      amount: '1925.00',
      rest: '5500.00',
      rest_paid: '1925.00',
      bands: null,
    });
  });

  it('pays a tier from exactly its `from`, and a cent below it pays the tier under it', () => {
    // Exactly 5,000: tiered 5,000 × 0.35 = 1,750.00; ladder 250 + 4,000 × 0.30 = 1,450.00 (nothing in the top band).
    const atTiered = calculateDealMonth(tiered, month({ winloss: '5000.00' }));
    expect(atTiered).toMatchObject({ tier_rate: '0.35', next_tier: null, amount: '1750.00' });
    const atLadder = calculateDealMonth(ladder, month({ winloss: '5000.00' }));
    expect(atLadder).toMatchObject({ tier_rate: '0.35', amount: '1450.00' });
    expect(atLadder.revenue_share.bands!.map((b) => b.amount)).toEqual(['1000.00', '4000.00', '0.00']);
    // 4,999.99: tiered 4,999.99 × 0.30 = 1,499.997 → 1,500.00; ladder 250 + 3,999.99 × 0.30 = 250 + 1,199.997 → 250 + 1,200.00.
    const belowTiered = calculateDealMonth(tiered, month({ winloss: '4999.99' }));
    expect(belowTiered).toMatchObject({
      tier_rate: '0.30',
      next_tier: { from: '5000.00', left: '0.01' },
      amount: '1500.00',
    });
    const belowLadder = calculateDealMonth(ladder, month({ winloss: '4999.99' }));
    expect(belowLadder.revenue_share.bands!.map((b) => b.paid)).toEqual(['250.00', '1200.00', '0.00']);
    expect(belowLadder).toMatchObject({ tier_rate: '0.30', next_tier: { from: '5000.00', left: '0.01' } });
    expect(belowLadder.amount).toBe('1450.00');
    // Exactly 1,000: the 30 % tier is reached; 4,000 is left to the next.
    expect(calculateDealMonth(tiered, month({ winloss: '1000.00' }))).toMatchObject({
      tier_rate: '0.30',
      next_tier: { from: '5000.00', left: '4000.00' },
      amount: '300.00',
    });
  });

  it('reaches tiers by the month’s first depositors', () => {
    const byDepositors = deal({
      revenue_share: {
        mode: 'tiered',
        tier_by: 'first_depositors',
        tiers: [
          { from: '0', rate: '0.25' },
          { from: '10', rate: '0.30' },
          { from: '20', rate: '0.35' },
        ],
      },
    });
    // 19 first depositors: 30 %, 2,000 × 0.30 = 600.00, one first depositor short of 35 %.
    expect(
      calculateDealMonth(byDepositors, month({ winloss: '2000.00', first_depositors: 19 })),
    ).toMatchObject({
      tier_by: 'first_depositors',
      tier_rate: '0.30',
      next_tier: { from: '20', left: '1' },
      amount: '600.00',
    });
    // 20: 2,000 × 0.35 = 700.00; the NGR does not move the tier.
    expect(
      calculateDealMonth(byDepositors, month({ winloss: '2000.00', first_depositors: 20 })),
    ).toMatchObject({
      tier_rate: '0.35',
      next_tier: null,
      amount: '700.00',
    });
    expect(
      calculateDealMonth(byDepositors, month({ winloss: '90000.00', first_depositors: 0 })),
    ).toMatchObject({
      tier_rate: '0.25',
      next_tier: { from: '10', left: '10' },
      amount: '22500.00',
    });
  });

  it("pays a product's NGR at its own rate and the rest at the tier's (the issue's document)", () => {
    const issueDeal = deal({
      revenue_share: {
        mode: 'tiered',
        tier_by: 'ngr',
        tiers: [
          { from: '0', rate: '0.25' },
          { from: '5000', rate: '0.30' },
        ],
        product_rates: { sports: '0.20' },
      },
      admin_fee_rate: '0.10',
    });
    const f = calculateDealMonth(
      issueDeal,
      month({
        winloss: '11000.00',
        bonuses: '800.00',
        products: [
          { product: 'casino', winloss: '8000.00', bonuses: '500.00' },
          { product: 'sports', winloss: '3000.00', bonuses: '300.00' },
        ],
      }),
    );
    // Admin fee 0.10 × 11,000 = 1,100; NGR = 11,000 − 800 − 1,100 = 9,100: the base reaches the 30 % tier.
    // Sports: 3,000 − 300 − 0.10 × 3,000 = 2,400 × 0.20 = 480.00. Rest: 9,100 − 2,400 = 6,700 × 0.30 = 2,010.00.
    expect(f).toMatchObject({ admin_fee: '1100.00', ngr: '9100.00', base: '9100.00', tier_rate: '0.30' });
    expect(f.revenue_share).toEqual({
      amount: '2490.00',
      rest: '6700.00',
      rest_paid: '2010.00',
      bands: null,
      products: [{ product: 'sports', ngr: '2400.00', rate: '0.20', paid: '480.00' }],
    });
    expect(f.amount).toBe('2490.00');
  });

  it('lays only the rest over a ladder when a product has its own rate', () => {
    const d = deal({
      revenue_share: {
        mode: 'ladder',
        tiers: [
          { from: '0', rate: '0.25' },
          { from: '1000', rate: '0.30' },
        ],
        product_rates: { poker: '0.20' },
      },
    });
    // Base 2,000 of which poker 500 (× 0.20 = 100.00); the rest 1,500: 1,000 × 0.25 + 500 × 0.30 = 250 + 150.
    const f = calculateDealMonth(
      d,
      month({
        winloss: '2000.00',
        products: [
          { product: 'casino', winloss: '1500.00', bonuses: '0.00' },
          { product: 'poker', winloss: '500.00', bonuses: '0.00' },
        ],
      }),
    );
    expect(f.revenue_share.bands!.map((b) => [b.amount, b.paid])).toEqual([
      ['1000.00', '250.00'],
      ['500.00', '150.00'],
    ]);
    expect(f.revenue_share).toMatchObject({ rest: '1500.00', rest_paid: '400.00', amount: '500.00' });
    expect(f).toMatchObject({ tier_rate: '0.30', next_tier: null, amount: '500.00' });
  });

  it('pays no revenue share when rated products win and the rest loses more (never below 0)', () => {
    const d = flat('0.30', {});
    const withSports = deal({
      revenue_share: { ...d.revenue_share!, product_rates: { sports: '0.10' } },
    });
    // Base 500 = sports 2,000 (× 0.10 = 200.00) + rest −1,500 (× 0.30 = −450.00): −250 is paid as 0.00.
    const f = calculateDealMonth(
      withSports,
      month({
        winloss: '500.00',
        products: [
          { product: 'sports', winloss: '2000.00', bonuses: '0.00' },
          { product: 'casino', winloss: '-1500.00', bonuses: '0.00' },
        ],
        cpa_qualified: 0,
      }),
    );
    expect(f.revenue_share).toMatchObject({ amount: '0.00', rest: '-1500.00', rest_paid: '-450.00' });
    expect(f.revenue_share.products[0]!.paid).toBe('200.00');
    expect(f.amount).toBe('0.00');
  });

  it('rounds each line half-up to the cent once', () => {
    // Admin fee 0.15 × 10.10 = 1.515 → 1.52; NGR 10.10 − 1.00 − 1.52 = 7.58; 0.35 × 7.58 = 2.653 → 2.65.
    expect(
      calculateDealMonth(
        flat('0.35', { admin_fee_rate: '0.15' }),
        month({ winloss: '10.10', bonuses: '1.00' }),
      ),
    ).toMatchObject({ admin_fee: '1.52', ngr: '7.58', amount: '2.65' });
    // 0.30 × 0.05 = 0.015 → 0.02: a tie goes up.
    expect(calculateDealMonth(flat('0.30'), month({ winloss: '0.05' })).amount).toBe('0.02');
  });
});

describe('a deal month: negative base, carry-over, CPA and late activity', () => {
  it('pays the CPA on a negative base (a hybrid), with no revenue share', () => {
    const hybrid = deal({
      revenue_share: { mode: 'tiered', tiers: issueTiers },
      cpa: { amount: '100.00' },
    });
    // NGR −2,000 − 150 = −2,150: no revenue share, carried out; 3 × 100.00 CPA is paid.
    const f = calculateDealMonth(hybrid, month({ winloss: '-2000.00', bonuses: '150.00', cpa_qualified: 3 }));
    expect(f).toMatchObject({
      ngr: '-2150.00',
      base: '-2150.00',
      tier_rate: '0.25',
      next_tier: { from: '1000.00', left: '3150.00' },
      carry_out: '-2150.00',
      cpa_amount_each: '100.00',
      cpa_paid_count: 3,
      cpa_total: '300.00',
      amount: '300.00',
    });
    expect(f.revenue_share.amount).toBe('0.00');
  });

  it('carries a negative whole ("carry"), not at all ("reset"), or up to the cap', () => {
    const months = [{ winloss: '-3000.00' }, { winloss: '4000.00' }];
    // carry: −3,000 carried; next month 4,000 − 3,000 = 1,000 × 0.30 = 300.00.
    expect(
      closeMonths(flat('0.30', { negative_carry_over: 'carry' }), months).map((f) => [f.carry_out, f.amount]),
    ).toEqual([
      ['-3000.00', '0.00'],
      ['0.00', '300.00'],
    ]);
    // reset: nothing carried; next month 4,000 × 0.30 = 1,200.00.
    expect(
      closeMonths(flat('0.30', { negative_carry_over: 'reset' }), months).map((f) => [f.carry_out, f.amount]),
    ).toEqual([
      ['0.00', '0.00'],
      ['0.00', '1200.00'],
    ]);
    // cap 1,000: −1,000 carried; next month 4,000 − 1,000 = 3,000 × 0.30 = 900.00.
    const capped = closeMonths(flat('0.30', { negative_carry_over: { cap: '1000.00' } }), months);
    expect(capped.map((f) => [f.carry_out, f.amount])).toEqual([
      ['-1000.00', '0.00'],
      ['0.00', '900.00'],
    ]);
    expect(capped[1]!.base).toBe('3000.00');
    // A cap above the negative carries it whole.
    expect(
      calculateDealMonth(
        flat('0.30', { negative_carry_over: { cap: '5000.00' } }),
        month({ winloss: '-3000.00' }),
      ).carry_out,
    ).toBe('-3000.00');
    // A deal that says nothing carries, as today's plans do by default.
    expect(calculateDealMonth(flat('0.30'), month({ winloss: '-3000.00' })).carry_out).toBe('-3000.00');
  });

  it('pays CPA tiers by the month’s qualified count, and no one past the monthly cap', () => {
    const d = deal({
      cpa: {
        amount: '100.00',
        tiers: [
          { from: 20, amount: '120.00' },
          { from: 40, amount: '150.00' },
        ],
        monthly_cap: 50,
      },
    });
    const cpa = (qualified: number) => {
      const f = calculateDealMonth(d, month({ cpa_qualified: qualified }));
      return [f.cpa_amount_each, f.cpa_paid_count, f.cpa_over_cap_count, f.cpa_total, f.amount];
    };
    // 19 × 100.00 = 1,900.00 (below the first tier).
    expect(cpa(19)).toEqual(['100.00', 19, 0, '1900.00', '1900.00']);
    // 20 reach the 120.00 tier: every paid player gets it, 20 × 120.00 = 2,400.00.
    expect(cpa(20)).toEqual(['120.00', 20, 0, '2400.00', '2400.00']);
    // Exactly the cap: 50 × 150.00 = 7,500.00.
    expect(cpa(50)).toEqual(['150.00', 50, 0, '7500.00', '7500.00']);
    // 55 qualified: 50 paid at 150.00 = 7,500.00; 5 over the cap.
    expect(cpa(55)).toEqual(['150.00', 50, 5, '7500.00', '7500.00']);
    // No CPA in the deal: nothing paid whatever the count.
    expect(calculateDealMonth(flat('0.30'), month({ cpa_qualified: 4 }))).toMatchObject({
      cpa_paid_count: 0,
      cpa_over_cap_count: 0,
      cpa_total: '0.00',
    });
  });

  it('adds late NGR to the base and late CPA to the CPA total', () => {
    const d = flat('0.30', { cpa: { amount: '25.00' } });
    const f = calculateDealMonth(
      d,
      month({
        winloss: '1000.00',
        carry_in: '-200.00',
        cpa_qualified: 2,
        late: [
          { ngr: '500.00', cpa_amount: '30.00' },
          { ngr: '-100.00', cpa_amount: '0.00' },
        ],
      }),
    );
    // Base 1,000 + (500 − 100) − 200 = 1,200 × 0.30 = 360.00; CPA 2 × 25.00 + 30.00 = 80.00; 440.00 in all.
    expect(f).toMatchObject({
      late_ngr: '400.00',
      carry_in: '-200.00',
      base: '1200.00',
      late_cpa_amount: '30.00',
      cpa_total: '80.00',
      amount: '440.00',
    });
    expect(f.revenue_share.amount).toBe('360.00');
    // A late CPA reversal larger than the month stops the amount at 0.00.
    const reversed = calculateDealMonth(d, month({ late: [{ ngr: '0.00', cpa_amount: '-50.00' }] }));
    expect(reversed).toMatchObject({ cpa_total: '-50.00', amount: '0.00' });
  });
});

const money = (cents: number) => (cents / 100).toFixed(2);
/** A plan rate as commission_plan_versions stores it, numeric(6,4); half of them on 0.5 % steps (many half cents). */
const rate = fc
  .oneof(
    fc.integer({ min: 0, max: 10_000 }),
    fc.integer({ min: 0, max: 200 }).map((n) => n * 50),
  )
  .map((n) => (n / 10_000).toFixed(4));

describe('a deal month on a flat plan', () => {
  it('answers what calculateCommission answers for random plans and months', () => {
    const plan = fc.record<CommissionPlan>({
      revenue_share: rate,
      admin_fee_rate: rate,
      cpa_amount: fc.integer({ min: 0, max: 50_000 }).map(money),
      cpa_min_deposit: fc.integer({ min: 0, max: 10_000 }).map(money),
      negative_carry_over: fc.boolean(),
    });
    const inputs = fc.record({
      winloss: fc.integer({ min: -50_000_000, max: 50_000_000 }).map(money),
      bonuses: fc.integer({ min: 0, max: 5_000_000 }).map(money),
      carry_in: fc.integer({ min: -20_000_000, max: 0 }).map(money),
      cpa_qualified: fc.integer({ min: 0, max: 2_000 }),
      first_depositors: fc.integer({ min: 0, max: 2_000 }),
      late: fc.array(
        fc.record({
          ngr: fc.integer({ min: -5_000_000, max: 5_000_000 }).map(money),
          cpa_amount: fc.integer({ min: -50_000, max: 50_000 }).map(money),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(plan, inputs, (p, m) => {
        const d = flatPlanDeal(p, { currency: 'EUR' });
        // Today's plans are valid deals.
        expect(dealDocument.safeParse(d).success).toBe(true);
        const engine = calculateDealMonth(d, {
          ...m,
          products: [{ product: 'casino', winloss: m.winloss, bonuses: m.bonuses }],
        });
        const today = calculateCommission(
          {
            revenue_share: p.revenue_share,
            admin_fee_rate: p.admin_fee_rate,
            cpa_amount: p.cpa_amount,
            negative_carry_over: p.negative_carry_over,
          },
          {
            winloss: m.winloss,
            bonuses: m.bonuses,
            cpa_count: m.cpa_qualified,
            carry_in: m.carry_in,
            late: m.late,
          },
        );
        expect({
          admin_fee: engine.admin_fee,
          ngr: engine.ngr,
          late_ngr: engine.late_ngr,
          revenue_share_amount: engine.revenue_share.amount,
          carry_out: engine.carry_out,
          cpa_total: engine.cpa_total,
          late_cpa_amount: engine.late_cpa_amount,
          amount: engine.amount,
        }).toEqual(today);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps the plan whole in the deal: rates, CPA minimum and carry-over', () => {
    const d = flatPlanDeal(
      {
        revenue_share: '0.3000',
        admin_fee_rate: '0.1250',
        cpa_amount: '25.00',
        cpa_min_deposit: '20.00',
        negative_carry_over: false,
      },
      { currency: 'EUR' },
    );
    expect(d).toEqual({
      name: 'Flat 30% (admin fee 12.5%, CPA 25.00)',
      currency: 'EUR',
      revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.3000' }] },
      admin_fee_rate: '0.1250',
      negative_carry_over: 'reset',
      cpa: { amount: '25.00', qualify: { first_deposit_min: '20.00' } },
    });
  });
});

describe('ladder and tiered against each other', () => {
  const tiers = fc
    .uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 0, maxLength: 4 })
    .chain((froms) =>
      fc.array(rate, { minLength: froms.length + 1, maxLength: froms.length + 1 }).map((rates) => {
        const sorted = [0, ...froms.sort((a, b) => a - b)];
        const ascending = [...rates].sort();
        return sorted.map((from, index) => ({ from: money(from * 100), rate: ascending[index]! }));
      }),
    );
  it('a ladder of rising rates never pays more than the same tiers, and both pay the first rate below the second tier', () => {
    fc.assert(
      fc.property(tiers, fc.integer({ min: -100_000_000, max: 100_000_000 }).map(money), (ts, winloss) => {
        const l = calculateDealMonth(
          deal({ revenue_share: { mode: 'ladder', tiers: ts } }),
          month({ winloss }),
        );
        const t = calculateDealMonth(
          deal({ revenue_share: { mode: 'tiered', tiers: ts } }),
          month({ winloss }),
        );
        // Exactly, the ladder pays at most the tiered amount; each band rounded on its own may add up
        // to half a cent per band over it.
        expect(Math.round(Number(l.amount) * 100)).toBeLessThanOrEqual(
          Math.round(Number(t.amount) * 100) + ts.length,
        );
        expect(l.tier_rate).toBe(t.tier_rate);
        expect(l.next_tier).toEqual(t.next_tier);
        // The bands add up to the base laid over them, and their lines to the revenue share.
        const bands = l.revenue_share.bands!;
        const cents = (values: string[]) => values.reduce((sum, v) => sum + Math.round(Number(v) * 100), 0);
        expect(cents(bands.map((b) => b.amount))).toBe(Number(l.base) > 0 ? cents([l.base]) : 0);
        expect(cents(bands.map((b) => b.paid))).toBe(cents([l.revenue_share.amount]));
        if (ts.length === 1 || Number(winloss) < Number(ts[1]!.from)) expect(l.amount).toBe(t.amount);
      }),
      { numRuns: 1_000 },
    );
  });
});
