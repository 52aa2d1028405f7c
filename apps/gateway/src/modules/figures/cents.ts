/**
 * Money as integer cents (BigInt), and rates as integers of ten decimal places, for the statement's
 * lines, a commission's brand lines, the deal engine and the CPA rule: exact to the cent at any size
 * numeric(18,2) holds, and far cheaper than a decimal object per line. A rate times an amount in cents is
 * then in RATE_UNITths of a cent.
 */

/** '-1234.50' as -123450n: an amount from PostgreSQL cast to numeric(18,2), always two decimals (the fast path). */
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

/** An amount of any scale up to the cent ('0', '20', '12.5', '-40.00') in cents. */
export const amountCents = (amount: string): bigint => toScaled(amount, 2);

/** Decimal places a rate is held to (numeric(6,4) today, room for more). */
export const RATE_PLACES = 10;
export const RATE_UNIT = 10n ** BigInt(RATE_PLACES);

/** A rate ('0.30', '0.1000') as an integer of RATE_PLACES places. */
export const rateUnits = (rate: string): bigint => toScaled(rate, RATE_PLACES);
