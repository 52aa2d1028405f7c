import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listTransactions } from '../src/modules/statements/history-service.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';
import { postKnownLedger } from './money-history-fixture.ts';
import { affiliateIdOf } from './payment-helpers.ts';

/**
 * The history's first page, the one the screen opens on: its rows and its total come from one
 * statement (its p99 sat on the 25 ms line of bench/statements.ts with two), and they are the
 * same as the later pages' (read through the monthly counts, month by month) for every filter.
 */
describe(`the transaction history's first page (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: number;

  beforeAll(async () => {
    app = await buildTestApp();
    await postKnownLedger(app);
    demo = await affiliateIdOf(app, 'demo');
  });
  afterAll(() => closeTestApp(app));

  type Query = Parameters<typeof listTransactions>[2];
  const page = (affiliate: number, query: Partial<Query>) =>
    listTransactions(app.ctx, affiliate, { page: 1, per_page: 10, ...query }, 'http://localhost:3000/x');

  it('is read from the database in one round trip', async () => {
    const query = vi.spyOn(app.ctx.db, 'query');
    try {
      const first = await page(demo, {});
      expect(first.data.length).toBeGreaterThan(0);
      expect(query).toHaveBeenCalledTimes(1);
    } finally {
      query.mockRestore();
    }
  });

  it.each<Partial<Query>>([
    {},
    { type: 'withdrawal' },
    { type: 'commission' },
    { type: 'fee' },
    { status: 'paid' },
    { status: 'pending' },
    { status: 'credited' },
    { status: 'debited' },
    { type: 'commission', status: 'credited' },
    { type: 'adjustment', status: 'pending' },
    { payment_option_type: 'SKRILL' },
    { payment_option_type: 'NETELLER', status: 'paid' },
  ])('holds the rows and the total of the later pages, filter %o', async (filter) => {
    const first = await page(demo, { ...filter, per_page: 2 });
    const rest = [];
    for (let n = 2; ; n++) {
      const next = await page(demo, { ...filter, per_page: 2, page: n });
      expect(next.meta.total, `page ${n}`).toBe(first.meta.total);
      if (next.data.length === 0) break;
      rest.push(...next.data);
    }
    const whole = await page(demo, { ...filter, per_page: 100 });
    expect(whole.meta.total).toBe(first.meta.total);
    expect(whole.data).toEqual([...first.data, ...rest]);
    expect(whole.data).toHaveLength(first.meta.total);
  });

  it('is empty with a total of 0 for an affiliate with no history', async () => {
    const { id } = await app.ctx.db.one<{ id: number }>(
      `INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency)
       VALUES ('nohistory', 'nohistory@example.com', 'x', 'No', 'History', 'DE', 'EUR') RETURNING id`,
    );
    const first = await page(id, {});
    expect(first.data).toEqual([]);
    expect(first.meta).toMatchObject({ total: 0, from: null, to: null });
  });
});
