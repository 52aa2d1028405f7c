import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from './helpers.ts';
import {
  acceptInvitation,
  auditRows,
  consoleCode,
  consoleOperator,
  consoleSignIn,
  openInvitation,
  toNextStep,
  type ConsoleOperator,
} from './operator-console-helpers.ts';

/** An admin resets another operator's sign-in (a lost phone): locked out at once, set up again on the same account from a link. */
describe(`resetting an operator's sign-in (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let admin: ConsoleOperator;
  let finance: ConsoleOperator;
  let support: ConsoleOperator;

  const reset = (operatorId: number, headers: Record<string, string> = admin.headers) =>
    app.inject({ method: 'POST', url: `/api/v1/operator/operators/${operatorId}/sign-in-reset`, headers });
  const tokenOf = (link: string) => link.split('#')[1]!;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await consoleOperator(app, 'admin');
    finance = await consoleOperator(app, 'finance');
    support = await consoleOperator(app, 'support');
  });
  afterAll(async () => closeTestApp(app));

  it('signs the operator out and voids their password at once; the link sets up the same account with a new password and authenticator', async () => {
    const response = await reset(finance.id);
    expect(response.statusCode, response.body).toBe(201);
    const issued = response.json().data as { email: string; role: string; link: string; expiresAt: string };
    expect(issued).toMatchObject({ email: finance.email, role: 'finance' });
    expect(issued.link).toMatch(/\/operator\/invitation#[A-Za-z0-9_-]{43}$/);

    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/operator/me', headers: finance.headers })).statusCode,
    ).toBe(401);
    const oldPassword = await consoleSignIn(app, {
      email: finance.email,
      password: finance.password,
      code: consoleCode(app, finance.secret),
    });
    expect(oldPassword.statusCode).toBe(401);
    toNextStep(app);

    const listed = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/operators',
      headers: admin.headers,
    });
    expect(listed.json().data.invitations).toEqual([
      expect.objectContaining({ email: finance.email, purpose: 'reset' }),
    ]);

    const opened = await openInvitation(app, tokenOf(issued.link));
    expect(opened.statusCode, opened.body).toBe(200);
    const { purpose, authenticator } = opened.json().data as {
      purpose: string;
      authenticator: { secret: string };
    };
    expect(purpose).toBe('reset');
    expect(authenticator.secret).not.toBe(finance.secret);
    const accepted = await acceptInvitation(app, {
      token: tokenOf(issued.link),
      password: 'a-new-finance-passphrase-2026',
      code: consoleCode(app, authenticator.secret),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    toNextStep(app);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/me',
      headers: { authorization: `Bearer ${accepted.json().data.token}` },
    });
    expect(me.json().data).toMatchObject({
      id: finance.id,
      email: finance.email,
      role: 'finance',
      status: 'active',
    });

    // The new password and authenticator sign in; the old authenticator does not.
    expect(
      (
        await consoleSignIn(app, {
          email: finance.email,
          password: 'a-new-finance-passphrase-2026',
          code: consoleCode(app, finance.secret),
        })
      ).statusCode,
    ).not.toBe(200);
    toNextStep(app);
    expect(
      (
        await consoleSignIn(app, {
          email: finance.email,
          password: 'a-new-finance-passphrase-2026',
          code: consoleCode(app, authenticator.secret),
        })
      ).statusCode,
    ).toBe(200);
    // The link worked once.
    expect((await openInvitation(app, tokenOf(issued.link))).statusCode).toBe(404);

    expect((await auditRows(app, 'operator.resetOperatorSignIn')).at(-1)).toMatchObject({
      operator_id: admin.id,
    });
    expect((await auditRows(app, 'operator-sign-in-reset.completed')).at(-1)).toMatchObject({
      operator_id: finance.id,
    });
  });

  it('voids an earlier reset link when the sign-in is reset again', async () => {
    const first = (await reset(support.id)).json().data.link as string;
    const second = (await reset(support.id)).json().data.link as string;
    expect((await openInvitation(app, tokenOf(first))).statusCode).toBe(404);
    expect((await openInvitation(app, tokenOf(second))).statusCode).toBe(200);
  });

  it('refuses one’s own account, other roles, unknown and disabled operators', async () => {
    const own = await reset(admin.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot change your own account. Ask another admin.');
    const newcomer = await consoleOperator(app, 'marketing');
    expect((await reset(admin.id, newcomer.headers)).statusCode).toBe(403);
    const unknown = await reset(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(errorCodes.notFound);
    const disabled = await app.inject({
      method: 'PATCH',
      url: `/api/v1/operator/operators/${newcomer.id}`,
      headers: admin.headers,
      payload: { status: 'disabled' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const refused = await reset(newcomer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This account is disabled: enable it before resetting its sign-in.');
  });
});
