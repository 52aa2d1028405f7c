import { describe, expect, it } from 'vitest';
import { CHECKSUMS_FILE, committedText } from '../src/cli/schema-files.ts';
import { listMigrations, migrate, MigrationChangedError } from '../src/db/migrate.ts';
import { checksumMismatches, migrationChecksum, withNewChecksums } from '../src/db/migration-checksums.ts';
import { driver, migratedDatabaseForFile } from './migrated-database.ts';

describe('migrations/checksums.txt', () => {
  it('lists every migration, each as it landed (a landed migration is never edited: write a new one)', () => {
    const problems = checksumMismatches(committedText(CHECKSUMS_FILE) ?? '', listMigrations());
    expect(problems, problems.join('\n')).toEqual([]);
  });

  const first = { version: '001_first', sql: 'CREATE TABLE a (id int);\n' };
  const second = { version: '002_second', sql: 'CREATE TABLE b (id int);\n' };

  it('names an edited, a removed and an unlisted migration', () => {
    const listed = withNewChecksums('', [first, second]);
    expect(checksumMismatches(listed, [first, second])).toEqual([]);
    expect(checksumMismatches(listed, [{ ...first, sql: 'CREATE TABLE a (id bigint);\n' }, second])).toEqual([
      '001_first.sql changed after it landed: restore it, and write the change as a new migration.',
    ]);
    expect(checksumMismatches(listed, [second])).toEqual([
      '001_first.sql is listed but gone: a landed migration stays.',
    ]);
    expect(checksumMismatches(withNewChecksums('', [first]), [first, second])).toEqual([
      '002_second.sql is not listed: run npm run schema.',
    ]);
  });

  it('gains lines for new migrations only, never rewriting a landed line', () => {
    const landed = withNewChecksums('', [first]);
    expect(landed).toBe(`${migrationChecksum(first.sql)}  001_first.sql\n`);
    const edited = { ...first, sql: 'CREATE TABLE a (id bigint);\n' };
    expect(withNewChecksums(landed, [edited, second])).toBe(
      `${landed}${migrationChecksum(second.sql)}  002_second.sql\n`,
    );
  });
});

/** The runner records each migration's checksum, on the driver of this run (PGlite or DATABASE_URL's server). */
describe(`the migration runner's checksums (${driver})`, () => {
  const db = migratedDatabaseForFile();

  const recorded = async () =>
    (
      await db().query<{ version: string; checksum: string | null }>(
        'SELECT version, checksum FROM schema_migrations ORDER BY version',
      )
    ).rows;
  const fromFiles = () =>
    listMigrations().map((m) => ({ version: m.version, checksum: migrationChecksum(m.sql) }));

  it('records the checksum of each migration it applies', async () => {
    expect(await recorded()).toEqual(fromFiles());
  });

  it('refuses to start on a database that applied a migration whose file has changed since', async () => {
    // What the database recorded when it applied 002 differs from the file now.
    await db().query(
      "UPDATE schema_migrations SET checksum = repeat('0', 64) WHERE version = '002_players_activity'",
    );
    await expect(migrate(db())).rejects.toThrow(MigrationChangedError);
    await expect(migrate(db())).rejects.toThrow(
      /Migration 002_players_activity changed after this database applied it/,
    );
    await db().query('UPDATE schema_migrations SET checksum = $1 WHERE version = $2', [
      fromFiles().find((m) => m.version === '002_players_activity')!.checksum,
      '002_players_activity',
    ]);
    expect(await migrate(db())).toEqual({ applied: [], createdFromEmpty: false });
  });

  it('keeps a database migrated before checksums were recorded working, taking them from the files', async () => {
    // Such a database: no checksum column, migration 048 not applied.
    await db().execScript(
      "ALTER TABLE schema_migrations DROP COLUMN checksum; DELETE FROM schema_migrations WHERE version = '048_migration_checksums'",
    );
    expect(await migrate(db())).toEqual({ applied: ['048_migration_checksums'], createdFromEmpty: false });
    expect(await recorded()).toEqual(fromFiles());
  });
});
