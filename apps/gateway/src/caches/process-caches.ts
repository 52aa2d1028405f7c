import { BrandLandingsCache } from './brand-landings-cache.ts';
import { BrandNameCache } from './brand-name-cache.ts';
import { FeedFreshnessCache } from './feed-freshness-cache.ts';
import { FiguresCache } from './figures-cache.ts';
import { LandingPrefixesCache } from './landing-prefixes-cache.ts';
import { SignedInCache } from './signed-in-cache.ts';
import { StatementCache } from './statement-cache.ts';

/** The caches a process keeps for its context (app-context.ts), each empty: the gateway's and the benches'. */
export function processCaches() {
  return {
    signedIn: new SignedInCache(),
    figures: new FiguresCache(),
    statements: new StatementCache(),
    brandName: new BrandNameCache(),
    landingPrefixes: new LandingPrefixesCache(),
    brandLandings: new BrandLandingsCache(),
    feedFreshness: new FeedFreshnessCache(),
  };
}
