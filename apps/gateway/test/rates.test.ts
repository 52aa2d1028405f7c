import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  freshDatabase,
  operatorHeaders,
  signIn,
  testConfig,
  type SignedIn,
} from './helpers.ts';
import { DEMO_RATE_SOURCE } from '../src/modules/payments/demo-rates.ts';

/** Rates against EUR through the app's rates source, their age limit, the Bitcoin adjustment, and the demo's rates. */
describe(`rates (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
  });
  afterAll(async () => closeTestApp(app));

  const rate = (asset: string) =>
    app.inject({ method: 'GET', url: `/api/v1/payment-option/rates/${asset}/EUR`, headers: demo.headers });
  const setRate = (asset: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/v1/operator/rates/${asset}`, headers: operatorHeaders, payload });
  const adjustment = () =>
    app.inject({
      method: 'GET',
      url: '/api/v1/bo/paymentoptions/bitcoin-adjustment/withdraw',
      headers: demo.headers,
    });

  it('answers the demo rate of each asset, fresh, with its source and time', async () => {
    for (const asset of ['BITCOIN', 'USDTTRC20', 'USDTERC20', 'USDC']) {
      const response = await rate(asset);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        asset,
        quote: 'EUR',
        source: DEMO_RATE_SOURCE,
        max_age_seconds: 6 * 60 * 60,
        stale: false,
      });
    }
    expect((await rate('BITCOIN')).json().data.rate).toBe('85000.00000000');
  });

  it('refuses an unknown asset and answers 401 without a sign-in', async () => {
    expect([400, 404, 422]).toContain((await rate('DOGE')).statusCode);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/payment-option/rates/BITCOIN/EUR' })).statusCode,
    ).toBe(401);
  });

  it('records the operator’s rate with its source and answers it as current', async () => {
    const response = await setRate('USDC', { rate: '0.93120000', source: 'kraken' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      asset: 'USDC',
      rate: '0.93120000',
      source: 'kraken',
      stale: false,
    });
    expect((await rate('USDC')).json().data).toMatchObject({ rate: '0.93120000', source: 'kraken' });
    const listed = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/rates',
      headers: operatorHeaders,
    });
    expect((listed.json().data as Array<{ asset: string }>).map((r) => r.asset)).toEqual([
      'BITCOIN',
      'USDTTRC20',
      'USDTERC20',
      'USDC',
    ]);
  });

  it('refuses a zero, negative or malformed rate, an unknown asset and a time in the future', async () => {
    for (const bad of ['0', '-1', 'abc', '1.123456789']) {
      const response = await setRate('BITCOIN', { rate: bad });
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors).toHaveProperty('rate');
    }
    const unknown = await setRate('DOGE', { rate: '0.1' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('asset');
    const future = await setRate('BITCOIN', {
      rate: '1',
      observed_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.observed_at).toEqual(['The rate cannot be observed in the future.']);
    expect((await rate('BITCOIN')).json().data.rate).toBe('85000.00000000');
  });

  it('shows the Bitcoin adjustment in BTC and in EUR at the current rate', async () => {
    const response = await adjustment();
    expect(response.statusCode, response.body).toBe(200);
    // The migration's 0.00005 BTC at 85,000 EUR.
    expect(response.json().data).toMatchObject({ amount: '0.00005000', unit: 'BTC', eur_amount: '4.25' });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/payment-options/BITCOIN',
      headers: operatorHeaders,
      payload: { network_fee: '0.00012345' },
    });
    expect((await adjustment()).json().data).toMatchObject({ amount: '0.00012345', eur_amount: '10.49' });
  });

  it('flags a rate older than the allowed age as stale, and the adjustment has no EUR figure then', async () => {
    advanceClock(app, 6 * 60 * 60 * 1000 + 1000);
    demo = await signIn(app, DEMO.username, DEMO.password);
    expect((await rate('BITCOIN')).json().data.stale).toBe(true);
    const stale = (await adjustment()).json().data;
    expect(stale.eur_amount).toBeNull();
    expect(stale.rate_observed_at).not.toBeNull();
    expect((await setRate('BITCOIN', { rate: '90000' })).json().data.stale).toBe(false);
    expect((await adjustment()).json().data.eur_amount).toBe('11.11');
  });

  it('is for operators only', async () => {
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/v1/operator/rates/BITCOIN',
          headers: demo.headers,
          payload: { rate: '1' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe(`demo rates on start (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  it(
    'records the out-of-date demo rates again when the demo starts later, and never touches the operator’s',
    { timeout: 90_000 },
    async () => {
      const fresh = await freshDatabase();
      // Two starts on one database: on PGlite, a directory of its own (in memory, the second would start empty).
      const dir =
        fresh.database.kind === 'pglite' ? await mkdtemp(path.join(os.tmpdir(), 'demo-rates-')) : null;
      const database = dir ? { kind: 'pglite' as const, dataDir: dir } : fresh.database;
      const drop = async () => {
        await fresh.drop();
        if (dir) await rm(dir, { recursive: true, force: true });
      };
      const day = 24 * 60 * 60 * 1000;
      const first = await buildApp(testConfig({ database, now: () => new Date(Date.now() - 3 * day) }));
      await first.inject({
        method: 'PUT',
        url: '/api/v1/operator/rates/USDC',
        headers: operatorHeaders,
        payload: { rate: '0.91', source: 'operator' },
      });
      await first.close();
      const later = await buildApp(testConfig({ database }));
      try {
        const rows = await later.ctx.db.query<{ asset: string; source: string; observed_at: Date }>(
          `SELECT DISTINCT ON (asset) asset, source, observed_at FROM exchange_rates ORDER BY asset, observed_at DESC, id DESC`,
        );
        const latest = Object.fromEntries(rows.rows.map((r) => [r.asset, r]));
        for (const asset of ['BITCOIN', 'USDTTRC20', 'USDTERC20']) {
          expect(latest[asset]!.source).toBe(DEMO_RATE_SOURCE);
          expect(Date.now() - latest[asset]!.observed_at.getTime()).toBeLessThan(60_000);
        }
        // The operator's rate stays the current one, out of date as it is.
        expect(latest.USDC!.source).toBe('operator');
        expect(Date.now() - latest.USDC!.observed_at.getTime()).toBeGreaterThan(2 * day);
      } finally {
        await later.close();
        await drop();
      }
    },
  );
});
