import type { Queryable } from '../../db/database.ts';
import type { LockedAffiliate } from '../members/affiliate-lock.ts';

/** The six kinds of ledger transaction (docs/architecture.md, "Rules the product follows"). */
export type LedgerKind = 'commission' | 'withdrawal_hold' | 'withdrawal_paid' | 'withdrawal_released' | 'adjustment' | 'fee';

export type LedgerAccount =
  | 'affiliate_available'
  | 'affiliate_held'
  | 'brand_commission'
  | 'brand_payouts'
  | 'brand_adjustments'
  | 'brand_fees';

export interface BalanceRow {
  currency: string;
  available: string;
  held: string;
}

/** The affiliate's running totals (zero when it never had money). */
export async function findBalance(db: Queryable, memberId: number): Promise<BalanceRow | null> {
  return db.maybeOne<BalanceRow>(
    `SELECT trim(coalesce(b.currency, m.currency)) AS currency, coalesce(b.available, 0)::text AS available, coalesce(b.held, 0)::text AS held
     FROM members m LEFT JOIN member_balances b ON b.member_id = m.id WHERE m.id = $1`,
    [memberId],
  );
}

/**
 * Applies the affiliate's side of a transaction to its running totals and returns them. The CHECKs of
 * member_balances refuse a negative available or held amount (SQLSTATE 23514), whatever the caller did.
 */
export async function moveBalance(db: Queryable, affiliate: LockedAffiliate, availableDelta: string, heldDelta: string, at: Date) {
  // The zero row first: an INSERT checks its own values before ON CONFLICT, so a negative delta could
  // not ride on it.
  await db.query('INSERT INTO member_balances (member_id, currency, updated_at) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO NOTHING', [
    affiliate.affiliateId,
    affiliate.currency,
    at,
  ]);
  return db.one<{ available: string; held: string }>(
    `UPDATE member_balances SET available = available + $2::numeric, held = held + $3::numeric, updated_at = $4
     WHERE member_id = $1 RETURNING available::text, held::text`,
    [affiliate.affiliateId, availableDelta, heldDelta, at],
  );
}

export async function insertTransaction(
  db: Queryable,
  t: {
    memberId: number;
    kind: LedgerKind;
    currency: string;
    balanceAfter: string;
    heldAfter: string;
    description: string;
    withdrawalId: number | null;
    commissionId: number | null;
    createdBy: string;
    at: Date;
  },
): Promise<number> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO ledger_transactions (member_id, kind, currency, balance_after, held_after, description, withdrawal_id, commission_id, created_by, created_at)
     VALUES ($1, $2, $3, $4::numeric, $5::numeric, $6, $7, $8, $9, $10) RETURNING id`,
    [t.memberId, t.kind, t.currency, t.balanceAfter, t.heldAfter, t.description, t.withdrawalId, t.commissionId, t.createdBy, t.at],
  );
  return Number(row.id);
}

export async function insertEntries(db: Queryable, transactionId: number, memberId: number, entries: readonly { account: LedgerAccount; amount: string }[]) {
  await db.query(
    `INSERT INTO ledger_entries (transaction_id, member_id, account, amount)
     SELECT $1, $2, account, amount FROM unnest($3::text[], $4::numeric[]) AS e(account, amount)`,
    [transactionId, memberId, entries.map((e) => e.account), entries.map((e) => e.amount)],
  );
}
