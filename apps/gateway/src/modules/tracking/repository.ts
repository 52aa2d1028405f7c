import type { Queryable } from '../../db/database.ts';
import { SOURCE_COLUMNS } from '../ingest/traffic-source.ts';
import { addToCounter, type ClickCounter } from './click-counters.ts';

/** A click as it is stored: the columns of `clicks`. */
export interface Click {
  at: Date;
  affiliateId: number;
  /** The code as stored in referral_codes (its own letter case). */
  referralCode: string;
  savedBannerId: number | null;
  campaign: string | null;
  /** The click's id, handed to the landing page (32 hex digits). */
  clickId: string;
  /** sub1 … sub5 of the link, null where it gave none. */
  subIds: readonly [string | null, string | null, string | null, string | null, string | null];
  ipHash: string;
  /** The ISO code of the visitor's country (click-country.ts), null when it is not known. */
  country: string | null;
  userAgent: string | null;
  referrer: string | null;
  isBot: boolean;
}

export interface KnownCode {
  affiliateId: number;
  code: string;
  /** The brand the code is for: a code never changes brand, so it is kept with the code for good. */
  brand: string;
}

/** The code whatever its letter case (the unique index on lower(code) answers it). */
export function findReferralCode(db: Queryable, code: string): Promise<KnownCode | null> {
  return db.maybeOne<KnownCode>(
    'SELECT member_id AS "affiliateId", code, brand FROM referral_codes WHERE lower(code) = lower($1)',
    [code],
  );
}

const added = (figures: string, column: string) => `r.${column} + ${figures}.${column}`;
const addedClicks = { clicks: (figures: string) => added(figures, 'clicks') };

/** The counters a flush adds its human clicks to, each from its figures (a part of STORE_CLICKS). */
const CLICK_COUNTERS: ClickCounter[] = [
  {
    name: 'source_rollup',
    table: 'affiliate_source_daily',
    key: ['member_id', 'day', 'source_key'],
    described: SOURCE_COLUMNS,
    counts: addedClicks,
    figures: 'source_days',
  },
  {
    name: 'part_daily',
    table: 'affiliate_source_part_daily',
    key: ['member_id', 'part', 'day', 'value'],
    counts: addedClicks,
    figures: 'parts',
    updateFirst: true,
  },
  {
    name: 'part_monthly',
    table: 'affiliate_source_part_monthly',
    key: ['member_id', 'part', 'month', 'value'],
    counts: addedClicks,
    figures: 'part_months',
    updateFirst: true,
  },
  {
    // With the latest click's time: the reports' as-of time (migration 049).
    name: 'daily',
    table: 'affiliate_clicks_daily',
    key: ['member_id', 'day'],
    counts: {
      ...addedClicks,
      last_click_at: (figures) => `greatest(r.last_click_at, ${figures}.last_click_at)`,
    },
    figures: 'days',
  },
  {
    name: 'weekly',
    table: 'affiliate_clicks_weekly',
    key: ['member_id', 'week_start'],
    counts: addedClicks,
    figures: 'weeks',
  },
  {
    name: 'monthly',
    table: 'affiliate_clicks_monthly',
    key: ['member_id', 'month'],
    counts: addedClicks,
    figures: 'months',
  },
  // The program's clicks a month (the console's Overview), here rather than by the monthly rollup's
  // trigger (migration 041).
  {
    name: 'program',
    table: 'program_clicks_monthly',
    key: ['month'],
    counts: addedClicks,
    figures: 'program_months',
  },
  {
    name: 'codes',
    table: 'referral_code_clicks',
    key: ['referral_code_id'],
    counts: addedClicks,
    figures: 'code_figures',
  },
  {
    name: 'banners',
    table: 'saved_banner_clicks',
    key: ['saved_banner_id'],
    counts: addedClicks,
    figures: 'banner_figures',
  },
];

/**
 * Stores a batch of clicks and counts the human ones, in one statement (so one round trip and one
 * commit): the clicks themselves, the affiliate's daily, weekly (ISO, from Monday) and monthly click
 * rollups, the program's clicks a month, the clicks of each code and of each saved banner, the banner
 * only when it belongs to the code's affiliate (a link cannot count on another affiliate's banner), and
 * the reports' rollup per traffic source (code, sub-IDs, that banner, campaign, the click's country or
 * '' when it is not known) with its copies by one part of the source: no trigger copies anything further (migration 041), and the
 * notice that the affiliates' figures changed is sent by the caller (click-notices.ts). Each counter
 * row moves once a flush, by the batch's figures for it (click-counters.ts), and is the flush's lane's,
 * so flushes in other lanes never wait on it. A click of an affiliate removed meanwhile is dropped
 * rather than failing the whole batch on its foreign key.
 */
