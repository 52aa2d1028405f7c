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
  /**
   * Rows per written batch (default the ingest's limit, 10,000, as a feed sends them). The demo seed writes
   * each set in one batch: the figures are the same however the rows are cut, and every batch pays for its
   * rollups' upserts once, which made most of a first start's seconds.
   */
  batchRows?: number;
}

/** `batchRows` for a set written in one batch. */
export const ONE_BATCH = Number.POSITIVE_INFINITY;
