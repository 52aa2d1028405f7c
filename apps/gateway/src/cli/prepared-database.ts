import { loadConfig } from '../config/env.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { isNewDataDir } from '../db/pglite-data-dir.ts';
import { keptDemoSnapshot } from '../demo/demo-snapshot-key.ts';
import type { PreparedDatabase } from './prepared-database-line.ts';

/**
 * The database as the gateway starts on it (configuration from the environment): opened, migrated,
 * seeded with the demo when the migrations created it, closed again. A new embedded database starts
 * instead from the demo database `npm install` kept, when that is what seeding would make today
 * (demo/demo-snapshot-key.ts); the seed's modules are then not even loaded. `npm run prepare-database`
 * and the starting gateway's worker thread (prepare-database-thread.ts) both run this.
 */
export async function prepareDatabase(): Promise<PreparedDatabase> {
  const startedAt = performance.now();
  const { config } = loadConfig();
  const { database } = config;
  const snapshot =
    database.kind === 'pglite' && database.dataDir && isNewDataDir(database.dataDir)
      ? keptDemoSnapshot(config)
      : undefined;
  const db = await openDatabase(
    snapshot && database.kind === 'pglite' ? { ...database, startFrom: snapshot } : database,
  );
  try {
    const run = snapshot
      ? await migrate(db)
      : await (await import('../demo/seed.ts')).migrateAndSeed(db, config);
    return {
      applied: run.applied.length,
      created: run.createdFromEmpty,
      seeded: run.createdFromEmpty && config.seedDemoData,
      fromKeptDemo: !!snapshot,
      ms: Math.round(performance.now() - startedAt),
    };
  } finally {
    await db.close();
  }
}
