import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/open-database.ts';
import { migrateAndSeed } from '../demo/seed.ts';
import type { PreparedDatabase } from './prepared-database-line.ts';

/**
 * The database as the gateway starts on it (configuration from the environment): opened, migrated,
 * seeded with the demo when the migrations created it, closed again. `npm run prepare-database` and the
 * starting gateway's worker thread (prepare-database-thread.ts) both run this.
 */
export async function prepareDatabase(): Promise<PreparedDatabase> {
  const startedAt = performance.now();
  const { config } = loadConfig();
  const db = await openDatabase(config.database);
  try {
    const run = await migrateAndSeed(db, config);
    return {
      applied: run.applied.length,
      created: run.createdFromEmpty,
      seeded: run.createdFromEmpty && config.seedDemoData,
      ms: Math.round(performance.now() - startedAt),
    };
  } finally {
    await db.close();
  }
}
