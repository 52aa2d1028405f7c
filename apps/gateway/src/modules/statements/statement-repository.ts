import type { Queryable } from '../../db/database.ts';
import { isoTimeSql } from '../../db/iso-time-sql.ts';
import type { LedgerKind } from '../ledger/service.ts';

/**
 * The statement's reads, in one statement (one round trip and one pooled connection, whatever the length
 * of the affiliate's history; three in parallel cost three of each, a third of the request's CPU): the
 * affiliate with balance_after of its last posting before the month (the opening balance), the month's
 * postings with their entries, and the commissions credited in the month with the late activity they
 * carried, the last two as JSON arrays (the driver parses one text instead of a row per posting). Every
 * figure leaves PostgreSQL as numeric(18,2) text (two decimals) and every time as ISO text, so the
 * gateway copies strings instead of parsing dates and decimals per line.
 */

const iso = isoTimeSql;

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

export interface StatementRows {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  currency: string;
  /** balance_after of the last posting before the month (null: none yet). */
  opening: string | null;
  /** The month's postings in order. */
  postings: PostingRow[];
  /** Ordered by period. */
  commissions: CommissionRow[];
}

/**
 * The month's postings in order, each with the sum of its affiliate entries: one range of the
 * (member_id, created_at, id) index, each posting's entries read from the covering index of migration
 * 037 alone (no table rows), summed before the withdrawal (paid lines only: their payout reference)
 * and the commission are joined.
 */
const POSTINGS = `
  SELECT json_agg(json_build_object(
           'kind', t.kind, 'date', ${iso('t.created_at')}, 'description', t.description,
           'amount', t.amount::numeric(18,2)::text, 'available_change', t.available::numeric(18,2)::text,
           'balance_after', t.balance_after::text, 'withdrawal_id', t.withdrawal_id::text,
           'payout_reference', w.payout_reference, 'period', to_char(c.period, 'YYYY-MM'))
         ORDER BY t.created_at, t.id)
  FROM (SELECT t.id, t.kind, t.created_at, t.description, t.balance_after, t.withdrawal_id, t.commission_id,
               coalesce(sum(e.amount), 0) AS amount,
               coalesce(sum(e.amount) FILTER (WHERE e.account = 'affiliate_available'), 0) AS available
        FROM ledger_transactions t
        LEFT JOIN ledger_entries e ON e.transaction_id = t.id AND e.account IN ('affiliate_available', 'affiliate_held')
        WHERE t.member_id = m.id AND t.created_at >= $2 AND t.created_at < $3
        GROUP BY t.id) t
  LEFT JOIN withdrawals w ON w.id = t.withdrawal_id AND t.kind = 'withdrawal_paid'
  LEFT JOIN commissions c ON c.id = t.commission_id`;

const commissionColumns = `'period', to_char(c.period, 'YYYY-MM'), 'turnover', c.turnover::text, 'winloss', c.winloss::text,
  'bonuses', c.bonuses::text, 'admin_fee_rate', c.admin_fee_rate::text, 'admin_fee', c.admin_fee::text, 'ngr', c.ngr::text,
  'revenue_share', c.revenue_share::text, 'revenue_share_amount', c.revenue_share_amount::text,
  'carry_in', c.carry_in::text, 'carry_out', c.carry_out::text, 'cpa_count', c.cpa_count, 'cpa_amount', c.cpa_amount_each::text,
  'cpa_total', c.cpa_total::text, 'amount', c.amount::text,
  'late_adjustments', coalesce((SELECT json_agg(json_build_object('source_period', to_char(l.source_period, 'YYYY-MM'), 'ngr', l.ngr::text,
                                                                  'cpa_count', l.cpa_count, 'reason', l.reason) ORDER BY l.source_period, l.id)
                                FROM commission_late_activity l WHERE l.commission_id = c.id), '[]')`;

/**
 * Commissions credited in the month (their posting is in the month's range of the ledger) and those with
 * nothing to credit closed in it (migration 037's partial index), each with its late activity.
 */
const COMMISSIONS = `
  SELECT json_agg(r.commission ORDER BY r.period)
  FROM (SELECT c.period, json_build_object(${commissionColumns}, 'credited_at', ${iso('t.created_at')}) AS commission
        FROM ledger_transactions t JOIN commissions c ON c.ledger_transaction_id = t.id
        WHERE t.member_id = m.id AND t.created_at >= $2 AND t.created_at < $3 AND t.kind = 'commission'
        UNION ALL
        SELECT c.period, json_build_object(${commissionColumns}, 'credited_at', NULL) AS commission
        FROM commissions c
        WHERE c.member_id = m.id AND c.ledger_transaction_id IS NULL AND c.created_at >= $2 AND c.created_at < $3) r`;

/**
 * The affiliate, its opening balance (a primary-key read and one backward step of the (member_id,
 * created_at, id) index), the month's postings and its commissions; null when there is no such affiliate.
 */
export function statementRows(db: Queryable, memberId: number, start: Date, end: Date): Promise<StatementRows | null> {
  return db.maybeOne<StatementRows>(
    `SELECT m.id, m.username, m.first_name, m.last_name, m.email, m.country, trim(m.currency) AS currency,
            (SELECT t.balance_after::text FROM ledger_transactions t WHERE t.member_id = m.id AND t.created_at < $2
             ORDER BY t.created_at DESC, t.id DESC LIMIT 1) AS opening,
            coalesce((${POSTINGS}), '[]') AS postings,
            coalesce((${COMMISSIONS}), '[]') AS commissions
     FROM members m WHERE m.id = $1`,
    [memberId, start, end],
  );
}
