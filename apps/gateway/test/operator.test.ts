import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, portalClientHeaders, signIn } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

const maintenanceOn = {
  app: [
    { key: 'affiliate', value: true },
    { key: 'casino', value: false },
  ],
};

describe('operator access', () => {
  it('requires an operator token: none, the portal client token and a member token are 401', async () => {
    const affiliate = await signIn(app, DEMO.username, DEMO.password);
    for (const headers of [
      {},
      portalClientHeaders,
      affiliate.headers,
      { authorization: 'Bearer wrong-operator-token-123' },
    ]) {
      const response = await app.inject({
        method: 'PUT',
        url: '/api/v1/operator/settings/system.maintenance',
        headers,
        payload: maintenanceOn,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(errorCodes.invalidToken);
    }
    const outbox = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/outbox',
      headers: affiliate.headers,
    });
    expect(outbox.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/operator/settings/{code}', () => {
  it('turns maintenance on, which the portal then reads from the public settings', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/settings/system.maintenance',
      headers: operatorHeaders,
      payload: maintenanceOn,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ code: 'system.maintenance', value: maintenanceOn });
    const settings = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/setting/all?filterByCode=system.maintenance',
    });
    expect(settings.json().data['system.maintenance'].app[0]).toEqual({ key: 'affiliate', value: true });
  });

  it('refuses a maintenance value of the wrong shape', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/settings/system.maintenance',
      headers: operatorHeaders,
      payload: { on: true },
    });
    expect(response.statusCode).toBe(422);
  });

  it('validates the code in the path', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/settings/Bad%20Code',
      headers: operatorHeaders,
      payload: { x: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toBeDefined();
  });
});

describe('POST /api/v1/operator/notifications', () => {
  it('broadcasts to every enabled affiliate', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/notifications',
      headers: operatorHeaders,
      payload: { title: 'Scheduled maintenance', body: 'Sunday 02:00-04:00 UTC.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.delivered).toBe(2);
    const affiliate = await signIn(app, DEMO.username, DEMO.password);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/member/notifications',
      headers: affiliate.headers,
    });
    expect(list.json().data[0]).toMatchObject({
      title: 'Scheduled maintenance',
      kind: 'broadcast',
      readAt: null,
    });
    expect(list.json().meta.unread_count).toBe(3);
  });

  it('validates title and body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/notifications',
      headers: operatorHeaders,
      payload: { title: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['body', 'title']);
  });
});

describe('POST /api/v1/operator/affiliates', () => {
  const affiliate = {
    username: 'newpartner',
    email: 'new@example.com',
    password: 'saffron-river-otter-19',
    firstName: 'New',
    lastName: 'Partner',
    country: 'DE',
  };

  it('creates an affiliate who can then sign in (EUR by default)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      headers: operatorHeaders,
      payload: affiliate,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.username).toBe('newpartner');
    const session = await signIn(app, affiliate.username, affiliate.password);
    const me = await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: session.headers });
    expect(me.json().data).toMatchObject({ country: 'DE', currency: { code: 'EUR' } });
  });

  it('answers 409 naming the field for a taken username or email (any case)', async () => {
    const taken = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      headers: operatorHeaders,
      payload: { ...affiliate, username: 'NEWPARTNER', email: 'other@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.username).toBeDefined();
    const email = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      headers: operatorHeaders,
      payload: { ...affiliate, username: 'another', email: 'NEW@example.com' },
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().errors.email).toBeDefined();
  });

  it('refuses bad fields with 422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      headers: operatorHeaders,
      payload: { ...affiliate, username: 'x', country: 'Germany', password: 'short' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['country', 'password', 'username']);
  });
});

describe('GET /api/v1/operator/outbox and demo seed', () => {
  it('lists mail newest first, filtered by recipient', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/v1/bo/auth/forgot-password',
      payload: { email: DEMO.email },
    });
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/operator/outbox?to=${DEMO.email}`,
      headers: operatorHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({ to: DEMO.email });
    expect(response.json().data[0].subject).toMatch(/code/);
    // No SMTP server in this app: kept in the outbox, never sent (the console's Mail screen says so).
    expect(response.json().data[0].delivery).toEqual({
      state: 'kept',
      at: null,
      attempts: 0,
      lastError: null,
    });
  });

  it('re-seeds the demo accounts idempotently', async () => {
    await app.ctx.db.query("UPDATE members SET enabled = false WHERE username = 'demo'");
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/demo-seed',
      headers: operatorHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.usernames).toEqual(['demo', 'rival']);
    await signIn(app, DEMO.username, DEMO.password);
    const counts = await app.ctx.db.one<{ members: number; products: number }>(
      "SELECT (SELECT count(*)::int FROM members WHERE username IN ('demo','rival')) AS members, (SELECT count(*)::int FROM products) AS products",
    );
    expect(counts).toEqual({ members: 2, products: 1 });
  });
});
