import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_AN_OPERATOR, INVITATION_GONE } from '../src/modules/operators/invitations.ts';
import { advanceClock, buildTestApp, closeTestApp } from './helpers.ts';
import {
  acceptInvitation,
  auditRows,
  consoleCode,
  consoleOperator,
  invite,
  openInvitation,
  toNextStep,
} from './operator-console-helpers.ts';

/** Joining the operator console: an admin's invitation link, its authenticator key, the password and a code. */
describe(`operator console invitations (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp({
      publicUrl: 'https://partners.goldline.example',
      logLevel: 'info',
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(async () => closeTestApp(app));

  const password = 'a-long-console-passphrase';

  it('opens with the address, role and key to enrol, accepts a code of that key, and signs the new operator in', async () => {
    const invitation = await invite(app, 'Nora.Finance@Goldline.example', 'finance');
    expect(invitation.link).toMatch(
      /^https:\/\/partners\.goldline\.example\/operator\/invitation#[A-Za-z0-9_-]{43}$/,
    );
    const now = app.ctx.config.now().getTime();
    expect(Date.parse(invitation.expiresAt) - now).toBeGreaterThan(72 * 3600_000 - 5_000);
    expect(Date.parse(invitation.expiresAt) - now).toBeLessThanOrEqual(72 * 3600_000);

    const opened = await openInvitation(app, invitation.token);
    expect(opened.statusCode).toBe(200);
    const data = opened.json().data;
    expect(data).toMatchObject({
      email: 'Nora.Finance@Goldline.example',
      role: 'finance',
      expiresAt: invitation.expiresAt,
    });
    expect(data.authenticator.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.authenticator.otpauthUri).toContain(`secret=${data.authenticator.secret}`);
    expect(decodeURIComponent(data.authenticator.otpauthUri)).toContain(
      'Goldline Partners operator console:Nora.Finance@Goldline.example',
    );

    const accepted = await acceptInvitation(app, {
      token: invitation.token,
      password,
      code: consoleCode(app, data.authenticator.secret),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/me',
      headers: { authorization: `Bearer ${accepted.json().data.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      email: 'Nora.Finance@Goldline.example',
      role: 'finance',
      status: 'active',
      lastSignInAt: expect.any(String),
    });

    // Used: the link stops working, for opening and for accepting.
    expect((await openInvitation(app, invitation.token)).json()).toEqual({
      message: INVITATION_GONE,
      code: errorCodes.notFound,
    });
    toNextStep(app);
    const again = await acceptInvitation(app, {
      token: invitation.token,
      password,
      code: consoleCode(app, data.authenticator.secret),
    });
    expect(again.statusCode).toBe(404);
    expect((await auditRows(app, 'operator-invitation.accepted')).at(-1)).toMatchObject({
      operator_id: me.json().data.id,
      detail: { role: 'finance' },
    });
  });

  it('keeps the link secret out of the logs', async () => {
    const invitation = await invite(app, 'quiet@goldline.example', 'support');
    await openInvitation(app, invitation.token);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(invitation.token);
  });

  it('answers an unknown, expired or replaced link with the same 404', async () => {
    const unknown = await openInvitation(app, 'A'.repeat(43));
    expect(unknown.statusCode).toBe(404);

    const expiring = await invite(app, 'late@goldline.example', 'support');
    advanceClock(app, 72 * 3600_000 - 60_000);
    expect((await openInvitation(app, expiring.token)).statusCode).toBe(200);
    advanceClock(app, 60_000);
    const expired = await openInvitation(app, expiring.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(unknown.json());

    const first = await invite(app, 'twice@goldline.example', 'support');
    const second = await invite(app, 'TWICE@goldline.example', 'marketing');
    expect((await openInvitation(app, first.token)).json()).toEqual(unknown.json());
    expect((await openInvitation(app, second.token)).json().data).toMatchObject({ role: 'marketing' });
  });

  it('refuses a wrong code (422 on code), a common password, and an address that has an account (409)', async () => {
    const invitation = await invite(app, 'careful@goldline.example', 'support');
    const secret = (await openInvitation(app, invitation.token)).json().data.authenticator.secret as string;
    const wrongCode = await acceptInvitation(app, {
      token: invitation.token,
      password,
      code: consoleCode(app, secret, 5),
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().errors.code).toHaveLength(1);
    const common = await acceptInvitation(app, {
      token: invitation.token,
      password: 'password1234',
      code: consoleCode(app, secret),
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toHaveProperty('password');
    const short = await acceptInvitation(app, {
      token: invitation.token,
      password: 'short',
      code: consoleCode(app, secret),
    });
    expect(short.statusCode).toBe(422);
    // Still pending after the refusals.
    expect((await openInvitation(app, invitation.token)).statusCode).toBe(200);

    const existing = await consoleOperator(app, 'support');
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/operators/invitations',
      headers: { authorization: 'Bearer test-operator-token-0123456789' },
      payload: { email: existing.email.toUpperCase(), role: 'admin' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ALREADY_AN_OPERATOR);
  });

  it('is single use when accepted twice at once: one account, one sign-in, the other 404', async () => {
    const invitation = await invite(app, 'racer@goldline.example', 'finance');
    const secret = (await openInvitation(app, invitation.token)).json().data.authenticator.secret as string;
    const code = consoleCode(app, secret);
    const answers = await Promise.all(
      [1, 2, 3].map(() => acceptInvitation(app, { token: invitation.token, password, code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404, 404]);
    const { rows } = await app.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operators WHERE lower(email) = 'racer@goldline.example'",
    );
    expect(rows[0]!.n).toBe(1);
    const sessions = await app.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_sessions s JOIN operators o ON o.id = s.operator_id WHERE lower(o.email) = 'racer@goldline.example'",
    );
    expect(sessions.rows[0]!.n).toBe(1);
  });

  it('keeps only hashes of the link and a sealed key bound to its row', async () => {
    const invitation = await invite(app, 'sealed@goldline.example', 'support');
    const secret = (await openInvitation(app, invitation.token)).json().data.authenticator.secret as string;
    const row = await app.ctx.db.one<{ token_hash: string; totp_secret_sealed: string }>(
      "SELECT token_hash, totp_secret_sealed FROM operator_invitations WHERE email = 'sealed@goldline.example'",
    );
    expect(row.token_hash).not.toContain(invitation.token);
    expect(row.totp_secret_sealed).toMatch(/^v1\./);
    expect(row.totp_secret_sealed).not.toContain(secret);
    // Moved onto another invitation, the sealed key does not open.
    const other = await invite(app, 'other@goldline.example', 'support');
    await app.ctx.db.query(
      "UPDATE operator_invitations SET totp_secret_sealed = $1 WHERE email = 'other@goldline.example'",
      [row.totp_secret_sealed],
    );
    expect((await openInvitation(app, other.token)).statusCode).toBe(500);
  });
});
