import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.ts';

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant: several gateway replicas starting at once take turns, only the first applies anything.
const MIGRATION_LOCK_KEY = 727_274_001;

export interface Migration {
  version: string;
  sql: string;
}

/** `NNN_name.sql` files in version order. */
export function listMigrations(dir = migrationsDir): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{3,}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
}

export interface MigrationRun {
  applied: string[];
  /** True when this run created the schema from nothing: the moment to seed demo data. */
  createdFromEmpty: boolean;
}

/**
 * Applies the pending migrations in one transaction under an advisory lock; `afterCreate` runs in
 * the same transaction when the database was empty, so a crash never leaves a half-seeded database.
 */
export async function migrate(
  db: Database,
  afterCreate?: (tx: Queryable) => Promise<void>,
): Promise<MigrationRun> {
  const migrations = listMigrations();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.execScript(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const pending = migrations.filter((m) => !done.has(m.version));
    for (const migration of pending) {
      await tx.execScript(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    const createdFromEmpty = done.size === 0 && pending.length > 0;
    if (createdFromEmpty && afterCreate) await afterCreate(tx);
    return { applied: pending.map((m) => m.version), createdFromEmpty };
  });
}
