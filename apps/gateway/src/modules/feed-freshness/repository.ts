import type { Queryable } from '../../db/database.ts';
import type { StoredFeedFreshness } from '../../caches/feed-freshness-cache.ts';
import { affiliateBrandsSql } from '../figures/brand-codes-sql.ts';

/** A brand's newest data in a batch: the last instant it covers (inclusive, see common/feed-freshness.ts). */
export interface BrandThrough {
  brand: string;
  through: Date | string;
}

/**
 * A batch of a feed was stored at `at`: each brand it touched is received now and its data runs up to the
 * newest it brought, never back (a resent older day leaves `data_through` where it was), and never past
 * the batch's time (today's activity sent at 10:00 covers up to 10:00, not to midnight). One statement,
 * a row per brand in brand order (two batches lock the same rows in the same order). The ingest runs it
 * last, just before the commit, so a brand's row is held only for the commit, not the whole batch.
 */
export async function recordFeedReceived(
  tx: Queryable,
  feed: 'players' | 'activity',
  throughs: readonly BrandThrough[],
  at: Date,
): Promise<void> {
  if (throughs.length === 0) return;
  await tx.query(
    `INSERT INTO feed_freshness AS f (brand, feed, data_through, received_at)
     SELECT brand, $2, least(max(through), $3::timestamptz), $3::timestamptz FROM unnest($1::text[], $4::timestamptz[]) AS u (brand, through)
     GROUP BY brand ORDER BY brand
     ON CONFLICT (brand, feed) DO UPDATE
       SET data_through = greatest(f.data_through, EXCLUDED.data_through), received_at = EXCLUDED.received_at`,
    [throughs.map((t) => t.brand), feed, at, throughs.map((t) => t.through)],
  );
}

export interface FeedFreshnessDbRow {
  brand: string;
  brand_name: string;
  feed: 'players' | 'activity';
  data_through: Date | null;
  received_at: Date | null;
  expected_every_minutes: number | null;
}

const toStored = (row: FeedFreshnessDbRow): StoredFeedFreshness => ({
  brand: row.brand,
  brandName: row.brand_name,
  feed: row.feed,
  dataThrough: row.data_through,
  receivedAt: row.received_at,
  expectedEveryMinutes: row.expected_every_minutes,
});

const SELECT_ROWS = `SELECT f.brand, b.name AS brand_name, f.feed, f.data_through, f.received_at, f.expected_every_minutes
  FROM feed_freshness f JOIN brands b ON b.code = f.brand`;

/** Every brand's feeds that ever sent data or are expected to, by brand and feed. */
export async function readFeedFreshness(db: Queryable): Promise<StoredFeedFreshness[]> {
  const { rows } = await db.query<FeedFreshnessDbRow>(`${SELECT_ROWS} ORDER BY f.brand, f.feed`);
  return rows.map(toStored);
}

/** Sets how often a brand's feed is expected (null: not expected); null when there is no such brand. */
export async function setExpectedEvery(
  db: Queryable,
  brand: string,
  feed: 'players' | 'activity',
  minutes: number | null,
): Promise<StoredFeedFreshness | null> {
  const { rows } = await db.query<FeedFreshnessDbRow>(
    `WITH set AS (
       INSERT INTO feed_freshness AS f (brand, feed, expected_every_minutes)
       SELECT code, $2, $3 FROM brands WHERE code = $1
       ON CONFLICT (brand, feed) DO UPDATE SET expected_every_minutes = EXCLUDED.expected_every_minutes
       RETURNING *
     )
     SELECT f.brand, b.name AS brand_name, f.feed, f.data_through, f.received_at, f.expected_every_minutes
     FROM set f JOIN brands b ON b.code = f.brand`,
    [brand, feed, minutes],
  );
  return rows[0] ? toStored(rows[0]) : null;
}

/** The brands the affiliate has codes of, as the views list them (a statement's brands: it has no filter). */
export async function affiliateBrands(
  db: Queryable,
  affiliateId: number,
): Promise<Array<{ code: string; name: string }>> {
  const row = await db.one<{ brands: Array<{ code: string; name: string }> }>(
    `SELECT ${affiliateBrandsSql('$1::int')} AS brands`,
    [affiliateId],
  );
  return row.brands;
}
