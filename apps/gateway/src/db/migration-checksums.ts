import { createHash } from 'node:crypto';

/**
 * migrations/checksums.txt: the SHA-256 of every landed migration, one `<hex>  <file>` line each (the
 * format of `sha256sum`, so `sha256sum -c checksums.txt` checks it too). A landed migration is never
 * edited, its line never rewritten: `npm run schema` only adds the lines of new migrations, and
 * test/migration-checksums.test.ts fails when a file no longer matches its line.
 */
/** A migration file: its version is its name without `.sql` (migrate.ts). */
interface Migration {
  version: string;
  sql: string;
}

export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

export const migrationFile = (migration: Migration) => `${migration.version}.sql`;

/** The listed checksums by file name. */
export function parseChecksums(text: string): Map<string, string> {
  const listed = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    if (match) listed.set(match[2]!, match[1]!);
    else if (line.trim() !== '') throw new Error(`checksums.txt: not a "<sha256>  <file>" line: ${line}`);
  }
  return listed;
}

/** `text` with a line added for each migration it does not list yet; the lines it has stay as they are. */
export function withNewChecksums(text: string, migrations: readonly Migration[]): string {
  const listed = parseChecksums(text);
  const added = migrations
    .filter((m) => !listed.has(migrationFile(m)))
    .map((m) => `${migrationChecksum(m.sql)}  ${migrationFile(m)}\n`);
  const kept = text === '' || text.endsWith('\n') ? text : `${text}\n`;
  return kept + added.join('');
}

/** What does not match: a listed migration edited or gone, a migration not listed. Empty when all is well. */
export function checksumMismatches(text: string, migrations: readonly Migration[]): string[] {
  const listed = parseChecksums(text);
  const files = new Map(migrations.map((m) => [migrationFile(m), m]));
  const problems: string[] = [];
  for (const [file, checksum] of listed) {
    const migration = files.get(file);
    if (!migration) problems.push(`${file} is listed but gone: a landed migration stays.`);
    else if (migrationChecksum(migration.sql) !== checksum)
      problems.push(`${file} changed after it landed: restore it, and write the change as a new migration.`);
  }
  for (const file of files.keys()) {
    if (!listed.has(file)) problems.push(`${file} is not listed: run npm run schema.`);
  }
  return problems;
}
