import type { Queryable } from '../db/database.ts';
import { languageOrEnglish, type Language } from './translate.ts';

/**
 * The language an affiliate chose in their preferences (PUT /bo/me/preferences), English when none
 * (or no such affiliate): what the gateway writes for them to read is in it.
 */
export async function affiliateLanguage(db: Queryable, affiliateId: number): Promise<Language> {
  const row = await db.maybeOne<{ language: string | null }>(
    `SELECT preferences->>'language' AS language FROM members WHERE id = $1`,
    [affiliateId],
  );
  return languageOrEnglish(row?.language);
}
