import { createHash } from 'node:crypto';
import type { AuditEntry } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  OPERATOR_TOKEN,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';
import { fund, affiliateIdOf, withdraw, withdrawalCode } from './withdrawal-helpers.ts';

interface AuditAnswer {
  data: AuditEntry[];
  meta: { per_page: number; older: string | null; newer: string | null };
}

/** The audit trail read back in the console: filters, keyset pages, who may read it, and what a row shows. */
describe(`operator audit (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let demoId: number;
  let rivalId: number;
  let admin: ConsoleOperator;
  let finance: ConsoleOperator;
  let support: ConsoleOperator;

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    demoId = await affiliateIdOf(app, demo);
    rivalId = await affiliateIdOf(app, await signIn(app, RIVAL.username, RIVAL.password));
    await fund(app, demoId, '500.00');
    admin = await consoleOperator(app, 'admin');
    finance = await consoleOperator(app, 'finance');
    support = await consoleOperator(app, 'support');
  });
  afterAll(async () => closeTestApp(app));

  async function audit(query: string, headers: Record<string, string> = admin.headers): Promise<AuditAnswer> {
    const response = await app.inject({ url: `/api/v1/operator/audit${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AuditAnswer;
  }

  /** Rows written straight into the table at chosen times, to test filters and pages on known data. */
  async function seedRows(
    rows: {
      at: string;
      event: string;
      affiliateId?: number | null;
      operatorId?: number | null;
      detail?: object;
    }[],
  ): Promise<void> {
    for (const row of rows) {
      await app.ctx.db.query(
        'INSERT INTO audit_events (at, event, member_id, operator_id, detail) VALUES ($1, $2, $3, $4, $5::jsonb)',
        [
          row.at,
          row.event,
          row.affiliateId ?? null,
          row.operatorId ?? null,
          JSON.stringify(row.detail ?? {}),
        ],
      );
    }
  }

  it("shows a console operator's approval of a withdrawal with their email, the affiliate and the outcome", async () => {
    const placed = await withdraw(app, demo, {
      payment_option_type: 'SKRILL',
      amount: '50.00',
      account: 'demo-skrill@example.com',
      code: await withdrawalCode(app, demo, DEMO.email),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as number;
    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/withdrawals/${id}/approve`,
      headers: finance.headers,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const { data } = await audit('?action=operator.approveWithdrawal');
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      action: 'operator.approveWithdrawal',
      who: { kind: 'operator', operatorId: finance.id, name: finance.email },
      affiliate: { id: demoId, username: 'demo' },
      status: 200,
      outcome: 'done',
      detail: {
        method: 'POST',
        route: '/api/v1/operator/withdrawals/{withdrawalId}/approve',
        'params.withdrawalId': String(id),
      },
    });
  });

  it('admits an admin and a machine token; refuses finance and support with 403 in the error shape', async () => {
    const byMachine = await audit('?action=operator.postAdjustment', operatorHeaders);
    const fingerprint = createHash('sha256').update(OPERATOR_TOKEN).digest('hex').slice(0, 8);
    expect(byMachine.data[0]?.who).toEqual({ kind: 'machine', operatorId: null, name: fingerprint });
    for (const someone of [finance, support]) {
      for (const url of ['/api/v1/operator/audit', '/api/v1/operator/audit/actions']) {
        const refused = await app.inject({ url, headers: someone.headers });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ message: expect.any(String) });
      }
    }
    expect((await app.inject({ url: '/api/v1/operator/audit', headers: demo.headers })).statusCode).toBe(401);
  });

  it('narrows by operator, action, affiliate (id or username) and UTC days, each on its own', async () => {
    await seedRows([
      { at: '2025-03-01T10:00:00Z', event: 'test.alpha', affiliateId: demoId, operatorId: admin.id },
      { at: '2025-03-02T23:59:59.999Z', event: 'test.beta', affiliateId: rivalId, operatorId: admin.id },
      { at: '2025-03-03T00:00:00Z', event: 'test.alpha', affiliateId: rivalId, operatorId: support.id },
      { at: '2025-03-04T12:00:00Z', event: 'test.beta', affiliateId: null, operatorId: support.id },
    ]);
    const actions = (data: AuditEntry[]) => data.map((row) => `${row.action}@${row.at.slice(0, 10)}`);
    const inMarch = 'from=2025-03-01&to=2025-03-31';
    expect(actions((await audit(`?${inMarch}`)).data)).toEqual([
      'test.beta@2025-03-04',
      'test.alpha@2025-03-03',
      'test.beta@2025-03-02',
      'test.alpha@2025-03-01',
    ]);
    expect(actions((await audit(`?${inMarch}&operator=${support.id}`)).data)).toEqual([
      'test.beta@2025-03-04',
      'test.alpha@2025-03-03',
    ]);
    expect(actions((await audit(`?${inMarch}&action=test.alpha`)).data)).toEqual([
      'test.alpha@2025-03-03',
      'test.alpha@2025-03-01',
    ]);
    expect(actions((await audit(`?${inMarch}&affiliate=${rivalId}`)).data)).toEqual([
      'test.alpha@2025-03-03',
      'test.beta@2025-03-02',
    ]);
    expect(actions((await audit(`?${inMarch}&affiliate=RIVAL`)).data)).toEqual([
      'test.alpha@2025-03-03',
      'test.beta@2025-03-02',
    ]);
    // Inclusive days: the 2nd ends at midnight UTC, the 3rd starts there.
    expect(actions((await audit('?from=2025-03-02&to=2025-03-02')).data)).toEqual(['test.beta@2025-03-02']);
    expect(actions((await audit(`?from=2025-03-03&to=2025-03-03&operator=${admin.id}`)).data)).toEqual([]);
    expect((await audit('?affiliate=nobody-by-this-name')).data).toEqual([]);
    const alpha = (await audit(`?${inMarch}&action=test.alpha`)).data[1]!;
    expect(alpha).toMatchObject({
      who: { kind: 'operator', name: admin.email },
      affiliate: { id: demoId, username: 'demo' },
    });
  });

  it('pages by keyset, newest first, through rows of one instant and back, without a gap or a repeat', async () => {
    const sameInstant = Array.from({ length: 12 }, () => ({
      at: '2024-06-01T08:00:00.123456Z',
      event: 'test.paging',
    }));
    await seedRows([
      ...sameInstant,
      { at: '2024-06-02T08:00:00Z', event: 'test.paging' },
      { at: '2024-05-31T08:00:00Z', event: 'test.paging' },
    ]);
    const all = (await audit('?action=test.paging&per_page=100')).data.map((row) => row.id);
    expect(all).toHaveLength(14);

    const pages: string[][] = [];
    let answer = await audit('?action=test.paging&per_page=5');
    expect(answer.meta.newer).toBeNull();
    pages.push(answer.data.map((row) => row.id));
    while (answer.meta.older) {
      answer = await audit(`?action=test.paging&per_page=5&before=${encodeURIComponent(answer.meta.older)}`);
      pages.push(answer.data.map((row) => row.id));
    }
    expect(pages.map((page) => page.length)).toEqual([5, 5, 4]);
    expect(pages.flat()).toEqual(all);

    // Back from the last page: the middle page again, then the first, which has nothing newer.
    const back = await audit(
      `?action=test.paging&per_page=5&after=${encodeURIComponent(answer.meta.newer!)}`,
    );
    expect(back.data.map((row) => row.id)).toEqual(pages[1]);
    const first = await audit(`?action=test.paging&per_page=5&after=${encodeURIComponent(back.meta.newer!)}`);
    expect(first.data.map((row) => row.id)).toEqual(pages[0]);
    expect(first.meta.newer).toBeNull();
    expect(first.meta.older).not.toBeNull();
  });

  it('refuses a cursor that is not one, and two at once, with 422', async () => {
    for (const query of [
      '?before=2026-02-30T00:00:00.000000Z~1',
      "?before=1'%20OR%201=1",
      '?before=2026-01-01T00:00:00.000000Z~1&after=2026-01-01T00:00:00.000000Z~2',
      '?from=2026-02-02&to=2026-02-01',
    ]) {
      const refused = await app.inject({ url: `/api/v1/operator/audit${query}`, headers: admin.headers });
      expect(refused.statusCode, query).toBe(422);
      expect(refused.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
  });

  it('shows only safe detail: never a password, token, code or address hash', async () => {
    await seedRows([
      {
        at: '2023-01-01T00:00:00Z',
        event: 'test.detail',
        detail: {
          status: 403,
          reason: 'role-not-admitted',
          password: 'hunter2-hunter2',
          token: 'secret-token',
          code: '123456',
          otp: '654321',
          nested: { a: 1 },
          params: { withdrawalId: 7, note: 'has spaces in it' },
        },
      },
    ]);
    const [row] = (await audit('?action=test.detail')).data;
    expect(row).toMatchObject({ status: 403, outcome: 'refused', who: { kind: 'unknown', name: null } });
    expect(row!.detail).toEqual({ reason: 'role-not-admitted', 'params.withdrawalId': '7' });
  });

  it('lists the action names the trail holds, each once, in order', async () => {
    const response = await app.inject({ url: '/api/v1/operator/audit/actions', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const names = response.json().data as string[];
    expect(names).toEqual([...new Set(names)].sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'operator.approveWithdrawal',
        'operator.inviteOperator',
        'operator-invitation.accepted',
        'test.alpha',
        'test.paging',
      ]),
    );
  });
});
