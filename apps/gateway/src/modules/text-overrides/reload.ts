import type { Queryable } from '../../db/database.ts';
import { holdTextOverrides, type TextOverrideRow } from '../../i18n/text-overrides.ts';

export { RELOAD_INTERVAL_MS } from '../../i18n/text-overrides.ts';

/**
 * Reads every override afresh into this process's copy (a few hundred rows at most: one per text and
 * language changed): at start, after a change made here, and every RELOAD_INTERVAL_MS for the changes
 * other gateways make.
 */
export async function reloadTextOverrides(db: Queryable): Promise<void> {
  const found = await db.query<TextOverrideRow>(
    'SELECT scope, language, key, text, updated_at, updated_by FROM text_overrides',
  );
  holdTextOverrides(found.rows);
}