const STORE_CLICKS = `
WITH batch AS (
  SELECT b.* FROM unnest($1::timestamptz[], $2::int[], $3::text[], $4::bigint[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::bool[],
                         $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $17::text[])
    AS b(at, member_id, referral_code, saved_banner_id, campaign, sub_id, ip_hash, user_agent, referrer, is_bot, click_id, sub2, sub3, sub4, sub5, country)
  WHERE EXISTS (SELECT 1 FROM members m WHERE m.id = b.member_id)
), stored AS (
  INSERT INTO clicks (at, member_id, referral_code, saved_banner_id, campaign, sub_id, ip_hash, user_agent, referrer, is_bot, click_id, sub2, sub3, sub4, sub5, country)
  SELECT at, member_id, referral_code, saved_banner_id, campaign, sub_id, ip_hash, user_agent, referrer, is_bot, click_id, sub2, sub3, sub4, sub5, country FROM batch
), human AS (
  -- The link's banner counts only when it is the affiliate's own saved banner: checked once per click here.
  SELECT b.member_id, b.at, b.referral_code, (b.at AT TIME ZONE 'UTC')::date AS day, b.campaign, b.sub_id, b.sub2, b.sub3, b.sub4, b.sub5, b.country,
         CASE WHEN EXISTS (SELECT 1 FROM saved_banners s WHERE s.id = b.saved_banner_id AND s.member_id = b.member_id)
              THEN b.saved_banner_id ELSE 0 END AS own_banner_id
  FROM batch b WHERE NOT b.is_bot
), human_sources AS (
  SELECT h.member_id, h.day, lower(h.referral_code) AS code, coalesce(h.sub_id, '') AS sub1, coalesce(h.sub2, '') AS sub2,
         coalesce(h.sub3, '') AS sub3, coalesce(h.sub4, '') AS sub4, coalesce(h.sub5, '') AS sub5, coalesce(h.campaign, '') AS campaign,
         h.own_banner_id AS saved_banner_id, coalesce(h.country, '') AS country
  FROM human h
), sources AS (
  SELECT member_id, day, code, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, country, count(*) AS clicks
  FROM human_sources GROUP BY member_id, day, code, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, country
), source_days AS (
  SELECT member_id, day, traffic_source_key(code, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, country) AS source_key,
         code AS referral_code, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, country, clicks
  FROM sources
), parts AS (
  -- The per-part rollups (migration 033) move by the same clicks, one part of the source at a time (a
  -- click whose country is not known counts under ''). Written here rather than by the table's trigger, which
  -- leaves the click lanes to this statement (migration 041).
  SELECT s.member_id, s.day, p.part, p.value, sum(s.clicks) AS clicks
  FROM sources s
  CROSS JOIN LATERAL (VALUES ('code', s.code), ('sub1', s.sub1), ('sub2', s.sub2), ('sub3', s.sub3), ('sub4', s.sub4),
                             ('sub5', s.sub5), ('banner', s.saved_banner_id::text), ('campaign', s.campaign), ('country', s.country)) AS p (part, value)
  GROUP BY 1, 2, 3, 4
), part_months AS (
  SELECT member_id, part, value, date_trunc('month', day)::date AS month, sum(clicks) AS clicks FROM parts GROUP BY 1, 2, 3, 4
), days AS (
  SELECT member_id, day, count(*) AS clicks, max(at) AS last_click_at FROM human GROUP BY 1, 2
), weeks AS (
  SELECT member_id, date_trunc('week', day)::date AS week_start, count(*) AS clicks FROM human GROUP BY 1, 2
), months AS (
  SELECT member_id, date_trunc('month', day)::date AS month, count(*) AS clicks FROM human GROUP BY 1, 2
), program_months AS (
  SELECT date_trunc('month', day)::date AS month, count(*) AS clicks FROM human GROUP BY 1
), code_figures AS (
  SELECT rc.id AS referral_code_id, c.clicks
  FROM (SELECT lower(referral_code) AS code, count(*) AS clicks FROM human GROUP BY 1) c JOIN referral_codes rc ON lower(rc.code) = c.code
), banner_figures AS (
  SELECT own_banner_id AS saved_banner_id, count(*) AS clicks FROM human WHERE own_banner_id <> 0 GROUP BY 1
), ${CLICK_COUNTERS.map((counter) => addToCounter(counter, '$16::smallint')).join(', ')}
SELECT count(*)::int AS stored FROM batch`;

/**
 * Stores the batch (see STORE_CLICKS) with its counts in `lane` (see migration 039: 1-8 for the click
 * recorder's flushes, so two in flight never share a counter row); answers how many clicks were stored.
 */
export async function storeClicks(db: Queryable, clicks: readonly Click[], lane: number): Promise<number> {
  const row = await db.one<{ stored: number }>(STORE_CLICKS, [
    clicks.map((c) => c.at.toISOString()),
    clicks.map((c) => c.affiliateId),
    clicks.map((c) => c.referralCode),
    clicks.map((c) => c.savedBannerId),
    clicks.map((c) => c.campaign),
    clicks.map((c) => c.subIds[0]),
    clicks.map((c) => c.ipHash),
    clicks.map((c) => c.userAgent),
    clicks.map((c) => c.referrer),
    clicks.map((c) => c.isBot),
    clicks.map((c) => c.clickId),
    clicks.map((c) => c.subIds[1]),
    clicks.map((c) => c.subIds[2]),
    clicks.map((c) => c.subIds[3]),
    clicks.map((c) => c.subIds[4]),
    lane,
    clicks.map((c) => c.country),
  ]);
  return row.stored;
}

/**
 * The salt of a UTC day, shared by every replica: the first to ask creates it (a concurrent creator
 * loses the race quietly and reads the winner's), and salts before yesterday are deleted so that no
 * hash of an earlier day can be recomputed from an address. Two statements: the read must see a row
 * another replica committed after this one's insert began.
 */
export async function saltOfDay(db: Queryable, day: string, fresh: Buffer): Promise<Buffer> {
  await db.query(
    `WITH created AS (INSERT INTO click_salts (day, salt) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING)
     DELETE FROM click_salts WHERE day < $1::date - 1`,
    [day, fresh],
  );
  const row = await db.one<{ salt: Buffer | Uint8Array }>(
    'SELECT salt FROM click_salts WHERE day = $1::date',
    [day],
  );
  return Buffer.from(row.salt);
}
