import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp } from '../helpers.ts';

/**
 * Only with a PostgreSQL server (DATABASE_URL): queries asked together inside one transaction (a
 * Promise.all over `tx`, as the month close does) run one after another on its connection, each with
 * its own answer, without pg's warning that it will stop queueing them.
 */
describe('queries asked together in one transaction', () => {
  let app: FastifyInstance;
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);

  beforeAll(async () => {
    app = await buildTestApp();
    process.on('warning', onWarning);
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await closeTestApp(app);
  });

  it('answer each its own, in the order asked, and pg warns of nothing', async () => {
    const answers = await app.ctx.db.transaction(async (tx) => {
      await tx.query('CREATE TEMP TABLE asked (n int) ON COMMIT DROP');
      return Promise.all([
        tx.one<{ n: number }>(
          'WITH slow AS (SELECT pg_sleep(0.2)) INSERT INTO asked SELECT 1 FROM slow RETURNING n',
        ),
        tx.one<{ n: number }>('INSERT INTO asked VALUES (2) RETURNING n'),
        tx.one<{ seen: number[] }>('SELECT array_agg(n ORDER BY n) AS seen FROM asked'),
      ]);
    });
    expect(answers).toEqual([{ n: 1 }, { n: 2 }, { seen: [1, 2] }]);
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.map((warning) => warning.message)).not.toContainEqual(
      expect.stringMatching(/already executing a query/),
    );
  });
});
