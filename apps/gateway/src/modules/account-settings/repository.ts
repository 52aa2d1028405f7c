import type { Queryable } from '../../db/database.ts';

export interface SessionRow {
  id: string;
  user_agent: string | null;
  /** Masked when stored (modules/auth/service.ts login). */
  ip: string | null;
  created_at: Date;
  last_seen_at: Date;
}

/** The member's open sessions whose refresh tokens can still be used, most recently seen first. */
export async function listOpenSessions(db: Queryable, affiliateId: number, now: Date): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id, s.user_agent, s.ip, s.created_at, s.last_seen_at FROM sessions s
     WHERE s.member_id = $1 AND s.revoked_at IS NULL
       AND EXISTS (SELECT 1 FROM refresh_tokens rt WHERE rt.session_id = s.id AND rt.used_at IS NULL AND rt.expires_at > $2)
     ORDER BY s.last_seen_at DESC, s.created_at DESC`,
    [affiliateId, now],
  );
  return rows;
}

/**
 * Ends the member's sessions that can no longer be used — no refresh token left that is unused and
 * unexpired (a refresh token lives 30 days from its session's last refresh, so this is also the idle
 * lifetime) — so they stop counting as open anywhere. Answers how many it ended.
 */
export async function expireDeadSessions(db: Queryable, affiliateId: number, now: Date): Promise<number> {
  const result = await db.query(
    `UPDATE sessions s SET revoked_at = $2, revoke_reason = 'expired'
     WHERE s.member_id = $1 AND s.revoked_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM refresh_tokens rt WHERE rt.session_id = s.id AND rt.used_at IS NULL AND rt.expires_at > $2)`,
    [affiliateId, now],
  );
  return result.rowCount;
}

/** Locks the listed open sessions of this member, but `keepSessionId`; others' and closed ones are left out. */
export async function lockOwnOpenSessions(
  db: Queryable,
  affiliateId: number,
  sessionIds: ReadonlyArray<string>,
  keepSessionId: string,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM sessions WHERE id = ANY($1::uuid[]) AND member_id = $2 AND revoked_at IS NULL AND id <> $3::uuid ORDER BY id FOR UPDATE',
    [sessionIds, affiliateId, keepSessionId],
  );
  return rows.map((row) => row.id);
}

/** Locks one open session of this member; null for another member's, a revoked or an unknown one. */
export function lockOwnOpenSession(
  db: Queryable,
  affiliateId: number,
  sessionId: string,
): Promise<{ id: string } | null> {
  return db.maybeOne<{ id: string }>(
    'SELECT id FROM sessions WHERE id = $1 AND member_id = $2 AND revoked_at IS NULL FOR UPDATE',
    [sessionId, affiliateId],
  );
}

export async function updatePreferences(
  db: Queryable,
  affiliateId: number,
  preferences: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db.query('UPDATE members SET preferences = preferences || $2::jsonb, updated_at = $3 WHERE id = $1', [
    affiliateId,
    JSON.stringify(preferences),
    at,
  ]);
}

export async function updateName(
  db: Queryable,
  affiliateId: number,
  name: { firstName: string; lastName: string },
  at: Date,
): Promise<void> {
  await db.query('UPDATE members SET first_name = $2, last_name = $3, updated_at = $4 WHERE id = $1', [
    affiliateId,
    name.firstName,
    name.lastName,
    at,
  ]);
}

/** Fails with a unique violation (members_email_lower_key) when another account took the address meanwhile. */
export async function updateEmail(
  db: Queryable,
  affiliateId: number,
  email: string,
  at: Date,
): Promise<void> {
  await db.query('UPDATE members SET email = $2, updated_at = $3 WHERE id = $1', [affiliateId, email, at]);
}
