import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  portalClientHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';

let app: FastifyInstance;
let demo: SignedIn;
let rival: SignedIn;
beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
});
afterAll(async () => closeTestApp(app));

describe('GET /api/v1/bo/setting/all', () => {
  it('returns the public settings keyed by code to a signed-out visitor', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/setting/all',
      headers: portalClientHeaders,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data['system.maintenance'].app).toEqual([
      { key: 'affiliate', value: false },
      { key: 'casino', value: false },
    ]);
    expect(data.brand.name).toBe('Goldline Partners');
  });

  it('narrows to one code with filterByCode, in the shape the portal reads', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/setting/all?filterByCode=system.maintenance',
    });
    expect(Object.keys(response.json().data)).toEqual(['system.maintenance']);
    const entry = response
      .json()
      .data['system.maintenance'].app.find((e: { key: string }) => e.key === 'affiliate');
    expect(entry.value).toBe(false);
  });

  it('ignores a stale user token on a public endpoint', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/setting/all',
      headers: { authorization: 'Bearer expired.token.here' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('never lists private settings', async () => {
    await app.ctx.db.query(
      "INSERT INTO settings (code, value, is_public) VALUES ('commission.plan', '{\"share\":35}', false)",
    );
    const response = await app.inject({ method: 'GET', url: '/api/v1/bo/setting/all' });
    expect(response.json().data['commission.plan']).toBeUndefined();
    const filtered = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/setting/all?filterByCode=commission.plan',
    });
    expect(filtered.json().data).toEqual({});
  });
});

describe('notifications', () => {
  const list = (session: SignedIn, query = '') =>
    app.inject({ method: 'GET', url: `/api/v1/bo/member/notifications${query}`, headers: session.headers });
  const markRead = (session: SignedIn, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/bo/member/read-notifications',
      headers: session.headers,
      payload,
    });

  it('lists newest first with the unread count and pagination meta', async () => {
    const response = await list(demo);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((n: { title: string }) => n.title)).toEqual([
      'New banners available',
      'Commission plan updated',
      'Welcome to Goldline Partners',
    ]);
    expect(body.meta).toMatchObject({
      current_page: 1,
      last_page: 1,
      from: 1,
      to: 3,
      total: 3,
      per_page: 10,
      prev_page_url: null,
      next_page_url: null,
      unread_count: 2,
    });
  });

  it('pages with page and per_page', async () => {
    const body = (await list(demo, '?page=2&per_page=2')).json();
    expect(body.data).toHaveLength(1);
    expect(body.meta).toMatchObject({ current_page: 2, last_page: 2, from: 3, to: 3, total: 3, per_page: 2 });
    expect(body.meta.prev_page_url).toContain('page=1');
    expect(body.meta.links.find((l: { active: boolean }) => l.active).label).toBe('2');
  });

  it('answers the counts on a page past the end, and for an affiliate without notifications', async () => {
    const past = (await list(demo, '?page=5&per_page=2')).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 5, total: 3, from: null, to: null, unread_count: 2 });
    await app.ctx.db.query(
      "DELETE FROM notifications WHERE member_id = (SELECT id FROM members WHERE username = 'rival')",
    );
    const none = (await list(rival)).json();
    expect(none.data).toEqual([]);
    expect(none.meta).toMatchObject({ total: 0, unread_count: 0 });
    await app.inject({ method: 'POST', url: '/api/v1/operator/demo-seed', headers: operatorHeaders });
  });

  it('takes one database round trip to list and one to mark read (two each before)', async () => {
    const db = app.ctx.db;
    const original = { query: db.query, one: db.one, maybeOne: db.maybeOne };
    const statements: string[] = [];
    for (const method of ['query', 'one', 'maybeOne'] as const) {
      db[method] = ((sql: string, params?: unknown[]) => {
        // The endpoint's own statements (the sign-in check may or may not be cached).
        if (sql.includes('notifications')) statements.push(sql);
        return original[method](sql, params);
      }) as never;
    }
    try {
      expect((await list(demo)).statusCode).toBe(200);
      expect(statements).toHaveLength(1);
      expect((await markRead(demo, { ids: [] })).json().data).toEqual({ updated: 0, unread_count: 2 });
      expect(statements).toHaveLength(2);
    } finally {
      Object.assign(db, original);
    }
  });

  it('rejects a bad page with 422', async () => {
    const response = await list(demo, '?page=0');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.page).toBeDefined();
  });

  it("never shows one affiliate another's notifications nor lets them mark them read", async () => {
    const rivalIds = (await list(rival)).json().data.map((n: { id: number }) => n.id);
    const demoIds = (await list(demo)).json().data.map((n: { id: number }) => n.id);
    expect(rivalIds.some((id: number) => demoIds.includes(id))).toBe(false);

    const attempt = await markRead(demo, { ids: rivalIds });
    expect(attempt.statusCode).toBe(200);
    expect(attempt.json().data.updated).toBe(0);
    expect((await list(rival)).json().meta.unread_count).toBe(2);
  });

  it('marks the listed ids read, then all of them', async () => {
    const unread = (await list(demo)).json().data.filter((n: { readAt: string | null }) => n.readAt === null);
    const one = await markRead(demo, { ids: [unread[0].id] });
    expect(one.json().data).toEqual({ updated: 1, unread_count: 1 });
    const all = await markRead(demo, {});
    expect(all.json().data).toEqual({ updated: 1, unread_count: 0 });
    expect((await list(demo)).json().data.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(
      true,
    );
  });

  it('validates ids', async () => {
    const response = await markRead(demo, { ids: ['x'] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['ids.0']);
  });

  it('is 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/bo/member/notifications' })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ method: 'PUT', url: '/api/v1/bo/member/read-notifications', payload: {} }))
        .statusCode,
    ).toBe(401);
  });
});
