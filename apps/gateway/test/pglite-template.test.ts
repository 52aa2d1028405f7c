import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../src/db/pglite-driver.ts';
import { templateFile, writeEmptyClusterTemplate } from '../src/db/pglite-template.ts';

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
});
