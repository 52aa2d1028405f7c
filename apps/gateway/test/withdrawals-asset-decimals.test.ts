import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { notificationsOf } from './two-factor-helpers.ts';
import {
  ADDRESSES,
  expectLedgerInvariants,
  fund,
  affiliateIdOf,
  setRate,
  withdraw,
  withdrawalCode,
} from './withdrawal-helpers.ts';

/** Each crypto asset is sent with its own decimals (BTC 8, USDT and USDC 6), and every option shows its network fee. */
describe(`withdrawal asset decimals (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    await fund(app, await affiliateIdOf(app, demo), '2000.00');
    // 150 / 0.92 = 163.0434782608695...: a fraction longer than any asset carries.
    await setRate(app, 'USDC', '0.92');
    await setRate(app, 'BITCOIN', '60000');
  });
  afterAll(async () => {
    await expectLedgerInvariants(app.ctx.db);
    await closeTestApp(app);
  });

  const requestWithdrawal = async (type: 'USDC' | 'BITCOIN', amount: string) => {
    const response = await withdraw(app, demo, {
      payment_option_type: type,
      amount,
      wallet_address: ADDRESSES[type],
      code: await withdrawalCode(app, demo, DEMO.email),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; payout_amount: string; unit: string; fee: string };
  };
  const stored = async (id: number) =>
    (
      await app.ctx.db.one<{ payout: string }>(
        'SELECT payout_amount::text AS payout FROM withdrawals WHERE id = $1',
        [id],
      )
    ).payout;
  const setOption = (type: string, payload: object) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/operator/payment-options/${type}`,
      headers: operatorHeaders,
      payload,
    });

  it('sends USDC rounded down to 6 decimals, stored and answered so, and tells the affiliate in USDC', async () => {
    const w = await requestWithdrawal('USDC', '150.00');
    expect(w).toMatchObject({ payout_amount: '163.043478', unit: 'USDC', fee: '0.00' });
    expect(await stored(w.id)).toMatch(/^163\.043478(0*)$/);
    const listed = await app.inject({ url: '/api/v1/bo/me/withdrawals', headers: demo.headers });
    expect(listed.json().data.find((x: { id: number }) => x.id === w.id).payout_amount).toBe('163.043478');
    const row = (
      await app.inject({ url: `/api/v1/bo/me/transactions/w-${w.id}`, headers: demo.headers })
    ).json().data;
    expect(row.payout_amount).toBe('163.043478');

    await app.inject({
      method: 'POST',
      url: `/api/v1/operator/withdrawals/${w.id}/approve`,
      headers: operatorHeaders,
    });
    const paid = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/withdrawals/${w.id}/pay`,
      headers: operatorHeaders,
      payload: { payout_reference: '0xabc123', override_hold: { reason: 'Test payout of the new wallet.' } },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [notice] = (await notificationsOf(app, demo)).filter((n) => n.kind === 'withdrawal');
    expect(notice!.body).toBe(
      `Your withdrawal #${w.id} of €150.00 by USDC (ERC20) was paid: 163.043478 USDC sent. Payout reference: 0xabc123.`,
    );
  });

  it('still sends Bitcoin with 8 decimals, less the 0.00005 BTC adjustment', async () => {
    const w = await requestWithdrawal('BITCOIN', '100.00');
    // 100 / 60 000 = 0.0016666...: down to 0.00166666, less 0.00005.
    expect(w).toMatchObject({ payout_amount: '0.00161666', unit: 'BTC', fee: '3.00' });
    expect(await stored(w.id)).toBe('0.00161666');
  });

  it("shows every crypto option's network fee with the asset's decimals, and takes a stablecoin's fee from what is sent", async () => {
    const active = async () =>
      (await app.inject({ url: '/api/v1/bo/me/payment-options/active', headers: demo.headers })).json()
        .data as Array<{ type: string; decimals: number; network_fee: string | null }>;
    const byType = (rows: Awaited<ReturnType<typeof active>>) =>
      Object.fromEntries(rows.map((o) => [o.type, [o.decimals, o.network_fee]]));
    expect(byType(await active())).toEqual({
      BITCOIN: [8, '0.00005000'],
      NETELLER: [2, null],
      SKRILL: [2, null],
      USDTTRC20: [6, '0.000000'],
      USDTERC20: [6, '0.000000'],
      USDC: [6, '0.000000'],
    });
    // Finer than USDC carries: refused on the field.
    const tooFine = await setOption('USDC', { network_fee: '0.0000001' });
    expect(tooFine.statusCode).toBe(422);
    expect(tooFine.json().errors.network_fee).toEqual([
      'USDC carries 6 decimals: enter the network fee with at most 6.',
    ]);
    const set = await setOption('USDC', { network_fee: '1.5' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.network_fee).toBe('1.500000');
    expect(byType(await active()).USDC).toEqual([6, '1.500000']);
    const processed = (
      await app.inject({ url: '/api/v1/bo/me/processed-paymentoptions', headers: demo.headers })
    ).json().data;
    expect(processed.find((o: { type: string }) => o.type === 'USDC').network_fee).toBe('1.500000');

    // 163.043478 less 1.5 USDC; the fee is 1.5 × 0.92 = 1.38 EUR.
    const w = await requestWithdrawal('USDC', '150.00');
    expect(w).toMatchObject({ payout_amount: '161.543478', fee: '1.38' });
  });
});
