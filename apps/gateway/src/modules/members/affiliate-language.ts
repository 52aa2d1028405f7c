import { isLanguage } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { Language } from '../../i18n/translate.ts';

/**
 * The language an affiliate chose in their preferences (PUT /bo/me/preferences; new accounts start
 * with English), null when their preferences hold none (accounts from before languages) or there is no
 * such affiliate.
 */
export async function storedLanguage(db: Queryable, affiliateId: number): Promise<Language | null> {
  const row = await db.maybeOne<{ language: string | null }>(
    `SELECT preferences->>'language' AS language FROM members WHERE id = $1`,
    [affiliateId],
  );
  return isLanguage(row?.language) ? row.language : null;
}

/** The language what the gateway writes for an affiliate to read is in: theirs, else English. */
export async function affiliateLanguage(db: Queryable, affiliateId: number): Promise<Language> {
  return (await storedLanguage(db, affiliateId)) ?? 'en';
}
