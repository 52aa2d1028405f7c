import type { PlayerCategory } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { ProductActivity } from '../figures/deal-engine.ts';

/**
 * An affiliate's month by brand: each brand's part of the rollup (`readBrandInputs`, which the brand
 * lines split and a brand deal works on) and, for a brand on a deal of its own, the negative its deal
 * carried out of the last closed month and its players' month by product — read only for the affiliates
 * with brand deals, one statement each.
 */

/** One brand's figures of an affiliate's month, from the source rollup's part `code` (each code's rows under its brand). */
export interface BrandInputRow {
  member_id: number;
  brand: string;
  turnover: string;
  winloss: string;
  bonuses: string;
  cpa_count: number;
  first_depositors: number;
}

/**
 * The month's figures of the batch's affiliates by brand: for each affiliate, its part `code` rows of the
 * month by primary key (a row per code and lane), each under its code's brand (a player's brand is its
 * code's, so these are the brand's figures). Read per affiliate so that the primary key is the only way
 * in: as one `member_id = ANY` filter, a table without statistics yet was read through the month's
 * index (migration 056), every affiliate's rows of the month for each batch. A code is never deleted
 * without its affiliate, so every row finds its code.
 */
export async function readBrandInputs(
  db: Queryable,
  period: string,
  affiliateIds: readonly number[],
): Promise<BrandInputRow[]> {
  // One JSON array rather than a row each: decoding 1,000 rows of six text fields cost more than the lines' arithmetic.
  const { rows } = await db.query<{ inputs: BrandInputRow[] | null }>(
    `SELECT json_agg(json_build_object('member_id', a.id, 'brand', b.brand, 'turnover', b.turnover::text, 'winloss', b.winloss::text,
                                       'bonuses', b.bonuses::text, 'cpa_count', b.cpa_count,
                                       'first_depositors', b.first_depositors) ORDER BY a.id, b.brand) AS inputs
       FROM unnest($2::int[]) AS a (id)
       CROSS JOIN LATERAL (
         SELECT rc.brand, sum(p.turnover)::numeric(18,2) AS turnover, sum(p.winloss)::numeric(18,2) AS winloss,
                sum(p.bonuses)::numeric(18,2) AS bonuses, sum(p.cpa_qualified)::int AS cpa_count,
                sum(p.first_depositors)::int AS first_depositors
           FROM affiliate_source_part_monthly p
           JOIN referral_codes rc ON lower(rc.code) = p.value
          WHERE p.member_id = a.id AND p.part = 'code' AND p.month = $1::date
          GROUP BY rc.brand) b
      WHERE b.turnover <> 0 OR b.winloss <> 0 OR b.bonuses <> 0 OR b.cpa_count <> 0 OR b.first_depositors <> 0`,
    [period, affiliateIds],
  );
  return rows[0]?.inputs ?? [];
}

/** Each affiliate's negatives carried out by its brands' own deals in its last commission, by brand. */
export async function brandCarries(
  db: Queryable,
  start: string,
  affiliateIds: readonly number[],
): Promise<Map<number, Map<string, string>>> {
  const carries = new Map<number, Map<string, string>>();
  if (affiliateIds.length === 0) return carries;
  const { rows } = await db.query<{ member_id: number; brand: string; carry_out: string }>(
    `SELECT c.member_id, l.brand, l.carry_out::text
     FROM unnest($2::int[]) AS a (id)
     CROSS JOIN LATERAL (SELECT id, member_id FROM commissions WHERE member_id = a.id AND period < $1::date ORDER BY period DESC LIMIT 1) c
     JOIN commission_brand_lines l ON l.commission_id = c.id AND l.deal_id IS NOT NULL AND l.carry_out <> 0`,
    [start, affiliateIds],
  );
  for (const row of rows) {
    const brands = carries.get(row.member_id) ?? new Map<string, string>();
    brands.set(row.brand, row.carry_out);
    carries.set(row.member_id, brands);
  }
  return carries;
}

/**
 * The month of one brand's players by product (their category), from the players' monthly rows: the
 * rollups by product have no brand. `key` is `member_id:brand`.
 */
export async function brandProducts(
  db: Queryable,
  start: string,
  brands: ReadonlyArray<{ affiliateId: number; brand: string }>,
): Promise<Map<string, ProductActivity[]>> {
  const products = new Map<string, ProductActivity[]>();
  if (brands.length === 0) return products;
  const { rows } = await db.query<ProductActivity & { key: string }>(
    `SELECT w.member_id || ':' || w.brand AS key, p.category AS product, sum(pm.winloss)::text AS winloss, sum(pm.bonuses)::text AS bonuses
     FROM unnest($2::int[], $3::text[]) AS w (member_id, brand)
     JOIN players p ON p.member_id = w.member_id AND p.brand = w.brand
     JOIN player_monthly pm ON pm.player_id = p.id AND pm.month = $1::date
     GROUP BY w.member_id, w.brand, p.category`,
    [start, brands.map((b) => b.affiliateId), brands.map((b) => b.brand)],
  );
  for (const row of rows)
    products.set(row.key, [
      ...(products.get(row.key) ?? []),
      { product: row.product as PlayerCategory, winloss: row.winloss, bonuses: row.bonuses },
    ]);
  return products;
}
