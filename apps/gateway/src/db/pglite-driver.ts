import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { AfterCommitHooks, type Database, withHelpers } from './database.ts';
import { isNewDataDir } from './pglite-data-dir.ts';
import { emptyClusterTemplate } from './pglite-template.ts';

/**
 * A new data directory starts from `startFrom` when given (a dump), else from the installed PGlite's kept
 * empty cluster when there is one; one that holds a database opens it.
 */
function createOptions(dataDir: string, startFrom?: Blob): { dataDir: string; loadDataDir?: Blob } {
  if (!isNewDataDir(dataDir)) return { dataDir };
  const template = startFrom ?? emptyClusterTemplate();
  return template ? { dataDir, loadDataDir: template } : { dataDir };
}

/**
 * Embedded PostgreSQL (PGlite), file-backed under `dataDir`, or in memory without it. PGlite has one
 * connection; its own lock serialises transactions and queries, so concurrent requests never
 * interleave inside a transaction (see Database.transaction about using only `tx` inside).
 */
export async function openPgliteDatabase(dataDir?: string, startFrom?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir
    ? await PGlite.create(createOptions(dataDir, startFrom))
    : await PGlite.create(startFrom ? { loadDataDir: startFrom } : {});
  const helpers = withHelpers(
    async (sql, params) => {
      const result = await db.query(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
    async (sql) => {
      await db.exec(sql);
    },
  );
  return {
    kind: 'pglite',
    ...helpers,
    async transaction(work) {
      const hooks = new AfterCommitHooks();
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await db.transaction(async (inner) =>
          work({
            ...withHelpers(
              async (sql, params) => {
                const result = await inner.query(sql, params as unknown[]);
                return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
              },
              async (sql) => {
                await inner.exec(sql);
              },
            ),
            afterCommit: hooks.register,
          }),
        );
      } catch (error) {
        hooks.discard();
        throw error;
      }
      await hooks.committed();
      return result;
    },
    async listen(channel, onMessage, onDelivery) {
      // One process, one connection: nothing can be missed while the database is open.
      const unlisten = await db.listen(channel, onMessage);
      onDelivery(true);
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}
