import type { Queryable } from '../../db/database.ts';
import { fromCents } from '../figures/cents.ts';
import { workOutBrandLines } from './brand-lines.ts';
import type { DealMonth } from './deal-month.ts';
import type { CommissionRecord } from './repository.ts';
import { commissionParts, type CommissionParts } from './sub-affiliate-bases.ts';
import {
  earningSubs,
  monthShares,
  nextParentsWithSubs,
  parentFacts,
  subsOf,
  type ParentFacts,
  type SubRow,
} from './sub-affiliate-month.ts';

/**
 * What closing a month would credit parents on their subs (issue 38), worked out without writing for the
 * console's preview: the close's own month shares (sub-affiliate-month.ts) on the subs' commissions as
 * the preview works them out (the close's own records, split by brand as the close splits them). The
 * close's corrections of earlier months are not estimated: they depend on what the subs' own close of
 * the month records (late activity, CPAs taken back), and are known once it has run.
 */

/**
 * The commissions of `records` as closing the month now would record them, each split by brand as the
 * close's brand lines split it: the basis of a parent paid a share of a sub's commission.
 */
export async function runningCommissionParts(
  db: Queryable,
  start: string,
  records: readonly CommissionRecord[],
  months: ReadonlyMap<number, Pick<DealMonth, 'rest' | 'parts'>>,
): Promise<Map<number, CommissionParts>> {
  const found = new Map<number, CommissionParts>();
  if (records.length === 0) return found;
  // Each record numbered in place of the id a close would draw for it.
  const numbered = records.map((record, id) => ({ ...record, id }));
  const lines = await workOutBrandLines(db, start, numbered, months);
  for (const record of numbered)
    found.set(
      record.member_id,
      commissionParts(
        record.currency,
        record.amount,
        lines
          .filter((line) => line.commission_id === record.id)
          .map((line) => [line.brand, line.amount] as const),
      ),
    );
  return found;
}

/** The parents with subs, batch by batch, with their deal's part of the month and their subs. */
export interface SubAffiliatePlan {
  batches: Array<{ parents: ParentFacts[]; subs: SubRow[] }>;
  /** The subs whose month pays their parent a share of their commission: the ones whose commission the estimate needs. */
  paidOnCommission: Set<number>;
}

export async function subAffiliatePlan(
  db: Queryable,
  start: string,
  batchSize: number,
): Promise<SubAffiliatePlan> {
  const plan: SubAffiliatePlan = { batches: [], paidOnCommission: new Set() };
  for (let after = 0; ;) {
    const parentIds = await nextParentsWithSubs(db, after, batchSize);
    if (parentIds.length === 0) return plan;
    const parents = (await parentFacts(db, start, parentIds)).filter((parent) => parent.terms !== null);
    if (parents.length > 0) {
      const subs = await subsOf(
        db,
        parents.map((parent) => parent.id),
      );
      plan.batches.push({ parents, subs });
      const terms = new Map(parents.map((parent) => [parent.id, parent.terms!]));
      for (const sub of earningSubs(start, parents, subs))
        if (terms.get(sub.parent_member_id)!.share_of === 'commission') plan.paidOnCommission.add(sub.id);
    }
    after = parentIds.at(-1)!;
  }
}

/**
 * The month's shares of every parent of `plan`, summed per currency (the parents'), as decimal strings.
 * `commissions` holds the running commissions of the subs in `plan.paidOnCommission` that have one.
 */
export async function estimateSubAffiliateEarnings(
  db: Queryable,
  start: string,
  plan: SubAffiliatePlan,
  commissions: ReadonlyMap<number, CommissionParts>,
): Promise<Map<string, string>> {
  const byCurrency = new Map<string, bigint>();
  for (const { parents, subs } of plan.batches) {
    const shares = await monthShares(db, start, parents, subs, async (subIds) => {
      const found = new Map<number, CommissionParts>();
      for (const id of subIds) {
        const parts = commissions.get(id);
        if (parts) found.set(id, parts);
      }
      return found;
    });
    for (const share of shares)
      byCurrency.set(share.currency, (byCurrency.get(share.currency) ?? 0n) + share.amount);
  }
  return new Map([...byCurrency].map(([currency, cents]) => [currency, fromCents(cents)]));
}
