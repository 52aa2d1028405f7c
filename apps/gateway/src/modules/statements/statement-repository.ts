import type { Queryable } from '../../db/database.ts';
import type { LedgerKind } from '../ledger/service.ts';

/**
 * The statement's reads, three index ranges of one affiliate, whatever the length of its history: the
 * affiliate with balance_after of its last posting before the month (the opening balance), the
 * month's postings with their entries, and the commissions credited in the month with the late
 * activity they carried. Every figure leaves PostgreSQL as numeric(18,2) text (two decimals) and every
 * time as ISO text, so the gateway copies strings instead of parsing dates and decimals per line.
 *
 * Three statements in parallel, not one: the same reads as one statement building the lines as JSON
 * (json_agg of json_build_object) cost PostgreSQL 2.7 ms a request instead of 1.9 (docs/scaling.md,
 * Issue 21, second round), more than the two round trips it saved.
 */

/** An ISO 8601 UTC time with milliseconds, as Date#toISOString writes it (to_char truncates to the millisecond, as the Date did). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface StatementHead {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  currency: string;
  /** balance_after of the last posting before the month (null: none yet). */
  opening: string | null;
}

/** The affiliate and its opening balance: a primary-key read and one backward step of the (member_id, created_at, id) index. */
export function headOf(db: Queryable, memberId: number, start: Date): Promise<StatementHead | null> {
  return db.maybeOne<StatementHead>(
    `SELECT m.id, m.username, m.first_name, m.last_name, m.email, m.country, trim(m.currency) AS currency,
            (SELECT t.balance_after::text FROM ledger_transactions t WHERE t.member_id = m.id AND t.created_at < $2
             ORDER BY t.created_at DESC, t.id DESC LIMIT 1) AS opening
     FROM members m WHERE m.id = $1`,
    [memberId, start],
  );
}

export interface PostingRow {
  kind: LedgerKind;
  date: string;
  description: string;
  /** What the balance did: the affiliate's available and held entries together. */
  amount: string;
  available_change: string;
  balance_after: string;
  withdrawal_id: string | null;
  payout_reference: string | null;
  period: string | null;
}

/**
 * The month's postings in order: one range of the (member_id, created_at, id) index, each posting with
 * what it did to the affiliate's balances as it was posted (migration 043: written from its entries and
 * checked against them at commit), joined to the withdrawal (paid lines only: their payout reference)
 * and the commission.
 */
export async function postingsBetween(db: Queryable, memberId: number, start: Date, end: Date): Promise<PostingRow[]> {
  const result = await db.query<PostingRow>(
    `SELECT t.kind, ${iso('t.created_at')} AS date, t.description, (t.available_change + t.held_change)::text AS amount,
            t.available_change::text AS available_change, t.balance_after::text, t.withdrawal_id::text,
            w.payout_reference, to_char(c.period, 'YYYY-MM') AS period
     FROM ledger_transactions t
     LEFT JOIN withdrawals w ON w.id = t.withdrawal_id AND t.kind = 'withdrawal_paid'
     LEFT JOIN commissions c ON c.id = t.commission_id
     WHERE t.member_id = $1 AND t.created_at >= $2 AND t.created_at < $3
     ORDER BY t.created_at, t.id`,
    [memberId, start, end],
  );
  return result.rows;
}

export interface LateActivityRow {
  source_period: string;
  ngr: string;
  cpa_count: number;
  reason: string;
}

export interface CommissionRow {
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
  cpa_amount: string;
  cpa_total: string;
  amount: string;
  credited_at: string | null;
  late_adjustments: LateActivityRow[];
}

const commissionColumns = `to_char(c.period, 'YYYY-MM') AS period, c.turnover::text, c.winloss::text, c.bonuses::text,
  c.admin_fee_rate::text, c.admin_fee::text, c.ngr::text, c.revenue_share::text, c.revenue_share_amount::text,
  c.carry_in::text, c.carry_out::text, c.cpa_count, c.cpa_amount_each::text AS cpa_amount, c.cpa_total::text, c.amount::text,
  coalesce((SELECT json_agg(json_build_object('source_period', to_char(l.source_period, 'YYYY-MM'), 'ngr', l.ngr::text,
                                               'cpa_count', l.cpa_count, 'reason', l.reason) ORDER BY l.source_period, l.id)
            FROM commission_late_activity l WHERE l.commission_id = c.id), '[]') AS late_adjustments`;

/**
 * Commissions credited in the month (their posting is in the month's range of the ledger) and those with
 * nothing to credit closed in it (migration 037's partial index), each with its late activity.
 */
export async function commissionsBetween(db: Queryable, memberId: number, start: Date, end: Date): Promise<CommissionRow[]> {
  const result = await db.query<CommissionRow>(
    `SELECT * FROM (
       SELECT ${commissionColumns}, ${iso('t.created_at')} AS credited_at
       FROM ledger_transactions t JOIN commissions c ON c.ledger_transaction_id = t.id
       WHERE t.member_id = $1 AND t.created_at >= $2 AND t.created_at < $3 AND t.kind = 'commission'
       UNION ALL
       SELECT ${commissionColumns}, NULL AS credited_at
       FROM commissions c
       WHERE c.member_id = $1 AND c.ledger_transaction_id IS NULL AND c.created_at >= $2 AND c.created_at < $3) r
     ORDER BY r.period`,
    [memberId, start, end],
  );
  return result.rows;
}
