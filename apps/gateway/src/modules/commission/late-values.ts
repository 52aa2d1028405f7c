import Decimal from 'decimal.js';
import { displayDay } from '../../calendar/display-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { adminFee, netGamingRevenue } from '../figures/calculate.ts';
import type * as repo from './repository.ts';

/**
 * What closed months add to the month being worked out, valued once for the close, its preview, the
 * dashboard's estimate and the Commission screen: late activity (a closed month's figures now, less what
 * its commission and earlier late lines accounted for) and CPAs reversed after their month paid them.
 */

export interface LateValue extends repo.LateDeltaRow {
  admin_fee: string;
  ngr: string;
  cpa_amount: string;
  /** The player whose reversed CPA this takes back; null for late activity. */
  reversed_player_id: number | null;
  /** Why, when it is not late activity. */
  reason: string | null;
  /** New CPAs of late activity past the month's cap, not paid. */
  cpa_not_paid: number;
  /** A reversed CPA: what is left to take back of it (this line's cpa_amount is what the month takes). */
  claw_pending: string | null;
}

/**
 * A late delta valued with its own month's deal: admin fee on the win/loss delta, CPA at the amount the
 * month paid each (its tier's), new CPAs past the month's cap paid nothing (the month's count stays
 * measured, so they do not come back next month).
 */
export function valueLateDelta(row: repo.LateDeltaRow): LateValue {
  const fee = adminFee(row.admin_fee_rate, row.winloss);
  const payable =
    row.cpa_count > 0 && row.cpa_cap !== null
      ? Math.max(0, Math.min(row.cpa_count, row.cpa_cap - row.cpa_paid))
      : row.cpa_count;
  return {
    ...row,
    admin_fee: fee.toFixed(2),
    ngr: netGamingRevenue(row.admin_fee_rate, row.winloss, row.bonuses).toFixed(2),
    cpa_amount: new Decimal(row.cpa_amount_each).times(payable).toFixed(2),
    reversed_player_id: null,
    reason: null,
    cpa_not_paid: row.cpa_count - payable,
    claw_pending: null,
  };
}

/**
 * CPAs reversed after their closed month paid them, not all taken back yet: a late line each, for what is
 * left (the month's working out takes no more than it pays, deal-month.ts).
 */
async function clawBacks(
  db: Queryable,
  start: string,
  affiliateIds: readonly number[],
): Promise<LateValue[]> {
  if (affiliateIds.length === 0) return [];
  const { rows } = await db.query<{
    member_id: number;
    player_id: string;
    customer_id: string;
    source_period: string;
    claw_back: string;
    pending: string;
    reason: string;
    reversed_on: string;
  }>(
    `SELECT * FROM (
       SELECT r.member_id, r.player_id, p.customer_id, to_char(r.month, 'YYYY-MM-DD') AS source_period, r.claw_back::text,
              (r.claw_back + coalesce((SELECT sum(l.cpa_amount) FROM commission_late_activity l WHERE l.reversed_player_id = r.player_id), 0))::text AS pending,
              r.reason, to_char(r.reversed_at, 'YYYY-MM-DD') AS reversed_on
       FROM cpa_reversals r JOIN players p ON p.id = r.player_id
       WHERE r.member_id = ANY($2::int[]) AND r.claw_back IS NOT NULL AND r.month < $1::date) pending
     WHERE pending::numeric > 0
     ORDER BY member_id, source_period, player_id`,
    [start, affiliateIds],
  );
  return rows.map((row) => ({
    member_id: row.member_id,
    source_period: row.source_period,
    turnover: '0.00',
    winloss: '0.00',
    bonuses: '0.00',
    cpa_count: -1,
    admin_fee_rate: '0',
    cpa_amount_each: row.claw_back,
    cpa_cap: null,
    cpa_paid: 0,
    admin_fee: '0.00',
    ngr: '0.00',
    cpa_amount: new Decimal(row.pending).negated().toFixed(2),
    reversed_player_id: Number(row.player_id),
    cpa_not_paid: 0,
    claw_pending: row.pending,
    reason: `CPA of player ${row.customer_id} reversed on ${displayDay(row.reversed_on)}: ${row.reason}`,
  }));
}

/** The late values of each affiliate: its late deltas valued, then the CPAs to take back. */
export async function lateValues(
  db: Queryable,
  start: string,
  affiliateIds: readonly number[],
  deltas: readonly repo.LateDeltaRow[],
): Promise<Map<number, LateValue[]>> {
  const byAffiliate = new Map<number, LateValue[]>();
  for (const line of [...deltas.map(valueLateDelta), ...(await clawBacks(db, start, affiliateIds))])
    byAffiliate.set(line.member_id, [...(byAffiliate.get(line.member_id) ?? []), line]);
  return byAffiliate;
}
