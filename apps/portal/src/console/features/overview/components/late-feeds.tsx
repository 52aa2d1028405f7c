import type { FeedFreshnessRow } from '@affiliate/contract/common/feed-freshness';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { RelativeTime } from '@/components/ui/relative-time';
import { formatUtcDateTime } from '@/lib/dates';

const feedLabels: Record<FeedFreshnessRow['feed'], string> = { activity: 'Activity', players: 'Players' };

/** `90 minutes`, `2 hours`, `1 day`: an expected interval in the largest whole unit. */
function interval(minutes: number): string {
  const [amount, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * The brands' feeds that are late: nothing came for longer than they are expected every (a pull's
 * schedule, or what an admin set for a pushed feed) plus the grace. Affiliates see the same warning on
 * their dashboard, reports and statement. A card per feed, so it reads the same on a phone.
 */
export function LateFeeds({ feeds }: { feeds: FeedFreshnessRow[] }) {
  return (
    <section aria-labelledby="overview-late-feeds">
      <Card className="space-y-3">
        <h2 id="overview-late-feeds" className="text-lg font-semibold text-ink">
          Late feeds
        </h2>
        {feeds.length === 0 ? (
          <p className="text-sm text-muted">No brand’s feed is late.</p>
        ) : (
          <>
            <Alert tone="warning">
              {feeds.length === 1 ? 'One feed is late' : `${feeds.length} feeds are late`}: the affiliates of
              the brand see a warning that their figures may be missing activity.
            </Alert>
            <ul aria-label="Late feeds" className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {feeds.map((feed) => (
                <li key={`${feed.brand}:${feed.feed}`} className="rounded-lg border border-line p-3">
                  <h3 className="font-semibold text-ink">
                    {feed.brand_name} · {feedLabels[feed.feed]}
                  </h3>
                  <dl className="mt-1 text-sm">
                    <div className="flex flex-wrap justify-between gap-x-3 py-1">
                      <dt className="text-muted">Data through</dt>
                      <dd>{feed.data_through ? formatUtcDateTime(feed.data_through) : '—'}</dd>
                    </div>
                    <div className="flex flex-wrap justify-between gap-x-3 py-1">
                      <dt className="text-muted">Received</dt>
                      <dd>{feed.received_at ? <RelativeTime value={feed.received_at} /> : 'Never'}</dd>
                    </div>
                    <div className="flex flex-wrap justify-between gap-x-3 py-1">
                      <dt className="text-muted">Expected every</dt>
                      <dd>{feed.expected_every_minutes ? interval(feed.expected_every_minutes) : '—'}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </section>
  );
}
