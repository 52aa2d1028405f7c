import type { Queryable } from '../../db/database.ts';
import type { MembersTable, RefreshTokensTable, SessionsTable } from '../../db/schema-types.ts';

export interface AffiliateCredentials {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  enabled: boolean;
  first_name: string;
  last_name: string;
  two_factor_enabled: boolean;
  last_login_at: Date | null;
  /** Set while an operator has suspended the account (then `enabled` is false too, migration 024). */
  suspended_at: Date | null;
}

const credentialColumns =
  'id, username, email, password_hash, enabled, first_name, last_name, two_factor_enabled, last_login_at, suspended_at';

/** Username or email, case-insensitive (both have unique lower() indexes). */
export function findAffiliateByLoginName(db: Queryable, name: string): Promise<AffiliateCredentials | null> {
  return db.maybeOne<AffiliateCredentials>(
    `SELECT ${credentialColumns} FROM members WHERE lower(username) = lower($1) OR lower(email) = lower($1) LIMIT 1`,
    [name],
  );
}

/** The id only, for the sign-in limit's key: the same match as findAffiliateByLoginName. */
export async function findAffiliateIdByLoginName(db: Queryable, name: string): Promise<number | null> {
  const row = await db.maybeOne<{ id: number }>(
    'SELECT id FROM members WHERE lower(username) = lower($1) OR lower(email) = lower($1) LIMIT 1',
    [name],
  );
  return row?.id ?? null;
}

export function findAffiliateByEmail(db: Queryable, email: string): Promise<AffiliateCredentials | null> {
  return db.maybeOne<AffiliateCredentials>(
    `SELECT ${credentialColumns} FROM members WHERE lower(email) = lower($1)`,
    [email],
  );
}

export function findAffiliateCredentials(db: Queryable, id: number): Promise<AffiliateCredentials | null> {
  return db.maybeOne<AffiliateCredentials>(`SELECT ${credentialColumns} FROM members WHERE id = $1`, [id]);
}

export async function createSession(
  db: Queryable,
  affiliateId: number,
  meta: { userAgent?: string; ip?: string },
  at: Date,
): Promise<string> {
  const row = await db.one<{ id: string }>(
    'INSERT INTO sessions (member_id, user_agent, ip, last_seen_at) VALUES ($1, $2, $3, $4) RETURNING id',
    [affiliateId, meta.userAgent?.slice(0, 300) ?? null, meta.ip?.slice(0, 64) ?? null, at],
  );
  return row.id;
}

/** "Last seen" for the settings screen; written at most once a minute per session. */
export async function touchSession(db: Queryable, sessionId: string, at: Date): Promise<void> {
  await db.query(
    "UPDATE sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2::timestamptz - interval '1 minute'",
    [sessionId, at],
  );
}

/** `rotatedFrom`: the hash of the token this one replaces (null for the first token of a sign-in). */
export async function insertRefreshToken(
  db: Queryable,
  tokenHash: string,
  sessionId: string,
  expiresAt: Date,
  rotatedFrom: string | null = null,
): Promise<void> {
  await db.query(
    'INSERT INTO refresh_tokens (token_hash, session_id, expires_at, rotated_from) VALUES ($1, $2, $3, $4)',
    [tokenHash, sessionId, expiresAt, rotatedFrom],
  );
}

/** Whether a token rotated from this one has itself been used: the family has moved past it. */
export async function hasUsedSuccessor(db: Queryable, tokenHash: string): Promise<boolean> {
  const row = await db.maybeOne<{ found: number }>(
    'SELECT 1 AS found FROM refresh_tokens WHERE rotated_from = $1 AND used_at IS NOT NULL LIMIT 1',
    [tokenHash],
  );
  return row !== null;
}

/** The refresh token, its session's owner and end, and whether the affiliate's account is enabled. */
export type RefreshTokenRow = Pick<
  RefreshTokensTable,
  'token_hash' | 'session_id' | 'expires_at' | 'used_at'
> &
  Pick<SessionsTable, 'member_id' | 'revoked_at'> &
  Pick<MembersTable, 'enabled' | 'suspended_at'>;

/** Locks the token row so two concurrent refreshes with one token cannot both succeed. */
export function findRefreshTokenForUpdate(db: Queryable, tokenHash: string): Promise<RefreshTokenRow | null> {
  return db.maybeOne<RefreshTokenRow>(
    `SELECT rt.token_hash, rt.session_id, rt.expires_at, rt.used_at, s.member_id, s.revoked_at, m.enabled, m.suspended_at
     FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id JOIN members m ON m.id = s.member_id
     WHERE rt.token_hash = $1 FOR UPDATE OF rt`,
    [tokenHash],
  );
}

export async function markRefreshTokenUsed(db: Queryable, tokenHash: string, at: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET used_at = $2 WHERE token_hash = $1', [tokenHash, at]);
}

export async function revokeSession(
  db: Queryable,
  sessionId: string,
  reason: string,
  at: Date,
): Promise<boolean> {
  const result = await db.query(
    'UPDATE sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
    [sessionId, at, reason],
  );
  return result.rowCount > 0;
}

/**
 * Logout in one statement: revokes the session the refresh token belongs to (if still open) and answers
 * its member, also when it was revoked already; null for an unknown token.
 */
export async function revokeSessionOfRefreshToken(
  db: Queryable,
  tokenHash: string,
  reason: string,
  at: Date,
): Promise<{ member_id: number } | null> {
  return db.maybeOne<{ member_id: number }>(
    `WITH target AS (
       SELECT s.id, s.member_id FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id WHERE rt.token_hash = $1
     ), revoked AS (
       UPDATE sessions s SET revoked_at = $2, revoke_reason = $3 FROM target t WHERE s.id = t.id AND s.revoked_at IS NULL RETURNING s.id
     )
     SELECT member_id FROM target`,
    [tokenHash, at, reason],
  );
}

/** Revokes every open session of a member, except `keepSessionId` (the one changing the password). */
export async function revokeAffiliateSessions(
  db: Queryable,
  affiliateId: number,
  reason: string,
  at: Date,
  keepSessionId?: string,
): Promise<number> {
  const result = await db.query(
    `UPDATE sessions SET revoked_at = $2, revoke_reason = $3
     WHERE member_id = $1 AND revoked_at IS NULL AND ($4::uuid IS NULL OR id <> $4::uuid)`,
    [affiliateId, at, reason, keepSessionId ?? null],
  );
  return result.rowCount;
}

export async function recordLogin(db: Queryable, affiliateId: number, at: Date): Promise<void> {
  await db.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [affiliateId, at]);
}

export async function updatePasswordHash(
  db: Queryable,
  affiliateId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db.query('UPDATE members SET password_hash = $2, updated_at = $3 WHERE id = $1', [
    affiliateId,
    passwordHash,
    at,
  ]);
}
