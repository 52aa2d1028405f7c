import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../src/db/pglite-driver.ts';
import { isNewDataDir } from '../src/db/pglite-data-dir.ts';
import { keptDump, templateFile, writeEmptyClusterTemplate } from '../src/db/pglite-template.ts';

// A new embedded database is unpacked from the installed PGlite's kept empty cluster (made by
// `npm install`): it must be the database initdb would have made, and keep what is written to it.
describe("a new embedded database from PGlite's kept empty cluster", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const cluster = `SELECT (SELECT count(*)::int FROM pg_class) AS relations,
                          (SELECT count(*)::int FROM pg_proc) AS functions,
                          pg_encoding_to_char(encoding) AS encoding, datcollate, current_setting('server_version') AS version
                   FROM pg_database WHERE datname = current_database()`;

  it('is the cluster initdb makes, and keeps its data when opened again', async () => {
    if (!existsSync(templateFile())) await writeEmptyClusterTemplate();
    const fromTemplate = path.join(root, 'from-template');
    const db = await openPgliteDatabase(fromTemplate);
    const unpacked = await db.one(cluster);
    await db.execScript("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('written once')");
    await db.close();

    const initialised = await PGlite.create(path.join(root, 'initdb'));
    const made = (await initialised.query(cluster)).rows[0];
    await initialised.close();
    expect(unpacked).toEqual(made);

    const reopened = await openPgliteDatabase(fromTemplate);
    expect(await reopened.one('SELECT note FROM kept')).toEqual({ note: 'written once' });
    await reopened.close();
  });

  it('passes over a kept file that is not a dump, so a start makes its database as if nothing were kept', async () => {
    // PGlite handed anything but a tar fails on a zlib error thrown outside any promise: the process ends.
    const damaged = path.join(root, 'damaged.tar');
    writeFileSync(damaged, Buffer.alloc(4096, 'not a tar '));
    expect(keptDump(damaged)).toBeUndefined();
    expect(keptDump(path.join(root, 'missing.tar'))).toBeUndefined();
    if (!existsSync(templateFile())) await writeEmptyClusterTemplate();
    const kept = keptDump(templateFile());
    expect(kept).toBeInstanceOf(Blob);

    const fromKept = path.join(root, 'from-kept-dump');
    expect(isNewDataDir(fromKept)).toBe(true);
    const db = await openPgliteDatabase(fromKept, kept);
    expect(await db.one('SELECT 1 AS one')).toEqual({ one: 1 });
    await db.close();
    expect(isNewDataDir(fromKept)).toBe(false);
  });
});
