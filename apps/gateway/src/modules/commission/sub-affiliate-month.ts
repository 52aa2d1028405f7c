import type { Queryable } from '../../db/database.ts';
import {
  earnsIn,
  subAffiliateShare,
  subAffiliateTerms,
  type SharePart,
  type SubAffiliateTerms,
} from '../figures/sub-affiliate-share.ts';
import { monthDeals, subBases, type CommissionParts } from './sub-affiliate-bases.ts';

/**
 * What a month pays each parent on its direct subs' month (issue 38), before any correction of an
 * earlier month: the close credits it (sub-affiliate-close.ts, the subs' commissions as recorded) and the
 * console's preview estimates it (preview.ts, the subs' commissions as closing now would record them),
 * through these same functions so that the two cannot work it out differently.
 */

export interface ParentFacts {
  id: number;
  currency: string;
  terms: SubAffiliateTerms | null;
}

export interface SubRow {
  id: number;
  username: string;
  parent_member_id: number;
  approved_on: string;
}

/** One sub's share of the month for its parent, for one brand (null: the part no brand accounts for). */
export interface MonthShare extends SharePart {
  parent_member_id: number;
  sub_member_id: number;
  currency: string;
  share_of: SubAffiliateTerms['share_of'];
  rate: string | null;
  amount_each: string | null;
}

/** The parents with their currency and their deal's sub-affiliates part of the month (three statements). */
export async function parentFacts(
  db: Queryable,
  start: string,
  parentIds: readonly number[],
): Promise<ParentFacts[]> {
  const deals = await monthDeals(db, start, parentIds);
  return [...parentIds].flatMap((id) => {
    const of = deals.get(id);
    if (!of) return [];
    const part = of.deal.sub_affiliates;
    return [{ id, currency: of.currency, terms: part ? subAffiliateTerms(part) : null }];
  });
}

/** The parents' direct subs now, with the day each was approved (its member row's creation). */
export async function subsOf(db: Queryable, parentIds: readonly number[]): Promise<SubRow[]> {
  const { rows } = await db.query<SubRow>(
    `SELECT id, username, parent_member_id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS approved_on
     FROM members WHERE parent_member_id = ANY($1::int[]) ORDER BY parent_member_id, id`,
    [parentIds],
  );
  return rows;
}

/** The next parents by id after `afterId` that have subs now: the ones a month may pay. */
export async function nextParentsWithSubs(db: Queryable, afterId: number, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT parent_member_id AS id FROM members WHERE parent_member_id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((row) => row.id);
}

/** The subs that earn their parent something in the month starting `start`: its deal has a part, and the month is one it counts from the sub's approval. */
export function earningSubs(
  start: string,
  parents: readonly ParentFacts[],
  subs: readonly SubRow[],
): SubRow[] {
  const parentOf = new Map(parents.map((parent) => [parent.id, parent]));
  return subs.filter((sub) => {
    const terms = parentOf.get(sub.parent_member_id)?.terms;
    return terms !== null && terms !== undefined && earnsIn(sub.approved_on, terms.months, start);
  });
}

/**
 * Each sub earning its parent something in the month starting `start` (its parent's deal has a part,
 * the month is one of those it counts from the sub's approval), with the parent's share of it per brand.
 * `commissions` reads the subs' commissions of the month, for the parents paid a share of them.
 */
export async function monthShares(
  db: Queryable,
  start: string,
  parents: readonly ParentFacts[],
  subs: readonly SubRow[],
  commissions: (subIds: readonly number[]) => Promise<Map<number, CommissionParts>>,
): Promise<MonthShare[]> {
  const parentOf = new Map(parents.map((parent) => [parent.id, parent]));
  const earning = earningSubs(start, parents, subs);
  if (earning.length === 0) return [];
  const requests = earning.map((sub) => {
    const parent = parentOf.get(sub.parent_member_id)!;
    return { key: `${sub.id}`, subId: sub.id, shareOf: parent.terms!.share_of, currency: parent.currency };
  });
  const bases = await subBases(
    db,
    start,
    requests,
    await commissions(requests.filter((r) => r.shareOf === 'commission').map((r) => r.subId)),
  );
  return earning.flatMap((sub) => {
    const parent = parentOf.get(sub.parent_member_id)!;
    const terms = parent.terms!;
    const parts = bases.get(`${sub.id}`) ?? [];
    // A sub with nothing to count still has its row (a 0), so a later change of the month is seen.
    return subAffiliateShare(terms, parts.length > 0 ? parts : [{ brand: null, basis: 0n, players: 0 }]).map(
      (share) => ({
        ...share,
        parent_member_id: parent.id,
        sub_member_id: sub.id,
        currency: parent.currency,
        share_of: terms.share_of,
        rate: terms.rate,
        amount_each: terms.amount_each,
      }),
    );
  });
}
