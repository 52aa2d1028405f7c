import type { RateAsset } from '@affiliate/contract';
import type { AppConfig } from './config/app-config.ts';
import type { Database, Queryable } from './db/database.ts';
import type { SignedInCache } from './caches/signed-in-cache.ts';
import type { BrandNameCache } from './caches/brand-name-cache.ts';
import type { LandingPrefixesCache } from './caches/landing-prefixes-cache.ts';
import type { BrandLandingsCache } from './caches/brand-landings-cache.ts';
import type { FiguresCache } from './caches/figures-cache.ts';
import type { StatementCache } from './caches/statement-cache.ts';
import type { FeedFreshnessCache } from './caches/feed-freshness-cache.ts';

/** The slice of a pino logger that services use; Fastify's logger and the CLI's both fit it. */
export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What service functions need, whether called from a route or from the operator CLI. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  log: Logger;
  /** Recently checked sign-ins; what ends a member's sign-ins forgets them through its transaction's afterCommit. */
  signedIn: SignedInCache;
  /** An affiliate's dashboard, report and referred players' answers until their figures change (migration 045). */
  figures: FiguresCache;
  /** Statements of account made before, each answered again only while what it is made of, read afresh, is unchanged. */
  statements: StatementCache;
  /** The brand name /config.json shows; setting `brand` through this process forgets it. */
  brandName: BrandNameCache;
  /** The allowed landing pages' prefixes the redirect follows deep links under; changing the list through this process forgets them. */
  landingPrefixes: LandingPrefixesCache;
  /** Each brand's landing page the redirect sends a code's visitors to; editing a brand through this process forgets them. */
  brandLandings: BrandLandingsCache;
  /** Every brand's feeds' freshness, beside the figures' answers; forgotten by every batch's notice (migration 068). */
  feedFreshness: FeedFreshnessCache;
  /** Where rates against EUR come from: the operator's by default; a market feed would replace it here. */
  rates: RatesSource;
}

/** A rate against EUR: EUR per one unit of the asset, with where it came from and when it was observed. */
export interface Rate {
  asset: RateAsset;
  rate: string;
  source: string;
  observedAt: Date;
}

/**
 * Where rates come from. The default reads the rates the operator sets (stored with their source and
 * time: modules/payments/rates-source.ts); a market feed would implement the same two calls and be
 * chosen in app.ts. Declared here, with the context that carries it, so the context needs no module.
 */
export interface RatesSource {
  /** The newest rate of the asset, or null when none was ever recorded. */
  latest(db: Queryable, asset: RateAsset): Promise<Rate | null>;
  /** Records a rate (the operator's, or a feed's observation). */
  record(db: Queryable, rate: Rate): Promise<void>;
}
