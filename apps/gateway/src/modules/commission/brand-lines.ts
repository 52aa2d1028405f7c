import type { Queryable } from '../../db/database.ts';
import { allocateCents } from '../figures/allocate-cents.ts';
import { amountCents, fromCents, RATE_UNIT, rateUnits } from '../figures/cents.ts';
import type { CommissionBrandLinesTable } from '../../db/schema-types.ts';
import { readBrandInputs, type BrandInputRow } from './brand-deal-inputs.ts';
import type { DealMonth } from './deal-month.ts';
import type { CommissionRecord } from './repository.ts';

/** A brand's line of a commission, in the affiliate's currency: its commission_brand_lines row (migration 057). */
export type BrandLine = Omit<CommissionBrandLinesTable, 'commission_id'>;

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

const sum = (values: readonly bigint[]) => values.reduce((s, v) => s + v, 0n);

/**
 * The revenue share's parts for each NGR part (the brands', then what they do not account for), the late
 * NGR and the carried-in negative. Where the deal paid the base at one rate (flat, or the tier reached)
 * each part is that rate times it; where it did not (a ladder's bands, rated products) each part is its
 * share of the base, so the parts still add up to the revenue share to the cent.
 */
function revenueShareParts(record: SplitFigures, ngrParts: readonly bigint[]): bigint[] {
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
function cpaParts(record: SplitFigures, inputs: readonly BrandInputRow[]): bigint[] {
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
export function brandLines(record: SplitFigures, inputs: readonly BrandInputRow[]): BrandLine[] {
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
    restRecord,
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
 * Works out the brand lines of a batch's commissions in one read. `months` holds the months worked out
 * with brand deals (deal-month.ts), whose lines are their parts'. The close writes them; a sub-affiliate's
 * running month is split with them (what its parent's share of each brand is).
 */
export async function workOutBrandLines(
  db: Queryable,
  period: string,
  commissions: ReadonlyArray<CommissionRecord & { id: number }>,
  months: ReadonlyMap<number, Pick<DealMonth, 'rest' | 'parts'>>,
): Promise<Array<BrandLine & { commission_id: number }>> {
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
  return commissions.flatMap((c) => {
    const month = months.get(c.member_id);
    const own = inputs.get(c.member_id) ?? [];
    return (
      month && month.parts.length > 0 ? splitBrandLines(month, c, own) : brandLines(c, own.filter(hasLine))
    ).map((line) => ({ ...line, commission_id: c.id }));
  });
}

/** Works out and writes the brand lines of a batch's commissions: one read, one write. */
export async function recordBrandLines(
  db: Queryable,
  period: string,
  commissions: ReadonlyArray<CommissionRecord & { id: number }>,
  months: ReadonlyMap<number, Pick<DealMonth, 'rest' | 'parts'>>,
): Promise<void> {
  const lines = await workOutBrandLines(db, period, commissions, months);
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
