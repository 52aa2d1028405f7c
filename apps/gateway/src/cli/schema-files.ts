import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/database.ts';
import { readSchemaCatalog } from '../db/schema-catalog.ts';
import { schemaRowTypes } from '../db/schema-row-types.ts';
import { schemaSql } from '../db/schema-sql.ts';
import { repoRoot } from '../config/paths.ts';
import { fileDrift } from './file-drift.ts';

const dbDir = path.join(repoRoot, 'apps/gateway/src/db');
// The schema to read stands outside src/: it is no code of any layer, and a reader of src/db/ would take it for one.

/** The files `npm run schema` writes: the schema to read, the tables' row types, the landed migrations' checksums. */
export const SCHEMA_FILE = path.join(repoRoot, 'apps/gateway/schema.sql');
export const SCHEMA_TYPES_FILE = path.join(dbDir, 'schema-types.ts');
export const CHECKSUMS_FILE = path.join(dbDir, 'migrations', 'checksums.txt');

export const SCHEMA_STALE = 'is not what the migrations build: run npm run schema';

/** schema.sql and schema-types.ts as a migrated database `db` gives them. */
export async function generateSchemaFiles(db: Queryable): Promise<{ sql: string; types: string }> {
  const catalog = await readSchemaCatalog(db);
  return { sql: schemaSql(catalog), types: schemaRowTypes(catalog) };
}

/** The committed text of `file`, or null. */
export function committedText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** What differs between the committed schema files and those `db` gives: one message a file, none when current. */
export async function schemaFilesDrift(db: Queryable): Promise<string[]> {
  const generated = await generateSchemaFiles(db);
  return [
    fileDrift(committedText(SCHEMA_FILE), generated.sql, `apps/gateway/schema.sql ${SCHEMA_STALE}`),
    fileDrift(
      committedText(SCHEMA_TYPES_FILE),
      generated.types,
      `apps/gateway/src/db/schema-types.ts ${SCHEMA_STALE}`,
    ),
  ].filter((drift) => drift !== null);
}
