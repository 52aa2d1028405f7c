import type { Queryable } from '../../db/database.ts';
import type { LockedAffiliate } from '../members/affiliate-lock.ts';

/** The six kinds of ledger transaction (docs/architecture.md, "Rules the product follows"). */
export type LedgerKind =
  'commission' | 'withdrawal_hold' | 'withdrawal_paid' | 'withdrawal_released' | 'adjustment' | 'fee';

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
export async function findBalance(db: Queryable, affiliateId: number): Promise<BalanceRow | null> {
  return db.maybeOne<BalanceRow>(
    `SELECT trim(coalesce(b.currency, m.currency)) AS currency, coalesce(b.available, 0)::text AS available, coalesce(b.held, 0)::text AS held
     FROM members m LEFT JOIN member_balances b ON b.member_id = m.id WHERE m.id = $1`,
    [affiliateId],
  );
}

// Times travel inside arrays as ISO text, which both drivers pass as it is.
const atOf = (rows: ReadonlyArray<{ at: Date }>) => rows.map((r) => r.at.toISOString());

/** The affiliate's side of one transaction: how much its available and held totals move. */
export interface BalanceMove {
  affiliate: LockedAffiliate;
  available: string;
  held: string;
  at: Date;
}

/**
 * Applies the affiliates' sides of their transactions to their running totals and returns them by
 * affiliate, two statements whatever the count (one affiliate each: a second move of the same one would
 * need the first's result). The CHECKs of member_balances refuse a negative available or held amount
 * (SQLSTATE 23514), whatever the caller did.
 */
export async function moveBalances(
  db: Queryable,
  moves: readonly BalanceMove[],
): Promise<Map<number, { available: string; held: string }>> {
  const ids = moves.map((m) => m.affiliate.affiliateId);
  // The zero rows first: an INSERT checks its own values before ON CONFLICT, so a negative delta could
  // not ride on it.
  await db.query(
    `INSERT INTO member_balances (member_id, currency, updated_at)
     SELECT member_id, currency, at FROM unnest($1::int[], $2::text[], $3::timestamptz[]) AS m (member_id, currency, at) ORDER BY member_id
     ON CONFLICT (member_id) DO NOTHING`,
    [ids, moves.map((m) => m.affiliate.currency), atOf(moves)],
  );
  const { rows } = await db.query<{ member_id: number; available: string; held: string }>(
    `UPDATE member_balances b SET available = b.available + m.available, held = b.held + m.held, updated_at = m.at
     FROM unnest($1::int[], $2::numeric[], $3::numeric[], $4::timestamptz[]) AS m (member_id, available, held, at)
     WHERE b.member_id = m.member_id RETURNING b.member_id, b.available::text AS available, b.held::text AS held`,
    [ids, moves.map((m) => m.available), moves.map((m) => m.held), atOf(moves)],
  );
  return new Map(rows.map((r) => [r.member_id, { available: r.available, held: r.held }]));
}

export interface TransactionRow {
  affiliateId: number;
  kind: LedgerKind;
  currency: string;
  balanceAfter: string;
  heldAfter: string;
  /** What the posting did to the affiliate's available and held balances (the sums of its entries there). */
  availableChange: string;
  heldChange: string;
  description: string;
  withdrawalId: number | null;
  commissionId: number | null;
  createdBy: string;
  at: Date;
}

/** One statement for the transaction rows, ids given in the order of `transactions` (one per affiliate). */
export async function insertTransactions(
  db: Queryable,
  transactions: readonly TransactionRow[],
): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: string; member_id: number }>(
    `INSERT INTO ledger_transactions (member_id, kind, currency, balance_after, held_after, description, withdrawal_id, commission_id, created_by, created_at,
                                      available_change, held_change)
     SELECT member_id, kind, currency, balance_after, held_after, description, withdrawal_id, commission_id, created_by, created_at, available_change, held_change
     FROM unnest($1::int[], $2::text[], $3::text[], $4::numeric[], $5::numeric[], $6::text[], $7::bigint[], $8::bigint[], $9::text[], $10::timestamptz[],
                 $11::numeric[], $12::numeric[])
       WITH ORDINALITY AS t (member_id, kind, currency, balance_after, held_after, description, withdrawal_id, commission_id, created_by, created_at,
                             available_change, held_change, n)
     ORDER BY n
     RETURNING id, member_id`,
    [
      transactions.map((t) => t.affiliateId),
      transactions.map((t) => t.kind),
      transactions.map((t) => t.currency),
      transactions.map((t) => t.balanceAfter),
      transactions.map((t) => t.heldAfter),
      transactions.map((t) => t.description),
      transactions.map((t) => t.withdrawalId),
      transactions.map((t) => t.commissionId),
      transactions.map((t) => t.createdBy),
      atOf(transactions),
      transactions.map((t) => t.availableChange),
      transactions.map((t) => t.heldChange),
    ],
  );
  return new Map(rows.map((r) => [r.member_id, Number(r.id)]));
}

export interface EntryRow {
  transactionId: number;
  affiliateId: number;
  account: LedgerAccount;
  amount: string;
}

export async function insertEntries(db: Queryable, entries: readonly EntryRow[]): Promise<void> {
  await db.query(
    `INSERT INTO ledger_entries (transaction_id, member_id, account, amount)
     SELECT transaction_id, member_id, account, amount FROM unnest($1::bigint[], $2::int[], $3::text[], $4::numeric[]) AS e (transaction_id, member_id, account, amount)`,
    [
      entries.map((e) => e.transactionId),
      entries.map((e) => e.affiliateId),
      entries.map((e) => e.account),
      entries.map((e) => e.amount),
    ],
  );
}
