import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.ts';
import { migrationChecksum } from './migration-checksums.ts';

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

/** The text of a migration this database has applied differs from the file now: the runner refuses to start. */
export class MigrationChangedError extends Error {
  constructor(version: string) {
    super(
      `Migration ${version} changed after this database applied it: a landed migration is never edited. Restore the file and write the change as a new migration.`,
    );
    this.name = 'MigrationChangedError';
  }
}

/**
 * Applies the pending migrations in one transaction under an advisory lock; `afterCreate` runs in
 * the same transaction when the database was empty, so a crash never leaves a half-seeded database.
 * Each migration's checksum is recorded; one whose file has changed since stops the run. A database
 * migrated before checksums were recorded (migration 048 adds the column) takes the files' checksums
 * as they are when it first runs this.
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
    // Through to_jsonb, the checksum reads as null where the column is not there yet (before migration 048).
    const recorded = new Map(
      (
        await tx.query<{ version: string; checksum: string | null }>(
          "SELECT version, to_jsonb(m) ->> 'checksum' AS checksum FROM schema_migrations m",
        )
      ).rows.map((r) => [r.version, r.checksum]),
    );
    const checksums = new Map(migrations.map((m) => [m.version, migrationChecksum(m.sql)]));
    for (const [version, checksum] of recorded) {
      if (checksum !== null && checksums.has(version) && checksums.get(version) !== checksum)
        throw new MigrationChangedError(version);
    }
    const pending = migrations.filter((m) => !recorded.has(m.version));
    for (const migration of pending) {
      await tx.execScript(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    if (pending.length > 0 || [...recorded.values()].includes(null)) {
      await tx.query(
        `UPDATE schema_migrations m SET checksum = f.checksum FROM unnest($1::text[], $2::text[]) AS f (version, checksum)
         WHERE m.version = f.version AND m.checksum IS NULL`,
        [[...checksums.keys()], [...checksums.values()]],
      );
    }
    const createdFromEmpty = recorded.size === 0 && pending.length > 0;
    if (createdFromEmpty && afterCreate) await afterCreate(tx);
    return { applied: pending.map((m) => m.version), createdFromEmpty };
  });
}
