import type { DatabaseConfig } from '../config/app-config.ts';
import type { Database } from './database.ts';
import { openPgDatabase } from './pg-driver.ts';
import { openPgliteDatabase } from './pglite-driver.ts';

/** `ownNotices`: see PgOptions (PGlite, one connection, always hears its own). */
export async function openDatabase(
  config: DatabaseConfig,
  onError?: (error: Error) => void,
  ownNotices?: readonly string[],
): Promise<Database> {
  return config.kind === 'pg'
    ? openPgDatabase(config.url, { onError, ownNotices })
    : openPgliteDatabase(config.dataDir, config.startFrom);
}
