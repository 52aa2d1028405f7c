import type { DatabaseConfig } from '../config/app-config.ts';
import type { Database } from './database.ts';
import { openPgDatabase } from './pg-driver.ts';
import { openPgliteDatabase } from './pglite-driver.ts';

export async function openDatabase(config: DatabaseConfig, onError?: (error: Error) => void): Promise<Database> {
  return config.kind === 'pg' ? openPgDatabase(config.url, { onError }) : openPgliteDatabase(config.dataDir, config.startFrom);
}
