import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withHelpers } from '../src/db/database.ts';
import { REFRESH_REUSE_LEEWAY_MS } from '../src/modules/auth/service.ts';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  portalClientHeaders,
  RIVAL,
  signIn,
} from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object, headers });
const me = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/user', headers });
const refresh = (refreshToken: string) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { refreshToken } });
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
const revokeReason = async (token: string) =>
  (
    await app.ctx.db.one<{ revoke_reason: string | null }>(
      'SELECT revoke_reason FROM sessions WHERE id = $1',
      [sessionOf(token)],
    )
  ).revoke_reason;
/** Past the reuse leeway, a used refresh token counts as stolen. */
const pastReuseLeeway = () => advanceClock(app, REFRESH_REUSE_LEEWAY_MS + 1000);

describe('POST /api/v1/auth/login', () => {
  it('signs in with the username and returns a 15-minute token and a refresh token', async () => {
    const response = await login({ username: DEMO.username, password: DEMO.password }, portalClientHeaders);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token.split('.')).toHaveLength(3);
    expect(data.refreshToken).toMatch(/^[\w-]{43}$/);
    const minutes = (Date.parse(data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('accepts the email in any case instead of the username', async () => {
    const response = await login({ username: 'DEMO@Example.com', password: DEMO.password });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account identically', async () => {
    const wrong = await login({ username: DEMO.username, password: 'not-the-password' });
    const unknown = await login({ username: 'nobody-here', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'These credentials do not match our records.',
        code: errorCodes.invalidCredentials,
      });
    }
  });

  it('answers 422 with field errors when fields are missing', async () => {
    const response = await login({ username: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe(errorCodes.validationFailed);
    expect(Object.keys(body.errors).sort()).toEqual(['password', 'username']);
    expect(body.errors.password[0]).toBe('Password is not valid.');
  });

  it('refuses a disabled account with 403 and code 20105 (only with the right password)', async () => {
    await app.ctx.db.query("UPDATE members SET enabled = false WHERE username = 'rival'");
    const right = await login({ username: RIVAL.username, password: RIVAL.password });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe(errorCodes.accountDisabled);
    const wrong = await login({ username: RIVAL.username, password: 'wrong-password-123' });
    expect(wrong.statusCode).toBe(401);
    await app.ctx.db.query("UPDATE members SET enabled = true WHERE username = 'rival'");
  });

  it('stores passwords as argon2id with at least 19 MiB and 2 passes', async () => {
    const row = await app.ctx.db.one<{ password_hash: string }>(
      "SELECT password_hash FROM members WHERE username = 'demo'",
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(row.password_hash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
  });

  it('records sign-in decisions in the audit trail without secrets', async () => {
    const { rows } = await app.ctx.db.query<{ event: string; detail: Record<string, unknown> }>(
      'SELECT event, detail FROM audit_events',
    );
    const events = rows.map((r) => r.event);
    expect(events).toContain('login.succeeded');
    expect(events).toContain('login.failed');
    expect(JSON.stringify(rows)).not.toContain(DEMO.password);
  });
});

describe('GET /api/v1/auth/user', () => {
  it('returns the signed-in user', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const response = await me(session.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      username: 'demo',
      email: 'demo@example.com',
      name: 'Demo Partner',
      twoFactorEnabled: false,
    });
    expect(response.json().data.lastLoginAt).not.toBeNull();
  });

  it('is 401 without a token or with a forged one', async () => {
    expect((await me({})).statusCode).toBe(401);
    const forged = await me({ authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).not.toBe(errorCodes.sessionExpired);
  });

  it('refuses the portal client token and an operator token with a plain 401 (not 20102)', async () => {
    for (const headers of [portalClientHeaders, operatorHeaders]) {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe(errorCodes.invalidToken);
    }
  });

  it('answers 401 with code 20102 once the access token has expired', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    advanceClock(app, 15 * 60_000 + 1000);
    const response = await me(session.headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(errorCodes.sessionExpired);
    // The refresh token still works and yields a fresh access token.
    const refreshed = await refresh(session.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    expect((await me({ authorization: `Bearer ${refreshed.json().data.token}` })).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotates: each refresh token works once and yields a new one', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = first.json().data;
    expect(next.refreshToken).not.toBe(session.refreshToken);
    const second = await refresh(next.refreshToken);
    expect(second.statusCode).toBe(200);
  });

  it('hands out a new access token on every refresh, also within the second of the sign-in', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const renewed = (await refresh(session.refreshToken)).json().data;
    expect(renewed.token).not.toBe(session.token);
    // Both are tokens of the one sign-in: each still opens the account.
    for (const token of [session.token, renewed.token]) {
      expect(
        (await app.inject({ url: '/api/v1/auth/user', headers: { authorization: `Bearer ${token}` } }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('revokes the whole family when a used refresh token is presented again after the reuse leeway', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const rotated = (await refresh(session.refreshToken)).json().data;
    pastReuseLeeway();
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe(errorCodes.sessionExpired);
    // The newest token of the family and its access token stop working too.
    expect((await refresh(rotated.refreshToken)).json().code).toBe(errorCodes.sessionExpired);
    const access = await me({ authorization: `Bearer ${rotated.token}` });
    expect(access.statusCode).toBe(401);
    expect(access.json().code).toBe(errorCodes.sessionExpired);
    const { sid } = JSON.parse(Buffer.from(rotated.token.split('.')[1], 'base64url').toString()) as {
      sid: string;
    };
    const row = await app.ctx.db.one<{ revoke_reason: string }>(
      'SELECT revoke_reason FROM sessions WHERE id = $1',
      [sid],
    );
    expect(row.revoke_reason).toBe('reuse');
  });

  it('lets every one of 10 concurrent refreshes with one token succeed, in the same family, with working tokens', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const pairs = results.map((r) => r.json().data as { token: string; refreshToken: string });
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(10);
    expect(new Set(pairs.map((p) => sessionOf(p.token)))).toEqual(new Set([sessionOf(session.token)]));
    for (const pair of pairs) {
      expect((await me({ authorization: `Bearer ${pair.token}` })).statusCode).toBe(200);
    }
    // Every refresh token handed out rotates in turn, and the session is still open.
    const next = await Promise.all(pairs.map((p) => refresh(p.refreshToken)));
    expect(next.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(await revokeReason(pairs[0]!.token)).toBeNull();
  });

  it('hands out a working pair of the same family for a token rotated moments ago (a second tab, a lost answer)', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const first = (await refresh(session.refreshToken)).json().data;
    advanceClock(app, REFRESH_REUSE_LEEWAY_MS - 5000);
    const again = await refresh(session.refreshToken);
    expect(again.statusCode).toBe(200);
    const second = again.json().data;
    expect(sessionOf(second.token)).toBe(sessionOf(first.token));
    for (const pair of [first, second]) {
      expect((await me({ authorization: `Bearer ${pair.token}` })).statusCode).toBe(200);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    }
    expect(await revokeReason(first.token)).toBeNull();
  });

  it('revokes the family when a token older than the last rotation comes back, even within the leeway', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const first = (await refresh(session.refreshToken)).json().data;
    const second = (await refresh(first.refreshToken)).json().data;
    const stale = await refresh(session.refreshToken);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe(errorCodes.sessionExpired);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${second.token}` })).statusCode).toBe(401);
    expect(await revokeReason(second.token)).toBe('reuse');
  });

  it('revokes the family when the token rotated during the leeway comes back after it', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const first = (await refresh(session.refreshToken)).json().data;
    const second = (await refresh(session.refreshToken)).json().data;
    pastReuseLeeway();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${first.token}` })).statusCode).toBe(401);
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect(await revokeReason(first.token)).toBe('reuse');
  });

  it('answers 401 with 20102 for an unknown or expired refresh token', async () => {
    expect((await refresh('x'.repeat(43))).json().code).toBe(errorCodes.sessionExpired);
    const session = await signIn(app, DEMO.username, DEMO.password);
    advanceClock(app, 31 * 24 * 3600_000);
    const expired = await refresh(session.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe(errorCodes.sessionExpired);
  });

  it('does not let another sign-in be affected by one family being revoked', async () => {
    const a = await signIn(app, DEMO.username, DEMO.password);
    const b = await signIn(app, DEMO.username, DEMO.password);
    await refresh(a.refreshToken);
    pastReuseLeeway();
    await refresh(a.refreshToken); // reuse: family a revoked
    expect((await me(b.headers)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('revokes the family: the access token then answers 401 with 20102 and refresh fails', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(session.headers)).statusCode).toBe(200);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { loggedOut: true } });
    const after = await me(session.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe(errorCodes.sessionExpired);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('finds and revokes the session in one statement (a SELECT then an UPDATE before), twice harmlessly', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const logout = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        payload: { refreshToken: session.refreshToken },
      });
    const original = app.ctx.db.transaction;
    const statements: string[] = [];
    app.ctx.db.transaction = ((work: Parameters<typeof original>[0]) =>
      original((tx) => {
        const counted = withHelpers(
          (sql, params) => (statements.push(sql), tx.query(sql, params)),
          (sql) => tx.execScript(sql),
        );
        return work({ ...counted, afterCommit: tx.afterCommit });
      })) as typeof original;
    try {
      expect((await logout()).statusCode).toBe(200);
      expect(statements.filter((sql) => /sessions/.test(sql))).toHaveLength(1);
    } finally {
      app.ctx.db.transaction = original;
    }
    expect((await logout()).statusCode).toBe(200);
    const audits = await app.ctx.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_events WHERE event = 'logout' AND member_id = (SELECT id FROM members WHERE username = 'demo')",
    );
    expect(audits.n).toBeGreaterThanOrEqual(2);
  });

  it('validates its body', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.refreshToken).toHaveLength(1);
  });
});
