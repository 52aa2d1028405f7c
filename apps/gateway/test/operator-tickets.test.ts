import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFingerprint } from '../src/http/operator-access.ts';
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
import { writeToSupport } from './contact-helpers.ts';
import {
  auditRows,
  consoleOperator,
  type AuditRow,
  type ConsoleOperator,
} from './operator-console-helpers.ts';

/** The console's Tickets screen: a ticket's thread, answering, closing and reopening, by role. */
let app: FastifyInstance;
let demo: SignedIn;
let rival: SignedIn;
let admin: ConsoleOperator;
let support: ConsoleOperator;
let finance: ConsoleOperator;
let marketing: ConsoleOperator;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
  admin = await consoleOperator(app, 'admin');
  support = await consoleOperator(app, 'support');
  finance = await consoleOperator(app, 'finance');
  marketing = await consoleOperator(app, 'marketing');
}, 60_000);
afterAll(async () => closeTestApp(app));

const writeIn = (session: SignedIn, subject: string) =>
  writeToSupport(app, session, subject, `About ${subject}: could you have a look?`, 'technical');

type Headers = Record<string, string>;
const read = (id: number | string, headers: Headers) =>
  app.inject({ method: 'GET', url: `/api/v1/operator/tickets/${id}`, headers });
const move = (id: number | string, action: 'close' | 'reopen', headers: Headers) =>
  app.inject({ method: 'POST', url: `/api/v1/operator/tickets/${id}/${action}`, headers });
