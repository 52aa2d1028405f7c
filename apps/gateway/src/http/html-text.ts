import { escapeHtml } from './html-escape.ts';
import { translate, type GatewayText, type Language, type TextValues } from '../i18n/translate.ts';

/**
 * A catalog text on an HTML page the gateway writes: the text as the catalog has it (ours, with no `<`
 * or `&`; its apostrophes and quotes are plain text in an element, so the English pages read byte for
 * byte as they did), its `values` escaped, its `markup` (the page's own elements) put in as it is.
 */
export function htmlText(
  language: Language,
  key: GatewayText,
  values: TextValues = {},
  markup: Record<string, string> = {},
): string {
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, escapeHtml(String(value))]),
  );
  return translate(language, key, { ...escaped, ...markup });
}
