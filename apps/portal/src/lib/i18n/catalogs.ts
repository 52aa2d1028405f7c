import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@affiliate/contract/common/languages';
import type { PortalConfig } from '@affiliate/contract/endpoints/portal-config';
import { currentLanguage, setCurrentLanguage, type DisplayLanguage } from './language';

/**
 * The portal's message catalogs (lingui.config.ts): per language, `first` (what a signed-out visitor
 * sees, loaded before the first paint) and `portal` (the signed-in screens, loaded with the signed-in
 * layout). Each is a chunk of its own, so a visitor downloads only their language's texts.
 */
export type CatalogPart = 'first' | 'portal';

type Catalog = Promise<{ messages: Messages }>;

// Each import named in full: an address built from the language would bring the bundler's helper for
// variable imports into the first download.
const loaders: Record<CatalogPart, Record<Language, () => Catalog>> = {
  first: {
    en: () => import('../../locales/en/first.po'),
    'pt-BR': () => import('../../locales/pt-BR/first.po'),
    es: () => import('../../locales/es/first.po'),
    de: () => import('../../locales/de/first.po'),
  },
  portal: {
    en: () => import('../../locales/en/portal.po'),
    'pt-BR': () => import('../../locales/pt-BR/portal.po'),
    es: () => import('../../locales/es/portal.po'),
    de: () => import('../../locales/de/portal.po'),
  },
};

const loaded = new Map<string, Promise<void>>();
const partsWanted = new Set<CatalogPart>();
/** The operator's overrides of texts (from /config.json), by language: loaded over every catalog part. */
let overrides: Record<string, Messages> = {};
/** The languages some part of whose catalogs is in Lingui. */
const languagesLoaded = new Set<DisplayLanguage>();

function loadOverrides(language: DisplayLanguage): void {
  const messages = overrides[language];
  if (messages && Object.keys(messages).length > 0) i18n.load(language, messages);
}

/**
 * The operator's wording of texts (issue 37), keyed by message id as the catalogs are: loaded at once
 * into every language already loaded, and after each catalog part loaded later, so an override always
 * wins over the catalog, whether the configuration or the catalogs arrived first.
 */
export function setTextOverrides(texts: PortalConfig['texts']): void {
  // The gateway compiled them with Lingui's compileMessage, as the build compiles the catalogs.
  overrides = texts as Record<string, Messages>;
  for (const language of languagesLoaded) loadOverrides(language);
}

async function readPart(language: DisplayLanguage, part: CatalogPart): Promise<Messages> {
  if (language !== 'pseudo') return (await loaders[part][language]()).messages;
  const [{ messages }, { pseudoCatalog }] = await Promise.all([
    loaders[part].en(),
    import('./pseudo-catalog'),
  ]);
  return pseudoCatalog(messages);
}

function loadPart(language: DisplayLanguage, part: CatalogPart): Promise<void> {
  const key = `${language}/${part}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = readPart(language, part).then((messages) => {
      i18n.load(language, messages);
      languagesLoaded.add(language);
      loadOverrides(language);
    });
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/**
 * Loads a part of the catalogs for the current language (and for any language switched to later).
 * Activates nothing: `showLanguage` does.
 */
export function loadCatalog(part: CatalogPart): Promise<void> {
  partsWanted.add(part);
  return loadPart(currentLanguage(), part);
}

/**
 * Shows the portal in a language: its catalogs loaded (the parts loaded so far for the one before),
 * then activated, and `<html lang>` set, so the screens re-render in it at once.
 */
export async function showLanguage(language: DisplayLanguage): Promise<void> {
  const parts = partsWanted.size > 0 ? [...partsWanted] : (['first'] as CatalogPart[]);
  await Promise.all(parts.map((part) => loadPart(language, part)));
  setCurrentLanguage(language);
  document.documentElement.lang = language === 'pseudo' ? 'en' : language;
  i18n.activate(language);
}
