/** Where the generated players live, and so where their clicks come from: ISO codes with their weights. */
export const countries: ReadonlyArray<readonly [string, number]> = [
  ['DE', 24],
  ['GB', 20],
  ['CA', 14],
  ['SE', 10],
  ['FI', 9],
  ['NO', 8],
  ['MT', 6],
  ['IE', 5],
  ['NZ', 4],
];
