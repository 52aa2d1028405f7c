import type { BannerType } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

export interface SavedBannerRow {
  id: number;
  banner_id: number;
  banner_name: string;
  type: BannerType;
  language: string;
  /** The catalogue banner's sizes (a snippet may ask for another of them). */
  sizes: string;
  referral_code: string;
  campaign_name: string;
  website: string;
  size: string;
  clicks: number;
  created_at: Date;
  /** The affiliate's brand (its first product), for the snippet's alt text. */
  product_name: string | null;
}

const savedColumns = `s.id, s.banner_id, b.name AS banner_name, b.type, b.language, b.sizes, s.referral_code, s.campaign_name, s.website,
  s.size, (SELECT coalesce(sum(l.clicks), 0) FROM saved_banner_clicks l WHERE l.saved_banner_id = s.id)::float8 AS clicks, s.created_at,
  (SELECT p.name FROM member_products mp JOIN products p ON p.id = mp.product_id WHERE mp.member_id = s.member_id ORDER BY p.id LIMIT 1) AS product_name`;

export async function countLiveSavedBanners(db: Queryable, affiliateId: number): Promise<number> {
  return (
    await db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM saved_banners WHERE member_id = $1 AND deleted_at IS NULL',
      [affiliateId],
    )
  ).n;
}

export async function insertSavedBanner(
  tx: Queryable,
  saved: {
    affiliateId: number;
    bannerId: number;
    referralCode: string;
    campaignName: string;
    website: string;
    size: string;
    at: Date;
  },
): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO saved_banners (member_id, banner_id, referral_code, campaign_name, website, size, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      saved.affiliateId,
      saved.bannerId,
      saved.referralCode,
      saved.campaignName,
      saved.website,
      saved.size,
      saved.at,
    ],
  );
  return row.id;
}

/** A page of the affiliate's archive, newest first, and its total. */
export async function listSavedBanners(
  db: Queryable,
  affiliateId: number,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: SavedBannerRow[] }> {
  const total = await countLiveSavedBanners(db, affiliateId);
  const { rows } = await db.query<SavedBannerRow>(
    `SELECT ${savedColumns} FROM saved_banners s JOIN banners b ON b.id = s.banner_id
     WHERE s.member_id = $1 AND s.deleted_at IS NULL
     ORDER BY s.created_at DESC, s.id DESC LIMIT $2 OFFSET $3`,
    [affiliateId, limit, offset],
  );
  return { total, rows };
}

/** One of the affiliate's live saved banners; another affiliate's or a deleted one is null. */
export async function findSavedBanner(
  db: Queryable,
  affiliateId: number,
  id: number,
): Promise<SavedBannerRow | null> {
  return db.maybeOne<SavedBannerRow>(
    `SELECT ${savedColumns} FROM saved_banners s JOIN banners b ON b.id = s.banner_id
     WHERE s.id = $1 AND s.member_id = $2 AND s.deleted_at IS NULL`,
    [id, affiliateId],
  );
}

/** Hides a saved banner from the archive; false when it is not the affiliate's or already gone. */
export async function deleteSavedBanner(
  db: Queryable,
  affiliateId: number,
  id: number,
  at: Date,
): Promise<boolean> {
  const result = await db.query(
    'UPDATE saved_banners SET deleted_at = $3 WHERE id = $1 AND member_id = $2 AND deleted_at IS NULL',
    [id, affiliateId, at],
  );
  return result.rowCount === 1;
}
