import { CONSOLE_REFRESH_COOKIE, type OperatorRole } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { advanceClock, operatorHeaders } from './helpers.ts';

/** A code of the authenticator app enrolled with `secret` (the otpauth library the gateway uses), on the app's clock. */
export function consoleCode(app: FastifyInstance, secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: app.ctx.config.now().getTime() + steps * 30_000 });
}

/** One second into the next 30-second step, whose code has not been used yet. */
export function toNextStep(app: FastifyInstance): void {
  advanceClock(app, 30_000 - (app.ctx.config.now().getTime() % 30_000) + 1_000);
}

export interface Invitation {
  email: string;
  role: OperatorRole;
  link: string;
  expiresAt: string;
  /** The secret after `#` in the link. */
  token: string;
}

/** Invites someone (with the machine token unless `headers` say otherwise), as an admin's console or the CLI does. */
export async function invite(
  app: FastifyInstance,
  email: string,
  role: OperatorRole,
  headers: Record<string, string> = operatorHeaders,
): Promise<Invitation> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/operators/invitations',
    headers,
    payload: { email, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  const data = response.json().data as Omit<Invitation, 'token'>;
  return { ...data, token: data.link.split('#')[1]! };
}

export function openInvitation(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: '/api/v1/operator/invitation/open', payload: { token } });
}

export function acceptInvitation(
  app: FastifyInstance,
  payload: { token: string; password: string; code: string },
) {
  return app.inject({ method: 'POST', url: '/api/v1/operator/invitation/accept', payload });
}

export function consoleSignIn(
  app: FastifyInstance,
  payload: { email: string; password: string; code: string },
) {
  return app.inject({ method: 'POST', url: '/api/v1/operator/session', payload });
}

/**
 * A console sign-in's answer as the browser keeps it: the access token from the body, the refresh token
 * from its HttpOnly cookie (never in the body).
 */
export function consoleSessionOf(response: {
  json: () => { data: { token: string; expiresAt: string } };
  cookies: Array<{ name: string; value: string }>;
}): { token: string; expiresAt: string; refreshToken: string } {
  const { token, expiresAt } = response.json().data;
  const cookie = response.cookies.find((c) => c.name === CONSOLE_REFRESH_COOKIE);
  expect(cookie, 'the refresh token cookie').toBeDefined();
  return { token, expiresAt, refreshToken: cookie!.value };
}

export interface ConsoleOperator {
  id: number;
  email: string;
  password: string;
  secret: string;
  token: string;
  refreshToken: string;
  headers: { authorization: string };
}

let invited = 0;

/** A console operator of `role`, invited by the machine token, enrolled and signed in by accepting; the clock moves to a fresh code step. */
export async function consoleOperator(
  app: FastifyInstance,
  role: OperatorRole,
  email = `${role}-${++invited}@goldline.example`,
): Promise<ConsoleOperator> {
  const invitation = await invite(app, email, role);
  const opened = await openInvitation(app, invitation.token);
  expect(opened.statusCode, opened.body).toBe(200);
  const secret = opened.json().data.authenticator.secret as string;
  const password = `console-${role}-passphrase-2026`;
  const accepted = await acceptInvitation(app, {
    token: invitation.token,
    password,
    code: consoleCode(app, secret),
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  const tokens = consoleSessionOf(accepted);
  toNextStep(app);
  const headers = { authorization: `Bearer ${tokens.token}` };
  const me = await app.inject({ method: 'GET', url: '/api/v1/operator/me', headers });
  expect(me.statusCode, me.body).toBe(200);
  return { id: me.json().data.id, email, password, secret, ...tokens, headers };
}

/** Signs the operator in again (a new console session) with the current step's code; the clock then moves to the next step. */
export async function signInAgain(app: FastifyInstance, operator: ConsoleOperator): Promise<ConsoleOperator> {
  const response = await consoleSignIn(app, {
    email: operator.email,
    password: operator.password,
    code: consoleCode(app, operator.secret),
  });
  expect(response.statusCode, response.body).toBe(200);
  toNextStep(app);
  const tokens = consoleSessionOf(response);
  return { ...operator, ...tokens, headers: { authorization: `Bearer ${tokens.token}` } };
}

export interface AuditRow {
  event: string;
  member_id: number | null;
  operator_id: number | null;
  operator_machine: string | null;
  detail: Record<string, unknown>;
}

export async function auditRows(app: FastifyInstance, event: string): Promise<AuditRow[]> {
  const { rows } = await app.ctx.db.query<AuditRow>(
    'SELECT event, member_id, operator_id, operator_machine, detail FROM audit_events WHERE event = $1 ORDER BY id',
    [event],
  );
  return rows;
}
