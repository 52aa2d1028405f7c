import type { Queryable } from '../../db/database.ts';

/** A code from a username: letters, digits, dashes and underscores, upper case, 3 to 24 characters. */
export function codeFromUsername(username: string): string {
  const base = username
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '')
    .slice(0, 24);
  return base.length >= 3 ? base : `${base}REF`.slice(0, 24);
}

/** Adds a referral code for the affiliate (case-insensitively unique); false when it is taken. */
export async function addReferralCode(
  db: Queryable,
  affiliateId: number,
  code: string,
  isDefault: boolean,
): Promise<boolean> {
  const result = await db.query(
    `INSERT INTO referral_codes (code, member_id, is_default, brand) SELECT $1, $2, $3, (SELECT code FROM brands WHERE is_first)
     WHERE NOT EXISTS (SELECT 1 FROM referral_codes WHERE member_id = $2 AND is_default AND $3)
     ON CONFLICT DO NOTHING`,
    [code, affiliateId, isDefault],
  );
  return result.rowCount === 1;
}

/** Gives an affiliate without one a default code: the preferred one, else it with a number after it. */
export async function ensureDefaultCode(
  db: Queryable,
  affiliateId: number,
  preferred: string,
): Promise<string> {
  const existing = await db.maybeOne<{ code: string }>(
    'SELECT code FROM referral_codes WHERE member_id = $1 AND is_default',
    [affiliateId],
  );
  if (existing) return existing.code;
  for (let n = 1; ; n++) {
    const code = n === 1 ? preferred : `${preferred.slice(0, 28)}${n}`;
    if (await addReferralCode(db, affiliateId, code, true)) return code;
  }
}

export async function defaultCodeOf(db: Queryable, affiliateId: number): Promise<string | null> {
  const row = await db.maybeOne<{ code: string }>(
    'SELECT code FROM referral_codes WHERE member_id = $1 AND is_default',
    [affiliateId],
  );
  return row?.code ?? null;
}

/** The affiliate's own code matching `code` in any case, spelt as stored; null when it is not theirs. */
export async function findOwnCode(db: Queryable, affiliateId: number, code: string): Promise<string | null> {
  const row = await db.maybeOne<{ code: string }>(
    'SELECT code FROM referral_codes WHERE member_id = $1 AND lower(code) = lower($2)',
    [affiliateId, code],
  );
  return row?.code ?? null;
}

/** The brand a code (as stored) is for. */
export async function brandOfCode(db: Queryable, code: string): Promise<string | null> {
  const row = await db.maybeOne<{ brand: string }>('SELECT brand FROM referral_codes WHERE code = $1', [
    code,
  ]);
  return row?.brand ?? null;
}

export interface ReferralCodeRow {
  code: string;
  is_default: boolean;
  brand: string;
  brand_name: string;
  clicks: number;
  created_at: Date;
}

// A code's clicks are its lanes added up (migration 039).
const codeColumns = `code, is_default, brand, (SELECT b.name FROM brands b WHERE b.code = referral_codes.brand) AS brand_name,
  (SELECT coalesce(sum(l.clicks), 0) FROM referral_code_clicks l WHERE l.referral_code_id = referral_codes.id)::float8 AS clicks, created_at`;

/** The affiliate's codes: the default first, then the newest first. */
export async function listReferralCodes(db: Queryable, affiliateId: number): Promise<ReferralCodeRow[]> {
  const { rows } = await db.query<ReferralCodeRow>(
    `SELECT ${codeColumns} FROM referral_codes WHERE member_id = $1 ORDER BY is_default DESC, created_at DESC, id DESC`,
    [affiliateId],
  );
  return rows;
}

export async function countReferralCodes(db: Queryable, affiliateId: number): Promise<number> {
  return (
    await db.one<{ n: number }>('SELECT count(*)::int AS n FROM referral_codes WHERE member_id = $1', [
      affiliateId,
    ])
  ).n;
}

/** A new, non-default code for the brand; null when the code is taken (by anyone, in any case). */
export async function insertReferralCode(
  db: Queryable,
  affiliateId: number,
  code: string,
  brand: string,
  at: Date,
): Promise<ReferralCodeRow | null> {
  return db.maybeOne<ReferralCodeRow>(
    `INSERT INTO referral_codes (code, member_id, is_default, created_at, brand) VALUES ($1, $2, false, $3, $4)
     ON CONFLICT DO NOTHING RETURNING ${codeColumns}`,
    [code, affiliateId, at, brand],
  );
}
