import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateIdOf } from './withdrawal-helpers.ts';
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

/**
 * Contact us from the affiliate's side: their own tickets with support's answers as a conversation,
 * and the notification of an answer naming its ticket. Never another affiliate's.
 */
describe(`the affiliate's tickets (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let rival: SignedIn;
  let demoId: number;
  let rivalId: number;
  let first: number;
  let second: number;
  let rivals: number;

  const answer = (ticketId: number, text: string, close = true) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/operator/tickets/${ticketId}/answer`,
      headers: operatorHeaders,
      payload: { answer: text, close },
    });
  const ticketsOf = (session: SignedIn, id: number, query = '') =>
    app.inject({ url: `/api/v1/affiliate/${id}/tickets${query}`, headers: session.headers });

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);
    demoId = await affiliateIdOf(app, demo);
    rivalId = await affiliateIdOf(app, rival);
    first = await writeToSupport(app, demo, 'October payout', 'My October payout has not arrived yet.');
    second = await writeToSupport(app, demo, 'Banner sizes', 'Is there a 320x50 banner?', 'marketing');
    rivals = await writeToSupport(app, rival, 'Rival secret', 'Only the rival may read this message.');
    expect((await answer(first, 'It left on 2 November.', false)).statusCode).toBe(200);
    expect((await answer(first, 'Reference NT-1: it arrived, we hear.')).statusCode).toBe(200);
    expect((await answer(rivals, 'Answer for the rival only.')).statusCode).toBe(200);
  });
  afterAll(() => closeTestApp(app));

  it('lists the affiliate’s tickets newest first, each with its messages oldest first', async () => {
    const response = await ticketsOf(demo, demoId);
    expect(response.statusCode, response.body).toBe(200);
    const tickets = response.json().data as Array<{
      id: number;
      subject: string;
      category: string;
      answered_at: string | null;
      messages: Array<{ from: string; body: string; at: string }>;
    }>;
    const own = tickets.filter((t) => t.id === first || t.id === second);
    expect(own.map((t) => t.id)).toEqual([second, first]);
    expect(own[0]).toMatchObject({ subject: 'Banner sizes', category: 'marketing', answered_at: null });
    expect(own[0]!.messages.map((m) => [m.from, m.body])).toEqual([
      ['affiliate', 'Is there a 320x50 banner?'],
    ]);
    expect(own[1]!.messages.map((m) => [m.from, m.body])).toEqual([
      ['affiliate', 'My October payout has not arrived yet.'],
      ['support', 'It left on 2 November.'],
      ['support', 'Reference NT-1: it arrived, we hear.'],
    ]);
    const times = own[1]!.messages.map((m) => Date.parse(m.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(own[1]!.answered_at).toBe(own[1]!.messages.at(-1)!.at);
    // Who in the team answered, and the ticket's state, stay with the team.
    expect(JSON.stringify(own)).not.toMatch(/operator|machine|closed|"status"/);
  });

  it('never shows another affiliate’s tickets, and refuses another affiliate’s id (403)', async () => {
    const demoTickets = JSON.stringify((await ticketsOf(demo, demoId)).json().data);
    expect(demoTickets).not.toContain('Rival secret');
    expect(demoTickets).not.toContain('Answer for the rival only.');
    const rivalTickets = (await ticketsOf(rival, rivalId)).json().data as Array<{ id: number }>;
    expect(rivalTickets.map((t) => t.id)).toEqual([rivals]);
    const other = await ticketsOf(demo, rivalId);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Rival secret');
    expect((await app.inject({ url: `/api/v1/affiliate/${demoId}/tickets` })).statusCode).toBe(401);
  });

  it('keeps to the limit asked, and refuses one out of bounds with a field error', async () => {
    const one = await ticketsOf(demo, demoId, '?limit=1');
    expect((one.json().data as Array<{ id: number }>).map((t) => t.id)).toEqual([second]);
    for (const limit of ['0', '51', 'many', '1.5']) {
      const response = await ticketsOf(demo, demoId, `?limit=${limit}`);
      expect(response.statusCode, limit).toBe(422);
      expect(response.json().errors.limit).toBeDefined();
    }
  });

  it('names the ticket in the notification of an answer, so it leads to that conversation', async () => {
    const response = await app.inject({ url: '/api/v1/bo/member/notifications', headers: demo.headers });
    const notes = response.json().data as Array<{ kind: string; title: string; ticketId: number | null }>;
    const answers = notes.filter((n) => n.kind === 'support');
    expect(answers).toHaveLength(2);
    for (const note of answers) expect(note.ticketId).toBe(first);
    expect(notes.filter((n) => n.kind !== 'support').every((n) => n.ticketId === null)).toBe(true);
  });
});
