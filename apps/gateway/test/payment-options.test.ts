import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { creditCommission } from './payment-helpers.ts';

interface Processed {
  type: string;
  name: string;
  currency: string;
  min_amount: string;
  available: boolean;
  unavailable_reason: string | null;
  has_details: boolean;
  details_saved_at: string | null;
  review_until: string | null;
}

/**
 * Balance, the active options and the options as they stand for one affiliate: each unavailable one
 * says why (out-of-date or missing rate, a balance not in EUR for crypto, a balance below the minimum).
 */
describe(`payout options (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let rival: SignedIn;

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);
  });
  afterAll(async () => closeTestApp(app));

  const get = (session: SignedIn, url: string) =>
    app.inject({ method: 'GET', url, headers: session.headers });
  const processed = async (session: SignedIn): Promise<Processed[]> => {
    const response = await get(session, '/api/v1/bo/me/processed-paymentoptions');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const option = (list: Processed[], type: string) => list.find((o) => o.type === type)!;
  const updateOption = (type: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/operator/payment-options/${type}`,
      headers: operatorHeaders,
      payload,
    });

  it('answers 401 without a sign-in on every affiliate endpoint', async () => {
    for (const url of [
      '/api/v1/bo/me/balance',
      '/api/v1/bo/me/payment-options/active',
      '/api/v1/bo/me/processed-paymentoptions',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('shows a zero balance before any posting, in the affiliate’s currency, then the credited amount', async () => {
    expect((await get(rival, '/api/v1/bo/me/balance')).json().data).toEqual({
      currency: 'GBP',
      balance: '0.00',
      available: '0.00',
      held: '0.00',
    });
    await creditCommission(app, RIVAL.username, '80.00');
    expect((await get(rival, '/api/v1/bo/me/balance')).json().data).toEqual({
      currency: 'GBP',
      balance: '80.00',
      available: '80.00',
      held: '0.00',
    });
    // The other affiliate's money is not in this one's balance.
    expect((await get(demo, '/api/v1/bo/me/balance')).json().data).toEqual({
      currency: 'EUR',
      balance: '0.00',
      available: '0.00',
      held: '0.00',
    });
  });

  it('lists the enabled options in the brand’s order with their names, units and rate assets', async () => {
    const response = await get(demo, '/api/v1/bo/me/payment-options/active');
    expect(response.statusCode).toBe(200);
    const options = response.json().data as Array<Record<string, unknown>>;
    expect(options.map((o) => o.type)).toEqual([
      'BITCOIN',
      'NETELLER',
      'SKRILL',
      'USDTTRC20',
      'USDTERC20',
      'USDC',
    ]);
    expect(options[0]).toEqual({
      type: 'BITCOIN',
      name: 'Bitcoin',
      kind: 'crypto',
      min_amount: '50.00',
      max_amount: '10000.00',
      currency: 'EUR',
      rate_asset: 'BITCOIN',
      unit: 'BTC',
      decimals: 8,
      network_fee: '0.00005000',
    });
    expect(options[1]).toMatchObject({
      type: 'NETELLER',
      kind: 'ewallet',
      rate_asset: null,
      unit: 'EUR',
      decimals: 2,
      network_fee: null,
    });
  });

  it('leaves a disabled option out, and offers it again once enabled', async () => {
    expect((await updateOption('SKRILL', { enabled: false })).statusCode).toBe(200);
    const types = async (url: string) =>
      ((await get(demo, url)).json().data as Array<{ type: string }>).map((o) => o.type);
    expect(await types('/api/v1/bo/me/payment-options/active')).not.toContain('SKRILL');
    expect(await types('/api/v1/bo/me/processed-paymentoptions')).not.toContain('SKRILL');
    expect((await updateOption('SKRILL', { enabled: true })).statusCode).toBe(200);
    expect(await types('/api/v1/bo/me/payment-options/active')).toContain('SKRILL');
  });

  it('says the balance is below the minimum until it covers it', async () => {
    const before = option(await processed(demo), 'BITCOIN');
    expect(before).toMatchObject({
      available: false,
      unavailable_reason: 'Your available balance (0.00 EUR) is below the Bitcoin minimum of 50.00 EUR.',
    });
    await creditCommission(app, DEMO.username, '1000.00');
    const after = await processed(demo);
    expect(after.every((o) => o.available && o.unavailable_reason === null)).toBe(true);
  });

  it('tells a GBP affiliate that crypto needs a EUR balance, while e-wallets stay open to it', async () => {
    const list = await processed(rival);
    expect(option(list, 'USDTTRC20')).toMatchObject({
      available: false,
      unavailable_reason:
        'USDT (TRC20) withdrawals need a balance in EUR: its exchange rate is only quoted against EUR, and your balance is in GBP.',
    });
    expect(option(list, 'NETELLER')).toMatchObject({
      available: true,
      unavailable_reason: null,
      currency: 'GBP',
    });
  });

  it('shows the demo affiliate’s saved USDT TRC20 details, old enough to need no review', async () => {
    const trc20 = option(await processed(demo), 'USDTTRC20');
    expect(trc20.has_details).toBe(true);
    expect(Date.parse(trc20.details_saved_at!)).toBeLessThan(Date.now() - 24 * 60 * 60 * 1000);
    expect(trc20.review_until).toBeNull();
    expect(option(await processed(demo), 'BITCOIN')).toMatchObject({
      has_details: false,
      details_saved_at: null,
      review_until: null,
    });
    expect(option(await processed(rival), 'USDTTRC20').has_details).toBe(false);
  });

  it('pauses crypto once its rate is older than the allowed age, and reopens it when the operator sets a new one', async () => {
    advanceClock(app, app.ctx.config.rateMaxAgeSeconds * 1000 + 60_000);
    demo = await signIn(app, DEMO.username, DEMO.password); // the access token expired with the clock
    const stale = await processed(demo);
    expect(option(stale, 'BITCOIN')).toMatchObject({
      available: false,
      unavailable_reason: 'Bitcoin withdrawals are paused: the exchange rate is out of date.',
    });
    expect(option(stale, 'USDC').unavailable_reason).toBe(
      'USDC (ERC20) withdrawals are paused: the exchange rate is out of date.',
    );
    expect(option(stale, 'NETELLER').available).toBe(true);
    const set = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/rates/BITCOIN',
      headers: operatorHeaders,
      payload: { rate: '86000.10' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const fresh = await processed(demo);
    expect(option(fresh, 'BITCOIN')).toMatchObject({ available: true, unavailable_reason: null });
    expect(option(fresh, 'USDC').available).toBe(false);
  });

  describe('operator changes an option', () => {
    it('changes the limits and the network fee and answers the option', async () => {
      const response = await updateOption('BITCOIN', {
        min_amount: '60',
        max_amount: '9000.50',
        network_fee: '0.0001',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        type: 'BITCOIN',
        enabled: true,
        min_amount: '60.00',
        max_amount: '9000.50',
        network_fee: '0.00010000',
      });
      const active = (await get(demo, '/api/v1/bo/me/payment-options/active')).json().data as Array<{
        type: string;
        min_amount: string;
      }>;
      expect(active.find((o) => o.type === 'BITCOIN')!.min_amount).toBe('60.00');
      const listed = await app.inject({
        method: 'GET',
        url: '/api/v1/operator/payment-options',
        headers: operatorHeaders,
      });
      expect(
        (listed.json().data as Array<{ type: string; network_fee: string }>).find(
          (o) => o.type === 'BITCOIN',
        )!.network_fee,
      ).toBe('0.00010000');
    });

    it('refuses a maximum below the minimum in one request (422 on max_amount)', async () => {
      const response = await updateOption('NETELLER', { min_amount: '100', max_amount: '50' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.max_amount).toEqual(['The maximum must not be below the minimum.']);
    });

    it('refuses a minimum above the stored maximum and a maximum below the stored minimum', async () => {
      const minimum = await updateOption('NETELLER', { min_amount: '5000.01' });
      expect(minimum.statusCode).toBe(422);
      expect(minimum.json().errors.min_amount).toEqual(['The maximum must not be below the minimum.']);
      const maximum = await updateOption('NETELLER', { max_amount: '19.99' });
      expect(maximum.statusCode).toBe(422);
      expect(maximum.json().errors.max_amount).toEqual(['The maximum must not be below the minimum.']);
      const stored = (await get(demo, '/api/v1/bo/me/payment-options/active'))
        .json()
        .data.find((o: { type: string }) => o.type === 'NETELLER');
      expect(stored).toMatchObject({ min_amount: '20.00', max_amount: '5000.00' });
    });

    it('refuses a zero minimum, a malformed amount and an unknown option', async () => {
      expect((await updateOption('NETELLER', { min_amount: '0' })).json().errors.min_amount).toEqual([
        'The minimum must be above zero.',
      ]);
      expect((await updateOption('NETELLER', { max_amount: '12,5' })).statusCode).toBe(422);
      const unknown = await updateOption('PAYPAL', { enabled: false });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty('type');
    });

    it('is for operators only', async () => {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/operator/payment-options/BITCOIN',
        headers: demo.headers,
        payload: { enabled: false },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
