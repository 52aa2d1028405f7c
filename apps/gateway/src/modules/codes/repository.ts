import type { Queryable } from '../../db/database.ts';

/** A new code replaces the previous unused one for the same purpose. */
export async function replaceCode(
  db: Queryable,
  affiliateId: number,
  purpose: string,
  codeHash: string,
  expiresAt: Date,
  target: string | null = null,
): Promise<{ language: string | null }> {
  await db.query('DELETE FROM one_time_codes WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL', [
    affiliateId,
    purpose,
  ]);
  // Answers the affiliate's language for the code's mail in the same statement: no round trip more, as
  // forgot-password keeps a known address's work comparable to an unknown one's.
  return db.one(
    `INSERT INTO one_time_codes (member_id, purpose, code_hash, expires_at, target) VALUES ($1, $2, $3, $4, $5)
     RETURNING (SELECT preferences->>'language' FROM members WHERE id = member_id) AS language`,
    [affiliateId, purpose, codeHash, expiresAt, target],
  );
}

export interface CodeRow {
  id: number;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  /** What the code confirms a change to (the new address of an email change); null for the others. */
  target: string | null;
}

export function findOpenCodeForUpdate(
  db: Queryable,
  affiliateId: number,
  purpose: string,
): Promise<CodeRow | null> {
  return db.maybeOne<CodeRow>(
    `SELECT id, code_hash, expires_at, attempts, target FROM one_time_codes
     WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [affiliateId, purpose],
  );
}

export async function countAttempt(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE one_time_codes SET attempts = attempts + 1 WHERE id = $1', [id]);
}

export async function markCodeUsed(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('UPDATE one_time_codes SET used_at = $2, attempts = attempts + 1 WHERE id = $1', [id, at]);
}
