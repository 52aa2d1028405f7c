import type { Queryable } from '../../db/database.ts';
import { allocateCents } from '../figures/allocate-cents.ts';
import { amountCents, fromCents, RATE_UNIT, rateUnits } from '../figures/cents.ts';
import type { CommissionBrandLinesTable } from '../../db/schema-types.ts';
import type { DealMonth } from './deal-month.ts';
import type { CommissionRecord } from './repository.ts';

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

/** A brand's line of a commission, in the affiliate's currency: its commission_brand_lines row (migration 057). */
export type BrandLine = Omit<CommissionBrandLinesTable, 'commission_id'>;

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

const sum = (values: readonly bigint[]) => values.reduce((s, v) => s + v, 0n);

/**
 * The revenue share's parts for each NGR part (the brands', then what they do not account for), the late
 * NGR and the carried-in negative. Where the deal paid the base at one rate (flat, or the tier reached)
 * each part is that rate times it; where it did not (a ladder's bands, rated products) each part is its
 * share of the base, so the parts still add up to the revenue share to the cent.
 */
function revenueShareParts(record: CommissionRecord, ngrParts: readonly bigint[]): bigint[] {
  const revenueShare = amountCents(record.revenue_share_amount);
  if (revenueShare === 0n) return ngrParts.map(() => 0n);
  const parts = [...ngrParts, amountCents(record.late_ngr), amountCents(record.carry_in)];
  const base = sum(parts);
  const shareRate = rateUnits(record.revenue_share);
  const exact = shareRate * base;
  const atOneRate = (exact + (exact >= 0n ? RATE_UNIT / 2n : -RATE_UNIT / 2n)) / RATE_UNIT === revenueShare;
  return atOneRate
    ? allocateCents(
        revenueShare,
        parts.map((part) => shareRate * part),
        RATE_UNIT,
      )
    : allocateCents(
        revenueShare,
        parts.map((part) => revenueShare * part),
        base,
      );
}

/**
 * Each brand's CPA: its qualified first depositors at the amount each, or, where the deal paid otherwise
 * (a monthly cap, qualifiers beyond the first deposit), the month's CPA shared by those counts.
 */
function cpaParts(record: CommissionRecord, inputs: readonly BrandInputRow[]): bigint[] {
  const each = amountCents(record.cpa_amount_each);
  const monthCpa = amountCents(record.cpa_total) - amountCents(record.late_cpa_amount);
  const counts = inputs.map((b) => BigInt(b.cpa_count));
  const counted = sum(counts);
  if (each * counted === monthCpa) return counts.map((count) => each * count);
  if (counted === 0n) return counts.map(() => 0n);
  return allocateCents(
    monthCpa,
    counts.map((count) => monthCpa * count),
    counted,
  );
}

/**
 * Each brand's part of a commission: its win/loss, bonuses and CPA as they came, and its part of the
 * admin fee and of the revenue share, the commission's own figures split by largest remainders so that
 * the brands' lines add up to them to the cent. The revenue share is paid on the base (this month's NGR,
 * late NGR of closed months and the negative carried in): each brand's part is the rate times its NGR (a
 * brand that lost money takes its part off), the late NGR's and the carried-in negative's parts staying
 * on the commission. A base that pays nothing gives every brand nothing. In integer cents (figures/cents.ts).
 */
export function brandLines(record: CommissionRecord, inputs: readonly BrandInputRow[]): BrandLine[] {
  if (inputs.length === 0) return [];
  const feeRate = rateUnits(record.admin_fee_rate);
  const winloss = inputs.map((b) => amountCents(b.winloss));
  // What the rollup's brands do not account for (nothing, while the two rollups agree) keeps its share.
  const otherWinloss = amountCents(record.winloss) - sum(winloss);
  const fees = allocateCents(
    amountCents(record.admin_fee),
    [...winloss.map((w) => feeRate * w), feeRate * otherWinloss],
    RATE_UNIT,
  );
  const ngrs = inputs.map((b, i) => winloss[i]! - amountCents(b.bonuses) - fees[i]!);
  const shares = revenueShareParts(record, [...ngrs, amountCents(record.ngr) - sum(ngrs)]);
  const cpas = cpaParts(record, inputs);
  return inputs.map((b, i) => {
    const cpa = cpas[i]!;
    return {
      brand: b.brand,
      turnover: b.turnover,
      winloss: b.winloss,
      bonuses: b.bonuses,
      admin_fee: fromCents(fees[i]!),
      ngr: fromCents(ngrs[i]!),
      revenue_share_amount: fromCents(shares[i]!),
      cpa_count: b.cpa_count,
      cpa_total: fromCents(cpa),
      amount: fromCents(shares[i]! + cpa),
      deal_id: null,
      deal_version: null,
      revenue_share: null,
      carry_out: '0.00',
    };
  });
}

