import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import { languages, type Language } from '@affiliate/contract';
import type { AppConfig } from '../config/app-config.ts';

/**
 * The portal's texts as the gateway knows them, for the operator's Texts screen and the overrides
 * /config.json hands the portal (issue 37): read from the portal's .po catalogs in the repository
 * (apps/portal/src/locales, beside the built portal), once per process. A text is keyed by its English
 * message (Lingui's msgid); the portal looks messages up by Lingui's id of it, so that is kept too (one
 * per context, should a message ever have several).
 */
export interface PortalText {
  english: string;
  /** The catalog's text per language; '' where the catalog does not translate it. */
  translations: Record<Language, string>;
  messageIds: string[];
}

const PARTS = ['first', 'portal'] as const;

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
        const id = generateMessageId(item.msgid, item.msgctxt ?? undefined);
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
