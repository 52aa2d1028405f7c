import { errorCodes, messages } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, portalClientHeaders, RIVAL, signIn } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

describe('GET /api/v1/bo/me', () => {
  it('returns the member without preferences by default', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const response = await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: session.headers });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      username: 'demo',
      country: 'MT',
      currency: { code: 'EUR', symbol: '€' },
      details: { enabled: true },
    });
    expect(data.preferences).toBeUndefined();
  });

  it('adds preferences with include=preferences', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/me?include=preferences',
      headers: session.headers,
    });
    expect(response.json().data.preferences).toEqual({
      language: 'en',
      timezone: 'Europe/Malta',
      theme: 'light',
      emailNotifications: true,
      emailEvents: { withdrawal: true, kyc: true, commission: true, security: true, broadcast: true },
    });
  });

  it('shows each affiliate only their own profile', async () => {
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const response = await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: rival.headers });
    expect(response.json().data).toMatchObject({
      username: 'rival',
      country: 'GB',
      currency: { code: 'GBP', symbol: '£' },
    });
  });

  it('is 401 with the portal client token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: portalClientHeaders });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/v1/bo/me/products', () => {
  it("lists the affiliate's products, the demo product first", async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/me/products',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0]).toMatchObject({
      code: 'goldline-casino',
      name: 'Goldline Casino',
      url: 'https://goldline.example/',
    });
  });

  it('is 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/bo/me/products' })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/bo/me/change-password', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/v1/bo/me/change-password', headers, payload });

  it('refuses a wrong current password with 422 on current_password', async () => {
    const session = await signIn(app, RIVAL.username, RIVAL.password);
    const response = await change(session.headers, {
      current_password: 'wrong-password',
      password: 'a-brand-new-passphrase',
      password_confirmation: 'a-brand-new-passphrase',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
  });

  it('refuses a common password with 422 on password', async () => {
    const session = await signIn(app, RIVAL.username, RIVAL.password);
    const response = await change(session.headers, {
      current_password: RIVAL.password,
      password: 'Password1234',
      password_confirmation: 'Password1234',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['password']);
  });

  it('refuses a short password and a mismatched confirmation with field errors', async () => {
    const session = await signIn(app, RIVAL.username, RIVAL.password);
    const short = await change(session.headers, {
      current_password: RIVAL.password,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password[0]).toBe('Password must be at least 12 characters.');
    const mismatch = await change(session.headers, {
      current_password: RIVAL.password,
      password: 'a-brand-new-passphrase',
      password_confirmation: 'something-else-entirely',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
  });

  it('changes the password, keeps this session and signs out every other one', async () => {
    const other = await signIn(app, RIVAL.username, RIVAL.password);
    const current = await signIn(app, RIVAL.username, RIVAL.password);
    const newPassword = 'violet-harbour-lantern-42';
    const response = await change(current.headers, {
      current_password: RIVAL.password,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: messages.passwordUpdated } });

    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: current.headers })).statusCode,
    ).toBe(200);
    const otherAfter = await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: other.headers });
    expect(otherAfter.statusCode).toBe(401);
    expect(otherAfter.json().code).toBe(errorCodes.sessionExpired);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/refresh-token',
          payload: { refreshToken: other.refreshToken },
        })
      ).statusCode,
    ).toBe(401);

    await expect(signIn(app, RIVAL.username, RIVAL.password)).rejects.toThrow(/401/);
    await signIn(app, RIVAL.username, newPassword);
  });
});
