import type { Queryable } from '../../db/database.ts';
import type { LedgerKind } from '../ledger/service.ts';

/**
 * The statement's reads, each an index range of one affiliate: the last posting before the month
 * (balance_after is the opening balance), the month's postings with their entries, and the
 * commissions credited in the month with the late activity they carried.
 */

export interface StatementAffiliate {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  currency: string;
}

export function findAffiliate(db: Queryable, memberId: number): Promise<StatementAffiliate | null> {
  return db.maybeOne<StatementAffiliate>(
    'SELECT id, username, first_name, last_name, email, country, trim(currency) AS currency FROM members WHERE id = $1',
    [memberId],
  );
}

/** balance_after of the affiliate's last ledger transaction before `start` (null: none yet). */
export async function balanceBefore(db: Queryable, memberId: number, start: Date): Promise<string | null> {
  const row = await db.maybeOne<{ balance_after: string }>(
    `SELECT balance_after::text FROM ledger_transactions WHERE member_id = $1 AND created_at < $2
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [memberId, start],
  );
  return row?.balance_after ?? null;
}

export interface PostingRow {
  id: string;
  kind: LedgerKind;
  created_at: Date;
  description: string;
  /** The affiliate's entries: available and held (their sum is what the balance did). */
  available: string;
  held: string;
  balance_after: string;
  withdrawal_id: string | null;
  payout_reference: string | null;
  period: string | null;
}

export async function postingsBetween(db: Queryable, memberId: number, start: Date, end: Date): Promise<PostingRow[]> {
  const result = await db.query<PostingRow>(
    `SELECT t.id::text, t.kind, t.created_at, t.description, a.available::text, a.held::text, t.balance_after::text,
            t.withdrawal_id::text, w.payout_reference, to_char(c.period, 'YYYY-MM') AS period
     FROM ledger_transactions t
     CROSS JOIN LATERAL (
       SELECT coalesce(sum(e.amount) FILTER (WHERE e.account = 'affiliate_available'), 0) AS available,
              coalesce(sum(e.amount) FILTER (WHERE e.account = 'affiliate_held'), 0) AS held
       FROM ledger_entries e WHERE e.transaction_id = t.id) a
     LEFT JOIN withdrawals w ON w.id = t.withdrawal_id
     LEFT JOIN commissions c ON c.id = t.commission_id
     WHERE t.member_id = $1 AND t.created_at >= $2 AND t.created_at < $3
     ORDER BY t.created_at, t.id`,
    [memberId, start, end],
  );
  return result.rows;
}

export interface CommissionRow {
  id: string;
  period: string;
  turnover: string;
  winloss: string;
  bonuses: string;
  admin_fee_rate: string;
  admin_fee: string;
  ngr: string;
  revenue_share: string;
  revenue_share_amount: string;
  carry_in: string;
  carry_out: string;
  cpa_count: number;
  cpa_amount_each: string;
  cpa_total: string;
  amount: string;
  credited_at: Date | null;
}

/** Commissions credited in the month, and those of nothing to credit (no posting) closed in it. */
export async function commissionsBetween(db: Queryable, memberId: number, start: Date, end: Date): Promise<CommissionRow[]> {
  const result = await db.query<CommissionRow>(
    `SELECT c.id::text, to_char(c.period, 'YYYY-MM') AS period, c.turnover::text, c.winloss::text, c.bonuses::text,
            c.admin_fee_rate::text, c.admin_fee::text, c.ngr::text, c.revenue_share::text, c.revenue_share_amount::text,
            c.carry_in::text, c.carry_out::text, c.cpa_count, c.cpa_amount_each::text, c.cpa_total::text, c.amount::text,
            l.created_at AS credited_at
     FROM commissions c LEFT JOIN ledger_transactions l ON l.id = c.ledger_transaction_id
     WHERE c.member_id = $1
       AND coalesce(l.created_at, c.created_at) >= $2 AND coalesce(l.created_at, c.created_at) < $3
     ORDER BY c.period`,
    [memberId, start, end],
  );
  return result.rows;
}

export interface LateActivityRow {
  commission_id: string;
  source_period: string;
  ngr: string;
  cpa_count: number;
  reason: string;
}

export async function lateActivityOf(db: Queryable, commissionIds: string[]): Promise<LateActivityRow[]> {
  if (commissionIds.length === 0) return [];
  const result = await db.query<LateActivityRow>(
    `SELECT commission_id::text, to_char(source_period, 'YYYY-MM') AS source_period, ngr::text, cpa_count, reason
     FROM commission_late_activity WHERE commission_id = ANY($1::bigint[]) ORDER BY source_period, id`,
    [commissionIds],
  );
  return result.rows;
}
