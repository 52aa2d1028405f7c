import { z } from 'zod';

/** A message as Lingui compiles it: its text pieces and `[name, format?, choices?]` placeholders. */
const compiledMessage = z.array(z.union([z.string(), z.array(z.unknown())]));

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
  /**
   * The operator's overrides of the portal's texts (issue 37), by language, keyed by Lingui's message id
   * (`generateMessageId(msgid)`), each compiled as the catalogs are (`compileMessage`): the portal loads
   * them over its catalogs, so they win. `{}` when there are none.
   */
  texts: z.record(z.string(), z.record(z.string(), compiledMessage)),
});
export type PortalConfig = z.infer<typeof portalConfig>;

export { PORTAL_CONFIG_PATH } from '../common/paths.ts';
