/**
 * The database prepared in a worker thread of the gateway that is starting (server.ts): opened, migrated,
 * seeded with the demo when new, closed. Meanwhile the main thread loads the gateway's modules, so a
 * first start's seed and module loading take the machine's two cores at once instead of one after the
 * other. The configuration is read from the same environment as the main thread's. Posts the run.
 */
import { parentPort } from 'node:worker_threads';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/open-database.ts';
import { migrateAndSeed } from '../demo/seed.ts';

const startedAt = performance.now();
const { config } = loadConfig();
const db = await openDatabase(config.database);
try {
  const run = await migrateAndSeed(db, config);
  parentPort?.postMessage({
    applied: run.applied.length,
    created: run.createdFromEmpty,
    seeded: run.createdFromEmpty && config.seedDemoData,
    ms: Math.round(performance.now() - startedAt),
  });
} finally {
  await db.close();
}
