import type { DealDocument, PlayerCategory } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { ALL_CATEGORIES } from '../../db/rollup-categories.ts';
import { brandDealsInForce, type BrandDealInForce } from '../deals/brand-deals.ts';
import { cpaCountedAtIngest } from '../deals/plan-terms.ts';
import { dealDocuments } from '../deals/repository.ts';
import { amountCents, fromCents } from '../figures/cents.ts';
import { calculateDealMonth, type DealMonthFigures, type ProductActivity } from '../figures/deal-engine.ts';
import { flatPlanDeal } from '../figures/flat-plan-deal.ts';
import { brandCarries, brandProducts, readBrandInputs, type BrandInputRow } from './brand-deal-inputs.ts';
import type { LateValue } from './late-values.ts';
import { affiliatesWithReversals, qualifiedPlayersOf, type CpaCount } from './cpa-qualified.ts';
import { planVersionJoinSql } from './plan-versions.ts';
import type { CloseInputRow } from './repository.ts';

/**
 * One affiliate's month under its deal, from the close's inputs: the one way the close, its preview, the
 * dashboard's estimate and the Commission screen work a month out. The deal is the version the month's
 * plan names, or the plan's own terms as a deal (flat-plan-deal.ts) for a plan from before deals. What
 * the rollups do not hold is read only for the deals that need it, in one statement per batch: each
 * product's figures for deals with product rates, and qualified players for deals whose CPA qualifies on
 * more than the first deposit or with a CPA reversed in the month (cpa-qualified.ts).
 *
 * A brand on a deal of its own (migration 059) is worked out by its deal on that brand alone: its part
 * of the month's rollup, its own carried-in negative, its players' products and CPA. The deal for all
 * brands works on what the brand deals leave — the rest of the month, late activity of closed months
 * (which stays with it) and the rest of the carried-in negative — and the month is the parts added up.
 */
export interface DealMonth {
  /** The deal for all brands. */
  deal: DealDocument;
  /** The whole month: the rest's figures and the brand deals' added up (the rest's alone without brand deals). */
  figures: DealMonthFigures;
  /** Players who qualified for the CPA in the month (paid or over the cap), every part's. */
  qualified: number;
  /** The deal for all brands on what the brand deals leave. */
  rest: { figures: DealMonthFigures; qualified: number; inputs: MonthInputs };
  /** The brands on deals of their own, by brand (none for most affiliates). */
  parts: BrandDealPart[];
  /** The late lines the month records: late activity, and what it takes back of reversed CPAs. */
  late: LateValue[];
}

/** The figures a part of a month is worked on. */
export type MonthInputs = Pick<
  CloseInputRow,
  'turnover' | 'winloss' | 'bonuses' | 'cpa_count' | 'first_depositors' | 'carry_in'
>;

