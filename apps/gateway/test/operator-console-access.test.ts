import { createHash } from 'node:crypto';
import { endpoint, errorCodes } from '@affiliate/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRoute } from '../src/http/contract-route.ts';
import { OPERATOR_TOKEN_AUDIENCE, signOperatorAccessToken } from '../src/http/operator-tokens.ts';
import { signAccessToken } from '../src/http/access-tokens.ts';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  OPERATOR_TOKEN,
  operatorHeaders,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { auditRows, consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';
import { fund, affiliateIdOf, withdraw, withdrawalCode } from './withdrawal-helpers.ts';

/** Who may do what: roles on operator endpoints, console tokens kept apart from affiliates', and every change audited with who made it. */
describe(`operator console access (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let demoId: number;
  let admin: ConsoleOperator;
  let finance: ConsoleOperator;
  let support: ConsoleOperator;
  let marketing: ConsoleOperator;

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    demoId = await affiliateIdOf(app, demo);
    await fund(app, demoId, '1000.00');
    admin = await consoleOperator(app, 'admin');
    finance = await consoleOperator(app, 'finance');
    support = await consoleOperator(app, 'support');
    marketing = await consoleOperator(app, 'marketing');
  });
  afterAll(async () => closeTestApp(app));

  async function pendingWithdrawal(): Promise<number> {
    const response = await withdraw(app, demo, {
      payment_option_type: 'SKRILL',
      amount: '50.00',
      account: 'demo-skrill@example.com',
      code: await withdrawalCode(app, demo, DEMO.email),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  }
  const act = (headers: Record<string, string>, id: number, action: 'approve' | 'pay', payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/operator/withdrawals/${id}/${action}`,
      headers,
      ...(payload && { payload }),
    });
  const pay = (headers: Record<string, string>, id: number) =>
    act(headers, id, 'pay', {
      payout_reference: 'SK-2026-0001',
      override_hold: { reason: 'Checked with the affiliate by phone.' },
    });
  const adjust = (headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/operator/adjustments',
      headers,
      payload: { member_id: demoId, amount: '5.00', reason: 'Goodwill credit for the outage' },
    });

  describe('roles', () => {
    it('refuses support payWithdrawal and postAdjustment with 403 in the error shape, audited with the operator', async () => {
      const id = await pendingWithdrawal();
      const refusedPay = await pay(support.headers, id);
      expect(refusedPay.statusCode).toBe(403);
      expect(refusedPay.json()).toEqual({
        message: 'Your role does not allow this action.',
        code: errorCodes.forbidden,
      });
      expect((await adjust(support.headers)).statusCode).toBe(403);
      expect((await act(support.headers, id, 'approve')).statusCode).toBe(403);
      const denials = (await auditRows(app, 'access.denied')).filter((row) => row.operator_id === support.id);
      expect(denials.map((row) => row.detail)).toEqual([
        expect.objectContaining({
          reason: 'role-not-admitted',
          route: '/api/v1/operator/withdrawals/:withdrawalId/pay',
          status: 403,
        }),
        expect.objectContaining({
          reason: 'role-not-admitted',
          route: '/api/v1/operator/adjustments',
          status: 403,
        }),
        expect.objectContaining({
          reason: 'role-not-admitted',
          route: '/api/v1/operator/withdrawals/:withdrawalId/approve',
          status: 403,
        }),
      ]);
      // Nothing was done: the withdrawal still waits.
      const queue = await app.inject({
        method: 'GET',
        url: '/api/v1/operator/withdrawals?status=pending',
        headers: finance.headers,
      });
      expect(queue.json().data.map((w: { id: number }) => w.id)).toContain(id);
    });

    it('lets support answer tickets and decide identity reviews', async () => {
      const ticket = await app.inject({
        method: 'POST',
        url: '/api/v1/affiliate/contact-us',
        headers: demo.headers,
        payload: {
          subject: 'Payout date',
          category: 'payments',
          message: 'When is the next payout, please?',
        },
      });
      expect(ticket.statusCode, ticket.body).toBe(201);
      const answered = await app.inject({
        method: 'POST',
        url: `/api/v1/operator/tickets/${ticket.json().data.id}/answer`,
        headers: support.headers,
        payload: { answer: 'On the 2nd of the month.' },
      });
      expect(answered.statusCode, answered.body).toBe(200);

      // Put the identity up for manual review as the provider's undecidable answer would.
      await app.ctx.db.query(
        'INSERT INTO member_verifications (member_id, requires_manual, manual_since, updated_at) VALUES ($1, true, now(), now())',
        [demoId],
      );
      const approved = await app.inject({
        method: 'POST',
        url: `/api/v1/operator/kyc/${demoId}/approve`,
        headers: support.headers,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({ verified: true });
      const review = await app.ctx.db.one<{ reviewed_by: string }>(
        'SELECT reviewed_by FROM member_verifications WHERE member_id = $1',
        [demoId],
      );
      expect(review.reviewed_by).toBe(`operator:${support.email}`);
      expect((await auditRows(app, 'operator.approveKyc')).at(-1)).toMatchObject({
        operator_id: support.id,
        member_id: demoId,
        detail: { status: 200 },
      });
    });

    it('lets finance approve and pay: the audit names them, the affiliate reads only "operator"', async () => {
      const id = await pendingWithdrawal();
      expect((await act(finance.headers, id, 'approve')).statusCode).toBe(200);
      const paid = await pay(finance.headers, id);
      expect(paid.statusCode, paid.body).toBe(200);

      const [approval] = (await auditRows(app, 'operator.approveWithdrawal')).filter(
        (row) => row.detail.params && (row.detail.params as { withdrawalId: number }).withdrawalId === id,
      );
      expect(approval).toMatchObject({
        operator_id: finance.id,
        operator_machine: null,
        member_id: demoId,
        detail: { status: 200, method: 'POST' },
      });
      expect((await auditRows(app, 'operator.payWithdrawal')).at(-1)).toMatchObject({
        operator_id: finance.id,
        member_id: demoId,
        detail: { status: 200 },
      });
      const events = await app.ctx.db.query<{ status: string; actor: string }>(
        'SELECT status, actor FROM withdrawal_events WHERE withdrawal_id = $1 ORDER BY id',
        [id],
      );
      expect(events.rows.filter((e) => e.status !== 'requested').map((e) => e.actor)).toEqual([
        `operator:${finance.email}`,
        `operator:${finance.email}`,
        `operator:${finance.email}`,
      ]);

      const detail = await app.inject({ url: `/api/v1/bo/me/transactions/w-${id}`, headers: demo.headers });
      expect(detail.json().data.timeline.map((e: { actor: string }) => e.actor)).toEqual([
        'you',
        'operator',
        'operator',
        'operator',
      ]);
      const affiliateViews = [
        detail,
        await app.inject({ url: '/api/v1/bo/me/transactions', headers: demo.headers }),
        await app.inject({ url: '/api/v1/bo/me/withdrawals', headers: demo.headers }),
      ];
      for (const view of affiliateViews) expect(view.body).not.toContain(finance.email);
    });

    it('lets an admin do everything, finance and support their own work only; marketing publishes', async () => {
      expect((await adjust(admin.headers)).statusCode).toBe(201);
      expect(
        (await app.inject({ method: 'GET', url: '/api/v1/operator/operators', headers: admin.headers }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await app.inject({
            method: 'PUT',
            url: '/api/v1/operator/settings/brand',
            headers: admin.headers,
            payload: { name: 'Goldline Partners' },
          })
        ).statusCode,
      ).toBe(200);
      for (const someone of [finance, support, marketing]) {
        expect(
          (await app.inject({ method: 'GET', url: '/api/v1/operator/operators', headers: someone.headers }))
            .statusCode,
        ).toBe(403);
        expect(
          (
            await app.inject({
              method: 'POST',
              url: '/api/v1/operator/operators/invitations',
              headers: someone.headers,
              payload: { email: 'x@goldline.example', role: 'admin' },
            })
          ).statusCode,
        ).toBe(403);
      }
      expect((await adjust(finance.headers)).statusCode).toBe(201);
      const broadcast = await app.inject({
        method: 'POST',
        url: '/api/v1/operator/notifications',
        headers: marketing.headers,
        payload: { title: 'New banners', body: 'Spring creatives are live.' },
      });
      expect(broadcast.statusCode, broadcast.body).toBe(201);
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/v1/operator/notifications',
            headers: finance.headers,
            payload: { title: 'x', body: 'y' },
          })
        ).statusCode,
      ).toBe(403);
    });

    it("audits a machine's changes with its token's fingerprint", async () => {
      expect((await adjust(operatorHeaders)).statusCode).toBe(201);
      const fingerprint = createHash('sha256').update(OPERATOR_TOKEN).digest('hex').slice(0, 8);
      expect((await auditRows(app, 'operator.postAdjustment')).at(-1)).toMatchObject({
        operator_id: null,
        operator_machine: fingerprint,
        member_id: demoId,
        detail: { status: 201 },
      });
      // Reads are not audited.
      await app.inject({ method: 'GET', url: '/api/v1/operator/withdrawals', headers: operatorHeaders });
      expect(await auditRows(app, 'operator.operatorWithdrawals')).toEqual([]);
    });
  });

  describe('token separation', () => {
    it("refuses an affiliate's token on operator endpoints, and a console token on the affiliate's", async () => {
      for (const url of [
        '/api/v1/operator/me',
        '/api/v1/operator/withdrawals',
        '/api/v1/operator/operators',
      ]) {
        const refused = await app.inject({ method: 'GET', url, headers: demo.headers });
        expect(refused.statusCode).toBe(401);
        expect(refused.json().code).toBe(errorCodes.invalidToken);
      }
      for (const url of ['/api/v1/auth/user', '/api/v1/bo/me', '/api/v1/bo/me/transactions']) {
        const refused = await app.inject({ method: 'GET', url, headers: admin.headers });
        expect(refused.statusCode).toBe(401);
        expect(refused.json().code).toBe(errorCodes.invalidToken);
      }
    });

    it("refuses tokens that carry the other side's claims: neither key signs for the other", async () => {
      const adminSession = (
        await app.ctx.db.one<{ id: string }>(
          'SELECT id FROM operator_sessions WHERE operator_id = $1 AND revoked_at IS NULL LIMIT 1',
          [admin.id],
        )
      ).id;
      // An admin's claims and audience, signed with the affiliates' key.
      const asAffiliateKey = await new SignJWT({ sid: adminSession })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(admin.id))
        .setAudience(OPERATOR_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(app.ctx.config.jwtSecret));
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/v1/operator/operators',
            headers: { authorization: `Bearer ${asAffiliateKey}` },
          })
        ).statusCode,
      ).toBe(401);
      // An affiliate's access token shaped by the gateway itself, for an operator's id and session.
      const affiliateShaped = await signAccessToken(app.ctx, {
        affiliateId: admin.id,
        sessionId: adminSession,
      });
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/v1/operator/me',
            headers: { authorization: `Bearer ${affiliateShaped.token}` },
          })
        ).statusCode,
      ).toBe(401);
      // A console token for the affiliate's own id and session.
      const demoSession = (
        await app.ctx.db.one<{ id: string }>(
          'SELECT id FROM sessions WHERE member_id = $1 AND revoked_at IS NULL LIMIT 1',
          [demoId],
        )
      ).id;
      const consoleShaped = await signOperatorAccessToken(app.ctx, {
        operatorId: demoId,
        sessionId: demoSession,
      });
      expect(
        (
          await app.inject({
            method: 'GET',
            url: '/api/v1/auth/user',
            headers: { authorization: `Bearer ${consoleShaped.token}` },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  it('stops a disabled operator at once: their token is 403, their refresh 401', async () => {
    const leaving = await consoleOperator(app, 'finance');
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/operator/withdrawals', headers: leaving.headers }))
        .statusCode,
    ).toBe(200);
    const disabled = await app.inject({
      method: 'PATCH',
      url: `/api/v1/operator/operators/${leaving.id}`,
      headers: admin.headers,
      payload: { status: 'disabled' },
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().data).toMatchObject({ id: leaving.id, status: 'disabled', role: 'finance' });
    const refused = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/withdrawals',
      headers: leaving.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(errorCodes.accountDisabled);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/operator/session/refresh',
          payload: { refreshToken: leaving.refreshToken },
        })
      ).statusCode,
    ).toBe(401);
    expect((await auditRows(app, 'operator.updateOperator')).at(-1)).toMatchObject({
      operator_id: admin.id,
      detail: { status: 200, params: { operatorId: leaving.id }, accountStatus: 'disabled' },
    });
    // Re-enabled, they sign in again (their sessions stay ended).
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/v1/operator/operators/${leaving.id}`,
          headers: admin.headers,
          payload: { status: 'active' },
        })
      ).json().data.status,
    ).toBe('active');
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/operator/withdrawals', headers: leaving.headers }))
        .statusCode,
    ).toBe(401);
  });

  it('takes effect on the next request when a role changes', async () => {
    const moving = await consoleOperator(app, 'support');
    expect((await adjust(moving.headers)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PATCH',
          url: `/api/v1/operator/operators/${moving.id}`,
          headers: admin.headers,
          payload: { role: 'finance' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await adjust(moving.headers)).statusCode).toBe(201);
  });
});

describe('the last active admin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => closeTestApp(app));

  const update = (headers: Record<string, string>, id: number, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/v1/operator/operators/${id}`, headers, payload });

  it('cannot be demoted or disabled (409), and nobody changes their own account (403)', async () => {
    const first = await consoleOperator(app, 'admin');
    const second = await consoleOperator(app, 'admin');
    expect((await update(second.headers, second.id, { role: 'finance' })).statusCode).toBe(403);
    expect((await update(first.headers, second.id, { role: 'finance' })).statusCode).toBe(200);
    for (const change of [{ role: 'support' }, { status: 'disabled' }]) {
      const refused = await update(operatorHeaders, first.id, change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe(errorCodes.conflict);
    }
    // Two admins disabling each other at once: one of them stays.
    expect((await update(operatorHeaders, second.id, { role: 'admin' })).statusCode).toBe(200);
    const answers = await Promise.all([
      update(first.headers, second.id, { status: 'disabled' }),
      update(second.headers, first.id, { status: 'disabled' }),
    ]);
    // The loser is refused as the last admin (409), or, disabled a moment before, at the door (403).
    const [won, lost] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const { rows } = await app.ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND enabled",
    );
    expect(rows[0]!.n).toBe(1);
    expect((await update(operatorHeaders, 999_999, { role: 'admin' })).statusCode).toBe(404);
  });
});

describe('an operator endpoint without roles', () => {
  it('stops the server as its route is registered', () => {
    const undeclared = endpoint({
      method: 'GET',
      path: '/api/v1/operator/test-unguarded',
      access: 'operator',
      summary: 'test',
      tags: [],
      response: z.object({}),
    } as never);
    expect(() => contractRoute(Fastify(), undeclared, async () => ({}))).toThrow(
      'GET /api/v1/operator/test-unguarded declares no roles',
    );
  });
});
