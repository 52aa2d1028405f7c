import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languages, type PortalConfig } from '@affiliate/contract';
import type { AppConfig } from '../config/app-config.ts';
import { portalTexts } from './portal-catalog.ts';
import { overridesOf, textOverridesVersion } from './text-overrides.ts';

type PortalTextOverrides = PortalConfig['texts'];

let built: { version: number; dir: string; texts: PortalTextOverrides } | null = null;

/**
 * The operator's overrides of the portal's texts as /config.json hands them to the portal: by language,
 * keyed by Lingui's id of the message, compiled as the portal's catalogs are, so the portal loads them
 * over its catalogs as they are. Built again only after the overrides were reloaded. An override of a
 * message the catalogs no longer hold is left out.
 */
export function portalTextOverrides(
  config: Pick<AppConfig, 'portalDist' | 'portalLocales'>,
): PortalTextOverrides {
  const version = textOverridesVersion();
  const dir = config.portalLocales ?? config.portalDist;
  if (built && built.version === version && built.dir === dir) return built.texts;
  const catalog = portalTexts(config);
  const texts: PortalTextOverrides = {};
  for (const language of languages) {
    const compiled: PortalTextOverrides[string] = {};
    for (const [key, text] of overridesOf('portal', language)) {
      const found = catalog.get(key);
      if (!found) continue;
      const message = compileMessage(text);
      for (const id of found.messageIds) compiled[id] = message;
    }
    if (Object.keys(compiled).length > 0) texts[language] = compiled;
  }
  built = { version, dir, texts };
  return texts;
}
