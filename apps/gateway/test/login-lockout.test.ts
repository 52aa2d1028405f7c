import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config/app-config.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';
import { consoleCode, consoleOperator, toNextStep } from './operator-console-helpers.ts';
import { appCode, newAccount, nextStep, signInAccount, turnOn, type Account } from './two-factor-helpers.ts';

/**
 * Five wrong passwords a minute from anywhere used to lock the real user out. The product's limits:
 * 5 sign-ins a minute per account and address (that address is refused), 5 per account from everywhere
 * (then only the password with a valid second factor gets in, and every other attempt gets the same
 * answer, so the lock tells nothing about the password).
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    rateLimits: { ...defaultRateLimits, loginPerIp: 1000, globalPerIp: 10_000 },
  });
});
afterAll(async () => closeTestApp(app));

const login = (account: Account, from: string, extra: { password?: string; otp?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: from,
    payload: {
      username: account.username,
      password: extra.password ?? account.password,
      ...(extra.otp !== undefined && { otp: extra.otp }),
    },
  });

const wrong = { password: 'wrong-password-123' };

describe('sign-in attempts against one account', () => {
  it('stop the one address that made five of them, with the plain limit', async () => {
    const account = await newAccount(app, 'lockpair');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await login(account, '10.61.0.1', wrong)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const refused = await login(account, '10.61.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(errorCodes.rateLimited);
  });

  it('from many addresses do not keep out the user who proves the password and the second factor', async () => {
    const account = await newAccount(app, 'lockspread');
    const { secret } = await turnOn(app, await signInAccount(app, account));
    // An attacker spreads wrong passwords over addresses, none of them reaching its own limit.
    for (let i = 0; i < 6; i += 1) await login(account, `10.62.0.${i + 1}`, wrong);
    expect((await login(account, '10.62.0.99', wrong)).json().code).toBe(errorCodes.accountLocked);
    // Over the account's limit now: the real user, from an address of their own.
    const home = '10.62.9.9';
    nextStep(app);
    const signedIn = await login(account, home, { otp: appCode(app, secret) });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.refreshToken).toEqual(expect.any(String));
  });

  it('while the account is over its limit, answer the right password alone, a wrong code and a wrong password alike', async () => {
    const account = await newAccount(app, 'lockoracle');
    const { secret } = await turnOn(app, await signInAccount(app, account));
    for (let i = 0; i < 6; i += 1) await login(account, `10.63.0.${i + 1}`, wrong);
    nextStep(app);
    const answers = [
      await login(account, '10.63.1.1'),
      await login(account, '10.63.1.2', { otp: '000000' === appCode(app, secret) ? '111111' : '000000' }),
      await login(account, '10.63.1.3', wrong),
      await login(account, '10.63.1.4', { ...wrong, otp: appCode(app, secret) }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(429);
      expect(answer.json()).toEqual({
        message: expect.stringMatching(
          /^Too many sign-in attempts for this account\. Please try again in (1 minute|\d+ seconds)\. If two-factor authentication is on, you can sign in now with your password and a code from your authenticator app\.$/,
        ),
        code: errorCodes.accountLocked,
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('keep out an account without two-factor until the minute is over, whatever the password', async () => {
    const account = await newAccount(app, 'locknofactor');
    for (let i = 0; i < 6; i += 1) await login(account, `10.64.0.${i + 1}`, wrong);
    const refused = await login(account, '10.64.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(errorCodes.accountLocked);
  });
});

describe("an operator's sign-in attempts from many addresses", () => {
  it('leave the operator who gives the password and a current code a way in, and refuse anything less alike', async () => {
    const operator = await consoleOperator(app, 'support');
    const signIn = (from: string, password: string, code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/operator/session',
        remoteAddress: from,
        payload: { email: operator.email, password, code },
      });
    for (let i = 0; i < 6; i += 1) await signIn(`10.65.0.${i + 1}`, 'not-the-password-at-all', '123456');
    const locked = await signIn('10.65.1.1', operator.password, '000000');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(errorCodes.accountLocked);
    toNextStep(app);
    const signedIn = await signIn('10.65.9.9', operator.password, consoleCode(app, operator.secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });
});
