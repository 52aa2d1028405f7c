import { describe, expect, it } from 'vitest';
import {
  earningUntil,
  earnsIn,
  subAffiliateShare,
  type SubAffiliateTerms,
} from '../src/modules/figures/sub-affiliate-share.ts';

/** The pure rule of what a parent earns on one sub's month (issue 38); amounts in cents. */
const share = (rate: string): SubAffiliateTerms => ({ share_of: 'ngr', rate, amount_each: null, months: 12 });
const part = (brand: string | null, basis: bigint, players = 0) => ({ brand, basis, players });
const amounts = (parts: ReturnType<typeof subAffiliateShare>) => parts.map((p) => [p.brand, p.amount]);

describe('a parent’s share of a sub-affiliate’s month', () => {
  it('counts the months from the approval’s month, that month the first', () => {
    expect(earningUntil('2026-11-15', 12)).toBe('2027-10-01');
    expect(earningUntil('2026-11-30', 1)).toBe('2026-11-01');
    expect(earnsIn('2026-11-15', 12, '2026-10-01')).toBe(false);
    expect(earnsIn('2026-11-15', 12, '2026-11-01')).toBe(true);
    expect(earnsIn('2026-11-15', 12, '2027-10-01')).toBe(true);
    expect(earnsIn('2026-11-15', 12, '2027-11-01')).toBe(false);
    expect(earnsIn('2026-01-31', 120, '2035-12-01')).toBe(true);
    expect(earnsIn('2026-01-31', 120, '2036-01-01')).toBe(false);
  });

  it('rounds the month’s share once, half away from zero, and splits it over the brands to the cent', () => {
    // 5 % of 0.10 + 0.10 + 0.10 = 0.015 → 0.02; each brand's exact 0.005 → one cent to the first two.
    const parts = subAffiliateShare(share('0.05'), [part('a', 10n), part('b', 10n), part('c', 10n)]);
    expect(amounts(parts)).toEqual([
      ['a', 1n],
      ['b', 1n],
      ['c', 0n],
    ]);
    // 10 % of 1,100.00 − 330.00 = 77.00: 110.00 and −33.00, a brand that lost taking its part off.
    expect(amounts(subAffiliateShare(share('0.10'), [part('a', 110000n), part(null, -33000n)]))).toEqual([
      ['a', 11000n],
      [null, -3300n],
    ]);
  });

  it('earns nothing on a basis of 0 or less, and carries nothing', () => {
    expect(amounts(subAffiliateShare(share('0.10'), [part('a', 10000n), part('b', -10001n)]))).toEqual([
      ['a', 0n],
      ['b', 0n],
    ]);
    expect(amounts(subAffiliateShare(share('0.10'), [part(null, 0n)]))).toEqual([[null, 0n]]);
  });

  it('pays an amount per qualified player, brand by brand', () => {
    const perPlayer: SubAffiliateTerms = {
      share_of: 'qualified_players',
      rate: null,
      amount_each: '12.50',
      months: 3,
    };
    expect(amounts(subAffiliateShare(perPlayer, [part('a', 0n, 3), part('b', 0n, 0)]))).toEqual([
      ['a', 3750n],
      ['b', 0n],
    ]);
  });
});
