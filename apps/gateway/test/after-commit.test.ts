import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { freshDatabase } from './helpers.ts';

/**
 * The query layer's after-commit hook, on the driver the suite runs on: PGlite, or the PostgreSQL
 * server of DATABASE_URL (a database of its own).
 */
describe(`transaction afterCommit (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    db = await openDatabase(fresh.database);
    // A deferred constraint fails at COMMIT, after the work itself succeeded.
    await db.execScript(`
      CREATE TABLE parent (id int PRIMARY KEY);
      CREATE TABLE child (parent_id int REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED);
      CREATE TABLE marks (label text NOT NULL);`);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  const marks = async () =>
    (await db.query<{ label: string }>('SELECT label FROM marks ORDER BY label')).rows.map((r) => r.label);

  it('runs hooks in order once the transaction has committed, not before', async () => {
    const events: string[] = [];
    const result = await db.transaction(async (tx) => {
      await tx.query("INSERT INTO marks (label) VALUES ('committed')");
      tx.afterCommit(() => events.push('first'));
      tx.afterCommit(() => events.push('second'));
      await tx.query('SELECT 1');
      events.push('work done');
      return 42;
    });
    events.push('resolved');
    expect(result).toBe(42);
    expect(events).toEqual(['work done', 'first', 'second', 'resolved']);
    expect(await marks()).toContain('committed');
  });

  it('lets a query started from a hook see the committed change', async () => {
    let seen: Promise<string[]> | null = null;
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO marks (label) VALUES ('visible')");
      tx.afterCommit(() => {
        seen = marks();
      });
    });
    expect(await seen!).toContain('visible');
  });

  it('never runs a hook when the work fails and the transaction rolls back', async () => {
    let ran = false;
    const failure = db.transaction(async (tx) => {
      await tx.query("INSERT INTO marks (label) VALUES ('rolled-back')");
      tx.afterCommit(() => {
        ran = true;
      });
      throw new Error('work failed');
    });
    await expect(failure).rejects.toThrow('work failed');
    expect(ran).toBe(false);
    expect(await marks()).not.toContain('rolled-back');
  });

  it('never runs a hook when a statement fails inside the transaction', async () => {
    let ran = false;
    await expect(
      db.transaction(async (tx) => {
        tx.afterCommit(() => {
          ran = true;
        });
        await tx.query('SELECT * FROM no_such_table');
      }),
    ).rejects.toThrow(/no_such_table/);
    expect(ran).toBe(false);
  });

  it('never runs a hook when COMMIT itself fails', async () => {
    let ran = false;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO child (parent_id) VALUES (999)');
        tx.afterCommit(() => {
          ran = true;
        });
      }),
    ).rejects.toThrow(/foreign key/);
    expect(ran).toBe(false);
    expect((await db.one<{ n: number }>('SELECT count(*)::int AS n FROM child')).n).toBe(0);
  });

  it('refuses a hook registered after the transaction ended', async () => {
    let handle: { afterCommit(hook: () => void): void } | null = null;
    await db.transaction(async (tx) => {
      handle = tx;
    });
    expect(() => handle!.afterCommit(() => undefined)).toThrow(/after the transaction ended/);
  });

  it('runs every hook even when one throws, then reports the error (the data stays committed)', async () => {
    const events: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO marks (label) VALUES ('despite-hook')");
        tx.afterCommit(() => {
          throw new Error('hook bug');
        });
        tx.afterCommit(() => events.push('later hook'));
      }),
    ).rejects.toThrow('hook bug');
    expect(events).toEqual(['later hook']);
    expect(await marks()).toContain('despite-hook');
  });
});
