import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, OPERATOR_TOKEN, operatorHeaders, PORTAL_CLIENT_TOKEN } from './helpers.ts';

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

    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { authorization: `Bearer ${PORTAL_CLIENT_TOKEN}` }, payload: { username: DEMO.username, password: DEMO.password } });
    expect(login.statusCode).toBe(200);
    const { token, refreshToken } = login.json().data as { token: string; refreshToken: string };
    secrets.push(token, refreshToken);

    const cookies = { 'XSRF-TOKEN': 'xsrf-secret-value-123' };
    secrets.push(cookies['XSRF-TOKEN']);
    expect((await app.inject({ method: 'GET', url: '/api/v1/auth/user', headers: { authorization: `Bearer ${token}` }, cookies })).statusCode).toBe(200);

    const refreshed = await app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', payload: { refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    secrets.push(refreshed.json().data.token, refreshed.json().data.refreshToken);

    // A wrong password and a validation error with a password in the body.
    const wrongPassword = 'not-the-password-but-secret';
    secrets.push(wrongPassword);
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: DEMO.username, password: wrongPassword } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/v1/bo/me/change-password', headers: { authorization: `Bearer ${refreshed.json().data.token}` }, payload: { current_password: DEMO.password, password: 'short', password_confirmation: 'short' } })).statusCode).toBe(422);

    // Forgot password: the mailed code and the new password.
    expect((await app.inject({ method: 'POST', url: '/api/v1/bo/auth/forgot-password', payload: { email: DEMO.email } })).statusCode).toBe(200);
    const outbox = await app.inject({ method: 'GET', url: `/api/v1/operator/outbox?to=${DEMO.email}&limit=1`, headers: operatorHeaders });
    const code = (outbox.json().data[0].text as string).match(/\b(\d{6})\b/)![1]!;
    const newPassword = 'a-new-secret-password-2026';
    secrets.push(code, newPassword);
    const reset = await app.inject({ method: 'POST', url: '/api/v1/bo/auth/forgot-password', payload: { email: DEMO.email, code, password: newPassword, password_confirmation: newPassword } });
    expect(reset.statusCode).toBe(200);

    const logged = lines.join('\n');
    // The log did record these requests, so the absence of secrets below means something.
    expect(logged).toContain('/api/v1/auth/login');
    expect(logged).toContain('/api/v1/bo/auth/forgot-password');
    for (const secret of secrets) {
      const at = logged.indexOf(secret);
      expect(at, `a secret of ${secret.length} characters in: ${JSON.stringify(logged.slice(Math.max(0, at - 80), at + 120))}`).toBe(-1);
    }
  });
});
