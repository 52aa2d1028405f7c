import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPgliteDatabase } from '../db/pglite-driver.ts';
import { keptDatabasesFolder, writeWhole } from '../db/pglite-template.ts';
import { isOlderSnapshot, snapshotFile, type DemoSnapshotConfig } from './demo-snapshot-key.ts';
import { migrateAndSeed } from './seed.ts';

/**
 * Seeds a new embedded database as a first start would and keeps its dump (demo-snapshot-key.ts), in
 * place of other days' (another day's is never used again).
 */
export async function keepDemoSnapshot(
  config: DemoSnapshotConfig,
  folder = keptDatabasesFolder(),
): Promise<string> {
  // One instant for the seed and the name, so a seed across midnight is not named for the next day.
  const now = config.now();
  const fixed = { ...config, now: () => now };
  const work = mkdtempSync(path.join(tmpdir(), 'demo-database-'));
  try {
    const dataDir = path.join(work, 'pgdata');
    const db = await openPgliteDatabase(dataDir);
    try {
      await migrateAndSeed(db, fixed);
    } finally {
      await db.close();
    }
    const seeded = await PGlite.create(dataDir);
    const dump = await seeded.dumpDataDir('none');
    await seeded.close();
    const file = snapshotFile(folder, fixed);
    for (const older of existsSync(folder) ? readdirSync(folder) : [])
      if (isOlderSnapshot(older, fixed)) rmSync(path.join(folder, older), { force: true });
    writeWhole(file, new Uint8Array(await dump.arrayBuffer()));
    return file;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
