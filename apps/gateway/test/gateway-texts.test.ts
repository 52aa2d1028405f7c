import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { de } from '../src/i18n/catalogs/de.ts';
import { en } from '../src/i18n/catalogs/en.ts';
import { es } from '../src/i18n/catalogs/es.ts';
import { ptBR } from '../src/i18n/catalogs/pt-BR.ts';
import { translate } from '../src/i18n/translate.ts';

/** The variables a message fills in, wherever they sit (plural branches too). */
function variablesOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') found.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        found.add(token.arg);
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

describe("the gateway's texts", () => {
  const translations = { 'pt-BR': ptBR, es, de };

  it.each(Object.entries(translations))(
    '%s fills in the same variables as English in every text',
    (_, catalog) => {
      for (const [key, english] of Object.entries(en)) {
        const translated = catalog[key as keyof typeof en];
        expect(variablesOf(translated), key).toEqual(variablesOf(english));
      }
    },
  );

  it('reads a text in the language asked for, its variables filled in', () => {
    expect(translate('en', 'mail.when', { when: '12/03/2026 18:00 UTC' })).toBe('When: 12/03/2026 18:00 UTC');
    expect(translate('de', 'mail.when', { when: '03.12.2026 18:00 UTC' })).toBe('Wann: 03.12.2026 18:00 UTC');
  });

  it.each(Object.entries(translations))('%s has a text for every key', (_, catalog) => {
    for (const key of Object.keys(en)) expect(catalog[key as keyof typeof en].trim(), key).not.toBe('');
  });
});
