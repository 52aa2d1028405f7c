import { z } from 'zod';
import { isoDateTime } from './primitives.ts';

/**
 * How fresh a brand's feeds are (issue 39). `data_through` (on the wire `activity_through`) is the last
 * instant the data covers, inclusive: for activity the end of the newest day received (that day's
 * 23:59:59 UTC: a day's activity comes whole), for players the newest registration (or the end of the
 * newest join day of a player who did not register), never later than the batch's time (today's
 * activity sent at 10:00 runs up to 10:00). It never moves back when an older day is sent again. `received_at` is when the brand's last batch came.
 *
 * A feed is **late** when it is expected every N minutes (a scheduled pull's interval, or what the
 * operator set for a pushed feed) and nothing came for longer than N minutes plus a grace of 10 % of N,
 * at least 15 minutes (a pull that starts a little late, or a file that takes a while, is not late). A
 * feed nothing is expected of, or that never sent anything, is never late.
 */
export const FEED_LATE_GRACE_MIN_MINUTES = 15;
export const FEED_LATE_GRACE_SHARE = 0.1;

/** The minutes past `expected` after which a feed is late. */
export function feedLateAfterMinutes(expectedEveryMinutes: number): number {
  return (
    expectedEveryMinutes +
    Math.max(FEED_LATE_GRACE_MIN_MINUTES, Math.ceil(expectedEveryMinutes * FEED_LATE_GRACE_SHARE))
  );
}

/** Whether a feed is late at `now` (see above). */
export function isFeedLate(
  receivedAt: string | Date | null,
  expectedEveryMinutes: number | null,
  now: Date,
): boolean {
  if (receivedAt === null || expectedEveryMinutes === null) return false;
  const received = typeof receivedAt === 'string' ? Date.parse(receivedAt) : receivedAt.getTime();
  return now.getTime() - received > feedLateAfterMinutes(expectedEveryMinutes) * 60_000;
}

export const feedName = z.enum(['players', 'activity']);
export type FeedName = z.infer<typeof feedName>;

/** One brand's activity feed as an affiliate's view shows it. */
export const brandActivityFreshness = z.object({
  brand: z.string(),
  name: z.string(),
  /** The last instant the brand's activity covers (inclusive); null when none was received. */
  activity_through: isoDateTime.nullable(),
  /** When the brand's last activity batch came. */
  activity_received_at: isoDateTime.nullable(),
  /** How often the brand's activity is expected, in minutes; null when no schedule is known. */
  expected_every_minutes: z.number().int().nullable(),
  activity_late: z.boolean(),
});
export type BrandActivityFreshness = z.infer<typeof brandActivityFreshness>;

/**
 * The freshness of the activity under a view's figures, beside its `as_of`: over the brands in view
 * (the filtered brand, or every brand the affiliate has codes of), the earliest `activity_through` (the
 * figures are complete only up to it) and the earliest `activity_received_at` among the brands that sent
 * any, late when any brand's feed is, and each brand's own.
 */
export const activityFreshnessFields = {
  activity_through: isoDateTime.nullable(),
  activity_received_at: isoDateTime.nullable(),
  activity_late: z.boolean(),
  activity_brands: z.array(brandActivityFreshness),
};
export const activityFreshness = z.object(activityFreshnessFields);
export type ActivityFreshness = z.infer<typeof activityFreshness>;

/** A brand's feed as the console lists it (its late feeds on the overview). */
export const feedFreshnessRow = z.object({
  brand: z.string(),
  brand_name: z.string(),
  feed: feedName,
  data_through: isoDateTime.nullable(),
  received_at: isoDateTime.nullable(),
  expected_every_minutes: z.number().int().nullable(),
  late: z.boolean(),
});
export type FeedFreshnessRow = z.infer<typeof feedFreshnessRow>;