const answer = (id: number, text: string, headers: Headers, close?: boolean) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/operator/tickets/${id}/answer`,
    headers,
    payload: { answer: text, ...(close !== undefined && { close }) },
  });
const list = (status: string, headers: Headers) =>
  app.inject({ method: 'GET', url: `/api/v1/operator/tickets?status=${status}`, headers });

async function threadOf(id: number) {
  const response = await read(id, support.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    status: string;
    answer: string | null;
    email: string;
    thread: Array<{ kind: string; body: string | null; by: string | null }>;
  };
}

async function supportNotices(session: SignedIn) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/bo/member/notifications?per_page=50',
    headers: session.headers,
  });
  return (response.json().data as Array<{ kind: string; body: string }>).filter((n) => n.kind === 'support');
}

describe('a ticket and its thread', () => {
  it("keeps every answer, closing and reopening in order with who did it; the ticket's answer is the latest", async () => {
    const id = await writeIn(demo, 'Banner not loading');
    const first = await threadOf(id);
    expect(first).toMatchObject({ status: 'open', answer: null, email: DEMO.email });
    expect(first.thread).toEqual([
      {
        kind: 'message',
        body: 'About Banner not loading: could you have a look?',
        by: DEMO.username,
        at: expect.any(String),
      },
    ]);

    expect((await answer(id, 'Which size do you use?', support.headers, false)).json().data.status).toBe(
      'open',
    );
    expect(
      (await answer(id, 'Fixed: the 300x250 creative was missing.', support.headers)).json().data.status,
    ).toBe('closed');
    const reopened = await move(id, 'reopen', admin.headers);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data.status).toBe('open');
    expect((await answer(id, 'It is back on the CDN as well.', operatorHeaders, false)).statusCode).toBe(200);

    const ticket = await threadOf(id);
    expect(ticket.status).toBe('open');
    expect(ticket.answer).toBe('It is back on the CDN as well.');
    expect(ticket.thread.map(({ kind, body, by }) => [kind, body, by])).toEqual([
      ['message', 'About Banner not loading: could you have a look?', DEMO.username],
      ['answer', 'Which size do you use?', support.email],
      ['answer', 'Fixed: the 300x250 creative was missing.', support.email],
      ['closed', null, support.email],
      ['reopened', null, admin.email],
      ['answer', 'It is back on the CDN as well.', `machine ${tokenFingerprint(OPERATOR_TOKEN)}`],
    ]);
    // Each answer reached the affiliate; closing and reopening told them nothing.
    expect((await supportNotices(demo)).map((n) => n.body)).toEqual([
      'It is back on the CDN as well.',
      'Fixed: the 300x250 creative was missing.',
      'Which size do you use?',
    ]);
  });

  it('closes without an answer, and tells apart a ticket already in the state asked for (409)', async () => {
    const id = await writeIn(rival, 'Duplicate question');
    const closed = await move(id, 'close', support.headers);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({ id, status: 'closed', answer: null });
    expect(closed.json().data.thread.map((e: { kind: string }) => e.kind)).toEqual(['message', 'closed']);
    const again = await move(id, 'close', support.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This ticket is already closed.', code: errorCodes.conflict });
    // A closed ticket is answered only once reopened.
    expect((await answer(id, 'Late answer', support.headers)).json()).toMatchObject({
      message: 'This ticket is closed: reopen it to answer again.',
    });
    const closedIds = ((await list('closed', support.headers)).json().data as Array<{ id: number }>).map(
      (t) => t.id,
    );
    expect(closedIds).toContain(id);

    expect((await move(id, 'reopen', support.headers)).statusCode).toBe(200);
    const reopenAgain = await move(id, 'reopen', support.headers);
    expect(reopenAgain.statusCode).toBe(409);
    expect(reopenAgain.json().message).toBe('This ticket is already open.');
    expect(
      ((await list('open', support.headers)).json().data as Array<{ id: number }>).map((t) => t.id),
    ).toContain(id);
    expect(await supportNotices(rival)).toEqual([]);
  });

  it('answers 404 for an unknown ticket and 422 for an id that is no ticket number', async () => {
    for (const response of [
      await read(2_000_000_000, support.headers),
      await move(2_000_000_000, 'close', support.headers),
      await move(2_000_000_000, 'reopen', support.headers),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'There is no such ticket.', code: errorCodes.notFound });
    }
    expect((await read('abc', support.headers)).statusCode).toBe(422);
    expect((await move('99999999999', 'close', support.headers)).statusCode).toBe(422);
  });
});

describe('who may work the tickets', () => {
  it('refuses finance and marketing with 403 in the contract shape on every ticket endpoint, and changes nothing', async () => {
    const id = await writeIn(demo, 'Role check');
    for (const operator of [finance, marketing]) {
      const responses = [
        await list('open', operator.headers),
        await read(id, operator.headers),
        await answer(id, 'Not mine to answer', operator.headers),
        await move(id, 'close', operator.headers),
        await move(id, 'reopen', operator.headers),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          message: 'Your role does not allow this action.',
          code: errorCodes.forbidden,
        });
      }
    }
    expect(await threadOf(id)).toMatchObject({ status: 'open', answer: null });
  });

  it("refuses an affiliate's token (401) on the operator's ticket endpoints", async () => {
    const id = await writeIn(demo, 'Token check');
    for (const response of [
      await list('all', demo.headers),
      await read(id, demo.headers),
      await move(id, 'close', demo.headers),
      await move(id, 'reopen', demo.headers),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    expect((await threadOf(id)).status).toBe('open');
  });

  it('lets admin do what support does; closing and reopening are audited with the operator and the affiliate', async () => {
    const id = await writeIn(rival, 'Audit check');
    expect((await read(id, admin.headers)).statusCode).toBe(200);
    expect((await move(id, 'close', admin.headers)).statusCode).toBe(200);
    expect((await move(id, 'reopen', support.headers)).statusCode).toBe(200);
    const rivalId = ((await read(id, support.headers)).json().data as { member_id: number }).member_id;
    const ofTicket = (rows: AuditRow[]) =>
      rows.filter((row) => String((row.detail.params as { ticketId?: unknown }).ticketId) === String(id));
    const closes = ofTicket(await auditRows(app, 'operator.closeTicket'));
    const reopens = ofTicket(await auditRows(app, 'operator.reopenTicket'));
    expect(closes).toEqual([
      expect.objectContaining({
        operator_id: admin.id,
        member_id: rivalId,
        detail: expect.objectContaining({ status: 200 }),
      }),
    ]);
    expect(reopens).toEqual([expect.objectContaining({ operator_id: support.id, member_id: rivalId })]);
  });
});

describe('what the affiliates see once support answers', () => {
  it('each affiliate is told only of the answers to their own tickets', async () => {
    const demoTicket = await writeIn(demo, 'Payout timing');
    const rivalTicket = await writeIn(rival, 'Tracking link');
    const rivalBefore = await supportNotices(rival);
    expect(
      (await answer(demoTicket, 'Payouts leave on the 2nd of each month.', support.headers)).statusCode,
    ).toBe(200);
    expect((await supportNotices(demo))[0]).toMatchObject({
      body: 'Payouts leave on the 2nd of each month.',
    });
    expect(await supportNotices(rival)).toEqual(rivalBefore);

    expect((await answer(rivalTicket, 'Your link carries the code now.', support.headers)).statusCode).toBe(
      200,
    );
    expect((await supportNotices(rival)).map((n) => n.body)).toEqual(['Your link carries the code now.']);
    expect((await supportNotices(demo)).map((n) => n.body)).not.toContain('Your link carries the code now.');
  });
});
