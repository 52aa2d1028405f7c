/**
 * `npm run schema`: migrates a fresh in-memory PGlite database and writes what it holds to
 * apps/gateway/schema.sql (the schema to read) and src/db/schema-types.ts (each table's row type), and adds the
 * checksum of each new migration to src/db/migrations/checksums.txt (the lines there are never rewritten).
 * The gateway suite checks all three (test/schema-file.test.ts, test/migration-checksums.test.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { listMigrations, migrate } from '../db/migrate.ts';
import { withNewChecksums } from '../db/migration-checksums.ts';
import { openPgliteDatabase } from '../db/pglite-driver.ts';
import {
  CHECKSUMS_FILE,
  committedText,
  generateSchemaFiles,
  SCHEMA_FILE,
  SCHEMA_TYPES_FILE,
} from './schema-files.ts';

const db = await openPgliteDatabase();
try {
  await migrate(db);
  const { sql, types } = await generateSchemaFiles(db);
  writeFileSync(SCHEMA_FILE, sql);
  writeFileSync(SCHEMA_TYPES_FILE, types);
  writeFileSync(CHECKSUMS_FILE, withNewChecksums(committedText(CHECKSUMS_FILE) ?? '', listMigrations()));
} finally {
  await db.close();
}
for (const file of [SCHEMA_FILE, SCHEMA_TYPES_FILE, CHECKSUMS_FILE])
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
