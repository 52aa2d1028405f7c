import type { Queryable } from '../../db/database.ts';

export async function listPublicSettings(
  db: Queryable,
  code?: string,
): Promise<Array<{ code: string; value: unknown }>> {
  const { rows } = await db.query<{ code: string; value: unknown }>(
    'SELECT code, value FROM settings WHERE is_public AND ($1::text IS NULL OR code = $1) ORDER BY code',
    [code ?? null],
  );
  return rows;
}

export function findSetting(
  db: Queryable,
  code: string,
): Promise<{ value: unknown; is_public: boolean; updated_at: Date } | null> {
  return db.maybeOne('SELECT value, is_public, updated_at FROM settings WHERE code = $1', [code]);
}

/** Upsert; a new code is public when `publicWhenNew`, an existing one keeps its visibility. */
export async function upsertSetting(
  db: Queryable,
  code: string,
  value: unknown,
  publicWhenNew: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO settings (code, value, is_public) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (code) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [code, JSON.stringify(value), publicWhenNew],
  );
}
