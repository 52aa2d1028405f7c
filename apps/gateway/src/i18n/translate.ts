import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { isLanguage, languages, type Language } from '@affiliate/contract';
import { de } from './catalogs/de.ts';
import { en, type GatewayText } from './catalogs/en.ts';
import { es } from './catalogs/es.ts';
import { ptBR } from './catalogs/pt-BR.ts';
import { overridesOf, textOverridesVersion } from './text-overrides.ts';

/**
 * What the gateway writes for an affiliate to read (mails, notices, the statement's PDF and CSV, the
 * identity check's sandbox pages, the demo landing page), in the affiliate's language (issue 37). The
 * catalogs are ICU messages keyed by name, one file per language, each typed as English's keys, so a
 * key missing in a language fails the type check. Lingui formats them, the library the portal uses;
 * here messages compile on first use (no build step on the server).
 */
const catalogs: Record<Language, Record<GatewayText, string>> = { en, 'pt-BR': ptBR, es, de };

/** Each language's Lingui instance, built with the operator's overrides as they were at `version`. */
const instances = new Map<Language, { i18n: I18n; version: number }>();

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

/**
 * The language's catalog with the operator's overrides over it (modules/text-overrides): an instance is
 * rebuilt when the overrides were reloaded since it was built.
 */
function instanceFor(language: Language): I18n {
  const version = textOverridesVersion();
  let found = instances.get(language);
  if (!found || found.version !== version) {
    const messages = { ...catalogs[language], ...Object.fromEntries(overridesOf('gateway', language)) };
    const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    i18n.setMessagesCompiler(compileOnce);
    found = { i18n, version };
    instances.set(language, found);
  }
  return found.i18n;
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

/** Every gateway text's English and its catalog's text in a language (without overrides), by key. */
export function gatewayCatalog(language: Language): Readonly<Record<GatewayText, string>> {
  return catalogs[language];
}

export { languages, type GatewayText, type Language };
