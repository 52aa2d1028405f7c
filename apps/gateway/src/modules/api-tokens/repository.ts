import type { Queryable } from '../../db/database.ts';
import type { PersonalApiTokensTable } from '../../db/schema-types.ts';

export type TokenRow = Pick<
  PersonalApiTokensTable,
  'id' | 'name' | 'prefix' | 'scopes' | 'created_at' | 'expires_at' | 'last_used_at'
>;

const COLUMNS = 'id, name, prefix, scopes, created_at, expires_at, last_used_at';

export async function listTokens(db: Queryable, affiliateId: number): Promise<TokenRow[]> {
  const { rows } = await db.query<TokenRow>(
    `SELECT ${COLUMNS} FROM personal_api_tokens WHERE member_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id`,
    [affiliateId],
  );
  return rows;
}

export type RevocableTokenRow = TokenRow &
  Pick<PersonalApiTokensTable, 'revoked_at' | 'revoked_by' | 'revoked_reason'>;

const REVOCATION_COLUMNS = `${COLUMNS}, revoked_at, revoked_by, revoked_reason`;

/** The affiliate's tokens, revoked ones too, newest first (the console's view). */
export async function listTokensWithRevoked(
  db: Queryable,
  affiliateId: number,
  limit: number,
): Promise<RevocableTokenRow[]> {
  const { rows } = await db.query<RevocableTokenRow>(
    `SELECT ${REVOCATION_COLUMNS} FROM personal_api_tokens WHERE member_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [affiliateId, limit],
  );
  return rows;
}

/** One of the affiliate's tokens, locked for a revocation (null: the affiliate has no such token). */
export function lockTokenOf(
  tx: Queryable,
  affiliateId: number,
  tokenId: string,
): Promise<RevocableTokenRow | null> {
  return tx.maybeOne<RevocableTokenRow>(
    `SELECT ${REVOCATION_COLUMNS} FROM personal_api_tokens WHERE id = $1 AND member_id = $2 FOR UPDATE`,
    [tokenId, affiliateId],
  );
}

/** An operator's revocation, with who and why. */
export function revokeTokenFor(
  tx: Queryable,
  tokenId: string,
  at: Date,
  by: string,
  reason: string,
): Promise<RevocableTokenRow> {
  return tx.one<RevocableTokenRow>(
    `UPDATE personal_api_tokens SET revoked_at = $2, revoked_by = $3, revoked_reason = $4 WHERE id = $1 RETURNING ${REVOCATION_COLUMNS}`,
    [tokenId, at, by, reason],
  );
}

/**
 * Stores a token unless the affiliate already holds `max` (counted under a lock on the affiliate's
 * row, so two creations at once cannot both pass the count); null when at the limit.
 */
export async function insertToken(
  tx: Queryable,
  token: {
    id: string;
    affiliateId: number;
    name: string;
    prefix: string;
    hash: Buffer;
    scopes: readonly string[];
    createdAt: Date;
    expiresAt: Date;
  },
  max: number,
): Promise<TokenRow | null> {
  await tx.query('SELECT 1 FROM members WHERE id = $1 FOR UPDATE', [token.affiliateId]);
  const held = await tx.one<{ count: number }>(
    'SELECT count(*)::int AS count FROM personal_api_tokens WHERE member_id = $1 AND revoked_at IS NULL',
    [token.affiliateId],
  );
  if (held.count >= max) return null;
  return tx.one<TokenRow>(
    `INSERT INTO personal_api_tokens (id, member_id, name, prefix, token_hash, scopes, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8) RETURNING ${COLUMNS}`,
    [
      token.id,
      token.affiliateId,
      token.name,
      token.prefix,
      token.hash,
      token.scopes,
      token.createdAt,
      token.expiresAt,
    ],
  );
}

/** True when the affiliate had this token and it was not revoked yet. */
export async function revokeToken(
  db: Queryable,
  affiliateId: number,
  tokenId: string,
  at: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE personal_api_tokens SET revoked_at = $3 WHERE id = $1 AND member_id = $2 AND revoked_at IS NULL RETURNING 1',
    [tokenId, affiliateId, at],
  );
  return rows.length > 0;
}

/**
 * Revokes every token the affiliate still holds (a forgotten password was reset: whoever knew the old
 * one may have made tokens with it); the number revoked. Every request reads its token's row, so they
 * are refused from the next request on, on every replica.
 */
export async function revokeAllTokensOf(tx: Queryable, affiliateId: number, at: Date): Promise<number> {
  const { rows } = await tx.query(
    'UPDATE personal_api_tokens SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL RETURNING 1',
    [affiliateId, at],
  );
  return rows.length;
}
