import type { Queryable } from '../../db/database.ts';
import { languageOrEnglish, type Language } from '../../i18n/translate.ts';

/**
 * The language an affiliate reads the gateway's mails in (issue 37: `preferences.language`, English
 * when unset): for a mail written outside the notifier (a code, a support answer), to the account's
 * address or another one (a new address being confirmed is written to in the account's language).
 */
export async function affiliateLanguage(db: Queryable, affiliateId: number): Promise<Language> {
  const row = await db.maybeOne<{ language: string | null }>(
    `SELECT preferences->>'language' AS language FROM members WHERE id = $1`,
    [affiliateId],
  );
  return languageOrEnglish(row?.language);
}
