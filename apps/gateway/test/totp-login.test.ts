import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS } from '../src/modules/auth/service.ts';
import { sealSecret } from '../src/modules/totp/secret-box.ts';
import { advanceClock, buildTestApp, closeTestApp, DEMO, type SignedIn } from './helpers.ts';
import {
  appCode,
  login,
  mailsTo,
  newAccount,
  nextStep,
  notificationsOf,
  signInAccount,
  totp,
  turnOn,
  type Account,
} from './two-factor-helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

let accounts = 0;
/** A fresh affiliate with two-factor on. */
async function accountWithTwoFactor(): Promise<{
  account: Account;
  session: SignedIn;
  secret: string;
  recoveryCodes: string[];
}> {
  const account = await newAccount(app, `signer${++accounts}`);
  const session = await signInAccount(app, account);
  return { account, session, ...(await turnOn(app, session)) };
}

const auditEvents = async (username: string) =>
  (
    await app.ctx.db.query<{ event: string; detail: Record<string, unknown> }>(
      'SELECT a.event, a.detail FROM audit_events a JOIN members m ON m.id = a.member_id WHERE m.username = $1 ORDER BY a.id',
      [username],
    )
  ).rows;

describe('sign-in with two-factor on', () => {
  it('asks for the code when the password is right and no otp is sent (401, code 20104), and issues no tokens', async () => {
    const { account } = await accountWithTwoFactor();
    for (const extra of [{}, { otp: '' }, { otp: '   ' }]) {
      const response = await login(app, account, extra);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Enter the code from your authenticator app.',
        code: errorCodes.secondFactorRequired,
      });
    }
    expect(
      (await auditEvents(account.username)).filter((e) => e.event === 'login.second-factor-required'),
    ).toHaveLength(3);
  });

  it('answers a wrong password exactly as for any account, whatever otp is sent', async () => {
    const { account, secret } = await accountWithTwoFactor();
    const withoutTwoFactor = await login(
      app,
      { ...account, username: DEMO.username },
      { password: 'wrong-password-123' },
    );
    expect(withoutTwoFactor.json()).toEqual({
      message: INVALID_CREDENTIALS,
      code: errorCodes.invalidCredentials,
    });
    for (const otp of [undefined, appCode(app, secret), '000000', 'garbage']) {
      const response = await login(app, account, {
        password: 'wrong-password-123',
        ...(otp !== undefined && { otp }),
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(withoutTwoFactor.body);
    }
    // The right code was not spent by a sign-in whose password was wrong.
    expect((await login(app, account, { otp: appCode(app, secret) })).statusCode).toBe(200);
  });

  it('signs in with a current code, once: the same code again is refused (401, code 20106)', async () => {
    const { account, session, secret } = await accountWithTwoFactor();
    const code = appCode(app, secret);
    const first = await login(app, account, { otp: code });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toHaveProperty('token');
    const again = await login(app, account, { otp: code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: errorCodes.secondFactorInvalid,
      message: 'This code has already been used. Wait for the next code in your authenticator app.',
    });
    // Nor is it taken by the two-factor endpoints afterwards.
    expect((await totp(app, session, 'disable', { code })).statusCode).toBe(422);
    nextStep(app);
    expect((await login(app, account, { otp: appCode(app, secret) })).statusCode).toBe(200);
    const events = await auditEvents(account.username);
    expect(events.filter((e) => e.event === 'login.succeeded').map((e) => e.detail)).toContainEqual({
      secondFactor: 'authenticator',
    });
    expect(
      events.filter((e) => e.event === 'login.second-factor-refused').map((e) => e.detail),
    ).toContainEqual({ reason: 'replayed' });
  });

  it('accepts one step of drift either side, not two', async () => {
    const { account, secret } = await accountWithTwoFactor();
    // The step before this one must not be the one that confirmed the setup.
    nextStep(app);
    expect((await login(app, account, { otp: appCode(app, secret, -2) })).json().code).toBe(
      errorCodes.secondFactorInvalid,
    );
    expect((await login(app, account, { otp: appCode(app, secret, -1) })).statusCode).toBe(200);
    expect((await login(app, account, { otp: appCode(app, secret, 1) })).statusCode).toBe(200);
    advanceClock(app, 60_000);
    expect((await login(app, account, { otp: appCode(app, secret, 2) })).json().code).toBe(
      errorCodes.secondFactorInvalid,
    );
  });

  it('refuses a wrong code (401, code 20106, the message on otp) and records why', async () => {
    const { account, secret } = await accountWithTwoFactor();
    for (const otp of [appCode(app, secret, 4), '12345', 'not a code', 'abcd-efgh-jkmn-pqrs']) {
      const response = await login(app, account, { otp });
      expect(response.statusCode, otp).toBe(401);
      expect(response.json()).toEqual({
        message:
          'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
        code: errorCodes.secondFactorInvalid,
        errors: {
          otp: [
            'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
          ],
        },
      });
    }
    expect(
      (await auditEvents(account.username)).filter((e) => e.event === 'login.second-factor-refused'),
    ).toHaveLength(4);
  });

  it('signs in with a recovery code, once, and tells the affiliate how many are left', async () => {
    const { account, session, recoveryCodes } = await accountWithTwoFactor();
    const response = await login(app, account, { otp: recoveryCodes[2]! });
    expect(response.statusCode).toBe(200);
    expect((await login(app, account, { otp: recoveryCodes[2]! })).json().code).toBe(
      errorCodes.secondFactorInvalid,
    );
    expect((await login(app, account, { otp: recoveryCodes[3]!.toUpperCase() })).statusCode).toBe(200);
    expect((await totp(app, session, 'setting')).json().data.recovery_codes_left).toBe(8);
    const [mail] = await mailsTo(app, account.email);
    expect(mail!.subject).toBe('Goldline Partners: A recovery code was used');
    expect(mail!.text).toMatch(/8 of them are left/);
    expect((await notificationsOf(app, session))[0]).toMatchObject({
      kind: 'security',
      title: 'A recovery code was used',
    });
    expect(
      (await auditEvents(account.username)).filter((e) => e.event === 'login.succeeded').map((e) => e.detail),
    ).toContainEqual({ secondFactor: 'recovery-code' });
  });

  it('does not take an emailed code in place of the second factor', async () => {
    const { account, session } = await accountWithTwoFactor();
    await app.inject({
      method: 'POST',
      url: '/api/v1/bo/2fa/requestcode',
      headers: session.headers,
      payload: { purpose: 'totp-disable' },
    });
    const code = /\b(\d{6})\b/.exec((await mailsTo(app, account.email))[0]!.text)![1]!;
    expect((await login(app, account, { otp: code })).json().code).toBe(errorCodes.secondFactorInvalid);
  });

  it('limits wrong codes: the sixth within 15 minutes is 429 with Retry-After, even with the right code', async () => {
    const { account, secret } = await accountWithTwoFactor();
    for (let i = 0; i < 5; i++)
      expect((await login(app, account, { otp: appCode(app, secret, -7) })).statusCode).toBe(401);
    const limited = await login(app, account, { otp: appCode(app, secret) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    // A wrong password still answers as a wrong password: the limit is only met with the right one.
    expect((await login(app, account, { password: 'wrong-password-123', otp: '123456' })).json().code).toBe(
      errorCodes.invalidCredentials,
    );
    advanceClock(app, 15 * 60_000);
    expect((await login(app, account, { otp: appCode(app, secret) })).statusCode).toBe(200);
  });

  it('lets one of two concurrent sign-ins with the same code through', async () => {
    const { account, secret } = await accountWithTwoFactor();
    const code = appCode(app, secret);
    const answers = await Promise.all([
      login(app, account, { otp: code }),
      login(app, account, { otp: code }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('needs no code once two-factor is turned off, and ignores an otp while it is off', async () => {
    const { account, session, secret } = await accountWithTwoFactor();
    expect((await totp(app, session, 'disable', { code: appCode(app, secret) })).statusCode).toBe(200);
    expect((await login(app, account)).statusCode).toBe(200);
    expect((await login(app, account, { otp: 'anything' })).statusCode).toBe(200);
    expect(
      (await login(app, { ...account, username: DEMO.username, password: DEMO.password }, { otp: '000000' }))
        .statusCode,
    ).toBe(200);
  });

  it('still takes recovery codes when the authenticator secret cannot be read (a lost or wrong TOTP_ENCRYPTION_KEY)', async () => {
    const { account, session, secret, recoveryCodes } = await accountWithTwoFactor();
    const otherKey = Buffer.alloc(32, 1);
    const affiliateId = (
      await app.inject({ method: 'GET', url: '/api/v1/auth/user', headers: session.headers })
    ).json().data.id as number;
    await app.ctx.db.query('UPDATE member_totp SET secret_sealed = $2 WHERE member_id = $1', [
      affiliateId,
      sealSecret(otherKey, secret, `member_totp:${affiliateId}`),
    ]);
    // The authenticator's code cannot be checked: a server fault, logged, not a wrong code counted against the affiliate.
    const appCodeAnswer = await login(app, account, { otp: appCode(app, secret) });
    expect(appCodeAnswer.statusCode).toBe(500);
    expect(appCodeAnswer.json()).toEqual({ message: 'Internal server error.', code: errorCodes.internal });
    const signedIn = await login(app, account, { otp: recoveryCodes[0]! });
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().data.token}` };
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/totp/reset',
      headers,
      payload: { code: recoveryCodes[1]! },
    });
    expect(reset.json()).toEqual({ data: { status: 'off' } });
    expect((await login(app, account)).statusCode).toBe(200);
  });
});
