import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/app-context.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import {
  changePassword,
  logout,
  refresh,
  REFRESH_REUSE_LEEWAY_MS,
  resetPassword,
} from '../src/modules/auth/service.ts';
import { SignedInCache } from '../src/caches/signed-in-cache.ts';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  portalClientHeaders,
  signIn,
} from './helpers.ts';

describe('SignedInCache', () => {
  const alice = { affiliateId: 1, sessionId: 'a', tokenExpiresAtMs: 100_000 };
  const bob = { affiliateId: 2, sessionId: 'b', tokenExpiresAtMs: 100_000 };

  it('waits for as many processes to say they forgot a member as were listening, and no longer than its bound', async () => {
    const cache = new SignedInCache(10_000);
    let settled = false;
    const both = cache.acksOf(1, 2, 60_000).then(() => (settled = true));
    cache.acked(2); // another member's word counts for nothing here
    cache.acked(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    cache.acked(1);
    await both;
    expect(settled).toBe(true);
    // A replica that never answers holds the request up to the bound only: this resolves with no word.
    await expect(cache.acksOf(1, 1, 50)).resolves.toBeUndefined();
  });

  it('serves nothing until revocations are known to arrive, and starts empty whenever that changes', () => {
    const cache = new SignedInCache(10_000);
    cache.remember('t1', alice, cache.beginCheck(), 0);
    expect(cache.get('t1', 1)).toBeNull();
    cache.setTrusted(true);
    cache.remember('t1', alice, cache.beginCheck(), 0);
    expect(cache.get('t1', 1)).toMatchObject({ affiliateId: 1 });
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
    cache.forgetAffiliate(1); // ... while the member signs out elsewhere
    cache.remember('a2', alice, slowCheck, 1); // its answer may predate the revocation: dropped
    expect(cache.get('a1', 1)).toBeNull();
    expect(cache.get('a2', 1)).toBeNull();
    expect(cache.get('b1', 1)).toMatchObject({ affiliateId: 2 });
  });
});

describe('sign-ins served from the cache are still refused the moment they end', () => {
  let app: FastifyInstance;
  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/auth/user', headers });

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await closeTestApp(app);
  });

  /** Polls until the answer changes; gives up after a second (notifications take milliseconds). */
  async function statusWithin(
    headers: Record<string, string>,
    expected: number,
  ): Promise<{ status: number; code: unknown; ms: number }> {
    const started = performance.now();
    for (;;) {
      const response = await me(headers);
      const ms = performance.now() - started;
      if (response.statusCode === expected || ms > 1_000)
        return { status: response.statusCode, code: response.json().code, ms };
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
    await app.inject({
      method: 'POST',
      url: '/api/v1/bo/me/change-password',
      headers: changer.headers,
      payload: {
        current_password: newPassword,
        password: DEMO.password,
        password_confirmation: DEMO.password,
      },
    });
  });

  it('refuses a session at once after its logout', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(session.headers)).statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    const refused = await me(session.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(errorCodes.sessionExpired);
  });

  it('refuses the whole sign-in at once when a refresh token is presented twice', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(session.headers)).statusCode).toBe(200);
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    const newer = { authorization: `Bearer ${rotated.json().data.token}` };
    expect((await me(newer)).statusCode).toBe(200);
    advanceClock(app, REFRESH_REUSE_LEEWAY_MS + 1000);
    const reused = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: session.refreshToken },
    });
    expect(reused.statusCode).toBe(401);
    expect((await me(session.headers)).statusCode).toBe(401);
    expect((await me(newer)).statusCode).toBe(401);
  });

  it('refuses every session at once after a password reset', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(session.headers)).statusCode).toBe(200);
    const forgot = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bo/auth/forgot-password',
        headers: portalClientHeaders,
        payload,
      });
    await forgot({ email: DEMO.email });
    const mail = await app.inject({
      method: 'GET',
      url: `/api/v1/operator/outbox?to=${encodeURIComponent(DEMO.email)}&limit=1`,
      headers: operatorHeaders,
    });
    const code = /\b(\d{6})\b/.exec(mail.json().data[0].text)![1]!;
    const newPassword = 'a-reset-partner-passphrase-9';
    expect(
      (await forgot({ email: DEMO.email, code, password: newPassword, password_confirmation: newPassword }))
        .statusCode,
    ).toBe(200);
    const refused = await me(session.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(errorCodes.sessionExpired);
    await app.inject({ method: 'POST', url: '/api/v1/operator/demo-seed', headers: operatorHeaders });
  });

  it('refuses a session revoked by another process (another instance, psql) within a second', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(session.headers)).statusCode).toBe(200);
    // Straight to the database, as another gateway instance or an administrator would.
    await app.ctx.db.query(
      "UPDATE sessions SET revoked_at = now(), revoke_reason = 'admin' WHERE id = (SELECT id FROM sessions ORDER BY created_at DESC LIMIT 1)",
    );
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

