import { describe, expect, it } from 'vitest';
import { schemaFilesDrift } from '../src/cli/schema-files.ts';
import { readSchemaCatalog } from '../src/db/schema-catalog.ts';
import { driverTypes } from '../src/db/schema-row-types.ts';
import { driver, migratedDatabaseForFile } from './migrated-database.ts';

/**
 * apps/gateway/schema.sql and src/db/schema-types.ts are generated on PGlite by `npm run schema`; a database
 * the migrations build on the driver of this run (PGlite, or the server of DATABASE_URL) must give the
 * same text, so the file is what every deployment runs on.
 */
describe(`the schema files (${driver})`, () => {
  const db = migratedDatabaseForFile();

  it('are what the migrations build (else: npm run schema)', async () => {
    const drift = await schemaFilesDrift(db());
    expect(drift, drift.join('\n')).toEqual([]);
  });

  it('are not written from a schema holding a kind of object they would leave out', async () => {
    // The error rolls the transaction back: the type is gone again for the other tests.
    const read = db().transaction(async (tx) => {
      await tx.execScript("CREATE TYPE affiliate_tier AS ENUM ('gold', 'silver')");
      await readSchemaCatalog(tx);
    });
    await expect(read).rejects.toThrow('does not print yet: type affiliate_tier');
  });

  // A value of each column type the row types map, read back through this run's driver.
  const samples: Record<string, string> = {
    int2: '1::int2',
    int4: '1::int4',
    int8: '1::int8',
    float4: '1.5::float4',
    float8: '1.5::float8',
    numeric: '12.50::numeric(18,2)',
    bool: 'true',
    text: "'a'::text",
    varchar: "'a'::varchar",
    bpchar: "'EUR'::char(3)",
    uuid: 'gen_random_uuid()',
    date: "'2026-01-31'::date",
    timestamp: "'2026-01-31 10:00'::timestamp",
    timestamptz: "'2026-01-31 10:00Z'::timestamptz",
    json: `'{"a": 1}'::json`,
    jsonb: `'{"a": 1}'::jsonb`,
    bytea: "'\\x0102'::bytea",
    _text: "ARRAY['a', 'b']::text[]",
    _int4: 'ARRAY[1, 2]::int4[]',
  };

  /** Whether `value` is of the TypeScript type schema-types.ts writes, as this driver returns it. */
  const isOf = (value: unknown, type: string): boolean => {
    switch (type) {
      case 'Int8':
        // The one type the drivers return differently (schema-types.ts says why a query casts it).
        return driver === 'pg' ? typeof value === 'string' : typeof value === 'number';
      case 'Date':
        return value instanceof Date;
      case 'Uint8Array':
        return value instanceof Uint8Array;
      case 'unknown':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      case 'string[]':
        return Array.isArray(value) && value.every((item) => typeof item === 'string');
      case 'number[]':
        return Array.isArray(value) && value.every((item) => typeof item === 'number');
      default:
        return typeof value === type;
    }
  };

  it('type each column as this driver returns it', async () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(driverTypes).sort());
    const row = await db().one<Record<string, unknown>>(
      `SELECT ${Object.entries(samples)
        .map(([typeName, sample]) => `${sample} AS "${typeName}"`)
        .join(', ')}`,
    );
    const wrong = Object.entries(driverTypes)
      .filter(([typeName, type]) => !isOf(row[typeName], type))
      .map(([typeName, type]) => `${typeName}: typed ${type}, returned ${JSON.stringify(row[typeName])}`);
    expect(wrong).toEqual([]);
  });
});
