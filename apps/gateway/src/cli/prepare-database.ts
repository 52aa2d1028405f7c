/**
 * `npm run prepare-database`: the database as the gateway starts on it (migrated; seeded with the demo
 * when the migrations created it), then closed. `npm start` runs this beside the portal build, so a first
 * start creates the embedded database while the portal builds instead of after it; the gateway that
 * starts next finds nothing left to do. Exit 2 on a bad configuration, 1 on any other failure.
 */
import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/open-database.ts';
import { migrateAndSeed } from '../demo/seed.ts';

const startedAt = performance.now();
try {
  const { config } = loadConfig();
  const db = await openDatabase(config.database);
  try {
    const run = await migrateAndSeed(db, config);
    const ms = Math.round(performance.now() - startedAt);
    if (run.applied.length === 0) console.log(`Database up to date (${ms} ms).`);
    else
      console.log(
        `Database ${run.createdFromEmpty ? 'created' : 'migrated'}: ${run.applied.length} migrations${
          run.createdFromEmpty && config.seedDemoData ? ', demo data seeded' : ''
        } (${ms} ms).`,
      );
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error('The database could not be prepared:', error instanceof Error ? error.message : error);
  process.exit(1);
}
