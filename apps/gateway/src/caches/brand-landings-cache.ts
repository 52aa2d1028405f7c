import { ShortLivedCache } from './short-lived-cache.ts';

/**
 * Every brand's landing page by brand code (null: the first brand's, which is the deployment's
 * LANDING_URL), which the tracking redirect reads on every click. An operator may edit a brand's page:
 * this process forgets the copy the moment the edit is made through it, another replica sees the new page
 * within the TTL. Short, because a brand's page is what its links promise; still one read per 10 s, not
 * one per click.
 */
export const BRAND_LANDINGS_TTL_MS = 10_000;

export class BrandLandingsCache extends ShortLivedCache<ReadonlyMap<string, string | null>> {
  constructor(ttlMs = BRAND_LANDINGS_TTL_MS) {
    super(ttlMs);
  }
}
