import type { ErrorBody } from '@affiliate/contract';
import type { AppConfig } from '../config/app-config.ts';
import { portalTranslation } from './portal-catalog.ts';
import { gatewayCatalog, translate, type GatewayText, type Language, type TextValues } from './translate.ts';

/**
 * A message of the gateway's catalogs (the `error.` keys) and its variables, for an error whose words
 * vary (an amount, a wait, a count). Values may depend on the language, for what is written the
 * locale's way (an amount, "15 minutes").
 */
export interface ErrorText {
  key: GatewayText;
  values?: TextValues | ((language: Language) => TextValues);
}

export function valuesIn(text: ErrorText, language: Language): TextValues | undefined {
  return typeof text.values === 'function' ? text.values(language) : text.values;
}

type Catalogs = Pick<AppConfig, 'portalDist' | 'portalLocales'>;

/** The prefix of the gateway catalog's API error messages (the `// API errors` block of each catalog). */
const ERROR_KEY = 'error.';

let byEnglish: Map<string, GatewayText> | undefined;

/**
 * The API error messages without variables by their English words: most errors are thrown with their
 * English (a constant the tests and the specification share), and are found here by it, as the portal
 * finds its texts by their English msgid.
 */
function errorKeyOf(english: string): GatewayText | undefined {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [key, text] of Object.entries(gatewayCatalog('en')))
      if (key.startsWith(ERROR_KEY) && !/[{}]/.test(text)) byEnglish.set(text, key as GatewayText);
  }
  return byEnglish.get(english);
}

/**
 * One message of an answer in a language: the catalog message it was made from (`texts`, with its
 * variables), else the gateway's error message of these English words, else the portal's text of
 * them (a contract validation message; the operator's overrides of either apply), else the English.
 */
export function messageIn(
  english: string,
  language: Language,
  catalogs: Catalogs | undefined,
  texts?: ReadonlyMap<string, ErrorText>,
): string {
  const text = texts?.get(english);
  if (text) return translate(language, text.key, valuesIn(text, language));
  const key = errorKeyOf(english);
  if (key) return translate(language, key);
  return (catalogs && portalTranslation(catalogs, english, language)) ?? english;
}

/** An error body (`{ message, code?, errors? }`) with its message and field messages in a language. */
export function errorBodyIn(
  body: ErrorBody,
  language: Language,
  catalogs: Catalogs | undefined,
  texts?: ReadonlyMap<string, ErrorText>,
): ErrorBody {
  const inLanguage = (english: string) => messageIn(english, language, catalogs, texts);
  return {
    ...body,
    message: inLanguage(body.message),
    ...(body.errors && {
      errors: Object.fromEntries(
        Object.entries(body.errors).map(([field, messages]) => [field, messages.map(inLanguage)]),
      ),
    }),
  };
}
