import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database.ts';
import { allocateCents } from '../figures/allocate-cents.ts';
import type { CommissionRecord } from './repository.ts';

/** One brand's figures of an affiliate's month, from the source rollup's part `code` (each code's rows under its brand). */
export interface BrandInputRow {
  member_id: number;
  brand: string;
  turnover: string;
  winloss: string;
  bonuses: string;
  cpa_count: number;
}

/** A brand's line of a commission, in the affiliate's currency (migration 057). */
export interface BrandLine {
  brand: string;
  turnover: string;
  winloss: string;
  bonuses: string;
  admin_fee: string;
  ngr: string;
  revenue_share_amount: string;
  cpa_count: number;
  cpa_total: string;
  amount: string;
}

/**
 * The month's figures of the batch's affiliates by brand, a read of the part `code` rows by primary key
 * (a row per code and lane): a player's brand is its code's, so these are the brand's figures. A code
 * is never deleted without its affiliate, so every row finds its code.
 */
export async function readBrandInputs(
  db: Queryable,
  period: string,
  affiliateIds: readonly number[],
): Promise<BrandInputRow[]> {
  const { rows } = await db.query<BrandInputRow>(
    `SELECT p.member_id, rc.brand, sum(p.turnover)::numeric(18,2)::text AS turnover, sum(p.winloss)::numeric(18,2)::text AS winloss,
            sum(p.bonuses)::numeric(18,2)::text AS bonuses, sum(p.cpa_qualified)::int AS cpa_count
       FROM affiliate_source_part_monthly p
       JOIN referral_codes rc ON lower(rc.code) = p.value
      WHERE p.member_id = ANY($2::int[]) AND p.part = 'code' AND p.month = $1::date
      GROUP BY p.member_id, rc.brand
     HAVING sum(p.turnover) <> 0 OR sum(p.winloss) <> 0 OR sum(p.bonuses) <> 0 OR sum(p.cpa_qualified) <> 0
      ORDER BY p.member_id, rc.brand`,
    [period, affiliateIds],
  );
  return rows;
}

const sum = (values: readonly Decimal.Value[]) => values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));

/**
 * Each brand's part of a commission: its win/loss, bonuses and CPA as they came, and its part of the
 * admin fee and of the revenue share, the commission's own figures split by largest remainders so that
 * the brands' lines add up to them to the cent. The revenue share is paid on the base (this month's NGR,
 * late NGR of closed months and the negative carried in): each brand's part is the rate times its NGR (a
 * brand that lost money takes its part off), the late NGR's and the carried-in negative's parts staying
 * on the commission. A base that pays nothing gives every brand nothing.
 */
export function brandLines(record: CommissionRecord, inputs: readonly BrandInputRow[]): BrandLine[] {
  if (inputs.length === 0) return [];
  const feeRate = new Decimal(record.admin_fee_rate);
  // What the rollup's brands do not account for (nothing, while the two rollups agree) keeps its share.
  const otherWinloss = new Decimal(record.winloss).minus(sum(inputs.map((b) => b.winloss)));
  const fees = allocateCents(record.admin_fee, [
    ...inputs.map((b) => feeRate.times(b.winloss)),
    feeRate.times(otherWinloss),
  ]);
  const ngrs = inputs.map((b, i) => new Decimal(b.winloss).minus(b.bonuses).minus(fees[i]!));
  const shareRate = new Decimal(record.revenue_share);
  const shares = new Decimal(record.revenue_share_amount).isZero()
    ? ngrs.map(() => new Decimal(0))
    : allocateCents(record.revenue_share_amount, [
        ...ngrs.map((ngr) => shareRate.times(ngr)),
        shareRate.times(new Decimal(record.ngr).minus(sum(ngrs))),
        shareRate.times(record.late_ngr),
        shareRate.times(record.carry_in),
      ]);
  return inputs.map((b, i) => {
    const cpa = new Decimal(record.cpa_amount_each).times(b.cpa_count);
    return {
      brand: b.brand,
      turnover: b.turnover,
      winloss: b.winloss,
      bonuses: b.bonuses,
      admin_fee: fees[i]!.toFixed(2),
      ngr: ngrs[i]!.toFixed(2),
      revenue_share_amount: shares[i]!.toFixed(2),
      cpa_count: b.cpa_count,
      cpa_total: cpa.toFixed(2),
      amount: shares[i]!.plus(cpa).toFixed(2),
    };
  });
}

const lineColumns = [
  ['brand', 'text'],
  ['turnover', 'numeric'],
  ['winloss', 'numeric'],
  ['bonuses', 'numeric'],
  ['admin_fee', 'numeric'],
  ['ngr', 'numeric'],
  ['revenue_share_amount', 'numeric'],
  ['cpa_count', 'int'],
  ['cpa_total', 'numeric'],
  ['amount', 'numeric'],
] as const satisfies ReadonlyArray<readonly [keyof BrandLine, string]>;

/** Works out and writes the brand lines of a batch's commissions: one read, one write. */
export async function recordBrandLines(
  db: Queryable,
  period: string,
  commissions: ReadonlyArray<CommissionRecord & { id: number }>,
): Promise<void> {
  const inputs = new Map<number, BrandInputRow[]>();
  for (const row of await readBrandInputs(
    db,
    period,
    commissions.map((c) => c.member_id),
  ))
    inputs.set(row.member_id, [...(inputs.get(row.member_id) ?? []), row]);
  const lines = commissions.flatMap((c) =>
    brandLines(c, inputs.get(c.member_id) ?? []).map((line) => ({ ...line, commission_id: c.id })),
  );
  if (lines.length === 0) return;
  const names = lineColumns.map(([name]) => name);
  await db.query(
    `INSERT INTO commission_brand_lines (commission_id, ${names.join(', ')})
     SELECT commission_id, ${names.join(', ')}
     FROM unnest($1::bigint[], ${lineColumns.map(([, type], i) => `$${i + 2}::${type}[]`).join(', ')}) AS r (commission_id, ${names.join(', ')})`,
    [lines.map((l) => l.commission_id), ...lineColumns.map(([name]) => lines.map((l) => l[name]))],
  );
}
