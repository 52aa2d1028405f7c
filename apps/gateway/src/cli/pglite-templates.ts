/**
 * `npm run pglite-templates` (run by `npm install`): keeps what new embedded databases start from, so
 * that they are unpacked rather than made: the installed PGlite's empty cluster (db/pglite-template.ts),
 * and the demo database a first `npm start` would seed today (demo/demo-snapshot.ts), for the
 * environment's settings. Never fails the install: without them a new database is made as before.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/env.ts';
import { keptDatabasesFolder, templateFile, writeEmptyClusterTemplate } from '../db/pglite-template.ts';
import { snapshotFile } from '../demo/demo-snapshot-key.ts';
import { keepDemoSnapshot } from '../demo/demo-snapshot.ts';

function reason(error: unknown): unknown {
  return error instanceof Error ? error.message : error;
}

try {
  if (existsSync(templateFile())) console.log(`PGlite's empty cluster is kept in ${templateFile()}.`);
  else {
    const started = performance.now();
    const file = await writeEmptyClusterTemplate();
    console.log(`PGlite's empty cluster kept in ${file} (${Math.round(performance.now() - started)} ms).`);
  }
} catch (error) {
  console.warn(
    "PGlite's empty cluster could not be kept; new embedded databases are initialised instead:",
    reason(error),
  );
}

// The configuration as the gateway reads it, but with a data directory of its own: the secrets loading
// it writes there are not the ones the gateway will keep.
const scratch = mkdtempSync(path.join(tmpdir(), 'demo-settings-'));
try {
  const { config } = loadConfig({ ...process.env, DATA_DIR: scratch });
  if (existsSync(snapshotFile(keptDatabasesFolder(), config)))
    console.log("Today's demo database is kept already.");
  else {
    const started = performance.now();
    const file = await keepDemoSnapshot(config);
    console.log(`Today's demo database kept in ${file} (${Math.round(performance.now() - started)} ms).`);
  }
} catch (error) {
  console.warn("Today's demo database could not be kept; a first start seeds it instead:", reason(error));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
