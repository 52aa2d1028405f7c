import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openPgliteDatabase } from '../src/db/pglite-driver.ts';
import { SqlParams } from '../src/db/sql-params.ts';

// Opening PGlite takes seconds on a busy machine: a hook's budget, not a test's.
let db: Database;
beforeAll(async () => {
  db = await openPgliteDatabase();
});
afterAll(async () => db.close());

describe('SqlParams', () => {
  it('numbers placeholders in the order values are added, keeping the values apart from the text', () => {
    const params = new SqlParams();
    expect(params.add(7)).toBe('$1');
    expect(params.add("O'Brien; DROP TABLE members")).toBe('$2');
    expect(params.add(null)).toBe('$3');
    expect(params.values).toEqual([7, "O'Brien; DROP TABLE members", null]);
  });

  it('gives one placeholder per add: a reused value keeps the string add returned', () => {
    const params = new SqlParams();
    const affiliate = params.add(1);
    const sql = `a = ${affiliate} AND b = ${params.add(1)} AND c = ${affiliate}`;
    expect(sql).toBe('a = $1 AND b = $2 AND c = $1');
    expect(params.values).toEqual([1, 1]);
  });

  it('builds a query PostgreSQL runs with the values bound', async () => {
    const params = new SqlParams();
    const a = params.add(40);
    const text = params.add("it's");
    const row = await db.one<{ sum: number; text: string; again: number }>(
      `SELECT ${a}::int + ${params.add(2)}::int AS sum, ${text}::text AS text, ${a}::int AS again`,
      params.values,
    );
    expect(row).toEqual({ sum: 42, text: "it's", again: 40 });
  });
});
