import type { DealDocument, PlayerCategory } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { ALL_CATEGORIES } from '../../db/rollup-categories.ts';
import { cpaCountedAtIngest } from '../deals/plan-terms.ts';
import { dealDocuments } from '../deals/repository.ts';
import type { LateActivityValue } from '../figures/calculate.ts';
import { calculateDealMonth, type DealMonthFigures, type ProductActivity } from '../figures/deal-engine.ts';
import { flatPlanDeal } from '../figures/flat-plan-deal.ts';
import { affiliatesWithReversals, qualifiedPlayers } from './cpa-qualified.ts';
import { planVersionJoinSql } from './plan-versions.ts';
import type { CloseInputRow } from './repository.ts';

/**
 * One affiliate's month under its deal, from the close's inputs: the one way the close, its preview, the
 * dashboard's estimate and the Commission screen work a month out. The deal is the version the month's
 * plan names, or the plan's own terms as a deal (flat-plan-deal.ts) for a plan from before deals. What
 * the rollups do not hold is read only for the deals that need it, in one statement per batch: each
 * product's figures for deals with product rates, and qualified players for deals whose CPA qualifies on
 * more than the first deposit or with a CPA reversed in the month (cpa-qualified.ts).
 */
export interface DealMonth {
  deal: DealDocument;
  figures: DealMonthFigures;
  /** Players who qualified for the CPA in the month (paid or over the cap). */
  qualified: number;
}

const keyOf = (row: { deal_id: number | null; deal_version: number | null }) =>
  `${row.deal_id}:${row.deal_version}`;

/**
 * The deal of each row: its version's document, or its plan's terms written as a deal. The documents are
 * read in one statement per call, each version once, so the rows on one version share one document (and
 * the engine reads its terms once). Not kept between calls: a deal's id names it only in its own database,
 * and one process may serve several (the test suites do).
 */
async function dealsOf(db: Queryable, rows: readonly CloseInputRow[]): Promise<Map<number, DealDocument>> {
  const wanted = new Map<string, { deal_id: number; deal_version: number }>();
  for (const row of rows)
    if (row.deal_id !== null && row.deal_version !== null)
      wanted.set(keyOf(row), { deal_id: row.deal_id, deal_version: row.deal_version });
  const documents = await dealDocuments(db, [...wanted.values()]);
  return new Map(
    rows.map((row) => {
      if (row.deal_id === null) return [row.member_id, flatPlanDeal(row, { currency: row.currency })];
      const document = documents.get(keyOf(row));
      if (!document) throw new Error(`deal ${keyOf(row)} of affiliate ${row.member_id} has no document`);
      return [row.member_id, document];
    }),
  );
}

/** Each product's month for the affiliates whose deal rates products. */
async function productActivity(
  db: Queryable,
  start: string,
  affiliateIds: readonly number[],
): Promise<Map<number, ProductActivity[]>> {
  const byAffiliate = new Map<number, ProductActivity[]>();
  if (affiliateIds.length === 0) return byAffiliate;
  const { rows } = await db.query<ProductActivity & { member_id: number }>(
    `SELECT member_id, category AS product, winloss::text, bonuses::text FROM affiliate_monthly_figures
     WHERE member_id = ANY($1::int[]) AND month = $2::date AND category <> '${ALL_CATEGORIES}'`,
    [affiliateIds, start],
  );
  for (const row of rows)
    byAffiliate.set(row.member_id, [
      ...(byAffiliate.get(row.member_id) ?? []),
      { product: row.product as PlayerCategory, winloss: row.winloss, bonuses: row.bonuses },
    ]);
  return byAffiliate;
}

/**
 * The deal in force for an affiliate in the month starting `start`, as the close will read it; null for
 * an affiliate that does not exist.
 */
export async function dealInForce(
  db: Queryable,
  affiliateId: number,
  start: string,
): Promise<DealDocument | null> {
  const row = await db.maybeOne<CloseInputRow>(
    `SELECT m.id AS member_id, trim(m.currency) AS currency, pv.revenue_share::text, pv.admin_fee_rate::text, pv.cpa_amount::text,
            pv.cpa_min_deposit::text, pv.negative_carry_over, pv.deal_id, pv.deal_version
     FROM members m CROSS JOIN ${planVersionJoinSql('pv', 'm.id', '$2::date')} WHERE m.id = $1`,
    [affiliateId, start],
  );
  if (!row) return null;
  return (await dealsOf(db, [row])).get(affiliateId)!;
}

export async function workOutDealMonths(
  db: Queryable,
  start: string,
  rows: readonly CloseInputRow[],
  lateByAffiliate: ReadonlyMap<number, readonly LateActivityValue[]>,
): Promise<Map<number, DealMonth>> {
  const deals = await dealsOf(db, rows);
  const rated = rows.filter(
    (row) => Object.keys(deals.get(row.member_id)!.revenue_share?.product_rates ?? {}).length > 0,
  );
  const reversed = await affiliatesWithReversals(
    db,
    start,
    rows.map((row) => row.member_id),
  );
  const counted = rows.filter(
    (row) => !cpaCountedAtIngest(deals.get(row.member_id)!) || reversed.has(row.member_id),
  );
  const [products, qualified] = await Promise.all([
    productActivity(
      db,
      start,
      rated.map((row) => row.member_id),
    ),
    qualifiedPlayers(
      db,
      start,
      counted.map((row) => ({ affiliateId: row.member_id, deal: deals.get(row.member_id)! })),
    ),
  ]);
  const months = new Map<number, DealMonth>();
  for (const row of rows) {
    const deal = deals.get(row.member_id)!;
    const cpaQualified = qualified.get(row.member_id)?.length ?? (deal.cpa ? row.cpa_count : 0);
    const figures = calculateDealMonth(deal, {
      winloss: row.winloss,
      bonuses: row.bonuses,
      products: products.get(row.member_id) ?? [],
      first_depositors: row.first_depositors,
      late: lateByAffiliate.get(row.member_id) ?? [],
      carry_in: row.carry_in,
      cpa_qualified: cpaQualified,
    });
    months.set(row.member_id, { deal, figures, qualified: cpaQualified });
  }
  return months;
}
