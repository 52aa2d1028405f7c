import { createHash } from 'node:crypto';
import type { BannerType } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

export interface NewCreative {
  size: string;
  contentType: string;
  body: Buffer;
}

export interface CatalogueBannerRow {
  id: number;
  name: string;
  type: BannerType;
  language: string;
  sizes: string;
  enabled: boolean;
  created_at: Date;
  brand: string;
  brand_name: string;
  /** A text link's headline (its one creative, as text); null for image and animated banners. */
  text: string | null;
}

export interface CreativeRow {
  content_type: string;
  body: Buffer;
  sha256: string;
}

const bannerColumns = `b.id, b.name, b.type, b.language, b.sizes, b.enabled, b.created_at, b.brand,
  (SELECT br.name FROM brands br WHERE br.code = b.brand) AS brand_name,
  CASE WHEN b.type = 'text' THEN (SELECT convert_from(c.body, 'UTF8') FROM banner_creatives c WHERE c.banner_id = b.id AND c.size = 'text') END AS text`;

/**
 * The offered (enabled) banners of a type, language and brand, in catalogue order, with their total: of
 * the brands the affiliate sees (open to affiliates, or one it holds codes of).
 */
export async function listOfferedBanners(
  db: Queryable,
  affiliateId: number,
  filter: { type?: BannerType; language?: string; brand?: string },
  limit: number,
  offset: number,
): Promise<{ total: number; rows: CatalogueBannerRow[] }> {
  const where = `b.enabled AND ($1::text IS NULL OR b.type = $1) AND ($2::text IS NULL OR b.language = $2)
    AND ($3::text IS NULL OR b.brand = $3)
    AND b.brand IN (SELECT br.code FROM brands br WHERE br.open_to_affiliates
                    OR EXISTS (SELECT 1 FROM referral_codes r WHERE r.member_id = $4 AND r.brand = br.code))`;
  const params = [filter.type ?? null, filter.language ?? null, filter.brand ?? null, affiliateId];
  const total = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM banners b WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<CatalogueBannerRow>(
    `SELECT ${bannerColumns} FROM banners b WHERE ${where} ORDER BY b.id LIMIT $5 OFFSET $6`,
    [...params, limit, offset],
  );
  return { total: total.n, rows };
}

/** Every banner, retired ones too (the operator's list). */
export async function listAllBanners(db: Queryable): Promise<CatalogueBannerRow[]> {
  return (await db.query<CatalogueBannerRow>(`SELECT ${bannerColumns} FROM banners b ORDER BY b.id`)).rows;
}

export async function findBanner(db: Queryable, id: number): Promise<CatalogueBannerRow | null> {
  return db.maybeOne<CatalogueBannerRow>(`SELECT ${bannerColumns} FROM banners b WHERE b.id = $1`, [id]);
}

/** PGlite answers bytea as a Uint8Array, pg as a Buffer. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export async function findCreative(
  db: Queryable,
  bannerId: number,
  size: string,
): Promise<CreativeRow | null> {
  const row = await db.maybeOne<{ content_type: string; body: Uint8Array; sha256: string }>(
    'SELECT content_type, body, sha256 FROM banner_creatives WHERE banner_id = $1 AND size = $2',
    [bannerId, size],
  );
  return row && { ...row, body: asBuffer(row.body) };
}

/**
 * Writes creatives (as hex, decoded by the server: one array parameter that both drivers pass the
 * same way); a creative already there for the banner and size is replaced when its bytes changed.
 */
async function upsertCreatives(
  tx: Queryable,
  creatives: Array<NewCreative & { bannerId: number }>,
): Promise<void> {
  if (creatives.length === 0) return;
  await tx.query(
    `INSERT INTO banner_creatives (banner_id, size, content_type, body, sha256)
     SELECT banner_id, size, content_type, decode(body_hex, 'hex'), sha256
     FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(banner_id, size, content_type, body_hex, sha256)
     ON CONFLICT (banner_id, size) DO UPDATE SET content_type = EXCLUDED.content_type, body = EXCLUDED.body, sha256 = EXCLUDED.sha256
     WHERE banner_creatives.sha256 <> EXCLUDED.sha256`,
    [
      creatives.map((c) => c.bannerId),
      creatives.map((c) => c.size),
      creatives.map((c) => c.contentType),
      creatives.map((c) => c.body.toString('hex')),
      creatives.map((c) => sha256Hex(c.body)),
    ],
  );
}

export function sha256Hex(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/** A new catalogue banner with its creatives; `sizes` lists them in the order given. */
export async function insertBanner(
  tx: Queryable,
  banner: { name: string; type: BannerType; language: string; brand: string; creatives: NewCreative[] },
): Promise<number> {
  const { id } = await tx.one<{ id: number }>(
    'INSERT INTO banners (name, type, language, sizes, brand) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [banner.name, banner.type, banner.language, banner.creatives.map((c) => c.size).join(','), banner.brand],
  );
  await upsertCreatives(
    tx,
    banner.creatives.map((c) => ({ ...c, bannerId: id })),
  );
  return id;
}

/**
 * The demo catalogue in two statements, whatever its size: banners by their demo key (added, or
 * renamed and resized on a re-seed, their enabled flag left as the operator set it), then creatives.
 */
export async function upsertDemoCatalogue(
  tx: Queryable,
  banners: Array<{
    demoKey: string;
    name: string;
    type: BannerType;
    language: string;
    creatives: NewCreative[];
  }>,
): Promise<void> {
  const { rows } = await tx.query<{ id: number; demo_key: string }>(
    `INSERT INTO banners (demo_key, name, type, language, sizes, brand)
     SELECT u.*, (SELECT code FROM brands WHERE is_first) FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS u
     ON CONFLICT (demo_key) DO UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type, language = EXCLUDED.language, sizes = EXCLUDED.sizes
     RETURNING id, demo_key`,
    [
      banners.map((b) => b.demoKey),
      banners.map((b) => b.name),
      banners.map((b) => b.type),
      banners.map((b) => b.language),
      banners.map((b) => b.creatives.map((c) => c.size).join(',')),
    ],
  );
  const idByKey = new Map(rows.map((row) => [row.demo_key, row.id]));
  // A re-seed sends only the creatives the generator now draws differently.
  const stored = await tx.query<{ banner_id: number; size: string; sha256: string }>(
    'SELECT banner_id, size, sha256 FROM banner_creatives WHERE banner_id = ANY($1::int[])',
    [rows.map((row) => row.id)],
  );
  const storedSha = new Map(stored.rows.map((row) => [`${row.banner_id} ${row.size}`, row.sha256]));
  const creatives = banners.flatMap((b) =>
    b.creatives.map((c) => ({ ...c, bannerId: idByKey.get(b.demoKey)! })),
  );
  await upsertCreatives(
    tx,
    creatives.filter((c) => storedSha.get(`${c.bannerId} ${c.size}`) !== sha256Hex(c.body)),
  );
}

/** Retires a banner (no longer offered); false when there is no such banner. */
export async function retireBanner(db: Queryable, id: number): Promise<boolean> {
  const result = await db.query('UPDATE banners SET enabled = false WHERE id = $1', [id]);
  return result.rowCount === 1;
}
