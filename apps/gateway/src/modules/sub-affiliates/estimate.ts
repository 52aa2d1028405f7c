import type { Queryable } from '../../db/database.ts';
import { workOutBrandLines } from '../commission/brand-lines.ts';
import { commissionRecords } from '../commission/close-period.ts';
import {
  commissionParts,
  subBases,
  type BasisRequest,
  type CommissionParts,
} from '../commission/sub-affiliate-bases.ts';
import type { BasisPart } from '../figures/sub-affiliate-share.ts';

/**
 * The running month's basis of a parent's subs, as the close will read it: a sub's commission is what
 * closing its month now would pay (the close's own records, split by brand as the close splits them),
 * its NGR and qualified players the month's so far.
 */
async function runningCommissions(
  db: Queryable,
  start: string,
  subIds: readonly number[],
): Promise<Map<number, CommissionParts>> {
  const found = new Map<number, CommissionParts>();
  if (subIds.length === 0) return found;
  const { records, months } = await commissionRecords(db, start, subIds);
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

export async function runningBases(
  db: Queryable,
  start: string,
  requests: readonly BasisRequest[],
): Promise<Map<string, BasisPart[]>> {
  const commissions = await runningCommissions(
    db,
    start,
    requests.filter((r) => r.shareOf === 'commission').map((r) => r.subId),
  );
  return subBases(db, start, requests, commissions);
}
