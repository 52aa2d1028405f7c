import type {
  ActivityFreshness,
  BrandActivityFreshness,
  FeedFreshnessRow,
  ViewBrands,
} from '@affiliate/contract';
import { isFeedLate } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { StoredFeedFreshness } from '../../caches/feed-freshness-cache.ts';
import { affiliateBrands, readFeedFreshness } from './repository.ts';

/**
 * An answer of a view before its activity freshness is added: the figures' caches keep the answers
 * without it (it changes with every brand's batch and, being late, with the clock), and the route adds
 * it to every answer, cached or not.
 */
export type WithoutFreshness<T extends { meta: object }> = Omit<T, 'meta'> & {
  meta: Omit<T['meta'], keyof ActivityFreshness>;
};

/** Every brand's feeds, from the process's copy (caches/feed-freshness-cache.ts). */
export function feedFreshness(ctx: AppContext): Promise<readonly StoredFeedFreshness[]> {
  return ctx.feedFreshness.get(Date.now(), () => readFeedFreshness(ctx.db));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The activity freshness of a view over `brands` (the affiliate's, with their names) narrowed to
 * `filter` when the view is filtered to one brand: a brand the affiliate has no code of is in no view,
 * so an affiliate only ever sees its own brands' feeds. The earliest through and received among the
 * brands that sent any: the figures are complete only up to the stalest brand's data.
 */
export function activityFreshnessOf(
  stored: readonly StoredFeedFreshness[],
  brands: ViewBrands,
  filter: string | undefined,
  now: Date,
): ActivityFreshness {
  const activity = new Map(stored.filter((f) => f.feed === 'activity').map((f) => [f.brand, f]));
  const inView = filter === undefined ? brands : brands.filter((b) => b.code === filter);
  const perBrand: BrandActivityFreshness[] = inView.map((b) => {
    const feed = activity.get(b.code);
    return {
      brand: b.code,
      name: b.name,
      activity_through: iso(feed?.dataThrough ?? null),
      activity_received_at: iso(feed?.receivedAt ?? null),
      expected_every_minutes: feed?.expectedEveryMinutes ?? null,
      activity_late: isFeedLate(feed?.receivedAt ?? null, feed?.expectedEveryMinutes ?? null, now),
    };
  });
  const earliest = (values: Array<string | null>) =>
    values.filter((v): v is string => v !== null).sort()[0] ?? null;
  return {
    activity_through: earliest(perBrand.map((b) => b.activity_through)),
    activity_received_at: earliest(perBrand.map((b) => b.activity_received_at)),
    activity_late: perBrand.some((b) => b.activity_late),
    activity_brands: perBrand,
  };
}

/** A view's answer with the activity freshness of its brands added to its `meta`. */
export async function withActivityFreshness<T extends { meta: { brands: ViewBrands } }>(
  ctx: AppContext,
  answer: T,
  filter: string | undefined,
): Promise<Omit<T, 'meta'> & { meta: T['meta'] & ActivityFreshness }> {
  const freshness = activityFreshnessOf(
    await feedFreshness(ctx),
    answer.meta.brands,
    filter,
    ctx.config.now(),
  );
  // The answer may be the figures cache's shared copy: a new object, never a change to it.
  return { ...answer, meta: { ...answer.meta, ...freshness } };
}

/** The activity freshness of every brand the affiliate has codes of (the statement's: it has no brand filter). */
export async function affiliateActivityFreshness(
  ctx: AppContext,
  affiliateId: number,
): Promise<ActivityFreshness> {
  const [stored, brands] = await Promise.all([feedFreshness(ctx), affiliateBrands(ctx.db, affiliateId)]);
  return activityFreshnessOf(stored, brands, undefined, ctx.config.now());
}

/** A brand's feed as the console shows it, late or not at `now`. */
export function feedFreshnessRowOf(feed: StoredFeedFreshness, now: Date): FeedFreshnessRow {
  return {
    brand: feed.brand,
    brand_name: feed.brandName,
    feed: feed.feed,
    data_through: iso(feed.dataThrough),
    received_at: iso(feed.receivedAt),
    expected_every_minutes: feed.expectedEveryMinutes,
    late: isFeedLate(feed.receivedAt, feed.expectedEveryMinutes, now),
  };
}

/** The feeds that are late at `now`, the longest silent first. */
export async function lateFeeds(ctx: AppContext): Promise<FeedFreshnessRow[]> {
  const now = ctx.config.now();
  return (await feedFreshness(ctx))
    .map((feed) => feedFreshnessRowOf(feed, now))
    .filter((row) => row.late)
    .sort((a, b) => (a.received_at ?? '').localeCompare(b.received_at ?? ''));
}
