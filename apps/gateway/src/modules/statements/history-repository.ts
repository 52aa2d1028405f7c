import type { PaymentOptionType, TransactionStatus, TransactionType } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * The transaction history in SQL: a UNION ALL of two index-ordered scans (the affiliate's withdrawals,
 * and its commission, adjustment and fee ledger transactions), each cut by LIMIT before they are
 * merged; counts come from transaction_history_months (migration 018), never from counting rows.
 */

export interface HistoryFilter {
  affiliateId: number;
  type?: TransactionType;
  status?: TransactionStatus;
  paymentOptionType?: PaymentOptionType;
  /** Inclusive start and exclusive end of the creation time. */
  from: Date | null;
  until: Date | null;
}

const withdrawalStatuses = new Set(['pending', 'approved', 'paid', 'rejected', 'cancelled']);

/** Which of the two sources can hold rows of the filter: the other is left out of the query. */
function sources(f: HistoryFilter): { withdrawals: boolean; ledger: boolean } {
  const status = f.status;
  return {
    withdrawals:
      (f.type === undefined || f.type === 'withdrawal') &&
      (status === undefined || withdrawalStatuses.has(status)),
    ledger:
      (f.type === undefined || f.type !== 'withdrawal') &&
      (status === undefined || !withdrawalStatuses.has(status)) &&
      f.paymentOptionType === undefined,
  };
}

export interface HistoryRow {
  source: 'w' | 'l';
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  created_at: Date;
  amount: string;
  currency: string;
  fee: string;
  payment_option_type: PaymentOptionType | null;
  payout_amount: string | null;
  unit: string | null;
  rate: string | null;
  payout_reference: string | null;
  description: string;
  details: Record<string, string> | null;
  period: string | null;
}

/** Where a scan starts: below a time (a page: skip some rows first) or after a row (an export chunk). */
export type ScanStart =
  | { kind: 'page'; below: Date | null; skip: number; limit: number }
  | { kind: 'after'; after: HistoryRow | null; limit: number };

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function branchWhere(
  p: Params,
  f: HistoryFilter,
  alias: string,
  source: 'w' | 'l',
  start: ScanStart,
): string {
  const where = [`${alias}.member_id = ${p.add(f.affiliateId)}`];
  if (f.from) where.push(`${alias}.created_at >= ${p.add(f.from)}`);
  if (f.until) where.push(`${alias}.created_at < ${p.add(f.until)}`);
  if (start.kind === 'page' && start.below) where.push(`${alias}.created_at < ${p.add(start.below)}`);
  if (start.kind === 'after' && start.after) {
    // (created_at, source, id) below the last row sent, with created_at as the index's own bound.
    const at = p.add(start.after.created_at);
    const src = p.add(start.after.source);
    where.push(`${alias}.created_at <= ${at}`);
    where.push(
      `(${alias}.created_at < ${at} OR '${source}' < ${src} OR ('${source}' = ${src} AND ${alias}.id < ${p.add(start.after.id)}::bigint))`,
    );
  }
  return where.join(' AND ');
}

const withdrawalColumns = `'w'::text AS source, w.id::text AS id, 'withdrawal'::text AS type, w.status, w.created_at,
  (-w.amount)::text AS amount, trim(w.currency) AS currency, w.fee::text AS fee, w.payment_option_type,
  w.payout_amount::text AS payout_amount, w.unit, w.rate::text AS rate, w.payout_reference, ''::text AS description,
  d.details, NULL::text AS period`;

const ledgerColumns = `'l'::text AS source, t.id::text AS id, t.kind AS type,
  CASE WHEN a.amount >= 0 THEN 'credited' ELSE 'debited' END AS status, t.created_at,
  a.amount::text AS amount, trim(t.currency) AS currency, '0.00' AS fee, NULL::text AS payment_option_type,
  NULL::text AS payout_amount, NULL::text AS unit, NULL::text AS rate, NULL::text AS payout_reference, t.description,
  NULL::jsonb AS details, to_char(c.period, 'YYYY-MM') AS period`;

/** The affiliate's side of a ledger transaction: its available entry (commission, adjustment and fee move nothing held). */
const affiliateSide = `CROSS JOIN LATERAL (SELECT sum(e.amount) AS amount FROM ledger_entries e
    WHERE e.transaction_id = t.id AND e.account = 'affiliate_available') a`;
const ledgerJoins = `${affiliateSide} LEFT JOIN commissions c ON c.id = t.commission_id`;

