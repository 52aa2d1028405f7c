import type { Queryable } from './database.ts';

/**
 * The public schema of a database as PostgreSQL itself prints it back (pg_catalog and its pg_get_*def
 * functions): the input of schema.sql and schema-types.ts. Objects an extension owns are
 * left out; every list is in name order, so two databases built by the same migrations read the same.
 */
export interface SchemaCatalog {
  tables: CatalogTable[];
  views: Array<{ name: string; materialized: boolean; definition: string }>;
  /** Sequences no identity column owns. */
  sequences: Array<{ name: string; type: string; start: string; increment: string }>;
  /** pg_get_functiondef of each function and procedure. */
  functions: string[];
}

export interface CatalogTable {
  name: string;
  sqlName: string;
  unlogged: boolean;
  /** Storage parameters, as written: `fillfactor=70`. */
  options: string[];
  columns: CatalogColumn[];
  /** Primary key, unique, foreign key, check and exclusion constraints, in that order, then by name. */
  constraints: Array<{ name: string; definition: string }>;
  /** pg_get_indexdef of each index no constraint made. */
  indexes: string[];
  /** pg_get_triggerdef of each trigger. */
  triggers: string[];
}

export interface CatalogColumn {
  name: string;
  /** The name as SQL writes it (quoted where it must be). */
  sqlName: string;
  /** format_type: `numeric(14,2)`, `timestamp with time zone`. */
  type: string;
  /** The base type's name (`int8`, `numeric`, `_text` for text[]): what schema-types.ts maps. */
  typeName: string;
  notNull: boolean;
  default: string | null;
  /** `ALWAYS`, `BY DEFAULT` or null. */
  identity: string | null;
  /** The expression of a stored generated column. */
  generated: string | null;
}

