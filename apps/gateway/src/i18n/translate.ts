import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { isLanguage, languages, type Language } from '@affiliate/contract';
import { de } from './catalogs/de.ts';
import { en, type GatewayText } from './catalogs/en.ts';
import { es } from './catalogs/es.ts';
import { ptBR } from './catalogs/pt-BR.ts';

/**
 * What the gateway writes for an affiliate to read (mails, notices, the statement's PDF and CSV, the
 * identity check's sandbox pages, the demo landing page), in the affiliate's language (issue 37). The
 * catalogs are ICU messages keyed by name, one file per language, each typed as English's keys, so a
 * key missing in a language fails the type check. Lingui formats them, the library the portal uses;
 * here messages compile on first use (no build step on the server).
 */
const catalogs: Record<Language, Record<GatewayText, string>> = { en, 'pt-BR': ptBR, es, de };

const instances = new Map<Language, I18n>();

/**
 * Lingui compiles a message on every use; a month's close writes 10,000 notices from a handful of
 * messages, so each message is compiled once.
 */
const compiled = new Map<string, ReturnType<typeof compileMessage>>();

function compileOnce(message: string): ReturnType<typeof compileMessage> {
  let found = compiled.get(message);
  if (found === undefined) {
    found = compileMessage(message);
    compiled.set(message, found);
  }
  return found;
}

function instanceFor(language: Language): I18n {
  let found = instances.get(language);
  if (!found) {
    found = setupI18n({ locale: language, messages: { [language]: catalogs[language] } });
    found.setMessagesCompiler(compileOnce);
    instances.set(language, found);
  }
  return found;
}

export type TextValues = Record<string, string | number>;

/** One text in a language, its `{variables}` filled in. */
export function translate(language: Language, key: GatewayText, values?: TextValues): string {
  return instanceFor(language)._(key, values);
}

/** A stored preference (or anything else) as a language; English when it is not one of ours. */
export function languageOrEnglish(value: unknown): Language {
  return isLanguage(value) ? value : 'en';
}

export { languages, type GatewayText, type Language };
