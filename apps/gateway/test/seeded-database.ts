import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppConfig } from '../src/config/app-config.ts';
import { openPgDatabase } from '../src/db/pg-driver.ts';
import { openPgliteDatabase } from '../src/db/pglite-driver.ts';
import { migrateAndSeed } from '../src/demo/seed.ts';

/**
 * One migrated and seeded database per test run, copied for each app the tests build: migrations and the
 * demo seed (argon2 hashes included) took most of each file's few seconds of setup. On PGlite the copy is
 * a dump of the data directory that each app opens in memory; on a server it is a database used as the
 * template of each test's own.
 */
export type SeededDatabase = { kind: 'pglite'; dumpFile: string } | { kind: 'pg'; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

/** What the copies were seeded with: an app configured otherwise (or with its own clock) seeds its own. */
export const seededWith = {
  seedDemoData: true,
  seedDemoPlayers: false,
} as const satisfies Partial<AppConfig>;

export async function makeSeededDatabase(
  serverUrl: string | undefined,
): Promise<{ seeded: SeededDatabase; dispose: () => Promise<void> }> {
  // The test apps' default public address (helpers.ts testConfig): the demo landing pages allowed in the copy
  // are on it; an app with another address finds them there too, which only the deep-link tests read.
  const config = { ...seededWith, publicUrl: 'http://localhost:3000', now: () => new Date() };
  if (serverUrl) {
    const template = `gateway_seeded_${process.pid}_${randomBytes(4).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${template}`);
    const db = await openPgDatabase(databaseUrl(serverUrl, template));
    await migrateAndSeed(db, config);
    await db.close();
    return {
      seeded: { kind: 'pg', template },
      dispose: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'gateway-seeded-'));
  const dataDir = path.join(dir, 'data');
  const db = await openPgliteDatabase(dataDir);
  await migrateAndSeed(db, config);
  await db.close();
  const pglite = await PGlite.create(dataDir);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dumpFile = path.join(dir, 'seeded.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  rmSync(dataDir, { recursive: true, force: true });
  return {
    seeded: { kind: 'pglite', dumpFile },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

let dump: Blob | undefined;

/** A database of its own for one app, copied from the run's seeded one. */
export async function copySeededDatabase(
  seeded: SeededDatabase,
  serverUrl: string | undefined,
): Promise<{ database: AppConfig['database']; drop: () => Promise<void> }> {
  if (seeded.kind === 'pglite') {
    dump ??= new Blob([readFileSync(seeded.dumpFile)]);
    return { database: { kind: 'pglite', startFrom: dump }, drop: async () => undefined };
  }
  if (!serverUrl) throw new Error('the seeded database is on a server, and DATABASE_URL is not set');
  const name = `gateway_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${seeded.template}`);
  return {
    database: { kind: 'pg', url: databaseUrl(serverUrl, name) },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
