import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignedInCache } from '../src/modules/auth/signed-in-cache.ts';
import { advanceClock, buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn } from './helpers.ts';

describe('SignedInCache', () => {
  const alice = { memberId: 1, sessionId: 'a', tokenExpiresAtMs: 100_000 };
  const bob = { memberId: 2, sessionId: 'b', tokenExpiresAtMs: 100_000 };

  it('serves nothing until revocations are known to arrive, and starts empty whenever that changes', () => {
    const cache = new SignedInCache(10_000);
    cache.remember('t1', alice, cache.beginCheck(), 0);
    expect(cache.get('t1', 1)).toBeNull();
    cache.setTrusted(true);
    cache.remember('t1', alice, cache.beginCheck(), 0);
    expect(cache.get('t1', 1)).toMatchObject({ memberId: 1 });
    cache.setTrusted(false);
    expect(cache.get('t1', 2)).toBeNull();
    cache.setTrusted(true);
    expect(cache.get('t1', 3)).toBeNull();
  });

  it('keeps an answer for its time to live and never past the token expiry', () => {
    const cache = new SignedInCache(10_000);
    cache.setTrusted(true);
    cache.remember('t1', alice, cache.beginCheck(), 0);
    expect(cache.get('t1', 9_999)).not.toBeNull();
    expect(cache.get('t1', 10_000)).toBeNull();
    cache.remember('t2', { ...alice, tokenExpiresAtMs: 5_000 }, cache.beginCheck(), 0);
    expect(cache.get('t2', 4_999)).not.toBeNull();
    expect(cache.get('t2', 5_000)).toBeNull();
  });

  it('forgets one member and refuses answers read before the revocation', () => {
    const cache = new SignedInCache(10_000);
    cache.setTrusted(true);
    cache.remember('a1', alice, cache.beginCheck(), 0);
    cache.remember('b1', bob, cache.beginCheck(), 0);
    const slowCheck = cache.beginCheck(); // a request reads the session row ...
    cache.forgetMember(1); // ... while the member signs out elsewhere
    cache.remember('a2', alice, slowCheck, 1); // its answer may predate the revocation: dropped
    expect(cache.get('a1', 1)).toBeNull();
    expect(cache.get('a2', 1)).toBeNull();
    expect(cache.get('b1', 1)).toMatchObject({ memberId: 2 });
  });
});

describe('sign-ins served from the cache are still refused the moment they end', () => {
  let app: FastifyInstance;
  const me = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/v1/auth/user', headers });

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await closeTestApp(app);
  });

  /** Polls until the answer changes; gives up after a second (notifications take milliseconds). */
  async function statusWithin(headers: Record<string, string>, expected: number): Promise<{ status: number; code: unknown; ms: number }> {
    const started = performance.now();
    for (;;) {
      const response = await me(headers);
      const ms = performance.now() - started;
      if (response.statusCode === expected || ms > 1_000) return { status: response.statusCode, code: response.json().code, ms };
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it('remembers a checked sign-in for the next request', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(session.headers)).statusCode).toBe(200);
    expect(app.ctx.signedIn.isTrusted).toBe(true);
    expect(app.ctx.signedIn.get(session.token, Date.now())).toMatchObject({ sessionId: expect.any(String) });
  });

  it('refuses other sessions right after a password change, and keeps the one that changed it', async () => {
    const other = await signIn(app, DEMO.username, DEMO.password);
    const changer = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(other.headers)).statusCode).toBe(200);
    expect((await me(changer.headers)).statusCode).toBe(200);
    const newPassword = 'a-fresh-partner-passphrase-7';
    const change = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/me/change-password',
      headers: changer.headers,
      payload: { current_password: DEMO.password, password: newPassword, password_confirmation: newPassword },
    });
    expect(change.statusCode).toBe(200);
    const refused = await me(other.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(errorCodes.sessionExpired);
    expect((await me(changer.headers)).statusCode).toBe(200);
    // Put the demo password back for the tests below.
    await app.inject({ method: 'POST', url: '/api/v1/bo/me/change-password', headers: changer.headers, payload: { current_password: newPassword, password: DEMO.password, password_confirmation: DEMO.password } });
  });

  it('refuses a session revoked by another process (another instance, psql) within a second', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(session.headers)).statusCode).toBe(200);
    // Straight to the database, as another gateway instance or an administrator would.
    await app.ctx.db.query("UPDATE sessions SET revoked_at = now(), revoke_reason = 'admin' WHERE id = (SELECT id FROM sessions ORDER BY created_at DESC LIMIT 1)");
    const after = await statusWithin(session.headers, 401);
    expect(after).toMatchObject({ status: 401, code: errorCodes.sessionExpired });
    console.warn(`revocation from another process refused after ${after.ms.toFixed(1)} ms`);
  });

  it('refuses an account disabled by another process within a second', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(session.headers)).statusCode).toBe(200);
    await app.ctx.db.query("UPDATE members SET enabled = false WHERE username = 'demo'");
    const after = await statusWithin(session.headers, 403);
    expect(after).toMatchObject({ status: 403, code: errorCodes.accountDisabled });
    await app.inject({ method: 'POST', url: '/api/v1/operator/demo-seed', headers: operatorHeaders });
  });

  it('does not serve a cached sign-in after its access token expired', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(session.headers)).statusCode).toBe(200);
    advanceClock(app, Date.parse(session.expiresAt) - Date.now() + 1_000);
    const after = await me(session.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(errorCodes.sessionExpired);
  });
});
