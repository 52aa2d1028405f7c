import type { Queryable } from '../../db/database.ts';

/** A kept answer: what the first request with the key was told. */
export interface KeptAnswer {
  request_hash: string;
  status_code: number;
  response: unknown;
}

/**
 * Claims the key for this transaction: true when the row is new. A concurrent request with the same key
 * waits here on the primary key until the first one commits (then it finds the kept answer) or rolls
 * back (then it claims the key itself). The row is written with status 0 and filled in by `keepAnswer`
 * before commit, so nobody ever reads it unfilled.
 */
export async function claimKey(
  db: Queryable,
  k: { scope: string; key: string; requestHash: string; at: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response, created_at) VALUES ($1, $2, $3, 0, 'null'::jsonb, $4)
     ON CONFLICT (scope, key) DO NOTHING`,
    [k.scope, k.key, k.requestHash, k.at],
  );
  return rowCount === 1;
}

export function findKept(db: Queryable, scope: string, key: string): Promise<KeptAnswer | null> {
  return db.maybeOne<KeptAnswer>(
    'SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
    [scope, key],
  );
}

export async function keepAnswer(
  db: Queryable,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db.query(
    'UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb WHERE scope = $1 AND key = $2',
    [scope, key, statusCode, JSON.stringify(response)],
  );
}

/** Gives the key up inside the claiming transaction (a refused code commits its count but no answer). */
export async function releaseKey(db: Queryable, scope: string, key: string): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
}
