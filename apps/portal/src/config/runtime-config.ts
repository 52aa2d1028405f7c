import { PORTAL_CONFIG_PATH } from '@affiliate/contract/common/paths';
import type { PortalConfig } from '@affiliate/contract/endpoints/portal-config';

/**
 * The runtime configuration from `/config.json`, loaded once before the router renders so one build
 * serves any deployment. Nothing in it is secret; the client token is the public, low-privilege one.
 */
let current: PortalConfig | null = null;

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  // Same request as index.html's preload (mode cors, same-origin credentials, default cache mode), so
  // the browser hands over the preloaded answer; the gateway marks it no-store, so it is never reused.
  const response = await fetchImpl(PORTAL_CONFIG_PATH);
  if (!response.ok) throw new Error(`Could not load ${PORTAL_CONFIG_PATH} (HTTP ${response.status}).`);
  current = readPortalConfig(await response.json());
  return current;
}

/**
 * The contract's `portalConfig` read without zod: this runs before the first screen renders, and zod
 * would be a fifth of the first download. Returning a PortalConfig literal makes the compiler check that
 * every field is read; a unit test checks the result against the contract's schema.
 */
export function readPortalConfig(body: unknown): PortalConfig {
  const config = objectAt(body, 'the configuration');
  const kyc = objectAt(config.kyc, 'kyc');
  return {
    apiBaseUrl: textAt(config, 'apiBaseUrl'),
    portalClientToken: textAt(config, 'portalClientToken'),
    brandName: textAt(config, 'brandName'),
    kyc: { successUrl: textAt(kyc, 'successUrl', 'kyc.'), errorUrl: textAt(kyc, 'errorUrl', 'kyc.') },
    texts: textOverridesAt(config.texts),
  };
}

/**
 * The operator's overrides of the portal's texts: by language, by message id, a compiled message (an
 * array); anything else is left out rather than failing the start, and none at all reads as `{}`.
 */
function textOverridesAt(value: unknown): PortalConfig['texts'] {
  if (value === undefined) return {};
  const texts: PortalConfig['texts'] = {};
  for (const [language, messages] of Object.entries(objectAt(value, 'texts'))) {
    const kept: PortalConfig['texts'][string] = {};
    for (const [id, message] of Object.entries(objectAt(messages, `texts.${language}`)))
      if (Array.isArray(message)) kept[id] = message as PortalConfig['texts'][string][string];
    texts[language] = kept;
  }
  return texts;
}

function objectAt(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${PORTAL_CONFIG_PATH}: ${name} is not an object.`);
  return value as Record<string, unknown>;
}

function textAt(object: Record<string, unknown>, key: string, prefix = ''): string {
  const value = object[key];
  if (typeof value !== 'string') throw new Error(`${PORTAL_CONFIG_PATH}: ${prefix}${key} is not a string.`);
  return value;
}

export function setRuntimeConfig(config: PortalConfig): void {
  current = config;
}

export function getRuntimeConfig(): PortalConfig {
  if (!current) throw new Error('The runtime configuration is not loaded yet.');
  return current;
}

/** The API base address; an empty one means the portal's own origin. */
export function apiBaseUrl(): string {
  const base = current?.apiBaseUrl.trim() ?? '';
  return (base || window.location.origin).replace(/\/+$/, '');
}
