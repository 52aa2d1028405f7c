import type { ActivityFreshness } from '@affiliate/contract/common/feed-freshness';

/** A view's activity freshness when no brand in view has sent activity (the line is not shown). */
export const noActivityFreshness: ActivityFreshness = {
  activity_through: null,
  activity_received_at: null,
  activity_late: false,
  activity_brands: [],
};
