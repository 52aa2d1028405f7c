import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toIsoDate } from '../calendar/utc-dates.ts';
import type { AppConfig } from '../config/app-config.ts';
import { keptDatabasesFolder, keptDump, pgliteVersion } from '../db/pglite-template.ts';

/**
 * The demo database as a new embedded data directory would be seeded today, kept by `npm install`
 * (`npm run pglite-templates`) so that the first `npm start` unpacks it instead of seeding for ten
 * seconds. It is used only when it is exactly what seeding would make: its name is a hash of the day
 * (the demo's figures end today), the demo's settings, PGlite's version and every file the seed runs
 * (the gateway's sources, migrations included, the contract's, the lockfile); anything else seeds as
 * before. Only the day's are kept (demo-snapshot.ts). Apart from the seed: the starting gateway's thread
 * asks this first, and loads the seed only when there is no snapshot to start from.
 */
export type DemoSnapshotConfig = Pick<AppConfig, 'seedDemoData' | 'seedDemoPlayers' | 'now' | 'publicUrl'>;

const root = fileURLToPath(new URL('../../../../', import.meta.url));
/** What the seed runs: the gateway's sources and migrations, the contract, the installed versions. */
const seedInputs = ['apps/gateway/src', 'packages/contract/src', 'package-lock.json'];
const skipped = new Set(['node_modules', '__tests__']);

/** One input's files, relative to the root, in a fixed order: itself, or every file under it. */
function filesOf(relative: string): string[] {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !skipped.has(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) return filesOf(child);
      return entry.isFile() ? [child] : [];
    });
}

/** The snapshot's name for this configuration today: changes with the day, the settings and the code. */
function demoSnapshotKey(config: DemoSnapshotConfig, day: string): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({
      day,
      publicUrl: config.publicUrl,
      players: config.seedDemoPlayers ?? true,
      pglite: pgliteVersion(),
    }),
  );
  for (const file of seedInputs.flatMap(filesOf)) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 32);
}

const snapshotPrefix = 'demo-database-';

/** The snapshot's file: named by its day, so a later day's install removes it, and by its key. */
export function snapshotFile(folder: string, config: DemoSnapshotConfig): string {
  // One reading of the clock for the name and the key: across midnight they could disagree.
  const day = toIsoDate(config.now());
  return path.join(folder, `${snapshotPrefix}${day}-${demoSnapshotKey(config, day)}.tar`);
}

/** Whether a file of the folder is a snapshot of another day than `config`'s. */
export function isOlderSnapshot(file: string, config: DemoSnapshotConfig): boolean {
  return file.startsWith(snapshotPrefix) && !file.startsWith(`${snapshotPrefix}${toIsoDate(config.now())}-`);
}

/** The kept snapshot a new data directory with this configuration can start from today, if there is one. */
export function keptDemoSnapshot(
  config: DemoSnapshotConfig,
  folder = keptDatabasesFolder(),
): Blob | undefined {
  if (!config.seedDemoData) return undefined;
  return keptDump(snapshotFile(folder, config));
}
