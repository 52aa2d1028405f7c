import type { Queryable } from '../../db/database.ts';
import type { LockedAffiliate } from '../members/affiliate-lock.ts';

/**
 * A member's two-factor state as every change reads it: read under the affiliate's lock (`affiliate`),
 * the authenticator if any.
 */
export interface LockedFactor {
  affiliate: LockedAffiliate;
  member_id: number;
  username: string;
  email: string;
  two_factor_enabled: boolean;
  secret_sealed: string | null;
  confirmed_at: Date | null;
  last_used_step: number | null;
}

/**
 * Reads the two-factor state of an affiliate the transaction has locked (`lockAffiliate`, taken before
 * anything else), so the code checks and changes of one account run one at a time across replicas: a
 * rate limit that cannot be outrun by parallel requests (modules/code-window, whose row is taken after
 * the lock), and one winner among concurrent uses of one code.
 */
export async function readFactor(db: Queryable, affiliate: LockedAffiliate): Promise<LockedFactor> {
  const row = await db.one<Omit<LockedFactor, 'affiliate'>>(
    `SELECT m.id AS member_id, m.username, m.email, m.two_factor_enabled,
            t.secret_sealed, t.confirmed_at, t.last_used_step
     FROM members m LEFT JOIN member_totp t ON t.member_id = m.id
     WHERE m.id = $1`,
    [affiliate.affiliateId],
  );
  return { affiliate, ...row };
}

export interface FactorSummary {
  two_factor_enabled: boolean;
  set_up: boolean;
  confirmed_at: Date | null;
  recovery_codes_left: number;
}

export function findFactorSummary(db: Queryable, affiliateId: number): Promise<FactorSummary | null> {
  return db.maybeOne<FactorSummary>(
    `SELECT m.two_factor_enabled, t.member_id IS NOT NULL AS set_up, t.confirmed_at,
            (SELECT count(*)::int FROM totp_recovery_codes r WHERE r.member_id = m.id AND r.used_at IS NULL) AS recovery_codes_left
     FROM members m LEFT JOIN member_totp t ON t.member_id = m.id
     WHERE m.id = $1`,
    [affiliateId],
  );
}

/** A new, unconfirmed secret; replaces an unconfirmed one, never a confirmed one (false then). */
export async function storePendingSecret(
  db: Queryable,
  affiliateId: number,
  sealed: string,
  at: Date,
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO member_totp (member_id, secret_sealed, created_at, updated_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (member_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, last_used_step = NULL, updated_at = EXCLUDED.updated_at
     WHERE member_totp.confirmed_at IS NULL`,
    [affiliateId, sealed, at],
  );
  return result.rowCount === 1;
}

/**
 * Accepts a time step: only if it is later than the last accepted one, in the same statement that
 * stores it, so of two requests with one code only one gets a row back.
 */
export async function acceptStep(
  db: Queryable,
  affiliateId: number,
  step: number,
  at: Date,
): Promise<boolean> {
  const result = await db.query(
    `UPDATE member_totp SET last_used_step = $2, updated_at = $3
     WHERE member_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)`,
    [affiliateId, step, at],
  );
  return result.rowCount === 1;
}

export async function markConfirmed(db: Queryable, affiliateId: number, at: Date): Promise<void> {
  await db.query('UPDATE member_totp SET confirmed_at = $2, updated_at = $2 WHERE member_id = $1', [
    affiliateId,
    at,
  ]);
}

/** The one switch sign-in reads. */
export async function setTwoFactorEnabled(
  db: Queryable,
  affiliateId: number,
  enabled: boolean,
  at: Date,
): Promise<void> {
  await db.query('UPDATE members SET two_factor_enabled = $2, updated_at = $3 WHERE id = $1', [
    affiliateId,
    enabled,
    at,
  ]);
}

export async function replaceRecoveryCodes(
  db: Queryable,
  affiliateId: number,
  hashes: string[],
): Promise<void> {
  await db.query('DELETE FROM totp_recovery_codes WHERE member_id = $1', [affiliateId]);
  await db.query('INSERT INTO totp_recovery_codes (member_id, code_hash) SELECT $1, unnest($2::text[])', [
    affiliateId,
    hashes,
  ]);
}

/** Spends a recovery code: true once per code. */
export async function spendRecoveryCode(
  db: Queryable,
  affiliateId: number,
  hash: string,
  at: Date,
): Promise<boolean> {
  const result = await db.query(
    'UPDATE totp_recovery_codes SET used_at = $3 WHERE member_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [affiliateId, hash, at],
  );
  return result.rowCount === 1;
}

export async function countRecoveryCodesLeft(db: Queryable, affiliateId: number): Promise<number> {
  return (
    await db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM totp_recovery_codes WHERE member_id = $1 AND used_at IS NULL',
      [affiliateId],
    )
  ).n;
}

/** Reset: the authenticator and the recovery codes go, and sign-in stops asking for a code. */
export async function removeFactor(db: Queryable, affiliateId: number, at: Date): Promise<void> {
  await db.query('DELETE FROM member_totp WHERE member_id = $1', [affiliateId]);
  await db.query('DELETE FROM totp_recovery_codes WHERE member_id = $1', [affiliateId]);
  await setTwoFactorEnabled(db, affiliateId, false, at);
}
