/**
 * Splits a total already rounded to the cent into parts that add up to it exactly. Each part's exact
 * share is given in `unit`ths of a cent (a rate of ten decimal places times an amount in cents is in
 * 10^10ths of a cent); each is taken down to the cent, and the cents still missing go one each to the
 * parts that lost the most (largest remainders; ties to the earlier part). Signed shares work alike:
 * flooring takes every share down, so what is missing is between 0 and one cent per part. Used where
 * one figure is shown in parts (each brand's admin fee and revenue share of a commission), so that the
 * parts on a statement add up to the figure above them. Integers throughout: a close splits 10,000
 * commissions in a few milliseconds.
 */
export function allocateCents(total: bigint, shares: readonly bigint[], unit: bigint): bigint[] {
  const floors = shares.map((share) => floorDiv(share, unit));
  const missing = floors.reduce((left, floor) => left - floor, total);
  if (missing < 0n || missing > BigInt(shares.length))
    throw new RangeError(`allocateCents: ${total} is not the rounded sum of its shares`);
  const order = shares
    .map((share, index) => ({ index, lost: share - floors[index]! * unit }))
    .sort((a, b) => (a.lost === b.lost ? a.index - b.index : a.lost > b.lost ? -1 : 1));
  for (const { index } of order.slice(0, Number(missing))) floors[index]! += 1n;
  return floors;
}

/** Division rounding towards minus infinity (BigInt's `/` truncates towards zero). */
function floorDiv(value: bigint, by: bigint): bigint {
  const quotient = value / by;
  return value % by !== 0n && value < 0n !== by < 0n ? quotient - 1n : quotient;
}
