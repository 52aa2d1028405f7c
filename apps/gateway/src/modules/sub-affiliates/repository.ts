import type { ParentChange } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

/** The sub-affiliates' rows: members' invite codes and parents (migration 063), their history and credits. */

export interface MemberLink {
  id: number;
  username: string;
  currency: string;
  parent_member_id: number | null;
  sub_affiliate_code: string;
}

export function findMember(db: Queryable, id: number): Promise<MemberLink | null> {
  return db.maybeOne<MemberLink>(
    `SELECT id, username, trim(currency) AS currency, parent_member_id, sub_affiliate_code FROM members WHERE id = $1`,
    [id],
  );
}

/** The affiliate whose invite code this is, case-insensitively (the unique index on lower(code)). */
export function findByCode(db: Queryable, code: string): Promise<MemberLink | null> {
  return db.maybeOne<MemberLink>(
    `SELECT id, username, trim(currency) AS currency, parent_member_id, sub_affiliate_code
     FROM members WHERE lower(sub_affiliate_code) = lower($1)`,
    [code],
  );
}

/** Whether `candidate` is `affiliateId` or below it (its sub, a sub's sub, ...): walking up from the candidate. */
export async function isAtOrBelow(db: Queryable, candidate: number, affiliateId: number): Promise<boolean> {
  const row = await db.one<{ found: boolean }>(
    `WITH RECURSIVE up (id, depth) AS (
       SELECT $1::int, 0
       UNION ALL
       SELECT m.parent_member_id, up.depth + 1 FROM members m JOIN up ON m.id = up.id
       WHERE m.parent_member_id IS NOT NULL AND up.depth < 1000)
     SELECT EXISTS (SELECT 1 FROM up WHERE id = $2) AS found`,
    [candidate, affiliateId],
  );
  return row.found;
}

export async function setParent(
  tx: Queryable,
  change: { subId: number; from: number | null; to: number | null; by: string; reason: string; at: Date },
): Promise<void> {
  await tx.query('UPDATE members SET parent_member_id = $2 WHERE id = $1', [change.subId, change.to]);
  await tx.query(
    `INSERT INTO sub_affiliate_links (sub_member_id, from_parent_id, to_parent_id, changed_by, reason, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [change.subId, change.from, change.to, change.by, change.reason, change.at],
  );
}

export async function history(db: Queryable, subId: number): Promise<ParentChange[]> {
  const { rows } = await db.query<Omit<ParentChange, 'changed_at'> & { changed_at: Date }>(
    `SELECT sub_member_id AS member_id, from_parent_id AS from_parent, to_parent_id AS to_parent, changed_by, reason, changed_at
     FROM sub_affiliate_links WHERE sub_member_id = $1 ORDER BY changed_at DESC, id DESC`,
    [subId],
  );
  return rows.map((row) => ({ ...row, changed_at: row.changed_at.toISOString() }));
}

export interface SubRow {
  id: number;
  username: string;
  joined: string;
  enabled: boolean;
}

/** A parent's direct subs, by id. */
export async function subsOf(db: Queryable, parentId: number): Promise<SubRow[]> {
  const { rows } = await db.query<SubRow>(
    `SELECT id, username, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS joined, enabled
     FROM members WHERE parent_member_id = $1 ORDER BY id`,
    [parentId],
  );
  return rows;
}

/** What the closes credited the parent on each of its subs, by brand. */
export async function creditedToDate(
  db: Queryable,
  parentId: number,
): Promise<Array<{ sub_member_id: number; brand: string | null; amount: string }>> {
  const { rows } = await db.query<{ sub_member_id: number; brand: string | null; amount: string }>(
    `SELECT sub_member_id, brand, sum(amount)::numeric(18,2)::text AS amount FROM sub_affiliate_credits
     WHERE parent_member_id = $1 GROUP BY sub_member_id, brand ORDER BY sub_member_id, brand NULLS LAST`,
    [parentId],
  );
  return rows;
}
