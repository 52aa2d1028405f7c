import { expect, it } from 'vitest';
import { arrayParameter } from '../src/db/array-parameter.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

it('joins plain elements into PostgreSQL array text and leaves anything else to the driver', () => {
  expect(arrayParameter([1, 22, 333])).toBe('{1,22,333}');
  expect(arrayParameter(['2026-11-05', 'EUR', '-12.50', '0.00'])).toBe('{2026-11-05,EUR,-12.50,0.00}');
  expect(arrayParameter(['a', null, 'b'])).toBe('{a,NULL,b}');
  for (const odd of [
    ['a,b'],
    ['a b'],
    ['"x'],
    ['{x}'],
    ['back\\slash'],
    [''],
    ['null'],
    ['NULL'],
    [true],
    [[1]],
    [undefined],
  ])
    expect(arrayParameter(odd)).toBe(odd);
  expect(arrayParameter([1, Number.NaN])).toEqual([1, Number.NaN]);
});

it('hands the database the same array, plain or not, as any query parameter', async () => {
  const app = await buildTestApp();
  try {
    for (const values of [
      ['2026-11-05', 'EUR', '-12.50', 'Null-ish', null],
      ['a,b', 'null', 'quote"d', 'x y', null],
    ]) {
      const { rows } = await app.ctx.db.query<{ values: Array<string | null> }>(
        'SELECT $1::text[] AS values',
        [values],
      );
      expect(rows[0]!.values).toEqual(values);
    }
    const { rows } = await app.ctx.db.query<{ total: string }>(
      'SELECT sum(x)::text AS total FROM unnest($1::numeric[]) AS x',
      [['10.50', '-0.25', '3']],
    );
    expect(rows[0]!.total).toBe('13.25');
  } finally {
    await closeTestApp(app);
  }
});
