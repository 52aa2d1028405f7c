import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';

/** The notifications page: paging over many notifications, the unread filter, marking read. */
let app: FastifyInstance;
let demo: SignedIn;
let rival: SignedIn;

interface Listed {
  id: number;
  title: string;
  readAt: string | null;
}

const list = async (session: SignedIn, query: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/bo/member/notifications${query}`,
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    data: Listed[];
    meta: Record<string, unknown> & { unread_count: number; total: number };
  }>();
};
const markRead = (session: SignedIn, payload: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/bo/member/read-notifications',
    headers: session.headers,
    payload,
  });

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
  // Replace the seeded ones with 25 of demo's, one minute apart, every third one read: Notice 25 is the newest.
  await app.ctx.db.query(
    "DELETE FROM notifications WHERE member_id = (SELECT id FROM members WHERE username = 'demo')",
  );
  await app.ctx.db.query(
    `INSERT INTO notifications (member_id, kind, title, body, created_at, read_at)
     SELECT m.id, 'broadcast', 'Notice ' || n, 'Body ' || n, timestamptz '2026-03-01T00:00:00Z' + n * interval '1 minute',
            CASE WHEN n % 3 = 0 THEN timestamptz '2026-03-02T00:00:00Z' END
     FROM members m, generate_series(1, 25) n WHERE m.username = 'demo'`,
  );
}, 60_000);
afterAll(async () => closeTestApp(app));

describe('notifications page', () => {
  it('pages 25 notifications at 10 a page: page 2 holds the 11th to 20th newest', async () => {
    const body = await list(demo, '?page=2&per_page=10');
    expect(body.data.map((n) => n.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Notice ${15 - i}`));
    expect(body.meta).toMatchObject({
      current_page: 2,
      last_page: 3,
      from: 11,
      to: 20,
      total: 25,
      per_page: 10,
      unread_count: 17,
    });
    const last = await list(demo, '?page=3&per_page=10');
    expect(last.data.map((n) => n.title)).toEqual([
      'Notice 5',
      'Notice 4',
      'Notice 3',
      'Notice 2',
      'Notice 1',
    ]);
  });

  it('lists only the unread with filter=unread, and the paging counts only them', async () => {
    const first = await list(demo, '?filter=unread&per_page=10');
    expect(first.data.every((n) => n.readAt === null)).toBe(true);
    expect(first.data.map((n) => n.title).slice(0, 3)).toEqual(['Notice 25', 'Notice 23', 'Notice 22']);
    expect(first.meta).toMatchObject({
      current_page: 1,
      last_page: 2,
      total: 17,
      from: 1,
      to: 10,
      unread_count: 17,
    });
    expect(first.meta.next_page_url).toContain('filter=unread');
    const second = await list(demo, '?filter=unread&page=2&per_page=10');
    expect(second.data).toHaveLength(7);
    // filter=all is the default.
    expect((await list(demo, '?filter=all')).meta.total).toBe(25);
  });

  it('refuses an unknown filter with 422', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/member/notifications?filter=read',
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.filter).toBeDefined();
  });

  it("changes nothing of another affiliate's when given their ids", async () => {
    const rivalBefore = await list(rival, '?filter=unread');
    expect(rivalBefore.meta.unread_count).toBeGreaterThan(0);
    const attempt = await markRead(demo, { ids: rivalBefore.data.map((n) => n.id) });
    expect(attempt.statusCode).toBe(200);
    expect(attempt.json().data).toEqual({ updated: 0, unread_count: 17 });
    const rivalAfter = await list(rival, '?filter=unread');
    expect(rivalAfter.meta.unread_count).toBe(rivalBefore.meta.unread_count);
    expect(rivalAfter.data.map((n) => n.id)).toEqual(rivalBefore.data.map((n) => n.id));
    // And demo's filtered list never holds rival's.
    const demoIds = (await list(demo, '?per_page=100')).data.map((n) => n.id);
    expect(demoIds.some((id) => rivalBefore.data.some((n) => n.id === id))).toBe(false);
  });

  it('marking one read moves it out of the unread list', async () => {
    const before = await list(demo, '?filter=unread&per_page=100');
    const target = before.data[0]!;
    const marked = await markRead(demo, { ids: [target.id] });
    expect(marked.json().data).toEqual({ updated: 1, unread_count: 16 });
    const after = await list(demo, '?filter=unread&per_page=100');
    expect(after.data.map((n) => n.id)).toEqual(before.data.slice(1).map((n) => n.id));
    expect(after.meta).toMatchObject({ total: 16, unread_count: 16 });
    // It stays in the full list, now read.
    const all = await list(demo, '?per_page=100');
    expect(all.data.find((n) => n.id === target.id)?.readAt).not.toBeNull();
    expect(all.meta.total).toBe(25);
  });

  it('marks all read: the unread list empties, the full list stays', async () => {
    const rivalUnread = (await list(rival, '')).meta.unread_count;
    const all = await markRead(demo, {});
    expect(all.json().data).toEqual({ updated: 16, unread_count: 0 });
    const unread = await list(demo, '?filter=unread');
    expect(unread.data).toEqual([]);
    expect(unread.meta).toMatchObject({ total: 0, last_page: 1, unread_count: 0 });
    expect((await list(demo, '')).meta.total).toBe(25);
    expect((await list(rival, '')).meta.unread_count).toBe(rivalUnread);
  });
});
