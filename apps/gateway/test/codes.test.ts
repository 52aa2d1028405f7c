import { errorCodes, messages } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyOneTimeCode } from '../src/modules/codes/service.ts';
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

/** Reads the newest code mailed to `to`, the way an operator of the embedded default would. */
async function latestCode(to: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/operator/outbox?to=${encodeURIComponent(to)}&limit=1`,
    headers: operatorHeaders,
  });
  const mail = response.json().data[0];
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error('no code in mail');
  return match[1]!;
}

const outboxCount = async () =>
  (await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).n;

describe('POST /api/v1/bo/2fa/requestcode', () => {
  it('emails a 6-digit code valid for 10 minutes', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/2fa/requestcode',
      headers: session.headers,
      payload: { purpose: 'withdrawal' },
    });
    expect(response.statusCode).toBe(200);
    const minutes = (Date.parse(response.json().data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const code = await latestCode(DEMO.email);
    // Only a keyed hash is stored.
    const stored = await app.ctx.db.one<{ code_hash: string }>(
      "SELECT code_hash FROM one_time_codes WHERE purpose = 'withdrawal'",
    );
    expect(stored.code_hash).not.toContain(code);
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('validates the purpose', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/2fa/requestcode',
      headers: session.headers,
      payload: { purpose: 'anything' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.purpose).toHaveLength(1);
  });

  it('is 401 for the portal client token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/2fa/requestcode',
      headers: portalClientHeaders,
      payload: { purpose: 'withdrawal' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('verifyOneTimeCode', () => {
  const demoId = async () =>
    (await app.ctx.db.one<{ id: number }>("SELECT id FROM members WHERE username = 'demo'")).id;
  const request = async (purpose: string) => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    await app.inject({
      method: 'POST',
      url: '/api/v1/bo/2fa/requestcode',
      headers: session.headers,
      payload: { purpose },
    });
    return latestCode(DEMO.email);
  };

  it('accepts the right code once', async () => {
    const code = await request('payment-details');
    const id = await demoId();
    expect(await verifyOneTimeCode(app.ctx, id, 'withdrawal', code)).toBe(false); // other purpose
    expect(await verifyOneTimeCode(app.ctx, id, 'payment-details', code)).toBe(true);
    expect(await verifyOneTimeCode(app.ctx, id, 'payment-details', code)).toBe(false);
  });

  it('kills the code after 5 wrong attempts', async () => {
    const code = await request('payment-details');
    const id = await demoId();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect(await verifyOneTimeCode(app.ctx, id, 'payment-details', wrong)).toBe(false);
    expect(await verifyOneTimeCode(app.ctx, id, 'payment-details', code)).toBe(false);
  });

  it('replaces the previous code and expires after 10 minutes', async () => {
    const first = await request('totp-disable');
    const second = await request('totp-disable');
    const id = await demoId();
    if (first !== second) expect(await verifyOneTimeCode(app.ctx, id, 'totp-disable', first)).toBe(false);
    advanceClock(app, 10 * 60_000 + 1000);
    expect(await verifyOneTimeCode(app.ctx, id, 'totp-disable', second)).toBe(false);
  });
});

describe('POST /api/v1/bo/auth/forgot-password', () => {
  const forgot = (payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/bo/auth/forgot-password',
      headers: portalClientHeaders,
      payload,
    });
  const codeSent = {
    data: {
      step: 'code-sent',
      message: 'If an account exists for this email, we have sent a 6-digit code to it.',
    },
  };

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = await outboxCount();
    const response = await forgot({ email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(codeSent);
    expect(await outboxCount()).toBe(before);
  });

  it('resets the password end to end with the emailed code and signs out every session', async () => {
    const existing = await signIn(app, RIVAL.username, RIVAL.password);
    const step1 = await forgot({ email: 'RIVAL@example.com' });
    expect(step1.json()).toEqual(codeSent);
    const code = await latestCode(RIVAL.email);

    const newPassword = 'copper-meadow-whistle-77';
    const step2 = await forgot({
      email: RIVAL.email,
      code,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(step2.statusCode).toBe(200);
    expect(step2.json()).toEqual({ data: { step: 'password-reset', message: messages.passwordUpdated } });

    const old = await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: existing.headers });
    expect(old.json().code).toBe(errorCodes.sessionExpired);
    await signIn(app, RIVAL.username, newPassword);

    // The code was single use.
    const again = await forgot({
      email: RIVAL.email,
      code,
      password: 'another-long-passphrase',
      password_confirmation: 'another-long-passphrase',
    });
    expect(again.statusCode).toBe(422);
  });

  it('answers 422 on code for a wrong code or an unknown email', async () => {
    await forgot({ email: DEMO.email });
    for (const email of [DEMO.email, 'nobody@example.com']) {
      const response = await forgot({
        email,
        code: '123456',
        password: 'a-long-enough-passphrase',
        password_confirmation: 'a-long-enough-passphrase',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ code: ['The code is invalid or has expired.'] });
    }
  });

  it('holds step 2 to all of its fields', async () => {
    const response = await forgot({ email: DEMO.email, code: '123456' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['password']);
    const invalidEmail = await forgot({ email: 'not-an-email' });
    expect(invalidEmail.json().errors.email).toEqual(['Enter a valid email address.']);
  });
});
