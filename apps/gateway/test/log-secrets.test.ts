import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  OPERATOR_TOKEN,
  operatorHeaders,
  PORTAL_CLIENT_TOKEN,
  RIVAL,
  signIn,
} from './helpers.ts';
import { appCode, emailedCode, login, nextStep, totp } from './two-factor-helpers.ts';

/**
 * Where a secret stands in the log, or -1. A code of digits counts only on its own: the log's
 * timestamps and durations are long runs of digits that hold any 6 digits now and then
 * ("time":1795463216136 holds 463216), which is no code of ours.
 */
function whereLogged(logged: string, secret: string): number {
  if (!/^\d+$/.test(secret)) return logged.indexOf(secret);
  return logged.search(new RegExp(`(?<!\\d)${secret}(?!\\d)`));
}

// Everything the gateway logs while it handles the secrets of a user's day: passwords, tokens, codes.
const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ logLevel: 'trace', logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => closeTestApp(app));

describe('logs', () => {
  it('never hold a password, token or one-time code, at the most verbose level', async () => {
    const secrets: string[] = [DEMO.password, OPERATOR_TOKEN, PORTAL_CLIENT_TOKEN];

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { authorization: `Bearer ${PORTAL_CLIENT_TOKEN}` },
      payload: { username: DEMO.username, password: DEMO.password },
    });
    expect(login.statusCode).toBe(200);
    const { token, refreshToken } = login.json().data as { token: string; refreshToken: string };
    secrets.push(token, refreshToken);

    const cookies = { 'XSRF-TOKEN': 'xsrf-secret-value-123' };
    secrets.push(cookies['XSRF-TOKEN']);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/auth/user',
          headers: { authorization: `Bearer ${token}` },
          cookies,
        })
      ).statusCode,
    ).toBe(200);

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    secrets.push(refreshed.json().data.token, refreshed.json().data.refreshToken);

    // A wrong password and a validation error with a password in the body.
    const wrongPassword = 'not-the-password-but-secret';
    secrets.push(wrongPassword);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: DEMO.username, password: wrongPassword },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/bo/me/change-password',
          headers: { authorization: `Bearer ${refreshed.json().data.token}` },
          payload: { current_password: DEMO.password, password: 'short', password_confirmation: 'short' },
        })
      ).statusCode,
    ).toBe(422);

    // Forgot password: the mailed code and the new password.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/bo/auth/forgot-password',
          payload: { email: DEMO.email },
        })
      ).statusCode,
    ).toBe(200);
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/v1/operator/outbox?to=${DEMO.email}&limit=1`,
      headers: operatorHeaders,
    });
    const code = (outbox.json().data[0].text as string).match(/\b(\d{6})\b/)![1]!;
    const newPassword = 'a-new-secret-password-2026';
    secrets.push(code, newPassword);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/auth/forgot-password',
      payload: { email: DEMO.email, code, password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.statusCode).toBe(200);

    const logged = lines.join('\n');
    // The log did record these requests, so the absence of secrets below means something.
    expect(logged).toContain('/api/v1/auth/login');
    expect(logged).toContain('/api/v1/bo/auth/forgot-password');
    for (const secret of secrets) {
      const at = whereLogged(logged, secret);
      expect(
        at,
        `a secret of ${secret.length} characters in: ${JSON.stringify(logged.slice(Math.max(0, at - 80), at + 120))}`,
      ).toBe(-1);
    }
  });

  it('never hold a two-factor secret, its otpauth address, a recovery code or a code, at the most verbose level', async () => {
    const from = lines.length;
    const session = await signIn(app, RIVAL.username, RIVAL.password);
    const setup = (await totp(app, session, 'setup')).json().data as { secret: string; otpauth_uri: string };
    const confirmCode = appCode(app, setup.secret);
    const confirm = await totp(app, session, 'confirm', { code: confirmCode });
    expect(confirm.statusCode).toBe(200);
    const recoveryCodes = confirm.json().data.recovery_codes as string[];
    nextStep(app);
    const signInCode = appCode(app, setup.secret);
    expect((await login(app, { ...RIVAL }, { otp: signInCode })).statusCode).toBe(200);
    expect((await login(app, { ...RIVAL }, { otp: signInCode })).statusCode).toBe(401);
    expect((await login(app, { ...RIVAL }, { otp: recoveryCodes[0]! })).statusCode).toBe(200);
    expect((await totp(app, session, 'disable', { code: recoveryCodes[1]!.toUpperCase() })).statusCode).toBe(
      200,
    );
    const mailed = await emailedCode(app, session, RIVAL.email);
    nextStep(app);
    expect((await totp(app, session, 'enable', { code: appCode(app, setup.secret) })).statusCode).toBe(200);
    expect((await totp(app, session, 'reset', { code: mailed })).statusCode).toBe(200);

    const logged = lines.slice(from).join('\n');
    expect(logged).toContain('/api/v1/bo/totp/setup');
    expect(logged).toContain('audit totp.confirm');
    const secrets = [
      setup.secret,
      setup.otpauth_uri,
      encodeURIComponent(setup.secret),
      confirmCode,
      signInCode,
      mailed,
      ...recoveryCodes,
      ...recoveryCodes.map((c) => c.replaceAll('-', '')),
    ];
    for (const secret of secrets) {
      const at = whereLogged(logged, secret);
      expect(
        at,
        `a secret of ${secret.length} characters in: ${JSON.stringify(logged.slice(Math.max(0, at - 80), at + 120))}`,
      ).toBe(-1);
    }
  });
});
