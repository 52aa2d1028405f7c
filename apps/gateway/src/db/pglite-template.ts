import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * An empty database cluster of the installed PGlite, as its `initdb` makes it, kept as a tarball so that a
 * new embedded database is unpacked instead of initialised: `initdb` in WebAssembly was 2–4 s of a first
 * `npm start`, unpacking is under one. Made when the packages are installed (`npm install` runs
 * `src/cli/pglite-template.ts`), named by PGlite's version, so another version never loads it; without
 * it a new database is initialised as before. It holds no data and nothing of this product: it is the
 * cluster `initdb` would write, before any migration.
 */
function pgliteFolder(): string {
  // The package's main entry is under dist/; its package.json is not exported, so found from there.
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return folder;
}

export function pgliteVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(pgliteFolder(), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Where what `npm install` keeps for new embedded databases goes: node_modules/.cache, beside PGlite. */
export function keptDatabasesFolder(): string {
  const nodeModules = path.resolve(pgliteFolder(), '..', '..');
  return path.join(nodeModules, '.cache', 'affiliate-portal');
}

/** Where the installed PGlite's empty cluster is kept. */
export function templateFile(): string {
  return path.join(keptDatabasesFolder(), `pglite-${pgliteVersion()}-empty-cluster.tar`);
}

/** A file written whole, then renamed: a reader never finds half of it. */
export function writeWhole(file: string, bytes: Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}

/**
 * A kept dump of a data directory (PGlite's `dumpDataDir`, a tar), or undefined when there is none or it
 * is not a tar: PGlite, handed something else, fails on a zlib error no caller can catch, so a damaged
 * file is passed over (a new database is then made as if nothing were kept).
 */
export function keptDump(file: string): Blob | undefined {
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  // Every tar header holds "ustar" at offset 257 (POSIX.1-1988).
  return bytes.subarray(257, 262).toString('latin1') === 'ustar' ? new Blob([bytes]) : undefined;
}

/** The kept empty cluster, or undefined when there is none for the installed PGlite. */
export function emptyClusterTemplate(): Blob | undefined {
  return keptDump(templateFile());
}

/** Makes and keeps the empty cluster. */
export async function writeEmptyClusterTemplate(): Promise<string> {
  const file = templateFile();
  const db = await PGlite.create();
  try {
    const tarball = await db.dumpDataDir('none');
    writeWhole(file, new Uint8Array(await tarball.arrayBuffer()));
    return file;
  } finally {
    await db.close();
  }
}
