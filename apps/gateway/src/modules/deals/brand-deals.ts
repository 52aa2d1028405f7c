import type { DealDocument } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * Brand deals (migration 059): an affiliate's deal of its own for one brand, from a month. The latest
 * row on or before a month is the brand's deal then (a row naming no deal puts it back on the deal for
 * all brands); the deal's version then is its latest version in force that month.
 */

/** A brand on a deal of its own in a month, with the deal's version in force then. */
export interface BrandDealInForce {
  member_id: number;
  brand: string;
  brand_name: string;
  deal_id: number;
  /** The deal's name, as the affiliate reads it. */
  deal_name: string;
  deal_version: number;
  /** Since when the brand has been paid under this version: its assignment's month or the version's, the later. */
  effective_from: string;
}

/** The version of deal `deal` (SQL) in force in the month starting `month` (SQL), as a scalar subquery. */
const versionInForceSql = (deal: string, month: string) =>
  `(SELECT max(v.version) FROM deal_versions v WHERE v.deal_id = ${deal} AND v.effective_from <= ${month})`;

/**
 * The brands on deals of their own in the month starting `start`, for each of `affiliateIds` that has
 * any (most have none: one indexed probe per affiliate of the batch finds nothing).
 */
export async function brandDealsInForce(
  db: Queryable,
  start: string,
  affiliateIds: readonly number[],
): Promise<Map<number, BrandDealInForce[]>> {
  const byAffiliate = new Map<number, BrandDealInForce[]>();
  if (affiliateIds.length === 0) return byAffiliate;
  const { rows } = await db.query<BrandDealInForce>(
    `SELECT b.member_id, b.brand, br.name AS brand_name, b.deal_id, d.name AS deal_name, v.version AS deal_version,
            to_char(greatest(b.effective_from, v.effective_from), 'YYYY-MM-DD') AS effective_from
     FROM (SELECT DISTINCT ON (member_id, brand) member_id, brand, deal_id, effective_from FROM affiliate_brand_deals
           WHERE member_id = ANY($2::int[]) AND effective_from <= $1::date
           ORDER BY member_id, brand, effective_from DESC) b
     JOIN deal_versions v ON v.deal_id = b.deal_id AND v.version = ${versionInForceSql('b.deal_id', '$1::date')}
     JOIN deals d ON d.id = b.deal_id JOIN brands br ON br.code = b.brand
     ORDER BY b.member_id, b.brand`,
    [start, affiliateIds],
  );
  for (const row of rows) byAffiliate.set(row.member_id, [...(byAffiliate.get(row.member_id) ?? []), row]);
  return byAffiliate;
}

/** An affiliate's brand deal as the record lists it. */
export interface BrandDealListed {
  brand: string;
  brand_name: string;
  deal: string | null;
  version: number | null;
  effective_from: string;
  document: DealDocument | null;
  created_by: string;
  created_at: Date;
}

/**
 * An affiliate's brand deals from the running month on: for each brand, the row in force in it (when it
 * names a deal) and every row starting later, by brand then month.
 */
export async function listBrandDeals(
  db: Queryable,
  affiliateId: number,
  running: string,
): Promise<BrandDealListed[]> {
  const { rows } = await db.query<BrandDealListed>(
    `WITH rows AS (
       SELECT a.*, rank() OVER (PARTITION BY a.brand ORDER BY a.effective_from <= $2::date DESC, a.effective_from DESC) AS latest_before
       FROM affiliate_brand_deals a WHERE a.member_id = $1
     )
     SELECT r.brand, b.name AS brand_name, d.name AS deal, v.version, to_char(r.effective_from, 'YYYY-MM-DD') AS effective_from,
            v.document, r.created_by, r.created_at
     FROM rows r JOIN brands b ON b.code = r.brand
     LEFT JOIN deals d ON d.id = r.deal_id
     LEFT JOIN deal_versions v ON v.deal_id = r.deal_id
      AND v.version = ${versionInForceSql('r.deal_id', 'greatest(r.effective_from, $2::date)')}
     WHERE r.effective_from > $2::date OR (r.latest_before = 1 AND r.deal_id IS NOT NULL)
     ORDER BY r.brand, r.effective_from`,
    [affiliateId, running],
  );
  return rows;
}

/** Whether the affiliate has ever had a deal of its own for the brand (what ending one needs). */
export async function hasBrandDeal(db: Queryable, affiliateId: number, brand: string): Promise<boolean> {
  return (
    (await db.maybeOne(
      'SELECT 1 FROM affiliate_brand_deals WHERE member_id = $1 AND brand = $2 AND deal_id IS NOT NULL LIMIT 1',
      [affiliateId, brand],
    )) !== null
  );
}

/**
 * Puts the brand of an affiliate on a deal (null: back on the deal for all brands) from `from`, replacing
 * whatever was scheduled for the brand from then on. Answers the deal's version in force that month.
 */
export async function assignBrandDeal(
  db: Queryable,
  row: { affiliateId: number; brand: string; dealId: number | null; from: string; by: string; at: Date },
): Promise<number | null> {
  await db.query(
    'DELETE FROM affiliate_brand_deals WHERE member_id = $1 AND brand = $2 AND effective_from > $3::date',
    [row.affiliateId, row.brand, row.from],
  );
  await db.query(
    `INSERT INTO affiliate_brand_deals (member_id, brand, effective_from, deal_id, created_by, created_at)
     VALUES ($1, $2, $3::date, $4, $5, $6)
     ON CONFLICT (member_id, brand, effective_from) DO UPDATE SET deal_id = EXCLUDED.deal_id, created_by = EXCLUDED.created_by,
       created_at = EXCLUDED.created_at`,
    [row.affiliateId, row.brand, row.from, row.dealId, row.by, row.at],
  );
  if (row.dealId === null) return null;
  return (
    await db.one<{ version: number }>(`SELECT ${versionInForceSql('$1', '$2::date')} AS version`, [
      row.dealId,
      row.from,
    ])
  ).version;
}

/**
 * The affiliates and brands whose latest assignment names the deal: who a new version of it reaches
 * (from its month, as versions apply; nothing to write, the version in force is read by month).
 */
export async function brandsOnDeal(
  db: Queryable,
  dealId: number,
): Promise<Array<{ member_id: number; brand: string; brand_name: string }>> {
  const { rows } = await db.query<{ member_id: number; brand: string; brand_name: string }>(
    `SELECT latest.member_id, latest.brand, b.name AS brand_name
     FROM (SELECT DISTINCT ON (member_id, brand) member_id, brand, deal_id FROM affiliate_brand_deals
           WHERE (member_id, brand) IN (SELECT member_id, brand FROM affiliate_brand_deals WHERE deal_id = $1)
           ORDER BY member_id, brand, effective_from DESC) latest
     JOIN brands b ON b.code = latest.brand
     WHERE latest.deal_id = $1 ORDER BY latest.member_id, latest.brand`,
    [dealId],
  );
  return rows;
}
