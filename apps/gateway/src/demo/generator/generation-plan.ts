/** What a generated data set holds: how many players, over which days, for which affiliates, from which seed. */
export interface GenerationPlan {
  players: number;
  /** Players join over this many days, ending on `endDay`. */
  days: number;
  endDay: string;
  /** Registration times are never later than this. */
  now: Date;
  seed: number;
  /** About how many activity rows to produce in all. */
  activityRows: number;
  /** Player i goes to affiliates[i % affiliates.length]. */
  affiliates: ReadonlyArray<{ code: string; currency: string }>;
  firstCustomerId: number;
}
