import { ShortLivedCache } from './short-lived-cache.ts';

/**
 * The allowed landing pages' prefixes, which the tracking redirect reads for every deep link: an operator
 * adding or removing one through this process is seen at once, through another replica within the TTL.
 */
export const LANDING_PREFIXES_TTL_MS = 30_000;

export class LandingPrefixesCache extends ShortLivedCache<readonly string[]> {
  constructor(ttlMs = LANDING_PREFIXES_TTL_MS) {
    super(ttlMs);
  }
}
