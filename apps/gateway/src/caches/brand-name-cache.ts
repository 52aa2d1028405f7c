import { ShortLivedCache } from './short-lived-cache.ts';

/**
 * The brand name `/config.json` shows, kept in memory: every page load of the portal asks for it, and
 * it changes about never. This process forgets it the moment the operator sets the `brand` setting
 * through it; another process (a replica) shows the new name within `ttlMs`.
 */
export const BRAND_NAME_TTL_MS = 30_000;

export class BrandNameCache extends ShortLivedCache<string> {
  constructor(ttlMs = BRAND_NAME_TTL_MS) {
    super(ttlMs);
  }
}
