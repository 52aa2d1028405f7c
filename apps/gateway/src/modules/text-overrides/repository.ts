import type { Queryable } from '../../db/database.ts';
import type { TextOverrideRow } from '../../i18n/text-overrides.ts';

const columns = 'scope, language, key, text, updated_at, updated_by';

/** Sets a text's override (a second save replaces the first); the row as stored and the text it replaced. */
export async function upsertOverride(
  db: Queryable,
  override: { scope: string; language: string; key: string; text: string; at: Date; by: string },
): Promise<TextOverrideRow> {
  return db.one<TextOverrideRow>(
    `INSERT INTO text_overrides (scope, language, key, text, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (scope, language, key) DO UPDATE SET text = EXCLUDED.text, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by
     RETURNING ${columns}`,
    [override.scope, override.language, override.key, override.text, override.at, override.by],
  );
}

/** Removes a text's override; the removed row, or null when there was none. */
export async function deleteOverride(
  db: Queryable,
  scope: string,
  language: string,
  key: string,
): Promise<TextOverrideRow | null> {
  return db.maybeOne<TextOverrideRow>(
    `DELETE FROM text_overrides WHERE scope = $1 AND language = $2 AND key = $3 RETURNING ${columns}`,
    [scope, language, key],
  );
}

/** The override stored now (not the process's copy, which may be up to 30 s behind another gateway's change). */
export async function findOverride(
  db: Queryable,
  scope: string,
  language: string,
  key: string,
): Promise<TextOverrideRow | null> {
  return db.maybeOne<TextOverrideRow>(
    `SELECT ${columns} FROM text_overrides WHERE scope = $1 AND language = $2 AND key = $3`,
    [scope, language, key],
  );
}
