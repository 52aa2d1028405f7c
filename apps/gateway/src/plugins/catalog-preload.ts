import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { firstSupportedLanguage, isLanguage, languages, type Language } from '@affiliate/contract';
import { acceptedTags, askedLanguage } from '../i18n/visitor-language.ts';

/**
 * The language a portal page is shown in, as the portal will choose it (its `chooseLanguage`): `?lang=`,
 * else the language this browser chose before (a cookie the portal writes), else Accept-Language, else
 * English. The portal's pseudo-language reads English's catalog.
 */
export function pageLanguage(request: Pick<IncomingMessage, 'url' | 'headers'>): Language {
  const asked = new URL(request.url ?? '/', 'http://page').searchParams.get('lang');
  if (asked === 'pseudo') return 'en';
  // The cookie the portal keeps its visitor's language in (apps/portal/src/lib/i18n/choose-language.ts).
  const chosen = /(?:^|;\s*)language=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  return (
    askedLanguage({ url: request.url ?? '/' }) ??
    (isLanguage(chosen) ? chosen : null) ??
    firstSupportedLanguage(acceptedTags(request.headers['accept-language'])) ??
    'en'
  );
}

/**
 * The `Link` header that preloads a page's first catalog part (issue 37: no request before the first
 * paint waits for the texts): the portal's entry imports the catalog of its language only once it runs,
 * so the page's answer names it and the browser fetches it beside the entry. Read from the build's
 * manifest once; null when the portal is not built or has no catalogs.
 */
export function catalogPreloads(portalDist: string): ((language: Language) => string) | null {
  const manifestPath = path.join(portalDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const links = new Map<Language, string>();
  for (const language of languages) {
    const file = manifest[`src/locales/${language}/first.po`]?.file;
    if (file) links.set(language, `</${file}>; rel=modulepreload; crossorigin`);
  }
  if (links.size === 0) return null;
  return (language) => links.get(language) ?? links.get('en') ?? '';
}
