import { ShortLivedCache } from './short-lived-cache.ts';

/** One brand's feed as feed_freshness (migration 065) keeps it, with the brand's name. */
export interface StoredFeedFreshness {
  brand: string;
  brandName: string;
  feed: 'players' | 'activity';
  dataThrough: Date | null;
  receivedAt: Date | null;
  expectedEveryMinutes: number | null;
}

/**
 * Every brand's feeds' freshness (a row per brand and feed: a handful), which the dashboard, reports and
 * statement add to their answers on every request, cached or not. Forgotten when a change is heard on
 * the figures' channel (payload 'feeds', migration 068: every ingest batch, whichever process stored
 * it); the TTL bounds what a process shows while those notices do not arrive. Whether a feed is late is
 * worked out per request, from these rows and the clock.
 */
export const FEED_FRESHNESS_TTL_MS = 10_000;
export const FEED_FRESHNESS_NOTICE = 'feeds';

export class FeedFreshnessCache extends ShortLivedCache<readonly StoredFeedFreshness[]> {
  constructor(ttlMs = FEED_FRESHNESS_TTL_MS) {
    super(ttlMs);
  }

  /** A notice of the figures' channel: the feeds' one makes this copy go. */
  heard(payload: string): void {
    if (payload === FEED_FRESHNESS_NOTICE || payload === '*') this.forget();
  }
}
