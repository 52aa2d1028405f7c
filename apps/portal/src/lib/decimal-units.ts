/**
 * Exact decimal arithmetic on the contract's decimal strings, as integers of 10^-8 (a satoshi): enough
 * for the few sums the withdrawal form shows before the gateway decides (the equivalent at a rate, the
 * amount after the network fee, the limits). No floats, so 0.1 + 0.2 stays 0.3.
 */
export const SCALE = 8;
const ONE = 10n ** BigInt(SCALE);

/** `'12.5'` -> 1250000000n; undefined for anything that is not a plain decimal. */
export function toUnits(value: string): bigint | undefined {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  // Beyond 8 decimals is cut (rounded towards zero), like the gateway's numeric(…, 8).
  const units = BigInt(whole!) * ONE + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return sign === '-' ? -units : units;
}

/** 1250000000n -> `'12.50000000'`, with `decimals` places (rounded towards zero). */
export function fromUnits(units: bigint, decimals = SCALE): string {
  const negative = units < 0n;
  const absolute = negative ? -units : units;
  const whole = absolute / ONE;
  const fraction = (absolute % ONE).toString().padStart(SCALE, '0').slice(0, decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** -1, 0 or 1, like a comparator; undefined when either side is not a decimal. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 | undefined {
  const x = toUnits(a);
  const y = toUnits(b);
  if (x === undefined || y === undefined) return undefined;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** `amount / rate`, in units, rounded down (what is sent is never more than the amount covers). */
export function divideUnits(amount: bigint, rate: bigint): bigint | undefined {
  if (rate <= 0n) return undefined;
  return (amount * ONE) / rate;
}
