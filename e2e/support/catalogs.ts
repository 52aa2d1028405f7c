import { readFileSync } from 'node:fs';
import PO from 'pofile';

type Language = 'pt-BR' | 'es' | 'de';

const catalogs = new Map<Language, Map<string, string>>();

/**
 * What the portal shows for an English text in a language, read from its catalogs
 * (apps/portal/src/locales), so a test checks that the screen shows the translation, whatever its words.
 */
export function portalText(language: Language, english: string): string {
  let catalog = catalogs.get(language);
  if (!catalog) {
    catalog = new Map();
    for (const part of ['first', 'portal']) {
      const file = new URL(`../../apps/portal/src/locales/${language}/${part}.po`, import.meta.url);
      for (const item of PO.parse(readFileSync(file, 'utf8')).items)
        catalog.set(item.msgid, item.msgstr[0] ?? '');
    }
    catalogs.set(language, catalog);
  }
  const text = catalog.get(english);
  if (!text) throw new Error(`No ${language} translation of "${english}" in the portal's catalogs.`);
  return text;
}