/** A brand worked out under its own deal. */
export interface BrandDealPart extends BrandDealToWork {
  figures: DealMonthFigures;
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
/**
 * The deals in force for an affiliate in the month starting `start`: the deal for all brands (null for an
 * affiliate that does not exist) and each brand's own deal.
 */
export async function dealsInForce(
  db: Queryable,
  affiliateId: number,
  start: string,
): Promise<{ deal: DealDocument | null; brands: Map<string, DealDocument> }> {
  const [deal, inForce] = await Promise.all([
    dealInForce(db, affiliateId, start),
    brandDealsInForce(db, start, [affiliateId]),
  ]);
  const own = inForce.get(affiliateId) ?? [];
  const documents = await dealDocuments(db, own);
  return { deal, brands: new Map(own.map((brand) => [brand.brand, documents.get(keyOf(brand))!])) };
}

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

const NOTHING: MonthInputs = {
  turnover: '0.00',
  winloss: '0.00',
  bonuses: '0.00',
  cpa_count: 0,
  first_depositors: 0,
  carry_in: '0.00',
};

const less = (a: string, parts: readonly string[]) =>
  fromCents(parts.reduce((left, part) => left - amountCents(part), amountCents(a)));

/** What the brand deals leave of the month for the deal for all brands. */
function restOf<T extends MonthInputs>(row: T, parts: ReadonlyArray<{ inputs: MonthInputs }>): T {
  if (parts.length === 0) return row;
  const of = (key: 'turnover' | 'winloss' | 'bonuses' | 'carry_in') => parts.map((p) => p.inputs[key]);
  return {
    ...row,
    turnover: less(row.turnover, of('turnover')),
    winloss: less(row.winloss, of('winloss')),
    bonuses: less(row.bonuses, of('bonuses')),
    carry_in: less(row.carry_in, of('carry_in')),
    cpa_count: parts.reduce((left, p) => left - p.inputs.cpa_count, row.cpa_count),
    first_depositors: parts.reduce((left, p) => left - p.inputs.first_depositors, row.first_depositors),
  };
}

/** Products of the whole month less the brand deals' products: the rest's. */
function productsLess(all: readonly ProductActivity[], parts: ReadonlyArray<readonly ProductActivity[]>) {
  return all.map((product) => {
    const same = parts.flatMap((list) => list.filter((p) => p.product === product.product));
    return {
      product: product.product,
      winloss: less(
        product.winloss,
        same.map((p) => p.winloss),
      ),
      bonuses: less(
        product.bonuses,
        same.map((p) => p.bonuses),
      ),
    };
  });
}

const SUMMED = [
  'admin_fee',
  'ngr',
  'late_ngr',
  'carry_in',
  'base',
  'carry_out',
  'late_cpa_amount',
  'cpa_total',
  'amount',
] as const;

/** The rest's figures with the brand deals' amounts added: the whole month, the rest's tier and bands kept. */
function addedUp(rest: DealMonthFigures, parts: readonly DealMonthFigures[]): DealMonthFigures {
  if (parts.length === 0) return rest;
  const total = { ...rest, revenue_share: { ...rest.revenue_share } };
  for (const key of SUMMED)
    total[key] = fromCents(parts.reduce((sum, part) => sum + amountCents(part[key]), amountCents(rest[key])));
  total.revenue_share.amount = fromCents(
    parts.reduce(
      (sum, part) => sum + amountCents(part.revenue_share.amount),
      amountCents(rest.revenue_share.amount),
    ),
  );
  total.cpa_paid_count = parts.reduce((sum, part) => sum + part.cpa_paid_count, rest.cpa_paid_count);
  total.cpa_over_cap_count = parts.reduce(
    (sum, part) => sum + part.cpa_over_cap_count,
    rest.cpa_over_cap_count,
  );
  return total;
}

/** A brand deal in force with its document and the brand's inputs, before it is worked out. */
type BrandDealToWork = BrandDealInForce & { deal: DealDocument; inputs: MonthInputs };

/** Each affiliate's brand deals with their documents, inputs and carried-in negatives. */
async function brandDealParts(
  db: Queryable,
  start: string,
  rows: readonly CloseInputRow[],
): Promise<Map<number, BrandDealToWork[]>> {
  const inForce = await brandDealsInForce(
    db,
    start,
    rows.map((row) => row.member_id),
  );
  const parts = new Map<number, BrandDealToWork[]>();
  if (inForce.size === 0) return parts;
  const affiliates = [...inForce.keys()];
  const [inputs, carries, documents] = await Promise.all([
    readBrandInputs(db, start, affiliates),
    brandCarries(db, start, affiliates),
    dealDocuments(db, [...inForce.values()].flat()),
  ]);
  const inputOf = new Map<string, BrandInputRow>(inputs.map((row) => [`${row.member_id}:${row.brand}`, row]));
  for (const [affiliateId, brands] of inForce)
    parts.set(
      affiliateId,
      brands.map((brand) => {
        const input = inputOf.get(`${affiliateId}:${brand.brand}`);
        return {
          ...brand,
          deal: documents.get(keyOf(brand))!,
          inputs: {
            ...NOTHING,
            ...(input && {
              turnover: input.turnover,
              winloss: input.winloss,
              bonuses: input.bonuses,
              cpa_count: input.cpa_count,
              first_depositors: input.first_depositors,
            }),
            carry_in: carries.get(affiliateId)?.get(brand.brand) ?? '0.00',
          },
        };
      }),
    );
  return parts;
}

/**
 * What the month takes back of reversed CPAs, in order: each what is left of it, as long as the month
 * pays enough (a commission never goes below zero; what it cannot take waits for the next close).
 */
function takeBack(reversed: readonly LateValue[], amount: string): LateValue[] {
  let left = amountCents(amount);
  return reversed.flatMap((line) => {
    const pending = -amountCents(line.cpa_amount);
    const taken = pending < left ? pending : left;
    left -= taken;
    return taken > 0n ? [{ ...line, cpa_amount: fromCents(-taken) }] : [];
  });
}

/** Figures less what they take back of reversed CPAs: late CPA, CPA total and amount (the deal for all brands keeps them). */
function lessTaken(figures: DealMonthFigures, taken: readonly LateValue[]): DealMonthFigures {
  if (taken.length === 0) return figures;
  const total = taken.reduce((sum, line) => sum + amountCents(line.cpa_amount), 0n);
  const plus = (value: string) => fromCents(amountCents(value) + total);
  return {
    ...figures,
    late_cpa_amount: plus(figures.late_cpa_amount),
    cpa_total: plus(figures.cpa_total),
    amount: plus(figures.amount),
  };
}

const rated = (deal: DealDocument) => Object.keys(deal.revenue_share?.product_rates ?? {}).length > 0;

export async function workOutDealMonths(
  db: Queryable,
  start: string,
  rows: readonly CloseInputRow[],
  lateByAffiliate: ReadonlyMap<number, readonly LateValue[]>,
): Promise<Map<number, DealMonth>> {
  const [deals, partsOf, reversed] = await Promise.all([
    dealsOf(db, rows),
    brandDealParts(db, start, rows),
    affiliatesWithReversals(
      db,
      start,
      rows.map((row) => row.member_id),
    ),
  ]);
  const dealOf = (row: CloseInputRow) => deals.get(row.member_id)!;
  const partsFor = (row: CloseInputRow) => partsOf.get(row.member_id) ?? [];
  // The players the CPA counts, where the ingest's count of first depositors is not the deal's: the rest
  // (every brand but those on deals of their own) under the deal for all brands, and each brand deal.
  const counts: Array<CpaCount & { key: string }> = [
    ...rows
      .filter((row) => !cpaCountedAtIngest(dealOf(row)) || reversed.has(row.member_id))
      .map((row) => ({
        key: `${row.member_id}`,
        affiliateId: row.member_id,
        deal: dealOf(row),
        excludedBrands: partsFor(row).map((part) => part.brand),
      })),
    ...rows.flatMap((row) =>
      partsFor(row).map((part) => ({
        key: `${row.member_id}:${part.brand}`,
        affiliateId: row.member_id,
        deal: part.deal,
        brand: part.brand,
      })),
    ),
  ];
  // Products for the deals that rate them: the whole month's by product, and a brand deal's own players'.
  const restRated = rows.filter((row) => rated(dealOf(row)));
  const brandsRated = rows.flatMap((row) =>
    partsFor(row)
      .filter((part) => rated(part.deal) || rated(dealOf(row)))
      .map((part) => ({ affiliateId: row.member_id, brand: part.brand })),
  );
  const [products, byBrand, qualified] = await Promise.all([
    productActivity(
      db,
      start,
      restRated.map((row) => row.member_id),
    ),
    brandProducts(db, start, brandsRated),
    qualifiedPlayersOf(db, start, counts),
  ]);
  const qualifiedOf = new Map(counts.map((count, i) => [count.key, qualified[i]!.length]));
  const months = new Map<number, DealMonth>();
  for (const row of rows) {
    const deal = dealOf(row);
    const parts = partsFor(row).map((part) => {
      const key = `${row.member_id}:${part.brand}`;
      const partQualified = part.deal.cpa ? (qualifiedOf.get(key) ?? 0) : 0;
      return {
        ...part,
        qualified: partQualified,
        figures: calculateDealMonth(part.deal, {
          winloss: part.inputs.winloss,
          bonuses: part.inputs.bonuses,
          products: byBrand.get(key) ?? [],
          first_depositors: part.inputs.first_depositors,
          late: [],
          carry_in: part.inputs.carry_in,
          cpa_qualified: partQualified,
        }),
      };
    });
    const inputs = restOf(row, parts);
    const late = lateByAffiliate.get(row.member_id) ?? [];
    const activity = late.filter((line) => line.reversed_player_id === null);
    const reversed = late.filter((line) => line.reversed_player_id !== null);
    const restQualified = qualifiedOf.get(`${row.member_id}`) ?? (deal.cpa ? inputs.cpa_count : 0);
    const restFigures = calculateDealMonth(deal, {
      winloss: inputs.winloss,
      bonuses: inputs.bonuses,
      products: productsLess(
        products.get(row.member_id) ?? [],
        parts.map((part) => byBrand.get(`${row.member_id}:${part.brand}`) ?? []),
      ),
      first_depositors: inputs.first_depositors,
      late: activity,
      carry_in: inputs.carry_in,
      cpa_qualified: restQualified,
    });
    const whole = addedUp(
      restFigures,
      parts.map((part) => part.figures),
    );
    const taken = takeBack(reversed, whole.amount);
    months.set(row.member_id, {
      deal,
      figures: lessTaken(whole, taken),
      qualified: parts.reduce((sum, part) => sum + part.qualified, restQualified),
      rest: { figures: lessTaken(restFigures, taken), qualified: restQualified, inputs },
      parts,
      late: [...activity, ...taken],
    });
  }
  return months;
}
