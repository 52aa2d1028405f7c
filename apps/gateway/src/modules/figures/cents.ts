/**
 * Money as integer cents (BigInt), for the statement's lines and a commission's brand lines: exact to
 * the cent at any size numeric(18,2) holds, and far cheaper than a decimal object per line. Amounts come from PostgreSQL already cast to
 * numeric(18,2), so their text always has exactly two decimals ('-40.00', '0.00').
 */

/** '-1234.50' as -123450n. */
export function toCents(amount: string): bigint {
  const point = amount.length - 3;
  if (amount[point] !== '.') throw new Error(`not an amount with two decimals: ${amount}`);
  return BigInt(amount.slice(0, point) + amount.slice(point + 1));
}

/** -123450n as '-1234.50'. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** A rate or share as an integer of `places` decimal places: ('0.1000', 10) is 1_000_000_000n. */
export function toScaled(value: string, places: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match || (match[3]?.length ?? 0) > places)
    throw new Error(`not a decimal of ${places} places: ${value}`);
  return BigInt(`${match[1]}${match[2]}${(match[3] ?? '').padEnd(places, '0')}`);
}