const ownedByExtension = (catalog: string, oid: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend e WHERE e.classid = '${catalog}'::regclass AND e.objid = ${oid} AND e.deptype = 'e')`;

/**
 * Kinds of object the schema holds none of today, which schema.sql would leave out: types of its own
 * (enums, domains, ranges, composites), extensions, row security policies, rules, comments, and tables of
 * another kind (partitioned, foreign). Reading fails on one, rather than print a schema without it.
 */
const unprintedSql = `
  SELECT 'type ' || t.typname AS object FROM pg_type t
  WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd', 'r', 'm', 'c')
    AND (t.typtype <> 'c' OR (SELECT c.relkind FROM pg_class c WHERE c.oid = t.typrelid) = 'c')
  UNION ALL SELECT 'extension ' || extname FROM pg_extension WHERE extname <> 'plpgsql'
  UNION ALL SELECT 'policy ' || polname FROM pg_policy
  UNION ALL SELECT 'rule ' || r.rulename FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class
  WHERE c.relnamespace = 'public'::regnamespace AND r.rulename <> '_RETURN'
  UNION ALL SELECT 'comment on ' || d.objoid::regclass::text FROM pg_description d JOIN pg_class c ON c.oid = d.objoid
  WHERE d.classoid = 'pg_class'::regclass AND c.relnamespace = 'public'::regnamespace
  UNION ALL SELECT 'comment on ' || p.proname FROM pg_description d JOIN pg_proc p ON p.oid = d.objoid
  WHERE d.classoid = 'pg_proc'::regclass AND p.pronamespace = 'public'::regnamespace
  UNION ALL SELECT 'table ' || c.relname FROM pg_class c
  WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('p', 'f')`;

export async function readSchemaCatalog(db: Queryable): Promise<SchemaCatalog> {
  const relations = await db.query<{
    oid: number;
    name: string;
    sqlName: string;
    kind: string;
    persistence: string;
    options: string[] | null;
  }>(
    `SELECT c.oid::int AS oid, c.relname AS name, quote_ident(c.relname) AS "sqlName", c.relkind::text AS kind, c.relpersistence::text AS persistence, c.reloptions AS options
     FROM pg_class c
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'v', 'm')
       AND ${ownedByExtension('pg_class', 'c.oid')}
     ORDER BY c.relname COLLATE "C"`,
  );
  const columns = await db.query<CatalogColumn & { table: number }>(
    `SELECT a.attrelid::int AS table, a.attname AS name, quote_ident(a.attname) AS "sqlName", format_type(a.atttypid, a.atttypmod) AS type,
            t.typname AS "typeName", a.attnotnull AS "notNull",
            CASE WHEN a.attgenerated = '' THEN pg_get_expr(d.adbin, d.adrelid) END AS default,
            CASE a.attidentity WHEN 'a' THEN 'ALWAYS' WHEN 'd' THEN 'BY DEFAULT' END AS identity,
            CASE WHEN a.attgenerated <> '' THEN pg_get_expr(d.adbin, d.adrelid) END AS generated
     FROM pg_attribute a
     JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_type t ON t.oid = a.atttypid
     LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
     WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY a.attrelid, a.attnum`,
  );
  // NOT NULL shows on its column (PostgreSQL 18 lists it here too, as contype 'n').
  const constraints = await db.query<{ table: number; name: string; definition: string }>(
    `SELECT conrelid::int AS table, quote_ident(conname) AS name, pg_get_constraintdef(oid, true) AS definition
     FROM pg_constraint
     WHERE connamespace = 'public'::regnamespace AND conrelid <> 0 AND contype IN ('p', 'u', 'f', 'c', 'x')
     ORDER BY conrelid, position(contype IN 'pufcx'), conname COLLATE "C"`,
  );
  const indexes = await db.query<{ table: number; definition: string }>(
    `SELECT i.indrelid::int AS table, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
     WHERE c.relnamespace = 'public'::regnamespace
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid)
     ORDER BY i.indrelid, c.relname COLLATE "C"`,
  );
  const triggers = await db.query<{ table: number; definition: string }>(
    `SELECT t.tgrelid::int AS table, pg_get_triggerdef(t.oid, true) AS definition
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal
     ORDER BY t.tgrelid, t.tgname COLLATE "C"`,
  );
  const views = await db.query<{ oid: number; definition: string }>(
    `SELECT c.oid::int AS oid, pg_get_viewdef(c.oid, true) AS definition
     FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('v', 'm')`,
  );
  const sequences = await db.query<SchemaCatalog['sequences'][number]>(
    `SELECT quote_ident(c.relname) AS name, format_type(s.seqtypid, NULL) AS type, s.seqstart::text AS start, s.seqincrement::text AS increment
     FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid
     WHERE c.relnamespace = 'public'::regnamespace AND ${ownedByExtension('pg_class', 'c.oid')}
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'i')
     ORDER BY c.relname COLLATE "C"`,
  );
  const functions = await db.query<{ definition: string }>(
    `SELECT pg_get_functiondef(p.oid) AS definition
     FROM pg_proc p
     WHERE p.pronamespace = 'public'::regnamespace AND p.prokind IN ('f', 'p', 'w')
       AND ${ownedByExtension('pg_proc', 'p.oid')}
     ORDER BY p.proname COLLATE "C", pg_get_function_identity_arguments(p.oid) COLLATE "C"`,
  );

  const unprinted = await db.query<{ object: string }>(unprintedSql);
  if (unprinted.rows.length > 0) {
    throw new Error(
      `The schema holds what src/db/schema-sql.ts does not print yet: ${unprinted.rows.map((r) => r.object).join(', ')}. Teach it to, so that schema.sql shows the whole schema.`,
    );
  }

  const of = <T extends { table: number }>(rows: T[], table: number) => rows.filter((r) => r.table === table);
  const viewDefinitions = new Map(views.rows.map((v) => [v.oid, v.definition]));
  return {
    tables: relations.rows
      .filter((r) => r.kind === 'r')
      .map((r) => ({
        name: r.name,
        sqlName: r.sqlName,
        unlogged: r.persistence === 'u',
        options: r.options ?? [],
        columns: of(columns.rows, r.oid).map(({ table: _, ...column }) => column),
        constraints: of(constraints.rows, r.oid).map(({ name, definition }) => ({ name, definition })),
        indexes: of(indexes.rows, r.oid).map((i) => i.definition),
        triggers: of(triggers.rows, r.oid).map((t) => t.definition),
      })),
    views: relations.rows
      .filter((r) => r.kind === 'v' || r.kind === 'm')
      .map((r) => ({
        name: r.sqlName,
        materialized: r.kind === 'm',
        definition: viewDefinitions.get(r.oid) ?? '',
      })),
    sequences: sequences.rows,
    functions: functions.rows.map((f) => f.definition),
  };
}
