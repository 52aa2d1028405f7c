import { PORTAL_CONFIG_PATH, portalConfig, type PortalConfig } from '@affiliate/contract/endpoints/portal-config';

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
  current = portalConfig.parse(await response.json());
  return current;
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
