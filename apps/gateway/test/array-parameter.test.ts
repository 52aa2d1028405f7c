import { expect, it } from 'vitest';
import { arrayParameter } from '../src/db/array-literal.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

it('joins plain elements into PostgreSQL array text and leaves anything else to the driver', () => {
  expect(arrayParameter([1, 22, 333])).toBe('{1,22,333}');
  expect(arrayParameter(['2026-11-05', 'EUR', '-12.50', '0.00'])).toBe('{2026-11-05,EUR,-12.50,0.00}');
  for (const odd of [['a,b'], ['a b'], ['"x'], ['{x}'], ['back\\slash'], [''], ['null'], ['NULL']]) expect(arrayParameter(odd)).toBe(odd);
  expect(arrayParameter([1, Number.NaN])).toEqual([1, Number.NaN]);
});

it('is read by the database as the same array, plain or not', async () => {
  const app = await buildTestApp();
  try {
    for (const values of [['2026-11-05', 'EUR', '-12.50', 'Null-ish'], ['a,b', 'null', 'quote"d', 'x y']]) {
      const { rows } = await app.ctx.db.query<{ values: string[] }>('SELECT $1::text[] AS values', [arrayParameter(values)]);
      expect(rows[0]!.values).toEqual(values);
    }
  } finally {
    await closeTestApp(app);
  }
});
