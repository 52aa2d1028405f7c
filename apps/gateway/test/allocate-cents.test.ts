import { describe, expect, it } from 'vitest';
import { allocateCents } from '../src/modules/figures/allocate-cents.ts';

/** Round half away from zero of `value / unit`, the rule of the totals being split. */
function rounded(value: bigint, unit: bigint): bigint {
  const magnitude = value < 0n ? -value : value;
  const whole = (magnitude * 2n + unit) / (2n * unit);
  return value < 0n ? -whole : whole;
}

describe('allocateCents', () => {
  it('gives the cents rounding left over to the parts that lost the most', () => {
    // 0.10 × 1,000.05 and 0.10 × -320.00 in thousandths of a cent: 100.005 and -32.000, the total round(68.005) = 68.01.
    expect(allocateCents(6801n, [10_000_500n, -3_200_000n], 1000n)).toEqual([10_001n, -3_200n]);
    // Three thirds of 1.00 (in thirds of a cent): the cent left over to the first of the equal remainders.
    expect(allocateCents(100n, [100n, 100n, 100n], 3n)).toEqual([34n, 33n, 33n]);
  });

  it('adds up to the rounded total for any signed shares, each part within a cent of its share', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const unit = 10_000n; // rates of four places
    for (let run = 0; run < 2_000; run++) {
      const rate = BigInt(Math.floor(random() * 10_000));
      const amounts = Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
        BigInt(Math.floor((random() - 0.4) * 10_000_000)),
      );
      const shares = amounts.map((cents) => rate * cents);
      const total = rounded(
        shares.reduce((sum, share) => sum + share, 0n),
        unit,
      );
      const parts = allocateCents(total, shares, unit);
      expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(total);
      parts.forEach((part, i) => {
        const off = part * unit - shares[i]!;
        expect(off > -unit && off < unit, `${part} for ${shares[i]}`).toBe(true);
      });
    }
  });

  it('refuses a total that is not the rounded sum of its shares', () => {
    expect(() => allocateCents(1000n, [100n, 200n], 1n)).toThrow(RangeError);
  });
});
