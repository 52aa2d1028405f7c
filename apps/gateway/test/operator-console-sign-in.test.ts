import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_LEEWAY_MS } from '../src/modules/auth/service.ts';
import { OPERATOR_REFRESH_TOKEN_TTL_MS } from '../src/modules/operators/console-sessions.ts';
import { OPERATOR_DISABLED } from '../src/modules/operators/sign-in.ts';
import { defaultRateLimits } from '../src/config/app-config.ts';
import { advanceClock, buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';
import {
  auditRows,
  consoleCode,
  consoleOperator,
  consoleSessionOf,
  consoleSignIn,
  signInAgain,
  toNextStep,
  type ConsoleOperator,
} from './operator-console-helpers.ts';

/** Signing in to the operator console: email, password and an authenticator code every time; sessions rotate like the affiliates'. */
describe(`operator console sign-in (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => closeTestApp(app));

  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/operator/me', headers });
  const refresh = (refreshToken: string) =>
    app.inject({ method: 'POST', url: '/api/v1/operator/session/refresh', payload: { refreshToken } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('signs in with the right password and code; an unknown address and a wrong password get the same 401', async () => {
    const operator = await consoleOperator(app, 'support');
    const signedIn = await consoleSignIn(app, {
      email: operator.email.toUpperCase(),
      password: operator.password,
      code: consoleCode(app, operator.secret),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await me(bearer(signedIn.json().data.token))).json().data.email).toBe(operator.email);
    toNextStep(app);

    const wrongPassword = await consoleSignIn(app, {
      email: operator.email,
      password: 'not-the-password-at-all',
      code: consoleCode(app, operator.secret),
    });
    const unknown = await consoleSignIn(app, {
      email: 'nobody@goldline.example',
      password: 'not-the-password-at-all',
      code: '123456',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json().code).toBe(errorCodes.invalidCredentials);
  });

  it('keeps the refresh token out of the answer: an HttpOnly, SameSite=Strict cookie for the session endpoints only', async () => {
    const operator = await consoleOperator(app, 'support');
    const signedIn = await consoleSignIn(app, {
      email: operator.email,
      password: operator.password,
      code: consoleCode(app, operator.secret),
    });
    toNextStep(app);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(Object.keys(signedIn.json().data).sort()).toEqual(['expiresAt', 'token']);
    const cookie = signedIn.cookies.find((c) => c.name === 'operator_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/operator/session' });
    // Served over http here (PUBLIC_URL http://localhost:3000): Secure only over https.
    expect(cookie.secure).toBeUndefined();
    expect(signedIn.body).not.toContain(cookie.value);

    // The browser sends it back with the XSRF pair, as the console's client does; without it, refused.
    const xsrf = 'x'.repeat(43);
    const withCookie = (url: string, pair = true) =>
      app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: {
          cookie: `operator_refresh=${cookie.value}; XSRF-TOKEN=${xsrf}`,
          ...(pair && { 'x-xsrf-token': xsrf }),
        },
      });
    expect((await withCookie('/api/v1/operator/session/refresh', false)).statusCode).toBe(403);
    const refreshed = await withCookie('/api/v1/operator/session/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const rotated = refreshed.cookies.find((c) => c.name === 'operator_refresh')!;
    expect(rotated.value).not.toBe(cookie.value);
    expect((await me(bearer(refreshed.json().data.token))).statusCode).toBe(200);

    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/session/end',
      payload: {},
      headers: { cookie: `operator_refresh=${rotated.value}; XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'operator_refresh')).toMatchObject({ value: '' });
    expect((await me(bearer(refreshed.json().data.token))).statusCode).toBe(401);
    // Nothing to present: the session is over.
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/operator/session/refresh', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('refuses a wrong code with 20106 and a code already used, even by the sign-in before', async () => {
    const operator = await consoleOperator(app, 'support');
    const wrong = await consoleSignIn(app, {
      email: operator.email,
      password: operator.password,
      code: consoleCode(app, operator.secret, 4),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: errorCodes.secondFactorInvalid,
      errors: { code: [expect.any(String)] },
    });

    const code = consoleCode(app, operator.secret);
    expect(
      (await consoleSignIn(app, { email: operator.email, password: operator.password, code })).statusCode,
    ).toBe(200);
    const replay = await consoleSignIn(app, { email: operator.email, password: operator.password, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: errorCodes.secondFactorInvalid,
      message: expect.stringContaining('already been used'),
    });
    // A code of an earlier step (still inside the drift window) is a replay too.
    toNextStep(app);
    const earlier = await consoleSignIn(app, {
      email: operator.email,
      password: operator.password,
      code: consoleCode(app, operator.secret, -1),
    });
    expect(earlier.statusCode).toBe(401);
    expect(
      (await auditRows(app, 'operator-sign-in.refused'))
        .filter((r) => r.operator_id === operator.id)
        .map((r) => r.detail.reason),
    ).toEqual(['wrong', 'replayed', 'replayed']);
  });

  it('locks the code out after 5 wrong ones: 429 with Retry-After, even for the right code, until the window ends', async () => {
    const operator = await consoleOperator(app, 'finance');
    const attempt = (code: string) =>
      consoleSignIn(app, { email: operator.email, password: operator.password, code });
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(consoleCode(app, operator.secret, 5))).statusCode).toBe(401);
    const locked = await attempt(consoleCode(app, operator.secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(errorCodes.rateLimited);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    advanceClock(app, 15 * 60_000);
    toNextStep(app);
    expect((await attempt(consoleCode(app, operator.secret))).statusCode).toBe(200);
  });

  it('answers a disabled operator 403 once both factors are right', async () => {
    const admin = await consoleOperator(app, 'admin');
    const operator = await consoleOperator(app, 'marketing');
    const disabled = await app.inject({
      method: 'PATCH',
      url: `/api/v1/operator/operators/${operator.id}`,
      headers: admin.headers,
      payload: { status: 'disabled' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const wrongCode = await consoleSignIn(app, {
      email: operator.email,
      password: operator.password,
      code: consoleCode(app, operator.secret, 5),
    });
    expect(wrongCode.statusCode).toBe(401);
    const refused = await consoleSignIn(app, {
      email: operator.email,
      password: operator.password,
      code: consoleCode(app, operator.secret),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: OPERATOR_DISABLED, code: errorCodes.accountDisabled });
  });

  describe('sessions', () => {
    let operator: ConsoleOperator;
    beforeAll(async () => {
      operator = await consoleOperator(app, 'support');
    });

    it('rotates the refresh token: the new pair works, and the old token again within the leeway', async () => {
      const signedIn = await signInAgain(app, operator);
      const rotated = await refresh(signedIn.refreshToken);
      expect(rotated.statusCode).toBe(200);
      const next = consoleSessionOf(rotated);
      expect(next.refreshToken).not.toBe(signedIn.refreshToken);
      expect((await me(bearer(next.token))).statusCode).toBe(200);
      // Two tabs refreshing with one token at once: both get a pair of the same sign-in.
      const twin = await refresh(signedIn.refreshToken);
      expect(twin.statusCode).toBe(200);
      expect((await me(bearer(next.token))).statusCode).toBe(200);
    });

    it('treats a token presented after the leeway as stolen: the whole sign-in ends', async () => {
      const signedIn = await signInAgain(app, operator);
      const next = consoleSessionOf(await refresh(signedIn.refreshToken));
      advanceClock(app, REFRESH_REUSE_LEEWAY_MS + 1_000);
      const reused = await refresh(signedIn.refreshToken);
      expect(reused.statusCode).toBe(401);
      expect(reused.json().code).toBe(errorCodes.sessionExpired);
      expect((await refresh(next.refreshToken)).statusCode).toBe(401);
      const revoked = await me(bearer(next.token));
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().code).toBe(errorCodes.sessionExpired);
      expect((await auditRows(app, 'operator-refresh.reuse-detected')).at(-1)).toMatchObject({
        operator_id: operator.id,
      });
    });

    it('ends a sign-in on sign-out, and its refresh tokens expire after 12 hours', async () => {
      const signedIn = await signInAgain(app, operator);
      const out = await app.inject({
        method: 'POST',
        url: '/api/v1/operator/session/end',
        payload: { refreshToken: signedIn.refreshToken },
      });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ data: { signedOut: true } });
      expect((await me(signedIn.headers)).statusCode).toBe(401);
      expect((await refresh(signedIn.refreshToken)).statusCode).toBe(401);

      const later = await signInAgain(app, operator);
      advanceClock(app, OPERATOR_REFRESH_TOKEN_TTL_MS);
      expect((await refresh(later.refreshToken)).statusCode).toBe(401);
      toNextStep(app);
    });

    it('expires the access token after 15 minutes with 20102, so the console refreshes', async () => {
      const signedIn = await signInAgain(app, operator);
      advanceClock(app, 15 * 60_000 + 1_000);
      const expired = await me(signedIn.headers);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe(errorCodes.sessionExpired);
      toNextStep(app);
    });
  });

  it('answers me with 403 for a machine token, which has no account', async () => {
    const machine = await me(operatorHeaders);
    expect(machine.statusCode).toBe(403);
    expect(machine.json().code).toBe(errorCodes.forbidden);
  });
});

