import type { KycVerificationStatus } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

export interface AttemptRow {
  id: number;
  member_id: number;
  provider: 'sandbox' | 'jumio';
  transaction_reference: string | null;
  success_url: string;
  error_url: string;
  scan_status: 'PENDING' | 'DONE' | 'FAILED';
  id_scan_status: 'SUCCESS' | 'ERROR' | null;
  verification_status: KycVerificationStatus | null;
  reject_reason: string | null;
  received_at: Date | null;
  result_source: 'callback' | 'retrieval' | null;
  /** The real provider's page (null for the sandbox, whose page address carries the secret). */
  provider_page_url: string | null;
  retrievals: number;
  created_at: Date;
  updated_at: Date;
}

export const attemptColumns = `id, member_id, provider, transaction_reference, success_url, error_url, scan_status, id_scan_status,
  verification_status, reject_reason, received_at, result_source, provider_page_url, retrievals, created_at, updated_at`;

/** Open: no answer from the provider yet, and not replaced by a newer attempt. */
const OPEN = `scan_status = 'PENDING' AND received_at IS NULL AND abandoned_at IS NULL`;

export async function insertAttempt(
  tx: Queryable,
  a: {
    affiliateId: number;
    provider: string;
    secretHash: Buffer;
    successUrl: string;
    errorUrl: string;
    at: Date;
    nextRetrievalAt: Date;
  },
): Promise<number> {
  const row = await tx.one<{ id: number }>(
    `INSERT INTO kyc_attempts (member_id, provider, callback_secret_hash, success_url, error_url, next_retrieval_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id`,
    [a.affiliateId, a.provider, a.secretHash, a.successUrl, a.errorUrl, a.nextRetrievalAt, a.at],
  );
  return row.id;
}

export async function setTransactionReference(
  db: Queryable,
  id: number,
  reference: string,
  page: string | null,
  at: Date,
): Promise<void> {
  await db.query(
    'UPDATE kyc_attempts SET transaction_reference = $2, provider_page_url = $3, updated_at = $4 WHERE id = $1',
    [id, reference, page, at],
  );
}

export async function renewCallbackSecret(tx: Queryable, id: number, hash: Buffer, at: Date): Promise<void> {
  await tx.query('UPDATE kyc_attempts SET callback_secret_hash = $2, updated_at = $3 WHERE id = $1', [
    id,
    hash,
    at,
  ]);
}

/** An attempt the provider never started is forgotten: it does not count against the day's attempts. */
export async function deleteAttempt(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM kyc_attempts WHERE id = $1', [id]);
}

export function findOpenAttempt(tx: Queryable, affiliateId: number): Promise<AttemptRow | null> {
  return tx.maybeOne<AttemptRow>(
    `SELECT ${attemptColumns} FROM kyc_attempts WHERE member_id = $1 AND ${OPEN}`,
    [affiliateId],
  );
}

export async function abandonAttempt(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query('UPDATE kyc_attempts SET abandoned_at = $2, updated_at = $2 WHERE id = $1', [id, at]);
}

export async function countAttemptsSince(db: Queryable, affiliateId: number, since: Date): Promise<number> {
  const row = await db.one<{ n: number }>(
    'SELECT count(*)::int AS n FROM kyc_attempts WHERE member_id = $1 AND created_at >= $2',
    [affiliateId, since],
  );
  return row.n;
}

export async function listAttempts(db: Queryable, affiliateId: number, limit: number): Promise<AttemptRow[]> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${attemptColumns} FROM kyc_attempts WHERE member_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
    [affiliateId, limit],
  );
  return rows;
}

export function findAttempt(
  db: Queryable,
  id: number,
): Promise<(AttemptRow & { callback_secret_hash: Uint8Array }) | null> {
  return db.maybeOne(`SELECT ${attemptColumns}, callback_secret_hash FROM kyc_attempts WHERE id = $1`, [id]);
}

export function findAttemptForUpdate(tx: Queryable, id: number): Promise<AttemptRow | null> {
  return tx.maybeOne<AttemptRow>(`SELECT ${attemptColumns} FROM kyc_attempts WHERE id = $1 FOR UPDATE`, [id]);
}

