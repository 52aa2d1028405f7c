import { z } from 'zod';

/**
 * `/config.json`: the portal's runtime configuration, served by the gateway so one portal build serves
 * any deployment. Everything here is public by nature; no secret may ever be added.
 */
export const portalConfig = z.object({
  /** API gateway base address, e.g. `http://localhost:3000` (no trailing slash). */
  apiBaseUrl: z.string(),
  /** The specification's "back-office access token": the public, low-privilege portal client token. */
  portalClientToken: z.string(),
  brandName: z.string(),
  /** Identity-verification return addresses, on the portal's own kyc path. */
  kyc: z.object({ successUrl: z.string(), errorUrl: z.string() }),
});
export type PortalConfig = z.infer<typeof portalConfig>;

export { PORTAL_CONFIG_PATH } from '../common/paths.ts';
