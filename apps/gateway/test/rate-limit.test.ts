import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config/app-config.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    rateLimits: {
      ...defaultRateLimits,
      globalPerIp: 5,
      loginPerIp: 3,
      loginPerAccount: 2,
      codePerIp: 2,
      codePerAccount: 2,
      refreshPerIp: 2,
    },
  });
});
afterAll(async () => closeTestApp(app));

const login = (username: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: { username, password: 'wrong-password-123' },
  });

function expectLimited(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(response.json().code).toBe(errorCodes.rateLimited);
  expect(response.json().message).toMatch(/Too many attempts/);
}

/** The account's own limit from everywhere: refused unless the password comes with a valid second factor (login-lockout.test.ts). */
function expectAccountLocked(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json().code).toBe(errorCodes.accountLocked);
  expect(response.json().message).toMatch(/^Too many sign-in attempts for this account\./);
}

describe('rate limits', () => {
  it('at the production limit of 5 sign-ins per account, 5 by username and 1 by email is 429', async () => {
    const production = await buildTestApp({ rateLimits: { ...defaultRateLimits, loginPerIp: 1000 } });
    try {
      const attempt = (username: string) =>
        production.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username, password: 'wrong-password-123' },
        });
      for (let i = 0; i < defaultRateLimits.loginPerAccount; i++)
        expect((await attempt('demo')).statusCode).toBe(401);
      // From one address: that address's own count for the account refuses it outright.
      expectLimited(await attempt('demo@example.com'));
    } finally {
      await closeTestApp(production);
    }
  });

  it('limits sign-in attempts per account, whatever the address', async () => {
    expect((await login('demo', '10.0.0.1')).statusCode).toBe(401);
    expect((await login('DEMO', '10.0.0.2')).statusCode).toBe(401);
    expectAccountLocked(await login('demo', '10.0.0.3'));
  });

  it('counts a username and its email as one account, and unknown names by the name typed', async () => {
    expect((await login('rival', '10.0.6.1')).statusCode).toBe(401);
    expect((await login('RIVAL', '10.0.6.2')).statusCode).toBe(401);
    expectAccountLocked(await login('rival@example.com', '10.0.6.3'));
    expect((await login('nobody-known', '10.0.6.4')).statusCode).toBe(401);
    expect((await login('nobody-known', '10.0.6.5')).statusCode).toBe(401);
    expectAccountLocked(await login(' Nobody-Known ', '10.0.6.6'));
  });

  it('limits sign-in attempts per address, whatever the account', async () => {
    for (const name of ['a1', 'a2', 'a3']) expect((await login(name, '10.0.1.1')).statusCode).toBe(401);
    expectLimited(await login('a4', '10.0.1.1'));
  });

  it('limits forgot-password requests per address', async () => {
    const forgot = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bo/auth/forgot-password',
        remoteAddress: '10.0.2.1',
        payload: { email },
      });
    expect((await forgot('x1@example.com')).statusCode).toBe(200);
    expect((await forgot('x2@example.com')).statusCode).toBe(200);
    expectLimited(await forgot('x3@example.com'));
  });

  it('limits forgot-password requests per account', async () => {
    const forgot = (ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bo/auth/forgot-password',
        remoteAddress: ip,
        payload: { email: 'rival@example.com' },
      });
    expect((await forgot('10.0.3.1')).statusCode).toBe(200);
    expect((await forgot('10.0.3.2')).statusCode).toBe(200);
    expectLimited(await forgot('10.0.3.3'));
  });

  it('limits refresh attempts per address', async () => {
    const refresh = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh-token',
        remoteAddress: '10.0.4.1',
        payload: { refreshToken: 'unknown' },
      });
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(401);
    expectLimited(await refresh());
  });

  it('applies a default limit to every other API route', async () => {
    const get = () => app.inject({ method: 'GET', url: '/api/v1/bo/setting/all', remoteAddress: '10.0.5.1' });
    for (let i = 0; i < 5; i++) expect((await get()).statusCode).toBe(200);
    expectLimited(await get());
    // The portal's own files and config are not counted.
    expect(
      (await app.inject({ method: 'GET', url: '/config.json', remoteAddress: '10.0.5.1' })).statusCode,
    ).toBe(200);
  });
});
