import { parse, type Token } from '@messageformat/parser';

/**
 * What a message fills in and wraps: its `{variables}` (plural and select branches too) and, when `tags`
 * is set, its rich-text tags (`<0>`, `</0>`), sorted; null when it is not an ICU message. An override
 * must keep English's exactly, as the catalogs' translations must (apps/portal/scripts/check-catalogs.ts,
 * test/gateway-texts.test.ts): a variable left out would print nothing where the product fills it in, and
 * an unknown one would print its name.
 */
export function messagePlaces(message: string, tags: boolean): string[] | null {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' && tags)
        for (const [tag] of token.value.matchAll(/<\/?\d+\/?>/g)) found.add(tag);
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select') {
        found.add(`{${token.arg}}`);
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  try {
    visit(parse(message));
  } catch {
    return null;
  }
  return [...found].sort();
}
