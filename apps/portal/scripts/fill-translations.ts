/**
 * `npx tsx apps/portal/scripts/fill-translations.ts FILE.json`: writes translations into the portal's
 * catalogs (src/locales/{language}/{first,portal}.po). FILE maps an English message, as `lingui extract`
 * wrote it in the catalogs, to its translations: `{ "Sign in": { "pt-BR": "Entrar", "es": "…", "de": "…" } }`.
 * A message with a context (`msgctxt`) is named `context\u0004message`, as gettext keys it; a plain
 * message name fills only the messages without one. A message the catalogs do not hold is reported, not
 * added: extract first (`npm run i18n:extract`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';

const translated = ['pt-BR', 'es', 'de'] as const;
const locales = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');

const file = process.argv[2];
if (!file) throw new Error('Usage: fill-translations.ts FILE.json');
const wanted = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Partial<Record<string, string>>>;
const used = new Set<string>();

for (const language of translated) {
  for (const part of ['first', 'portal']) {
    const catalogPath = path.join(locales, language, `${part}.po`);
    const catalog = PO.parse(readFileSync(catalogPath, 'utf8'));
    let changed = 0;
    for (const item of catalog.items) {
      const name = item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid;
      const translation = wanted[name]?.[language];
      if (translation === undefined) continue;
      used.add(name);
      if (item.msgstr[0] !== translation) {
        item.msgstr = [translation];
        changed += 1;
      }
    }
    if (changed > 0) writeFileSync(catalogPath, catalog.toString() + '\n');
    process.stdout.write(`${language}/${part}.po: ${changed} written\n`);
  }
}
const unknown = Object.keys(wanted).filter((message) => !used.has(message));
if (unknown.length > 0)
  process.stdout.write(`Not in the catalogs (extract first?):\n${unknown.join('\n')}\n`);
