/**
 * `npm run i18n:check` (part of `npm test`): the portal's catalogs are complete and current (issue 37).
 * 0. The contract's validation messages listed for the catalogs (src/lib/i18n/contract-messages*.ts) are
 *    those the contract has now (scripts/contract-messages.ts).
 * 1. `lingui extract --clean` leaves apps/portal/src/locales unchanged: every message in the source is in
 *    the catalogs and none is left over (a message added without extracting fails here).
 * 2. Every message has a translation in pt-BR, es and de, with the same `{variables}` and `<0>` tags as
 *    English (a missing or broken one fails the build, listed by language).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import PO from 'pofile';
import { contractMessageFiles, contractMessages, contractMessagesSource } from './contract-messages.ts';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const locales = path.join(portal, 'src', 'locales');
const translated = ['pt-BR', 'es', 'de'];
const problems: string[] = [];

const listed = contractMessages();
for (const part of ['first', 'portal'] as const)
  if (readFileSync(contractMessageFiles[part], 'utf8') !== contractMessagesSource(listed[part], part))
    problems.push(
      `${path.relative(portal, contractMessageFiles[part])} is not the contract's messages of now; run \`npx tsx scripts/contract-messages.ts\`, extract, translate, and commit.`,
    );

execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: portal, stdio: 'ignore' });
const changed = execFileSync('git', ['status', '--porcelain', '--', locales], {
  cwd: portal,
  encoding: 'utf8',
});
if (changed.trim() !== '')
  problems.push(
    `The catalogs are not current with the source; run \`npm run i18n:extract\`, translate, and commit:\n${changed}`,
  );

/** What a message fills in and wraps: its variables and its rich-text tags, sorted. */
function placesOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') for (const [tag] of token.value.matchAll(/<\/?\d+\/?>/g)) found.add(tag);
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select') {
        found.add(`{${token.arg}}`);
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

for (const language of translated)
  for (const part of ['first', 'portal']) {
    const file = path.join(locales, language, `${part}.po`);
    for (const item of PO.parse(readFileSync(file, 'utf8')).items) {
      const translation = item.msgstr[0] ?? '';
      if (translation === '') {
        problems.push(`${language}/${part}.po: no translation of "${item.msgid}"`);
        continue;
      }
      try {
        const expected = placesOf(item.msgid).join(' ');
        const actual = placesOf(translation).join(' ');
        if (expected !== actual)
          problems.push(
            `${language}/${part}.po: "${translation}" fills in ${actual || 'nothing'}, English ${expected}`,
          );
      } catch (error) {
        problems.push(`${language}/${part}.po: "${translation}" is not an ICU message (${String(error)})`);
      }
    }
  }

if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n\n${problems.length} problem(s) in the portal's catalogs.\n`);
  process.exit(1);
}
process.stdout.write("The portal's catalogs are current and every message is translated.\n");
