import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import { languages, type Language } from '@affiliate/contract';
import type { AppConfig } from '../config/app-config.ts';
import { textOverride } from './text-overrides.ts';

/**
 * The portal's texts as the gateway knows them, for the operator's Texts screen and the overrides
 * /config.json hands the portal (issue 37): read from the portal's .po catalogs in the repository
 * (apps/portal/src/locales, beside the built portal), once per process. A text is keyed by its English
 * message (Lingui's msgid); the portal looks messages up by Lingui's id of it, so that is kept too (one
 * per context, should a message ever have several). A message with an explicit id (the contract's
 * validation messages, `js-lingui-explicit-id`) has its English as its id: the portal looks it up by
 * the msgid itself.
 */
export interface PortalText {
  english: string;
  /** The catalog's text per language; '' where the catalog does not translate it. */
  translations: Record<Language, string>;
  messageIds: string[];
}

const PARTS = ['first', 'portal'] as const;

/** The extracted comment Lingui's PO format marks an explicit-id message with (@lingui/format-po). */
const EXPLICIT_ID_FLAG = 'js-lingui-explicit-id';

/** The id the portal looks a catalog item up by: its msgid when explicit, else Lingui's hash of it. */
function messageIdOf(item: PO['items'][number]): string {
  return item.extractedComments.includes(EXPLICIT_ID_FLAG)
    ? item.msgid
    : generateMessageId(item.msgid, item.msgctxt ?? undefined);
}

/** The folder of the catalogs: configured, or the repository's, next to the built portal. */
export function portalLocalesDir(config: Pick<AppConfig, 'portalDist' | 'portalLocales'>): string {
  return config.portalLocales ?? path.resolve(config.portalDist, '..', 'src', 'locales');
}

function readCatalogs(dir: string): Map<string, PortalText> {
  const texts = new Map<string, PortalText>();
  for (const language of languages)
    for (const part of PARTS) {
      const file = path.join(dir, language, `${part}.po`);
      if (!existsSync(file)) continue;
      for (const item of PO.parse(readFileSync(file, 'utf8')).items) {
        if (item.msgid === '' || item.obsolete) continue;
        let text = texts.get(item.msgid);
        if (!text) {
          text = {
            english: item.msgid,
            translations: { en: item.msgid, 'pt-BR': '', es: '', de: '' },
            messageIds: [],
          };
          texts.set(item.msgid, text);
        }
        const id = messageIdOf(item);
        if (!text.messageIds.includes(id)) text.messageIds.push(id);
        const translated = item.msgstr[0] ?? '';
        // English's catalog may leave msgstr empty: the portal then shows the msgid itself.
        if (language === 'en') text.english = translated || item.msgid;
        if (translated !== '') text.translations[language] = translated;
      }
    }
  for (const text of texts.values()) text.translations.en = text.english;
  return texts;
}

const read = new Map<string, Map<string, PortalText>>();

/** Every text of the portal's catalogs by English message, sorted; empty when the catalogs are not there. */
export function portalTexts(
  config: Pick<AppConfig, 'portalDist' | 'portalLocales'>,
): Map<string, PortalText> {
  const dir = portalLocalesDir(config);
  let texts = read.get(dir);
  if (!texts) {
    texts = readCatalogs(dir);
    read.set(dir, texts);
  }
  return texts;
}

/**
 * A portal text in a language by its English words (a contract validation message the gateway answers,
 * issue 37): the operator's override of it, else the catalog's translation; undefined when neither
 * has one, so the English stays. English itself is only ever an override: the gateway's English
 * answers are the specification's words.
 */
export function portalTranslation(
  config: Pick<AppConfig, 'portalDist' | 'portalLocales'>,
  english: string,
  language: Language,
): string | undefined {
  const text = portalTexts(config).get(english);
  if (!text) return undefined;
  const override = textOverride('portal', language, english)?.text;
  const found = override ?? (language === 'en' ? undefined : text.translations[language]);
  if (!found) return undefined;
  // The catalog's text is an ICU message ("It''s" is "It's"); one with variables is not one the gateway
  // writes in English words, never a match.
  const parts = compileMessage(found);
  return typeof parts === 'string'
    ? parts
    : parts.every((part) => typeof part === 'string')
      ? parts.join('')
      : undefined;
}
