import type { AppConfig } from './config/app-config.ts';
import type { Database } from './db/database.ts';
import type { SignedInCache } from './modules/auth/signed-in-cache.ts';
import type { RatesSource } from './modules/payments/rates-source.ts';
import type { BrandNameCache } from './modules/settings/brand-name-cache.ts';

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
  /** The brand name /config.json shows; setting `brand` through this process forgets it. */
  brandName: BrandNameCache;
  /** Where rates against EUR come from: the operator's by default; a market feed would replace it here. */
  rates: RatesSource;
}