/**
 * The statement behind scanHistory: rows of the filter newest first, (created_at, source, id)
 * descending, the order pages and exports share. The two scans and the skip read only keys from the
 * indexes; the row's details (payout details, the entry's amount, the commission's period) are joined
 * for the page's rows alone, so a page deep inside a month costs index entries, not joins. With
 * `total` (a query of one int column), every row carries it, and an empty page still answers one row:
 * the total, with no transaction (a LEFT JOIN).
 */
function historyStatement(p: Params, f: HistoryFilter, start: ScanStart, total?: string): string {
  const use = sources(f);
  const reach = start.kind === 'page' ? start.skip + start.limit : start.limit;
  const branches: string[] = [];
  if (use.withdrawals) {
    const where = [branchWhere(p, f, 'w', 'w', start)];
    if (f.status) where.push(`w.status = ${p.add(f.status)}`);
    if (f.paymentOptionType) where.push(`w.payment_option_type = ${p.add(f.paymentOptionType)}`);
    branches.push(`(SELECT 'w'::text AS source, w.id, w.created_at FROM withdrawals w
        WHERE ${where.join(' AND ')} ORDER BY w.created_at DESC, w.id DESC LIMIT ${p.add(reach)})`);
  }
  if (use.ledger) {
    const where = [branchWhere(p, f, 't', 'l', start), `t.kind IN ('commission', 'adjustment', 'fee')`];
    if (f.type) where.push(`t.kind = ${p.add(f.type)}`);
    // Credited or debited is the sign of the entry: joined in the scan only when the filter asks.
    const sign = f.status ? affiliateSide : '';
    if (f.status) where.push(f.status === 'credited' ? 'a.amount >= 0' : 'a.amount < 0');
    branches.push(`(SELECT 'l'::text AS source, t.id, t.created_at FROM ledger_transactions t ${sign}
        WHERE ${where.join(' AND ')} ORDER BY t.created_at DESC, t.id DESC LIMIT ${p.add(reach)})`);
  }
  const skip = start.kind === 'page' ? start.skip : 0;
  return `WITH page AS MATERIALIZED (
      SELECT * FROM (${branches.join(' UNION ALL ')}) h ORDER BY h.created_at DESC, h.source DESC, h.id DESC OFFSET ${p.add(skip)} LIMIT ${p.add(start.limit)})${total ? `, total AS (${total})` : ''}
    SELECT ${total ? 'r.*, total.total FROM total LEFT JOIN' : '* FROM'} (
      SELECT ${withdrawalColumns} FROM page JOIN withdrawals w ON page.source = 'w' AND w.id = page.id JOIN payout_details d ON d.id = w.payout_details_id
      UNION ALL
      SELECT ${ledgerColumns} FROM page JOIN ledger_transactions t ON page.source = 'l' AND t.id = page.id ${ledgerJoins}) r${total ? ' ON true' : ''}
    ORDER BY r.created_at DESC, r.source DESC, r.id::bigint DESC`;
}

/** Rows of the filter newest first, from where `start` says (see historyStatement). */
export async function scanHistory(db: Queryable, f: HistoryFilter, start: ScanStart): Promise<HistoryRow[]> {
  const use = sources(f);
  if (!use.withdrawals && !use.ledger) return [];
  const p = new Params();
  return (await db.query<HistoryRow>(historyStatement(p, f, start), p.values)).rows;
}

/**
 * The first page of a filter without a date range and its total, in one statement (one round trip,
 * one connection, one snapshot): the total is the monthly counts' sum, read beside the rows.
 */
export async function firstPageWithTotal(
  db: Queryable,
  f: HistoryFilter & { from: null; until: null },
  limit: number,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const use = sources(f);
  if (!use.withdrawals && !use.ledger) return { rows: [], total: 0 };
  const p = new Params();
  const sql = historyStatement(
    p,
    f,
    { kind: 'page', below: null, skip: 0, limit },
    `SELECT coalesce(sum(n), 0)::int AS total FROM transaction_history_months WHERE ${monthsWhere(p, f)}`,
  );
  const result = await db.query<HistoryRow & { total: number }>(sql, p.values);
  const total = result.rows[0]?.total ?? 0;
  const rows = result.rows
    .filter((row) => row.source !== null)
    .map(({ total: _total, ...row }) => row as HistoryRow);
  return { rows, total };
}

