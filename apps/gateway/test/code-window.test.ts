import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_INVALID_MESSAGE } from '../src/modules/codes/forgot-password.ts';
import { advanceClock, buildTestApp, closeTestApp, portalClientHeaders, type SignedIn } from './helpers.ts';
import {
  appCode,
  login,
  mailsTo,
  newAccount,
  nextStep,
  signInAccount,
  totp,
  turnOn,
  type Account,
} from './two-factor-helpers.ts';
import { fund, affiliateIdOf, withdraw, withdrawalCode } from './withdrawal-helpers.ts';

/**
 * One wrong-code window per account (modules/code-window): 5 codes per 15 minutes whatever the code
 * (authenticator, recovery, emailed for any purpose), not reopened by asking for a fresh emailed code;
 * forgot-password codes in a window of their own, an unknown address answered alike. Run on PGlite and
 * on the PostgreSQL server (DATABASE_URL), where the concurrent bursts really run in parallel.
 */
describe(`wrong-code windows (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => closeTestApp(app));

  let accounts = 0;
  const fresh = async (prefix: string): Promise<{ account: Account; session: SignedIn }> => {
    const account = await newAccount(app, `${prefix}${++accounts}`);
    return { account, session: await signInAccount(app, account) };
  };
  const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
  const neteller = (account: Account, code: string) => ({
    payment_option_type: 'NETELLER',
    account: account.email,
    amount: '50.00',
    code,
  });

  function expectWindowClosed(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json().code).toBe(errorCodes.rateLimited);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(response.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
  }

  it('does not reopen for a fresh emailed code: after 16 wrong withdrawal codes over four codes, the right one is 429 with Retry-After', async () => {
    const { account, session } = await fresh('mailed');
    await fund(app, await affiliateIdOf(app, session), '1000.00');
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const code = await withdrawalCode(app, session, account.email);
      for (let i = 0; i < 4; i++)
        statuses.push((await withdraw(app, session, neteller(account, otherThan(code)))).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(5).fill(422), ...Array<number>(11).fill(429)]);
    const right = await withdraw(
      app,
      session,
      neteller(account, await withdrawalCode(app, session, account.email)),
    );
    expectWindowClosed(right);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/bo/me/withdrawals?status=all',
          headers: session.headers,
        })
      ).json().data,
    ).toEqual([]);

    advanceClock(app, 15 * 60_000);
    const again = await signInAccount(app, account);
    expect(
      (await withdraw(app, again, neteller(account, await withdrawalCode(app, again, account.email))))
        .statusCode,
    ).toBe(201);
  });

  it('is one window for every emailed code of an account without an authenticator: withdrawal, payout details, email change', async () => {
    const { account, session } = await fresh('purposes');
    const requestCode = async (purpose: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/bo/2fa/requestcode',
        headers: session.headers,
        payload: { purpose },
      });
      expect(response.statusCode, response.body).toBe(200);
      return /\b(\d{6})\b/.exec((await mailsTo(app, account.email))[0]!.text)![1]!;
    };
    const details = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bo/me/payout-details',
        headers: session.headers,
        payload: { payment_option_type: 'SKRILL', account: 'anna@example.com', code },
      });
    const confirmEmail = (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bo/me/email-change/confirm',
        headers: session.headers,
        payload: { code },
      });

    const withdrawal = await requestCode('withdrawal');
    for (let i = 0; i < 2; i++)
      expect((await withdraw(app, session, neteller(account, otherThan(withdrawal)))).statusCode).toBe(422);
    const payout = await requestCode('payment-details');
    for (let i = 0; i < 2; i++) expect((await details(otherThan(payout))).statusCode).toBe(422);
    expect((await confirmEmail('000000')).statusCode).toBe(422);
    expectWindowClosed(await details(payout));
    expectWindowClosed(await confirmEmail('123456'));
  });

  it('is one window for the authenticator, recovery codes and emailed codes, at sign-in and in every action', async () => {
    const { account, session } = await fresh('factors');
    const { secret, recoveryCodes } = await turnOn(app, session);
    expect((await login(app, account, { otp: 'aaaa-bbbb-cccc-dddd' })).json().code).toBe(
      errorCodes.secondFactorInvalid,
    );
    expect((await login(app, account, { otp: appCode(app, secret, -5) })).json().code).toBe(
      errorCodes.secondFactorInvalid,
    );
    expect((await totp(app, session, 'disable', { code: 'aaaa-bbbb-cccc-dddd' })).statusCode).toBe(422);
    expect((await withdraw(app, session, neteller(account, appCode(app, secret, -5)))).statusCode).toBe(422);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/bo/me/email-change/confirm',
          headers: session.headers,
          payload: { code: '000000' },
        })
      ).statusCode,
    ).toBe(422);

    expectWindowClosed(await login(app, account, { otp: recoveryCodes[0]! }));
    expectWindowClosed(await totp(app, session, 'disable', { code: appCode(app, secret) }));
    // Nothing was spent while the window was closed: the recovery code still opens a session afterwards.
    advanceClock(app, 15 * 60_000);
    nextStep(app);
    expect((await login(app, account, { otp: recoveryCodes[0]! })).statusCode).toBe(200);
  });

  it('a right code clears the window', async () => {
    const { account, session } = await fresh('cleared');
    const { secret } = await turnOn(app, session);
    for (let i = 0; i < 4; i++)
      expect((await login(app, account, { otp: appCode(app, secret, -5) })).statusCode).toBe(401);
    expect((await login(app, account, { otp: appCode(app, secret) })).statusCode).toBe(200);
    nextStep(app);
    for (let i = 0; i < 5; i++)
      expect((await login(app, account, { otp: appCode(app, secret, -5) })).statusCode).toBe(401);
    expectWindowClosed(await login(app, account, { otp: appCode(app, secret) }));
  });

  it('cannot be outrun by a concurrent burst: of 20 wrong codes at once, 5 are checked and 15 refused with 429', async () => {
    const { account, session } = await fresh('burst');
    const code = await withdrawalCode(app, session, account.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(app, session, neteller(account, otherThan(code)))),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(422), ...Array<number>(15).fill(429)]);
    expectWindowClosed(await withdraw(app, session, neteller(account, code)));
  });

  describe('forgot password', () => {
    const forgot = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bo/auth/forgot-password',
        headers: portalClientHeaders,
        payload,
      });
    const newPassword = 'copper-meadow-whistle-77';
    const resetWith = (email: string, code: string) =>
      forgot({ email, code, password: newPassword, password_confirmation: newPassword });
    const resetCode = async (email: string) => {
      expect((await forgot({ email })).statusCode).toBe(200);
      return /\b(\d{6})\b/.exec((await mailsTo(app, email))[0]!.text)![1]!;
    };
    /** What the caller sees, the seconds to wait left out (two windows a few milliseconds apart may round differently). */
    const answer = (response: LightMyRequestResponse) => {
      const body = response.json<{ message: string }>();
      return {
        status: response.statusCode,
        body: { ...body, message: body.message.replace(/\d+ (second|minute)s?/, 'N $1s') },
        retryAfter: response.headers['retry-after'] !== undefined,
      };
    };

    it('locks after 5 wrong codes: the right code is 429, a fresh code too, until the window ends', async () => {
      const { account } = await fresh('forgot');
      const statuses: number[] = [];
      for (let round = 0; round < 2; round++) {
        const code = await resetCode(account.email);
        for (let i = 0; i < 4; i++)
          statuses.push((await resetWith(account.email, otherThan(code))).statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
      expectWindowClosed(await resetWith(account.email, await resetCode(account.email)));
      expect((await login(app, account)).statusCode).toBe(200);

      advanceClock(app, 15 * 60_000);
      expect((await resetWith(account.email, await resetCode(account.email))).statusCode).toBe(200);
      expect((await login(app, account, { password: newPassword })).statusCode).toBe(200);
    });

    it('does not lock the affiliate’s other codes: the forgot-password window is its own', async () => {
      const { account, session } = await fresh('apart');
      await fund(app, await affiliateIdOf(app, session), '100.00');
      const code = await resetCode(account.email);
      for (let i = 0; i < 6; i++) await resetWith(account.email, otherThan(code));
      expect((await resetWith(account.email, code)).statusCode).toBe(429);
      expect(
        (await withdraw(app, session, neteller(account, await withdrawalCode(app, session, account.email))))
          .statusCode,
      ).toBe(201);
    });

    it('answers an unknown address exactly as a registered one, 429 included', async () => {
      const { account } = await fresh('known');
      const code = await resetCode(account.email);
      await forgot({ email: 'nobody-here@example.com' });
      const known: object[] = [];
      const unknown: object[] = [];
      for (let i = 0; i < 7; i++) {
        known.push(answer(await resetWith(account.email, otherThan(code))));
        unknown.push(answer(await resetWith('nobody-here@example.com', otherThan(code))));
      }
      expect(unknown).toEqual(known);
      expect(known[0]).toEqual({
        status: 422,
        body: {
          message: CODE_INVALID_MESSAGE,
          code: errorCodes.validationFailed,
          errors: { code: [CODE_INVALID_MESSAGE] },
        },
        retryAfter: false,
      });
      expect((known[6] as { status: number }).status).toBe(429);
      // The letter case of the typed address does not open another window.
      expect(answer(await resetWith('NOBODY-HERE@example.com', '123456')).status).toBe(429);
    });

    it('cannot be outrun by a concurrent burst: of 20 guesses at once, 5 are checked', async () => {
      const { account } = await fresh('forgot-burst');
      const code = await resetCode(account.email);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => resetWith(account.email, otherThan(code))),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([
        ...Array<number>(5).fill(422),
        ...Array<number>(15).fill(429),
      ]);
      expectWindowClosed(await resetWith(account.email, code));
    });
  });
});