describe('operator console sign-in limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      rateLimits: { ...defaultRateLimits, globalPerIp: 100, loginPerIp: 3, loginPerAccount: 2 },
    });
  });
  afterAll(async () => closeTestApp(app));

  const attempt = (email: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/operator/session',
      remoteAddress: ip,
      payload: { email, password: 'wrong-password-123', code: '123456' },
    });

  it('limits attempts per account whatever the address, an unknown address by what was typed', async () => {
    const operator = await consoleOperator(app, 'support');
    expect((await attempt(operator.email, '10.1.0.1')).statusCode).toBe(401);
    expect((await attempt(operator.email.toUpperCase(), '10.1.0.2')).statusCode).toBe(401);
    const limited = await attempt(operator.email, '10.1.0.3');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('nobody@goldline.example', '10.1.1.1')).statusCode).toBe(401);
    expect((await attempt('nobody@goldline.example', '10.1.1.2')).statusCode).toBe(401);
    expect((await attempt(' Nobody@Goldline.example', '10.1.1.3')).statusCode).toBe(429);
  });

  it('limits attempts per address whatever the account', async () => {
    for (const name of ['a1', 'a2', 'a3'])
      expect((await attempt(`${name}@goldline.example`, '10.1.2.1')).statusCode).toBe(401);
    expect((await attempt('a4@goldline.example', '10.1.2.1')).statusCode).toBe(429);
  });
});
