import type { PaymentOptionType, WithdrawalStatus } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

export interface WithdrawalRow {
  id: number;
  member_id: number;
  username: string;
  status: WithdrawalStatus;
  payment_option_type: PaymentOptionType;
  amount: string;
  currency: string;
  fee: string;
  payout_amount: string;
  unit: string;
  rate: string | null;
  rate_observed_at: Date | null;
  details: Record<string, string>;
  review_reason: string | null;
  /** When the payout details it pays to were saved (the review hold ends 24 hours later). */
  details_saved_at: Date;
  reject_reason: string | null;
  payout_reference: string | null;
  created_at: Date;
  updated_at: Date;
}

const columns = `w.id::int, w.member_id, m.username, w.status, w.payment_option_type, w.amount::text, trim(w.currency) AS currency,
  w.fee::text, w.payout_amount::text, w.unit, w.rate::text, w.rate_observed_at, d.details, w.review_reason, d.saved_at AS details_saved_at, w.reject_reason,
  w.payout_reference, w.created_at, w.updated_at`;
const from =
  'withdrawals w JOIN members m ON m.id = w.member_id JOIN payout_details d ON d.id = w.payout_details_id';

export interface NewWithdrawal {
  affiliateId: number;
  type: PaymentOptionType;
  payoutDetailsId: number;
  amount: string;
  currency: string;
  fee: string;
  payoutAmount: string;
  unit: string;
  rate: { rate: string; source: string; observedAt: Date } | null;
  reviewReason: string | null;
  at: Date;
}

export async function insertWithdrawal(db: Queryable, w: NewWithdrawal): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO withdrawals (member_id, payment_option_type, payout_details_id, amount, currency, fee, payout_amount, unit,
       rate, rate_source, rate_observed_at, review_reason, created_at, updated_at)
     VALUES ($1, $2, $3, $4::numeric, $5, $6::numeric, $7::numeric, $8, $9::numeric, $10, $11, $12, $13, $13) RETURNING id::int`,
    [
      w.affiliateId,
      w.type,
      w.payoutDetailsId,
      w.amount,
      w.currency,
      w.fee,
      w.payoutAmount,
      w.unit,
      w.rate?.rate ?? null,
      w.rate?.source ?? null,
      w.rate?.observedAt ?? null,
      w.reviewReason,
      w.at,
    ],
  );
  return row.id;
}

export async function findWithdrawal(db: Queryable, id: number): Promise<WithdrawalRow | null> {
  return db.maybeOne<WithdrawalRow>(`SELECT ${columns} FROM ${from} WHERE w.id = $1`, [id]);
}

/** Locks the withdrawal row: two operators (or an operator and the affiliate) acting on it at once run one after the other. */
export async function lockWithdrawal(db: Queryable, id: number): Promise<WithdrawalRow | null> {
  return db.maybeOne<WithdrawalRow>(`SELECT ${columns} FROM ${from} WHERE w.id = $1 FOR UPDATE OF w`, [id]);
}

/** The owner of a withdrawal, read before locking the owner's member row (members first, then the withdrawal, everywhere). */
export async function findOwner(db: Queryable, id: number): Promise<number | null> {
  const row = await db.maybeOne<{ member_id: number }>('SELECT member_id FROM withdrawals WHERE id = $1', [
    id,
  ]);
  return row?.member_id ?? null;
}

export async function changeStatus(
  db: Queryable,
  id: number,
  change: { status: WithdrawalStatus; at: Date; rejectReason?: string; payoutReference?: string },
): Promise<void> {
  await db.query(
    `UPDATE withdrawals SET status = $2, updated_at = $3, reject_reason = coalesce($4, reject_reason), payout_reference = coalesce($5, payout_reference)
     WHERE id = $1`,
    [id, change.status, change.at, change.rejectReason ?? null, change.payoutReference ?? null],
  );
}

export async function insertEvent(
  db: Queryable,
  e: {
    withdrawalId: number;
    /** A status, `requested`, or `hold_overridden` (paid before the review hold ended, with the reason). */
    status: WithdrawalStatus | 'requested' | 'hold_overridden';
    actor: string;
    note: string | null;
    at: Date;
  },
): Promise<void> {
  await db.query(
    'INSERT INTO withdrawal_events (withdrawal_id, status, actor, note, at) VALUES ($1, $2, $3, $4, $5)',
    [e.withdrawalId, e.status, e.actor, e.note, e.at],
  );
}

/** Who moved a withdrawal to `status`, and when: its latest event of that status (null when there is none). */
export async function lastMoveTo(
  db: Queryable,
  id: number,
  status: WithdrawalStatus,
): Promise<{ actor: string; at: Date } | null> {
  return db.maybeOne<{ actor: string; at: Date }>(
    'SELECT actor, at FROM withdrawal_events WHERE withdrawal_id = $1 AND status = $2 ORDER BY at DESC, id DESC LIMIT 1',
    [id, status],
  );
}

export interface WithdrawalFilter {
  affiliateId: number | null;
  /** null: every status. */
  statuses: WithdrawalStatus[] | null;
  limit: number;
  offset: number;
  /** The affiliate reads newest first; the operator's review queue oldest first. */
  order: 'newest' | 'oldest';
}

export async function listWithdrawals(
  db: Queryable,
  f: WithdrawalFilter,
): Promise<{ total: number; rows: WithdrawalRow[] }> {
  const where = `($1::int IS NULL OR w.member_id = $1) AND ($2::text[] IS NULL OR w.status = ANY($2::text[]))`;
  const order = f.order === 'newest' ? 'w.created_at DESC, w.id DESC' : 'w.created_at, w.id';
  const [count, page] = await Promise.all([
    db.one<{ n: number }>(`SELECT count(*)::int AS n FROM withdrawals w WHERE ${where}`, [
      f.affiliateId,
      f.statuses,
    ]),
    db.query<WithdrawalRow>(
      `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT $3 OFFSET $4`,
      [f.affiliateId, f.statuses, f.limit, f.offset],
    ),
  ]);
  return { total: count.n, rows: page.rows };
}

/** A withdrawal still standing (pending, approved or paid): with none, the next one is a first withdrawal. */
export async function hasStandingWithdrawal(db: Queryable, affiliateId: number): Promise<boolean> {
  return (
    (await db.maybeOne(
      "SELECT 1 FROM withdrawals WHERE member_id = $1 AND status IN ('pending', 'approved', 'paid') LIMIT 1",
      [affiliateId],
    )) !== null
  );
}
