import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn, testConfig, type SignedIn } from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';

let app: FastifyInstance;
let clock = new Date('2024-06-01T10:00:00Z');
let demoId: number;
let rivalId: number;
let demo: SignedIn;

beforeAll(async () => {
  // A low per-token limit, so the limit test does not send 120 requests.
  app = await buildTestApp({
    now: () => clock,
    rateLimits: { ...testConfig().rateLimits, personalTokenPerToken: 25 },
  });
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  demo = await signIn(app, DEMO.username, DEMO.password);
});
afterAll(async () => closeTestApp(app));

const tokens = (method: 'GET' | 'POST' | 'DELETE', path = '', payload?: object, session: SignedIn = demo) =>
  app.inject({
    method,
    url: `/api/v1/affiliate/${demoId}/api-tokens${path}`,
    headers: session.headers,
    ...(payload !== undefined && { payload }),
  });

async function createToken(
  scopes: string[],
  expires_in_days = 30,
  name = 'StatsDrone',
): Promise<{ id: string; secret: string }> {
  const response = await tokens('POST', '', { name, expires_in_days, scopes });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().data.token.id, secret: response.json().data.secret };
}

const withToken = (secret: string, url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET') =>
  app.inject({ method, url, headers: { authorization: `Bearer ${secret}` } });

describe('personal API tokens', () => {
  it('shows the secret once, keeps only its hash, and lists the token by name, prefix, scopes and expiry', async () => {
    const response = await tokens('POST', '', {
      name: 'StatsDrone',
      expires_in_days: 90,
      scopes: ['reports:read'],
    });
    expect(response.statusCode).toBe(201);
    const { token, secret } = response.json().data;
    expect(secret).toMatch(/^gpat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'StatsDrone',
      scopes: ['reports:read'],
      last_used_at: null,
      expires_at: '2024-08-30T10:00:00.000Z',
    });
    expect(secret.startsWith(token.prefix)).toBe(true);
    const list = await tokens('GET');
    expect(list.json().data.map((t: { id: string }) => t.id)).toContain(token.id);
    expect(list.body).not.toContain(secret);
    const stored = await app.ctx.db.query<{ row: string }>(
      'SELECT row_to_json(t)::text AS row FROM personal_api_tokens t',
    );
    expect(stored.rows.map((r) => r.row).join('')).not.toContain(secret.slice(11));
  });

  it('reads reports and players with the matching scope only, and records when it was last used', async () => {
    const reports = await createToken(['reports:read']);
    const report = await withToken(reports.secret, `/api/v1/affiliate/${demoId}/reports?group=sub1`);
    expect(report.statusCode, report.body).toBe(200);
    expect(
      (await withToken(reports.secret, `/api/v1/affiliate/${demoId}/reports/export?group=day`)).statusCode,
    ).toBe(200);
    const players = await withToken(reports.secret, `/api/v1/affiliate/${demoId}/member`);
    expect(players.statusCode).toBe(403);
    expect(players.json().message).toBe('This token does not have the players:read scope.');
    const both = await createToken(['reports:read', 'players:read']);
    expect((await withToken(both.secret, `/api/v1/affiliate/${demoId}/member`)).statusCode).toBe(200);
    const listed = (await tokens('GET')).json().data.find((t: { id: string }) => t.id === reports.id);
    expect(listed.last_used_at).toBe(clock.toISOString());
  });

  it('never opens money, settings, security, sessions or tokens, whatever its scopes', async () => {
    const { secret } = await createToken(['reports:read', 'players:read']);
    for (const [method, url] of [
      ['GET', '/api/v1/bo/me/balance'],
      ['GET', '/api/v1/bo/me/withdrawals'],
      ['POST', '/api/v1/bo/me/transactions/withdraw'],
      ['GET', '/api/v1/bo/me'],
      ['GET', `/api/v1/affiliate/${demoId}/dashboard`],
      ['GET', `/api/v1/affiliate/${demoId}/api-tokens`],
      ['GET', `/api/v1/affiliate/${demoId}/postbacks`],
    ] as const) {
      const response = await withToken(secret, url, method);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("cannot read another affiliate's reports", async () => {
    const { secret } = await createToken(['reports:read']);
    expect((await withToken(secret, `/api/v1/affiliate/${rivalId}/reports`)).statusCode).toBe(403);
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    expect((await tokens('GET', '', undefined, rival)).statusCode).toBe(403);
  });

  it('is refused once revoked, and once expired', async () => {
    const revoked = await createToken(['reports:read']);
    expect((await tokens('DELETE', `/${revoked.id}`)).statusCode).toBe(200);
    expect((await withToken(revoked.secret, `/api/v1/affiliate/${demoId}/reports`)).statusCode).toBe(401);
    expect((await tokens('DELETE', `/${revoked.id}`)).statusCode).toBe(404);
    const expiring = await createToken(['reports:read'], 30);
    clock = new Date(clock.getTime() + 30 * 24 * 60 * 60 * 1000);
    const expired = await withToken(expiring.secret, `/api/v1/affiliate/${demoId}/reports`);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired/);
    // A made-up token is simply unknown.
    expect(
      (await withToken(`gpat_${'x'.repeat(43)}`, `/api/v1/affiliate/${demoId}/reports`)).statusCode,
    ).toBe(401);
    demo = await signIn(app, DEMO.username, DEMO.password);
  });

  it('refuses a lifetime or scope outside the offer, naming the field', async () => {
    for (const [payload, field] of [
      [{ name: 'x', expires_in_days: 45, scopes: ['reports:read'] }, 'expires_in_days'],
      [{ name: 'x', expires_in_days: 30, scopes: [] }, 'scopes'],
      [{ name: 'x', expires_in_days: 30, scopes: ['withdrawals:write'] }, 'scopes.0'],
      [{ name: '', expires_in_days: 30, scopes: ['reports:read'] }, 'name'],
    ] as const) {
      const response = await tokens('POST', '', payload);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
  });

  it('limits each token on its own', async () => {
    const { secret } = await createToken(['reports:read']);
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++)
      statuses.push((await withToken(secret, `/api/v1/affiliate/${demoId}/reports`)).statusCode);
    expect(statuses.slice(0, 25).every((s) => s === 200)).toBe(true);
    expect(statuses[25]).toBe(429);
    // Another token of the same affiliate has its own count.
    const other = await createToken(['reports:read']);
    expect((await withToken(other.secret, `/api/v1/affiliate/${demoId}/reports`)).statusCode).toBe(200);
  });

  it('holds at most 20 tokens at once', async () => {
    const held = (await tokens('GET')).json().data.length;
    for (let i = held; i < 20; i++) await createToken(['reports:read'], 30, `tool ${i}`);
    const refused = await tokens('POST', '', {
      name: 'one more',
      expires_in_days: 30,
      scopes: ['reports:read'],
    });
    expect(refused.statusCode).toBe(409);
  });
});
