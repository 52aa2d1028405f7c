import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { allocateCents } from '../src/modules/figures/allocate-cents.ts';

const rounded = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

describe('allocateCents', () => {
  it('gives the cents rounding left over to the parts that lost the most', () => {
    // 0.10 × 1,000.05 and 0.10 × -320.00: 100.005 and -32.000, the total round(68.005) = 68.01.
    expect(allocateCents('68.01', ['100.005', '-32.000']).map(String)).toEqual(['100.01', '-32']);
    // Three thirds of 1.00: 0.333… each, the cent left over to the first of the equal remainders.
    const third = new Decimal(1).dividedBy(3);
    expect(allocateCents('1.00', [third, third, third]).map((d) => d.toFixed(2))).toEqual([
      '0.34',
      '0.33',
      '0.33',
    ]);
  });

  it('adds up to the rounded total for any signed shares', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 2_000; run++) {
      const rate = new Decimal(Math.floor(random() * 10_000)).dividedBy(10_000);
      const amounts = Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
        new Decimal(Math.floor((random() - 0.4) * 10_000_000)).dividedBy(100),
      );
      const shares = amounts.map((amount) => rate.times(amount));
      const total = rounded(shares.reduce((sum, share) => sum.plus(share), new Decimal(0)));
      const parts = allocateCents(total, shares);
      expect(parts.reduce((sum, part) => sum.plus(part), new Decimal(0)).toFixed(2)).toBe(total.toFixed(2));
      // Each part is its exact share to within a cent.
      parts.forEach((part, i) => expect(part.minus(shares[i]!).abs().lessThan('0.01')).toBe(true));
    }
  });

  it('refuses a total that is not the rounded sum of its shares', () => {
    expect(() => allocateCents('10.00', ['1.00', '2.00'])).toThrow(RangeError);
  });
});
