import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_GONE, NO_PENDING_INVITATION } from '../src/modules/operators/invitations.ts';
import { advanceClock, buildTestApp, closeTestApp } from './helpers.ts';
import {
  acceptInvitation,
  auditRows,
  consoleCode,
  consoleOperator,
  invite,
  openInvitation,
  toNextStep,
  type ConsoleOperator,
} from './operator-console-helpers.ts';

/**
 * Who may still send people into the console: an admin's links stop working with their admin rights (a
 * taken-over admin who planted an invitation is disabled or demoted), an admin can cancel a link nobody
 * used, and the admins' list says who sent each. A used link opened again by the browser that just
 * accepted it is not recorded as a refusal.
 */
describe(`operator invitation rules (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => closeTestApp(app));

  const password = 'a-long-console-passphrase';

  async function accept(token: string, remoteAddress = '127.0.0.1') {
    const opened = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/invitation/open',
      payload: { token },
      remoteAddress,
    });
    if (opened.statusCode !== 200) return opened;
    const secret = opened.json().data.authenticator.secret as string;
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/invitation/accept',
      payload: { token, password, code: consoleCode(app, secret) },
      remoteAddress,
    });
    toNextStep(app);
    return accepted;
  }

  const change = (admin: ConsoleOperator, id: number, payload: Record<string, string>) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/operator/operators/${id}`,
      headers: admin.headers,
      payload,
    });

  const refusals = async () => (await auditRows(app, 'operator-invitation.refused')).length;

  it("voids a disabled admin's pending invitations and reset links at once", async () => {
    const guard = await consoleOperator(app, 'admin', 'guard@goldline.example');
    const rogue = await consoleOperator(app, 'admin', 'rogue@goldline.example');
    const victim = await consoleOperator(app, 'support', 'victim@goldline.example');
    const planted = await invite(app, 'planted@evil.example', 'admin', rogue.headers);
    const reset = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/operators/${victim.id}/sign-in-reset`,
      headers: rogue.headers,
    });
    expect(reset.statusCode, reset.body).toBe(201);
    const resetToken = (reset.json().data.link as string).split('#')[1]!;
    const fromGuard = await invite(app, 'kept@goldline.example', 'finance', guard.headers);
    const fromServer = await invite(app, 'server@goldline.example', 'finance');

    expect((await change(guard, rogue.id, { status: 'disabled' })).statusCode).toBe(200);

    for (const token of [planted.token, resetToken]) {
      const opened = await openInvitation(app, token);
      expect(opened.statusCode).toBe(404);
      expect(opened.json().message).toBe(INVITATION_GONE);
    }
    expect((await accept(planted.token)).statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/operators',
      headers: guard.headers,
    });
    expect(
      list
        .json()
        .data.invitations.map((i: { email: string }) => i.email)
        .sort(),
    ).toEqual(['kept@goldline.example', 'server@goldline.example']);
    // Others' links keep working.
    expect((await openInvitation(app, fromGuard.token)).statusCode).toBe(200);
    expect((await openInvitation(app, fromServer.token)).statusCode).toBe(200);
    expect((await auditRows(app, 'operator-invitation.voided')).at(-1)).toMatchObject({
      operator_id: guard.id,
      detail: { inviter: rogue.id, count: 2 },
    });
  });

  it("voids a demoted admin's pending invitations", async () => {
    const guard = await consoleOperator(app, 'admin', 'guard2@goldline.example');
    const demoted = await consoleOperator(app, 'admin', 'demoted@goldline.example');
    const invitation = await invite(app, 'by-demoted@goldline.example', 'finance', demoted.headers);
    expect((await change(guard, demoted.id, { role: 'finance' })).statusCode).toBe(200);
    expect((await openInvitation(app, invitation.token)).statusCode).toBe(404);
    expect((await accept(invitation.token)).statusCode).toBe(404);
  });

  it('refuses to accept a link whose inviter is no longer an active admin, however the rights went', async () => {
    const inviter = await consoleOperator(app, 'admin', 'fading@goldline.example');
    const invitation = await invite(app, 'late-joiner@goldline.example', 'admin', inviter.headers);
    const secret = (await openInvitation(app, invitation.token)).json().data.authenticator.secret as string;
    // Rights gone without the console's change (as a link sent before the rule was): the accept checks.
    await app.ctx.db.query("UPDATE operators SET role = 'support' WHERE id = $1", [inviter.id]);
    const before = await refusals();
    const accepted = await acceptInvitation(app, {
      token: invitation.token,
      password,
      code: consoleCode(app, secret),
    });
    expect(accepted.statusCode).toBe(404);
    expect(accepted.json().message).toBe(INVITATION_GONE);
    const rows = await auditRows(app, 'operator-invitation.refused');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.detail).toMatchObject({ step: 'accept', reason: 'inviter-not-admin' });
    const { rows: made } = await app.ctx.db.query(
      "SELECT 1 FROM operators WHERE email = 'late-joiner@goldline.example'",
    );
    expect(made).toHaveLength(0);
    // Once an admin again, the same link works.
    await app.ctx.db.query("UPDATE operators SET role = 'admin' WHERE id = $1", [inviter.id]);
    toNextStep(app);
    expect(
      (await acceptInvitation(app, { token: invitation.token, password, code: consoleCode(app, secret) }))
        .statusCode,
    ).toBe(201);
  });

  it('lets an admin cancel a pending link: it stops working, and the list shows who sent each', async () => {
    const admin = await consoleOperator(app, 'admin', 'canceller@goldline.example');
    const fromAdmin = await invite(app, 'cancelled@goldline.example', 'support', admin.headers);
    await invite(app, 'from-server@goldline.example', 'support');

    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/operators',
      headers: admin.headers,
    });
    const invitations = list.json().data.invitations as Array<{
      id: number;
      email: string;
      invitedBy: unknown;
    }>;
    const mine = invitations.find((i) => i.email === 'cancelled@goldline.example')!;
    expect(mine.invitedBy).toEqual({ id: admin.id, email: 'canceller@goldline.example' });
    expect(invitations.find((i) => i.email === 'from-server@goldline.example')!.invitedBy).toBeNull();

    const support = await consoleOperator(app, 'support', 'not-an-admin@goldline.example');
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/v1/operator/operators/invitations/${mine.id}`,
      headers: support.headers,
    });
    expect(refused.statusCode).toBe(403);

    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/v1/operator/operators/invitations/${mine.id}`,
      headers: admin.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ data: { cancelled: true, email: 'cancelled@goldline.example' } });
    expect((await openInvitation(app, fromAdmin.token)).statusCode).toBe(404);
    expect((await auditRows(app, 'operator.cancelInvitation')).at(-1)).toMatchObject({
      operator_id: admin.id,
      detail: { status: 200, params: { invitationId: mine.id } },
    });

    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/operator/operators/invitations/${mine.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(NO_PENDING_INVITATION);
    const bad = await app.inject({
      method: 'DELETE',
      url: '/api/v1/operator/operators/invitations/not-a-number',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('records no refusal when the browser that accepted a link opens it again right after, but does for anyone else or later', async () => {
    const invitation = await invite(app, 'reloader@goldline.example', 'support');
    expect((await accept(invitation.token, '203.0.113.7')).statusCode).toBe(201);
    const before = await refusals();

    const reopened = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/invitation/open',
      payload: { token: invitation.token },
      remoteAddress: '203.0.113.7',
    });
    expect(reopened.statusCode).toBe(404);
    expect(reopened.json().message).toBe(INVITATION_GONE);
    expect(await refusals()).toBe(before);

    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/invitation/open',
      payload: { token: invitation.token },
      remoteAddress: '198.51.100.9',
    });
    expect(elsewhere.json()).toEqual(reopened.json());
    expect(await refusals()).toBe(before + 1);

    advanceClock(app, 11 * 60_000);
    await app.inject({
      method: 'POST',
      url: '/api/v1/operator/invitation/open',
      payload: { token: invitation.token },
      remoteAddress: '203.0.113.7',
    });
    expect(await refusals()).toBe(before + 2);
  });
});
