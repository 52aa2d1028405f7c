import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestActivityInTransaction } from '../src/modules/ingest/service.ts';
import { buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';
import { activity, affiliateIdOf, mustPutPlayers } from './ingest-helpers.ts';

/**
 * A rate set while a batch of activity is converting a player's new day with the old rate: the day must
 * end at the new rate. On a PostgreSQL server the two run on two connections at once, which is where the
 * rate and the batch would otherwise miss each other (embedded PGlite runs one transaction at a time).
 */

let app: FastifyInstance;
const clock = new Date('2026-12-02T12:00:00Z');
const TODAY = '2026-12-02';
let affiliateId: number;

const putRate = (date: string, rate: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/operator/fx-rates',
    headers: operatorHeaders,
    payload: { date, source: 'ECB', rates: [{ from: 'BRL', to: 'EUR', rate }] },
  });

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, seedDemoData: false });
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username: 'racer',
      email: 'racer@example.com',
      password: 'saffron-river-otter-19',
      firstName: 'R',
      lastName: 'Acer',
      country: 'PT',
      currency: 'EUR',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  affiliateId = await affiliateIdOf(app, 'racer');
  await app.ctx.db.execScript(`
    INSERT INTO brands (code, name, currency, landing_url) VALUES ('samba-br', 'Samba Bet', 'BRL', 'https://samba.example/');
    INSERT INTO referral_codes (code, member_id, brand) VALUES ('SAMBARACE', ${affiliateId}, 'samba-br');
  `);
  await mustPutPlayers(app, [{ customer_id: 1, referral_code: 'SAMBARACE', date_joined: '2026-11-01' }]);
});

afterAll(() => closeTestApp(app));

it("converts a batch's new day at the rate set while the batch was converting it", async () => {
  expect((await putRate('2026-11-01', '0.20')).statusCode).toBe(200);

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let converted!: () => void;
  const convertedOld = new Promise<void>((resolve) => (converted = resolve));
  const batch = app.ctx.db.transaction(async (tx) => {
    await ingestActivityInTransaction(
      tx,
      [activity({ customer_id: 1, day: TODAY, currency: 'BRL', winloss: '1000.00' })],
      clock,
    );
    converted();
    await released;
  });
  await convertedOld;
  const rateSet = putRate(TODAY, '0.16');
  // Long enough for the rate to be set and its days re-converted if nothing made it wait for the batch.
  await new Promise((resolve) => setTimeout(resolve, 500));
  release();
  await batch;
  expect((await rateSet).statusCode).toBe(200);

  const figures = await app.ctx.db.one<{ rate: string; rate_day: string; winloss: string }>(
    `SELECT a.rate::text, a.rate_day::text, (SELECT sum(winloss)::text FROM affiliate_daily WHERE member_id = $1) AS winloss
     FROM player_activity a WHERE a.day = $2::date`,
    [affiliateId, TODAY],
  );
  expect(figures).toEqual({ rate: '0.1600000000', rate_day: TODAY, winloss: '160.00' });
});