export interface ProviderResult {
  scanStatus: 'DONE' | 'FAILED';
  idScanStatus: 'SUCCESS' | 'ERROR';
  verificationStatus: KycVerificationStatus | null;
  rejectReason: string | null;
  source: 'callback' | 'retrieval';
}

export async function recordResult(
  tx: Queryable,
  id: number,
  result: ProviderResult,
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE kyc_attempts SET scan_status = $2, id_scan_status = $3, verification_status = $4, reject_reason = $5,
       result_source = $6, received_at = $7, updated_at = $7, next_retrieval_at = NULL
     WHERE id = $1`,
    [
      id,
      result.scanStatus,
      result.idScanStatus,
      result.verificationStatus,
      result.rejectReason,
      result.source,
      at,
    ],
  );
}

/** Attempts without an answer whose retrieval is due, oldest due first. */
export async function dueForRetrieval(db: Queryable, now: Date, limit: number): Promise<AttemptRow[]> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${attemptColumns} FROM kyc_attempts
     WHERE scan_status = 'PENDING' AND received_at IS NULL AND next_retrieval_at <= $1 AND transaction_reference IS NOT NULL
     ORDER BY next_retrieval_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}

/** Still pending at the provider: ask again at `next` (null: stop asking). */
export async function recordRetrievalPending(
  db: Queryable,
  id: number,
  next: Date | null,
  at: Date,
): Promise<void> {
  await db.query(
    'UPDATE kyc_attempts SET retrievals = retrievals + 1, next_retrieval_at = $2, updated_at = $3 WHERE id = $1',
    [id, next, at],
  );
}

// ---- The affiliate's verification state ---------------------------------------------------------------

export interface VerificationRow {
  member_id: number;
  verified: boolean;
  requires_manual: boolean;
  manual_since: Date | null;
  review_note: string | null;
}

const verificationColumns = 'member_id, verified, requires_manual, manual_since, review_note';

export function findVerification(db: Queryable, affiliateId: number): Promise<VerificationRow | null> {
  return db.maybeOne<VerificationRow>(
    `SELECT ${verificationColumns} FROM member_verifications WHERE member_id = $1`,
    [affiliateId],
  );
}

/** The state, created unverified on first use, locked for the caller's transaction. */
export async function lockVerification(
  tx: Queryable,
  affiliateId: number,
  at: Date,
): Promise<VerificationRow> {
  await tx.query(
    'INSERT INTO member_verifications (member_id, updated_at) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING',
    [affiliateId, at],
  );
  return tx.one<VerificationRow>(
    `SELECT ${verificationColumns} FROM member_verifications WHERE member_id = $1 FOR UPDATE`,
    [affiliateId],
  );
}

export async function markVerified(
  tx: Queryable,
  affiliateId: number,
  at: Date,
  reviewedBy: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE member_verifications SET verified = true, verified_at = $2, requires_manual = false, manual_since = NULL, review_note = NULL,
       reviewed_by = coalesce($3, reviewed_by), reviewed_at = CASE WHEN $3::text IS NULL THEN reviewed_at ELSE $2 END, updated_at = $2
     WHERE member_id = $1`,
    [affiliateId, at, reviewedBy],
  );
}

export async function markRequiresManual(tx: Queryable, affiliateId: number, at: Date): Promise<void> {
  await tx.query(
    'UPDATE member_verifications SET requires_manual = true, manual_since = $2, review_note = NULL, updated_at = $2 WHERE member_id = $1',
    [affiliateId, at],
  );
}

export async function markRefused(
  tx: Queryable,
  affiliateId: number,
  reason: string,
  at: Date,
  reviewedBy: string,
): Promise<void> {
  await tx.query(
    `UPDATE member_verifications SET requires_manual = false, manual_since = NULL, review_note = $2, reviewed_by = $3, reviewed_at = $4, updated_at = $4
     WHERE member_id = $1`,
    [affiliateId, reason, reviewedBy, at],
  );
}
