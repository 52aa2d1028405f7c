import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { freshDatabase } from './helpers.ts';

/** The driver of this run: the PostgreSQL server of DATABASE_URL, else embedded PGlite. */
export const driver = process.env.DATABASE_URL ? 'pg' : 'pglite';

/**
 * A fresh database that only the migrations have built (no demo data), for the tests of one file: opened
 * before them, dropped after them. The function it gives is the open database.
 */
export function migratedDatabaseForFile(): () => Database {
  let db: Database | undefined;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    db = await openDatabase(fresh.database);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await drop();
  });
  return () => {
    if (!db) throw new Error('the migrated database is opened before the tests run');
    return db;
  };
}
