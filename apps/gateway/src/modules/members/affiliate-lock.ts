import type { Queryable } from '../../db/database.ts';

declare const lockedInThisTransaction: unique symbol;

/**
 * An affiliate whose member row the current transaction has locked. Only `lockAffiliate` makes one
 * (the brand is a symbol no other file can name), and every movement of the affiliate's money asks for
 * one (ledger postings, withdrawals, adjustments and fees, the commission close), so money code that
 * forgot the lock does not compile.
 */
export interface LockedAffiliate {
  readonly affiliateId: number;
  /** The affiliate's currency, read with the lock: what its balance and postings are in. */
  readonly currency: string;
  readonly [lockedInThisTransaction]: true;
}

/**
 * The one lock on an affiliate's money, held to the end of the transaction `tx` belongs to. Balance
 * movements, withdrawals, second-factor checks and code windows of one affiliate run one at a time
 * across replicas, so what one of them reads (the withdrawals standing, the payout details, the codes
 * tried) is still true when it writes. FOR NO KEY UPDATE conflicts with itself and with any update of
 * the row, yet lets other transactions insert rows that reference the member (sessions, clicks,
 * notifications), which take only a key-share lock; no update of a member needs more, since its
 * username and email are unique through lower() indexes, which no foreign key uses. Take it first in
 * the transaction, before the code window or the balance row, and several affiliates in ascending id
 * order: every taker then waits in the same order and none deadlock. Null when there is no such
 * affiliate. Code that moves no money takes it too, for its creates that count before they insert
 * (referral codes, saved banners, tickets): concurrent requests then cannot overshoot a limit.
 */
export async function lockAffiliate(tx: Queryable, affiliateId: number): Promise<LockedAffiliate | null> {
  const row = await tx.maybeOne<{ currency: string }>(
    'SELECT trim(currency) AS currency FROM members WHERE id = $1 FOR NO KEY UPDATE',
    [affiliateId],
  );
  return row && ({ affiliateId, currency: row.currency } as LockedAffiliate);
}

/** `lockAffiliate` for an affiliate that must exist (its id came from a row that references it). */
export async function lockExistingAffiliate(tx: Queryable, affiliateId: number): Promise<LockedAffiliate> {
  const locked = await lockAffiliate(tx, affiliateId);
  if (!locked) throw new Error(`affiliate ${affiliateId} does not exist`);
  return locked;
}

/**
 * `lockExistingAffiliate` for several affiliates in one statement (a month close's batch). The rows are
 * locked in the order the sort hands them to the lock (LockRows sits above the Sort), ascending id, the
 * order every taker of several locks uses, so this and any other taker cannot deadlock.
 */
export async function lockExistingAffiliates(
  tx: Queryable,
  affiliateIds: readonly number[],
): Promise<LockedAffiliate[]> {
  if (affiliateIds.length === 0) return [];
  const { rows } = await tx.query<{ id: number; currency: string }>(
    'SELECT id, trim(currency) AS currency FROM members WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE',
    [affiliateIds],
  );
  const found = new Set(rows.map((r) => r.id));
  const missing = affiliateIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw new Error(`affiliates ${missing.join(', ')} do not exist`);
  return rows.map((r) => ({ affiliateId: r.id, currency: r.currency }) as LockedAffiliate);
}
