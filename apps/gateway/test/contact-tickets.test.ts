import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { writeToSupport } from './contact-helpers.ts';

let app: FastifyInstance;
let demo: SignedIn;
let rival: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
}, 60_000);
afterAll(async () => closeTestApp(app));

const writeIn = (session: SignedIn, subject: string) =>
  writeToSupport(app, session, subject, `Question about ${subject}, please check.`);

const list = (query = '', headers: Record<string, string> = operatorHeaders) =>
  app.inject({ method: 'GET', url: `/api/v1/operator/tickets${query}`, headers });

const answer = (id: number | string, payload: unknown, headers: Record<string, string> = operatorHeaders) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/operator/tickets/${id}/answer`,
    headers,
    payload: payload as object,
  });

async function lastMailTo(to: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/operator/outbox?to=${encodeURIComponent(to)}&limit=1`,
    headers: operatorHeaders,
  });
  return response.json().data[0] as { subject: string; text: string } | undefined;
}

async function notificationsOf(session: SignedIn) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/bo/member/notifications',
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<{ kind: string; title: string; body: string; readAt: string | null }>;
}

describe('GET /api/v1/operator/tickets', () => {
  it('lists open tickets newest first with the affiliate who wrote them', async () => {
    const first = await writeIn(demo, 'Payout in May');
    const second = await writeIn(rival, 'Payout in June');
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const tickets = response.json().data as Array<Record<string, unknown>>;
    const ids = tickets.map((t) => t.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(tickets.find((t) => t.id === first)).toMatchObject({
      username: DEMO.username,
      subject: 'Payout in May',
      category: 'payments',
      message: 'Question about Payout in May, please check.',
      status: 'open',
      answer: null,
      answered_at: null,
    });
    expect(tickets.find((t) => t.id === second)).toMatchObject({ username: RIVAL.username });
    expect((await list('?limit=1')).json().data).toHaveLength(1);
  });

  it('refuses a member token and no token, and rejects an unknown status with a field error', async () => {
    expect((await list('', demo.headers)).statusCode).toBe(401);
    expect((await list('', {})).statusCode).toBe(401);
    const bad = await list('?status=pending');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
  });
});

describe('POST /api/v1/operator/tickets/{ticketId}/answer', () => {
  it('stores the answer, closes the ticket, and tells the affiliate by notification and email', async () => {
    const id = await writeIn(demo, 'Commission for March');
    const rivalBefore = await notificationsOf(rival);
    const response = await answer(id, { answer: '  Your March commission was paid on 2 April.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const ticket = response.json().data;
    expect(ticket).toMatchObject({
      id,
      status: 'closed',
      answer: 'Your March commission was paid on 2 April.',
      username: DEMO.username,
    });
    expect(Date.parse(ticket.answered_at)).not.toBeNaN();

    const [latest] = await notificationsOf(demo);
    expect(latest).toMatchObject({
      kind: 'support',
      title: 'Answer to your message "Commission for March"',
      body: 'Your March commission was paid on 2 April.',
      readAt: null,
    });
    // The other affiliate is told nothing.
    expect(await notificationsOf(rival)).toEqual(rivalBefore);

    const mail = await lastMailTo(DEMO.email);
    expect(mail?.subject).toBe(`Re: Commission for March (ticket #${id})`);
    expect(mail?.text).toContain('Your March commission was paid on 2 April.');
    expect(mail?.text).toContain('> Question about Commission for March, please check.');
    // The message's day as the portal writes dates (MM/DD/YYYY), not 2026-11-03.
    expect(mail?.text).toMatch(/\nYour message \([^,]+, \d\d\/\d\d\/\d{4}\):\n/);

    const closed = (await list('?status=closed')).json().data as Array<{ id: number; answer: string }>;
    expect(closed.find((t) => t.id === id)?.answer).toBe('Your March commission was paid on 2 April.');
    expect(((await list()).json().data as Array<{ id: number }>).map((t) => t.id)).not.toContain(id);
  });

  it('keeps the ticket open when close is false, and refuses to answer a closed ticket (409)', async () => {
    const id = await writeIn(rival, 'Tracking question');
    const open = await answer(id, { answer: 'Could you send us the link you use?', close: false });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json().data.status).toBe('open');
    const all = (await list('?status=all')).json().data as Array<{ id: number; status: string }>;
    expect(all.find((t) => t.id === id)?.status).toBe('open');

    expect((await answer(id, { answer: 'Fixed now, thank you.' })).json().data.status).toBe('closed');
    const again = await answer(id, { answer: 'One more thing.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This ticket is closed: reopen it to answer again.');
    const stored = (await list('?status=closed')).json().data as Array<{ id: number; answer: string }>;
    expect(stored.find((t) => t.id === id)?.answer).toBe('Fixed now, thank you.');
  });

  it('answers 404 for an unknown ticket, 422 for a blank or overlong answer, 401 for a member token', async () => {
    const id = await writeIn(demo, 'Account question');
    expect((await answer(2_000_000_000, { answer: 'Hello' })).statusCode).toBe(404);
    const blank = await answer(id, { answer: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.answer).toEqual(['Answer is not valid.']);
    const long = await answer(id, { answer: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.answer).toEqual(['Answer may not be longer than 5000 characters.']);
    expect((await answer('abc', { answer: 'Hello' })).statusCode).toBe(422);

    const affiliate = await answer(id, { answer: 'I answer my own ticket.' }, demo.headers);
    expect(affiliate.statusCode).toBe(401);
    const stillOpen = (await list()).json().data as Array<{ id: number; answer: string | null }>;
    expect(stillOpen.find((t) => t.id === id)?.answer).toBeNull();
  });
});
