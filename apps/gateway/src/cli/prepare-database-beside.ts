import { Worker } from 'node:worker_threads';
import type { AppConfig } from '../config/app-config.ts';
import { isNewDataDir } from '../db/pglite-data-dir.ts';
import type { PreparedDatabase } from './prepared-database-line.ts';

// The thread imports its TypeScript file through tsx's API: a worker has none of the process's loaders.
const tsxApi = import.meta.resolve('tsx/esm/api');
const threadFile = new URL('./prepare-database-thread.ts', import.meta.url).href;

/**
 * Whether this start creates the database or builds the portal beside it (`npm start` after a change):
 * the starts where preparing the database takes seconds. Other starts find it ready, and prepare it as
 * they always did, in buildApp.
 */
export function databaseTakesLong(config: AppConfig): boolean {
  if (config.waitForPortalBuild) return true;
  const { database } = config;
  return database.kind === 'pglite' && !!database.dataDir && isNewDataDir(database.dataDir);
}

/**
 * Prepares the database in a worker thread (prepare-database-thread.ts) while the caller goes on loading
 * the gateway; resolves once it is migrated, seeded and closed again, with what was done.
 */
export function prepareDatabaseBeside(): Promise<PreparedDatabase> {
  return new Promise((resolve, reject) => {
    let result: PreparedDatabase | undefined;
    const worker = new Worker(
      `import(${JSON.stringify(tsxApi)}).then((tsx) => tsx.tsImport(${JSON.stringify(threadFile)}, ${JSON.stringify(threadFile)}))`,
      { eval: true },
    );
    worker.on('message', (message: typeof result) => (result = message));
    worker.on('error', reject);
    worker.on('exit', (code) =>
      result && code === 0 ? resolve(result) : reject(new Error(`the database thread ended with ${code}`)),
    );
  });
}
