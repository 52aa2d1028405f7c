/**
 * The pace at which clicks reach the recorder: the mean gap between two arrivals, weighted towards the
 * latest ones, so that the recorder can tell whether a click waiting now is likely to have company soon.
 */
export class ClickArrivals {
  private last: number | null = null;
  private meanGap = Number.POSITIVE_INFINITY;

  constructor(
    /** Weight of the latest gap in the mean (0-1): how fast the mean follows a change of pace. */
    private readonly weight = 0.2,
    /** A longer gap counts as this long, so one quiet minute does not take many clicks to forget. */
    private readonly longestGapMs = 1_000,
  ) {}

  arrived(now: number): void {
    if (this.last !== null) {
      const gap = Math.min(now - this.last, this.longestGapMs);
      this.meanGap =
        this.meanGap === Number.POSITIVE_INFINITY ? gap : this.meanGap + this.weight * (gap - this.meanGap);
    }
    this.last = now;
  }

  /** The expected time (ms) until the next click: the mean gap (infinite before two have arrived). */
  expectedGapMs(): number {
    return this.meanGap;
  }
}
