import type { Queryable } from '../../db/database.ts';
import type {
  OperatorRefreshTokensTable,
  OperatorSessionsTable,
  OperatorsTable,
} from '../../db/schema-types.ts';

/** The console's sign-ins (refresh families) and their refresh tokens, kept apart from the affiliates'. */

export async function createSession(
  tx: Queryable,
  operatorId: number,
  meta: { userAgent?: string; ip?: string },
  at: Date,
): Promise<string> {
  const row = await tx.one<{ id: string }>(
    'INSERT INTO operator_sessions (operator_id, user_agent, ip, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $4) RETURNING id',
    [operatorId, meta.userAgent?.slice(0, 300) ?? null, meta.ip?.slice(0, 64) ?? null, at],
  );
  return row.id;
}

/** `rotatedFrom`: the hash of the token this one replaces (null for the first token of a sign-in). */
export async function insertRefreshToken(
  tx: Queryable,
  tokenHash: string,
  sessionId: string,
  expiresAt: Date,
  rotatedFrom: string | null,
): Promise<void> {
  await tx.query(
    'INSERT INTO operator_refresh_tokens (token_hash, session_id, expires_at, rotated_from) VALUES ($1, $2, $3, $4)',
    [tokenHash, sessionId, expiresAt, rotatedFrom],
  );
}

/** The refresh token, its sign-in's operator and end, and whether the operator's account is enabled. */
export type RefreshTokenRow = Pick<
  OperatorRefreshTokensTable,
  'token_hash' | 'session_id' | 'expires_at' | 'used_at'
> &
  Pick<OperatorSessionsTable, 'operator_id' | 'revoked_at'> &
  Pick<OperatorsTable, 'enabled'>;

/** Locks the token row so two concurrent refreshes with one token cannot both mark it used. */
export function findRefreshTokenForUpdate(tx: Queryable, tokenHash: string): Promise<RefreshTokenRow | null> {
  return tx.maybeOne<RefreshTokenRow>(
    `SELECT rt.token_hash, rt.session_id, rt.expires_at, rt.used_at, s.operator_id, s.revoked_at, o.enabled
     FROM operator_refresh_tokens rt JOIN operator_sessions s ON s.id = rt.session_id JOIN operators o ON o.id = s.operator_id
     WHERE rt.token_hash = $1 FOR UPDATE OF rt`,
    [tokenHash],
  );
}

/** Whether a token rotated from this one has itself been used: the family has moved past it. */
export async function hasUsedSuccessor(tx: Queryable, tokenHash: string): Promise<boolean> {
  return (
    (await tx.maybeOne(
      'SELECT 1 AS found FROM operator_refresh_tokens WHERE rotated_from = $1 AND used_at IS NOT NULL LIMIT 1',
      [tokenHash],
    )) !== null
  );
}

export async function markRefreshTokenUsed(tx: Queryable, tokenHash: string, at: Date): Promise<void> {
  await tx.query('UPDATE operator_refresh_tokens SET used_at = $2 WHERE token_hash = $1', [tokenHash, at]);
}

export async function touchSession(tx: Queryable, sessionId: string, at: Date): Promise<void> {
  await tx.query('UPDATE operator_sessions SET last_seen_at = $2 WHERE id = $1', [sessionId, at]);
}

export async function revokeSession(
  tx: Queryable,
  sessionId: string,
  reason: string,
  at: Date,
): Promise<void> {
  await tx.query(
    'UPDATE operator_sessions SET revoked_at = $2, revoke_reason = $3 WHERE id = $1 AND revoked_at IS NULL',
    [sessionId, at, reason],
  );
}

/** Sign-out: ends the sign-in the refresh token belongs to; its operator, or null for an unknown token. */
export async function revokeSessionOfRefreshToken(
  tx: Queryable,
  tokenHash: string,
  reason: string,
  at: Date,
): Promise<{ operator_id: number } | null> {
  return tx.maybeOne<{ operator_id: number }>(
    `WITH target AS (
       SELECT s.id, s.operator_id FROM operator_refresh_tokens rt JOIN operator_sessions s ON s.id = rt.session_id WHERE rt.token_hash = $1
     ), revoked AS (
       UPDATE operator_sessions s SET revoked_at = $2, revoke_reason = $3 FROM target t WHERE s.id = t.id AND s.revoked_at IS NULL RETURNING s.id
     )
     SELECT operator_id FROM target`,
    [tokenHash, at, reason],
  );
}

export async function revokeOperatorSessions(
  tx: Queryable,
  operatorId: number,
  reason: string,
  at: Date,
): Promise<number> {
  const result = await tx.query(
    'UPDATE operator_sessions SET revoked_at = $2, revoke_reason = $3 WHERE operator_id = $1 AND revoked_at IS NULL',
    [operatorId, at, reason],
  );
  return result.rowCount;
}
