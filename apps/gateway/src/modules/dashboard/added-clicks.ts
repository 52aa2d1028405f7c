import type { StoredClicks } from '../../caches/figures-cache.ts';
import { bucketStartOf } from '../figures/buckets.ts';
import type { DashboardFiguresAnswer } from './figures-answer.ts';

/**
 * A kept dashboard with clicks this process just stored added (caches/figures-cache.ts, ClickRule):
 * each day's clicks to its bucket and the totals, as the click rollups will sum them. Clicks count in
 * no other figure (the estimate is priced on activity), and a category filter narrows the figures,
 * never the clicks; its as_of is the feed's alone. With a brand filter the clicks' brand is not known here: null, the answer goes.
 */
export function addClicksToDashboard(
  answer: DashboardFiguresAnswer,
  clicks: StoredClicks,
): DashboardFiguresAnswer | null {
  const { from, to, granularity, brand } = answer.meta;
  if (brand !== null) return null;
  const byBucket = new Map<string, number>();
  let total = 0;
  for (const [day, count] of clicks.byDay) {
    if (day < from || day > to) continue;
    const start = bucketStartOf(day, granularity);
    byBucket.set(start, (byBucket.get(start) ?? 0) + count);
    total += count;
  }
  if (total === 0) return answer;
  return {
    ...answer,
    data: {
      totals: { ...answer.data.totals, clicks: answer.data.totals.clicks + total },
      series: answer.data.series.map((bucket) => {
        const added = byBucket.get(bucket.period_start);
        return added === undefined ? bucket : { ...bucket, clicks: bucket.clicks + added };
      }),
    },
  };
}
