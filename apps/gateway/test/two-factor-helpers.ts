import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { authenticatorCodeAt } from '../src/modules/totp/authenticator.ts';
import { advanceClock, operatorHeaders, signIn, type SignedIn } from './helpers.ts';

/** The two-factor endpoints' last path segment. */
export type TotpAction =
  'status' | 'setting' | 'setup' | 'confirm' | 'enable' | 'disable' | 'reset' | 'recovery-codes';

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A new affiliate of its own, so each scenario starts from two-factor off. */
export async function newAccount(app: FastifyInstance, username: string): Promise<Account> {
  const account = {
    username,
    email: `${username}@example.com`,
    password: `${username}-long-passphrase-2026`,
  };
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: { ...account, firstName: 'Test', lastName: 'Partner', country: 'MT' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return account;
}

export function totp(app: FastifyInstance, session: SignedIn, action: TotpAction, payload?: object) {
  const method = action === 'status' || action === 'setting' ? 'GET' : 'POST';
  return app.inject({
    method,
    url: `/api/v1/bo/totp/${action}`,
    headers: session.headers,
    ...(payload && { payload }),
  });
}

/** The authenticator app's code on the app's clock, `steps` 30-second steps away. */
export function appCode(app: FastifyInstance, secret: string, steps = 0): string {
  return authenticatorCodeAt(secret, app.ctx.config.now().getTime() + steps * 30_000);
}

/**
 * To one second into the next time step, whose code has not been used yet. Starting a step there keeps
 * a test's codes in the step they were computed for (a code one step off the edge of the drift window
 * would otherwise slip across it if the step changed between the test's computation and the check).
 */
export function nextStep(app: FastifyInstance): void {
  const intoStep = app.ctx.config.now().getTime() % 30_000;
  advanceClock(app, 30_000 - intoStep + 1_000);
}

export async function setUp(app: FastifyInstance, session: SignedIn): Promise<string> {
  const response = await totp(app, session, 'setup');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.secret as string;
}

/** Setup and confirm: two-factor on. The step of the confirming code is spent; the clock moves to the next. */
export async function turnOn(
  app: FastifyInstance,
  session: SignedIn,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = await setUp(app, session);
  const response = await totp(app, session, 'confirm', { code: appCode(app, secret) });
  expect(response.statusCode, response.body).toBe(200);
  nextStep(app);
  return { secret, recoveryCodes: response.json().data.recovery_codes as string[] };
}

export async function signInAccount(app: FastifyInstance, account: Account): Promise<SignedIn> {
  return signIn(app, account.username, account.password);
}

export function login(
  app: FastifyInstance,
  account: Account,
  extra: { otp?: string; password?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: {
      username: account.username,
      password: extra.password ?? account.password,
      ...(extra.otp !== undefined && { otp: extra.otp }),
    },
  });
}

export interface Mail {
  subject: string;
  text: string;
}

/** The mails sent to an address, newest first, as the operator reads the outbox. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<Mail[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/operator/outbox?to=${encodeURIComponent(to)}&limit=50`,
    headers: operatorHeaders,
  });
  return response.json().data as Mail[];
}

/** Asks for an emailed 'totp-disable' code and reads it from the outbox. */
export async function emailedCode(app: FastifyInstance, session: SignedIn, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/bo/2fa/requestcode',
    headers: session.headers,
    payload: { purpose: 'totp-disable' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [mail] = await mailsTo(app, email);
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

export async function notificationsOf(
  app: FastifyInstance,
  session: SignedIn,
): Promise<Array<{ kind: string; title: string; body: string }>> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/bo/member/notifications?per_page=100',
    headers: session.headers,
  });
  return response.json().data;
}
