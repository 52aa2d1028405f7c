import type { PlayerCategory } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { ProductActivity } from '../figures/deal-engine.ts';

/**
 * What a brand on a deal of its own needs beyond its part of the month's rollup (brand-lines.ts
 * `readBrandInputs`): the negative its own deal carried out of the last closed month, and its players'
 * month by product. Read only for the affiliates with brand deals, one statement each.
 */

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