/** The monthly counts' rows of the filter (transaction_history_months), without its date range. */
function monthsWhere(p: Params, f: HistoryFilter): string {
  const use = sources(f);
  const where = [`member_id = ${p.add(f.affiliateId)}`, 'n > 0'];
  if (!use.withdrawals) where.push(`type <> 'withdrawal'`);
  if (!use.ledger) where.push(`type = 'withdrawal'`);
  if (f.type) where.push(`type = ${p.add(f.type)}`);
  if (f.status) where.push(`status = ${p.add(f.status)}`);
  if (f.paymentOptionType) where.push(`payment_option_type = ${p.add(f.paymentOptionType)}`);
  return where.join(' AND ');
}

/** Rows of the filter per calendar month (UTC), newest month first, from the monthly counts. */
export async function countByMonth(
  db: Queryable,
  f: HistoryFilter,
): Promise<Array<{ month: string; n: number }>> {
  const use = sources(f);
  if (!use.withdrawals && !use.ledger) return [];
  const p = new Params();
  const where = [monthsWhere(p, f)];
  if (f.from) where.push(`month >= history_month(${p.add(f.from)})`);
  if (f.until)
    where.push(`month <= history_month(${p.add(f.until)}::timestamptz - interval '1 microsecond')`);
  const result = await db.query<{ month: string; n: number }>(
    `SELECT to_char(month, 'YYYY-MM-DD') AS month, sum(n)::int AS n FROM transaction_history_months
     WHERE ${where.join(' AND ')} GROUP BY month ORDER BY month DESC`,
    p.values,
  );
  return result.rows;
}

/** Rows of the filter inside [from, until): for a month the date range only partly covers. */
export async function countInRange(db: Queryable, f: HistoryFilter): Promise<number> {
  const use = sources(f);
  const p = new Params();
  const parts: string[] = [];
  const start: ScanStart = { kind: 'page', below: null, skip: 0, limit: 0 };
  if (use.withdrawals) {
    const where = [branchWhere(p, f, 'w', 'w', start)];
    if (f.status) where.push(`w.status = ${p.add(f.status)}`);
    if (f.paymentOptionType) where.push(`w.payment_option_type = ${p.add(f.paymentOptionType)}`);
    parts.push(`(SELECT count(*) FROM withdrawals w WHERE ${where.join(' AND ')})`);
  }
  if (use.ledger) {
    const where = [branchWhere(p, f, 't', 'l', start), `t.kind IN ('commission', 'adjustment', 'fee')`];
    if (f.type) where.push(`t.kind = ${p.add(f.type)}`);
    if (f.status) where.push(f.status === 'credited' ? 'a.amount >= 0' : 'a.amount < 0');
    parts.push(`(SELECT count(*) FROM ledger_transactions t ${ledgerJoins} WHERE ${where.join(' AND ')})`);
  }
  if (parts.length === 0) return 0;
  return (await db.one<{ n: number }>(`SELECT (${parts.join(' + ')})::int AS n`, p.values)).n;
}

export interface WithdrawalDetailRow extends HistoryRow {
  review_reason: string | null;
  details_saved_at: Date;
  reject_reason: string | null;
}

/** One of the affiliate's withdrawals as a history row (null when it is not the affiliate's). */
export function findWithdrawalRow(
  db: Queryable,
  affiliateId: number,
  id: string,
): Promise<WithdrawalDetailRow | null> {
  return db.maybeOne<WithdrawalDetailRow>(
    `SELECT ${withdrawalColumns}, w.review_reason, d.saved_at AS details_saved_at, w.reject_reason
     FROM withdrawals w JOIN payout_details d ON d.id = w.payout_details_id
     WHERE w.id = $1::bigint AND w.member_id = $2`,
    [id, affiliateId],
  );
}

/** One of the affiliate's commission, adjustment or fee transactions (null otherwise) and who posted it. */
export function findLedgerRow(
  db: Queryable,
  affiliateId: number,
  id: string,
): Promise<(HistoryRow & { created_by: string }) | null> {
  return db.maybeOne<HistoryRow & { created_by: string }>(
    `SELECT ${ledgerColumns}, t.created_by FROM ledger_transactions t ${ledgerJoins}
     WHERE t.id = $1::bigint AND t.member_id = $2 AND t.kind IN ('commission', 'adjustment', 'fee')`,
    [id, affiliateId],
  );
}

export interface WithdrawalEventRow {
  status: string;
  actor: string;
  note: string | null;
  at: Date;
}

export async function withdrawalEvents(db: Queryable, withdrawalId: string): Promise<WithdrawalEventRow[]> {
  const result = await db.query<WithdrawalEventRow>(
    'SELECT status, actor, note, at FROM withdrawal_events WHERE withdrawal_id = $1::bigint ORDER BY at, id',
    [withdrawalId],
  );
  return result.rows;
}
