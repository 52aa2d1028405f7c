import { languages, type Language, type TextScope } from '@affiliate/contract';
import type { AppConfig } from '../../config/app-config.ts';
import { portalTexts } from '../../i18n/portal-catalog.ts';
import { gatewayCatalog, type GatewayText } from '../../i18n/translate.ts';

/** A text of a catalog: its English and its translation per language ('' where the catalog lacks one). */
export interface CatalogText {
  english: string;
  translations: Record<Language, string>;
}

let gatewayTexts: Map<string, CatalogText> | null = null;

function readGatewayTexts(): Map<string, CatalogText> {
  const english = gatewayCatalog('en');
  const texts = new Map<string, CatalogText>();
  for (const key of Object.keys(english) as GatewayText[]) {
    const translations = Object.fromEntries(
      languages.map((language) => [language, gatewayCatalog(language)[key] ?? '']),
    ) as Record<Language, string>;
    texts.set(key, { english: english[key], translations });
  }
  return texts;
}

/**
 * Every text of a scope's catalog by key, in code-point order of the key: the gateway's own catalogs
 * (i18n/catalogs) or the portal's .po files (i18n/portal-catalog.ts; empty without them).
 */
export function catalogTexts(config: AppConfig, scope: TextScope): ReadonlyMap<string, CatalogText> {
  if (scope === 'gateway') return (gatewayTexts ??= readGatewayTexts());
  return portalTexts(config);
}
