import type { Queryable } from '../../db/database.ts';
import { commissionRecords } from '../commission/close-period.ts';
import { subBases, type BasisRequest, type CommissionParts } from '../commission/sub-affiliate-bases.ts';
import { runningCommissionParts } from '../commission/sub-affiliate-estimate.ts';
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
  if (subIds.length === 0) return new Map();
  const { records, months } = await commissionRecords(db, start, subIds);
  return runningCommissionParts(db, start, records, months);
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