/** What the brand lines split of a commission: the figures it was worked out with. */
type SplitFigures = Pick<
  CommissionRecord,
  | 'winloss'
  | 'admin_fee_rate'
  | 'admin_fee'
  | 'ngr'
  | 'late_ngr'
  | 'carry_in'
  | 'revenue_share'
  | 'revenue_share_amount'
  | 'cpa_amount_each'
  | 'cpa_total'
  | 'late_cpa_amount'
>;

/** A brand's rollup row with a line to show: a brand with first depositors alone has none. */
const hasLine = (b: BrandInputRow) =>
  [b.turnover, b.winloss, b.bonuses].some((v) => /[1-9]/.test(v)) || b.cpa_count !== 0;

/**
 * The lines of a commission whose month had brands on deals of their own: each such brand's line is its
 * deal's own working out (its deal, tier rate and carried-out negative named on it); the other brands
 * split what the deal for all brands paid on the rest of the month, as `brandLines` splits a commission.
 */
export function splitBrandLines(
  month: Pick<DealMonth, 'rest' | 'parts'>,
  record: Pick<CommissionRecord, 'admin_fee_rate'>,
  inputs: readonly BrandInputRow[],
): BrandLine[] {
  const own = new Set(month.parts.map((part) => part.brand));
  const { figures, inputs: rest } = month.rest;
  const restRecord: SplitFigures = {
    winloss: rest.winloss,
    admin_fee_rate: record.admin_fee_rate,
    admin_fee: figures.admin_fee,
    ngr: figures.ngr,
    late_ngr: figures.late_ngr,
    carry_in: figures.carry_in,
    revenue_share: figures.tier_rate,
    revenue_share_amount: figures.revenue_share.amount,
    cpa_amount_each: figures.cpa_amount_each,
    cpa_total: figures.cpa_total,
    late_cpa_amount: figures.late_cpa_amount,
  };
  const others = brandLines(
    restRecord as CommissionRecord,
    inputs.filter((b) => !own.has(b.brand) && hasLine(b)),
  );
  const parts = month.parts.map((part): BrandLine => ({
    brand: part.brand,
    turnover: part.inputs.turnover,
    winloss: part.inputs.winloss,
    bonuses: part.inputs.bonuses,
    admin_fee: part.figures.admin_fee,
    ngr: part.figures.ngr,
    revenue_share_amount: part.figures.revenue_share.amount,
    cpa_count: part.figures.cpa_paid_count,
    cpa_total: part.figures.cpa_total,
    amount: part.figures.amount,
    deal_id: part.deal_id,
    deal_version: part.deal_version,
    revenue_share: part.figures.tier_rate,
    carry_out: part.figures.carry_out,
  }));
  return [...parts, ...others].sort((a, b) => (a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : 0));
}

/**
 * Works out and writes the brand lines of a batch's commissions: one read, one write. `months` holds the
 * months worked out with brand deals (deal-month.ts), whose lines are their parts'.
 */
export async function recordBrandLines(
  db: Queryable,
  period: string,
  commissions: ReadonlyArray<CommissionRecord & { id: number }>,
  months: ReadonlyMap<number, Pick<DealMonth, 'rest' | 'parts'>>,
): Promise<void> {
  const inputs = new Map<number, BrandInputRow[]>();
  for (const row of await readBrandInputs(
    db,
    period,
    commissions.map((c) => c.member_id),
  )) {
    const list = inputs.get(row.member_id);
    if (list) list.push(row);
    else inputs.set(row.member_id, [row]);
  }
  const lines = commissions.flatMap((c) => {
    const month = months.get(c.member_id);
    const own = inputs.get(c.member_id) ?? [];
    return (
      month && month.parts.length > 0 ? splitBrandLines(month, c, own) : brandLines(c, own.filter(hasLine))
    ).map((line) => ({ ...line, commission_id: c.id }));
  });
  if (lines.length === 0) return;
  // One JSON parameter rather than an array per column: node-postgres escapes every element of an array.
  await db.query(
    `INSERT INTO commission_brand_lines (commission_id, brand, turnover, winloss, bonuses, admin_fee, ngr, revenue_share_amount, cpa_count, cpa_total, amount,
                                         deal_id, deal_version, revenue_share, carry_out)
     SELECT commission_id, brand, turnover, winloss, bonuses, admin_fee, ngr, revenue_share_amount, cpa_count, cpa_total, amount,
            deal_id, deal_version, revenue_share, carry_out
     FROM json_to_recordset($1::json) AS r (commission_id bigint, brand text, turnover numeric, winloss numeric, bonuses numeric, admin_fee numeric,
                                            ngr numeric, revenue_share_amount numeric, cpa_count int, cpa_total numeric, amount numeric,
                                            deal_id int, deal_version int, revenue_share numeric, carry_out numeric)`,
    [JSON.stringify(lines)],
  );
}