/**
 * The same revocations with a cache of their own that no NOTIFY reaches: only the after-commit hook
 * each revoking transaction registers can clear it, and only when that transaction commits.
 */
describe('revocations forget cached sign-ins when their transaction commits', () => {
  let app: FastifyInstance;
  let demoId: number;
  const meta = { ip: '127.0.0.1' };

  beforeAll(async () => {
    app = await buildTestApp();
    demoId = (await app.ctx.db.one<{ id: number }>("SELECT id FROM members WHERE username = 'demo'")).id;
  });
  afterAll(async () => {
    await closeTestApp(app);
  });

  /** A context whose cache holds one remembered sign-in of demo, and hears nothing but the hooks. */
  async function withCachedSignIn() {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const { id: sessionId } = await app.ctx.db.one<{ id: string }>(
      'SELECT id FROM sessions WHERE member_id = $1 ORDER BY created_at DESC LIMIT 1',
      [demoId],
    );
    const signedIn = new SignedInCache();
    signedIn.setTrusted(true);
    signedIn.remember(
      session.token,
      { affiliateId: demoId, sessionId, tokenExpiresAtMs: Date.now() + 60_000 },
      signedIn.beginCheck(),
      Date.now(),
    );
    const ctx: AppContext = { ...app.ctx, signedIn };
    const cached = () => signedIn.get(session.token, Date.now());
    expect(cached()).not.toBeNull();
    return { ctx, session, sessionId, cached };
  }

  it('logout', async () => {
    const { ctx, session, cached } = await withCachedSignIn();
    await logout(ctx, session.refreshToken, meta);
    expect(cached()).toBeNull();
  });

  it('a reused refresh token (the request fails, the revocation commits)', async () => {
    const { ctx, session, cached } = await withCachedSignIn();
    await refresh(app.ctx, session.refreshToken, meta);
    expect(cached()).not.toBeNull();
    advanceClock(app, REFRESH_REUSE_LEEWAY_MS + 1000);
    await expect(refresh(ctx, session.refreshToken, meta)).rejects.toMatchObject({
      code: errorCodes.sessionExpired,
    });
    expect(cached()).toBeNull();
  });

  it('a password change', async () => {
    const { ctx, sessionId, cached } = await withCachedSignIn();
    const input = { current_password: DEMO.password, password: 'a-changed-partner-passphrase-3' };
    try {
      await changePassword(ctx, { id: demoId, sessionId }, input, meta);
      expect(cached()).toBeNull();
    } finally {
      await app.inject({ method: 'POST', url: '/api/v1/operator/demo-seed', headers: operatorHeaders });
    }
  });

  it('a password reset, and not when its transaction rolls back', async () => {
    const { ctx, cached } = await withCachedSignIn();
    const passwordHash = await hashPassword('a-reset-partner-passphrase-4');
    const abort = new Error('rolled back after the reset');
    await expect(
      ctx.db.transaction(async (tx) => {
        await resetPassword(ctx, tx, demoId, passwordHash);
        throw abort;
      }),
    ).rejects.toBe(abort);
    expect(cached()).not.toBeNull();
    try {
      await ctx.db.transaction((tx) => resetPassword(ctx, tx, demoId, passwordHash));
      expect(cached()).toBeNull();
    } finally {
      await app.inject({ method: 'POST', url: '/api/v1/operator/demo-seed', headers: operatorHeaders });
    }
  });
});
