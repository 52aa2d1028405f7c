import Decimal from 'decimal.js';

/**
 * Splits a total already rounded to the cent into parts that add up to it exactly: each part's exact
 * share (`shares`, unrounded, summing to the total before its rounding) is taken down to the cent, and
 * the cents still missing go one each to the parts that lost the most (largest remainders; ties to the
 * earlier part). Signed shares work alike: flooring takes every share down, so what is missing is
 * between 0 and one cent per part. Used where one figure is shown in parts (each brand's admin fee and
 * revenue share of a commission), so that the parts on a statement add up to the figure above them.
 */
export function allocateCents(total: Decimal.Value, shares: readonly Decimal.Value[]): Decimal[] {
  const exact = shares.map((share) => new Decimal(share));
  const floors = exact.map((share) => share.toDecimalPlaces(2, Decimal.ROUND_FLOOR));
  const missing = new Decimal(total)
    .minus(floors.reduce((sum, floor) => sum.plus(floor), new Decimal(0)))
    .times(100)
    .toNumber();
  if (!Number.isInteger(missing) || missing < 0 || missing > exact.length)
    throw new RangeError(`allocateCents: ${String(total)} is not the rounded sum of its shares`);
  const order = exact
    .map((share, index) => ({ index, lost: share.minus(floors[index]!) }))
    .sort((a, b) => b.lost.comparedTo(a.lost) || a.index - b.index);
  for (const { index } of order.slice(0, missing)) floors[index] = floors[index]!.plus('0.01');
  return floors;
}
