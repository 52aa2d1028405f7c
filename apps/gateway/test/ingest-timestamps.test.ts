import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from './helpers.ts';
import { mustPutPlayers, putPlayers } from './ingest-helpers.ts';

// Found by the contract fuzzer: registration times the contract's ISO 8601 pattern takes but
// PostgreSQL refuses (an offset past ±15:59, year 0000) reached the database and answered 500.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

it.each([
  ['an offset no clock has', '2024-02-29T20:58:38-18:42'],
  ['year 0000', '0000-06-01T00:00:00Z'],
  ['year 0001 that is year 0 in UTC', '0001-01-01T00:30:00+01:00'],
])('a registration time with %s is a 422 naming the row', async (_, registeredAt) => {
  const response = await putPlayers(app, [{ customer_id: 9_001, registered_at: registeredAt }]);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({
    code: errorCodes.validationFailed,
    errors: { 'players.0.registered_at': [expect.any(String)] },
  });
});

it('the largest real offsets are stored as the same instant', async () => {
  await mustPutPlayers(app, [
    { customer_id: 9_002, registered_at: '2024-03-01T09:00:00+14:00' },
    { customer_id: 9_003, registered_at: '2024-02-29T07:00:00-12:00' },
  ]);
  const rows = await app.ctx.db.query<{ customer_id: string; at: Date }>(
    'SELECT customer_id::text, registered_at AS at FROM players WHERE customer_id IN (9002, 9003) ORDER BY customer_id',
  );
  expect(rows.rows.map((r) => new Date(r.at).toISOString())).toEqual([
    '2024-02-29T19:00:00.000Z',
    '2024-02-29T19:00:00.000Z',
  ]);
});
