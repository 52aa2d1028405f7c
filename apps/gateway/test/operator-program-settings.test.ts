import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { auditRows, consoleOperator, signInAgain, type ConsoleOperator } from './operator-console-helpers.ts';

/** GET /api/v1/operator/settings: what the console's Program settings screen reads, and maintenance leaving the console open. */
describe(`program settings (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let admin: ConsoleOperator;
  let finance: ConsoleOperator;
  let support: ConsoleOperator;
  let marketing: ConsoleOperator;

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    admin = await consoleOperator(app, 'admin');
    finance = await consoleOperator(app, 'finance');
    support = await consoleOperator(app, 'support');
    marketing = await consoleOperator(app, 'marketing');
  });
  afterAll(async () => closeTestApp(app));

  const read = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/operator/settings', headers });
  const put = (headers: Record<string, string>, code: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/v1/operator/settings/${code}`, headers, payload });
  const maintenance = (headers: Record<string, string>, on: boolean) =>
    put(headers, 'system.maintenance', {
      app: [
        { key: 'affiliate', value: on },
        { key: 'casino', value: false },
      ],
    });

  it('reads the seeded maintenance switches and the identity rule never set', async () => {
    const response = await read(admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.maintenance).toEqual({
      affiliate: false,
      app: [
        { key: 'affiliate', value: false },
        { key: 'casino', value: false },
      ],
      updated_at: expect.any(String),
    });
    expect(data.withdrawal_identity).toEqual({ rule: { require: 'never' }, updated_at: null });
  });

  it('round-trips what an admin sets: maintenance with the other apps kept, and the identity rule with its amount', async () => {
    expect(
      (
        await put(admin.headers, 'system.maintenance', {
          app: [
            { key: 'affiliate', value: true },
            { key: 'casino', value: true },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await put(admin.headers, 'kyc.withdrawals', { require: 'above-amount', amount: '500.00' })).statusCode,
    ).toBe(200);
    const { data } = (await read(admin.headers)).json();
    expect(data.maintenance).toMatchObject({
      affiliate: true,
      app: [
        { key: 'affiliate', value: true },
        { key: 'casino', value: true },
      ],
    });
    expect(data.withdrawal_identity).toEqual({
      rule: { require: 'above-amount', amount: '500.00' },
      updated_at: expect.any(String),
    });
    // The portal reads the same switch before sign-in.
    const portal = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/setting/all?filterByCode=system.maintenance',
    });
    expect(portal.json().data['system.maintenance'].app[0]).toEqual({ key: 'affiliate', value: true });

    expect((await put(admin.headers, 'kyc.withdrawals', { require: 'first-withdrawal' })).statusCode).toBe(
      200,
    );
    expect((await read(admin.headers)).json().data.withdrawal_identity.rule).toEqual({
      require: 'first-withdrawal',
    });
    expect((await maintenance(admin.headers, false)).statusCode).toBe(200);
    expect((await read(admin.headers)).json().data.maintenance.affiliate).toBe(false);
    // Each change is in the audit with the admin who made it and the setting's code.
    const changes = (await auditRows(app, 'operator.putSetting')).filter(
      (row) => row.operator_id === admin.id,
    );
    expect(changes.map((row) => (row.detail.params as { code: string }).code)).toEqual([
      'system.maintenance',
      'kyc.withdrawals',
      'kyc.withdrawals',
      'system.maintenance',
    ]);
  });

  it('reads a string switch the way the portal does, and an unreadable setting as off', async () => {
    await app.ctx.db.query(
      `UPDATE settings SET value = '{"app":[{"key":"affiliate","value":"TRUE"}]}' WHERE code = 'system.maintenance'`,
    );
    expect((await read(admin.headers)).json().data.maintenance.affiliate).toBe(true);
    await app.ctx.db.query(`UPDATE settings SET value = '"broken"' WHERE code = 'system.maintenance'`);
    expect((await read(admin.headers)).json().data.maintenance).toMatchObject({ affiliate: false, app: [] });
    await maintenance(operatorHeaders, false);
  });

  it('refuses an identity rule above an amount without its amount, with the field error', async () => {
    const response = await put(admin.headers, 'kyc.withdrawals', { require: 'above-amount' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.require).toBeDefined();
  });

  it('admits admins and machines only: other roles get 403 in the error shape', async () => {
    expect((await read(operatorHeaders)).statusCode).toBe(200);
    for (const operator of [finance, support, marketing]) {
      const refused = await read(operator.headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'Your role does not allow this action.',
        code: errorCodes.forbidden,
      });
      expect((await maintenance(operator.headers, true)).statusCode).toBe(403);
    }
    expect((await read(admin.headers)).json().data.maintenance.affiliate).toBe(false);
  });

  it("refuses an affiliate's token and no token at all", async () => {
    const affiliate = await read(demo.headers);
    expect(affiliate.statusCode).toBe(401);
    expect(affiliate.json().code).toBe(errorCodes.invalidToken);
    expect((await read({})).statusCode).toBe(401);
  });

  it('lets marketing broadcast, to everyone or to the affiliates listed, and says how many got it', async () => {
    const everyone = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/notifications',
      headers: marketing.headers,
      payload: { title: 'New banners', body: 'Winter creatives are in.' },
    });
    expect(everyone.statusCode, everyone.body).toBe(201);
    const enabled = await app.ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM members WHERE enabled',
    );
    expect(everyone.json().data.delivered).toBe(enabled.n);
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const rivalId = (await app.inject({ url: '/api/v1/bo/me', headers: rival.headers })).json().data
      .id as number;
    const listed = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/notifications',
      headers: marketing.headers,
      payload: { title: 'Hello', body: 'Just you.', memberIds: [rivalId, 2_000_000] },
    });
    expect(listed.json().data.delivered).toBe(1);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/operator/notifications',
          headers: support.headers,
          payload: { title: 'x', body: 'y' },
        })
      ).statusCode,
    ).toBe(403);
  });

  describe('while the affiliate portal is under maintenance', () => {
    beforeAll(async () => {
      expect((await maintenance(admin.headers, true)).statusCode).toBe(200);
    });
    afterAll(async () => {
      await maintenance(operatorHeaders, false);
    });

    it('keeps the console working: sign-in, reads, money screens, and turning maintenance off', async () => {
      const again = await signInAgain(app, admin);
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/operator/me', headers: again.headers })).statusCode,
      ).toBe(200);
      expect((await read(again.headers)).json().data.maintenance.affiliate).toBe(true);
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/v1/operator/payment-options',
            headers: finance.headers,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/operator/rates', headers: finance.headers }))
          .statusCode,
      ).toBe(200);
      expect((await maintenance(again.headers, false)).statusCode).toBe(200);
      expect((await read(again.headers)).json().data.maintenance.affiliate).toBe(false);
      expect((await maintenance(again.headers, true)).statusCode).toBe(200);
    });
  });
});
