import { messages } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  testConfig,
  type SignedIn,
} from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';

const SUPPORT = 'support@goldline.example';
const CONTACT_LIMIT = 3;

let app: FastifyInstance;
let demo: SignedIn;
let rival: SignedIn;

beforeAll(async () => {
  // A low limit keeps the 429 test short; it moves the clock past the earlier tests' tickets.
  app = await buildTestApp({
    supportEmail: SUPPORT,
    rateLimits: { ...testConfig().rateLimits, contactPerAccount: CONTACT_LIMIT },
  });
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
}, 60_000);
afterAll(async () => closeTestApp(app));

const valid = {
  subject: 'Payout in October',
  category: 'payments',
  message: 'My October payout has not arrived yet. Could you check it?',
};

function send(session: SignedIn | null, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/affiliate/contact-us',
    headers: session?.headers ?? {},
    payload: payload as object,
  });
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function lastMailTo(to: string): Promise<OutboxMail | undefined> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/operator/outbox?to=${encodeURIComponent(to)}&limit=1`,
    headers: operatorHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0];
}

const ticketCount = async (affiliateId: number) =>
  (
    await app.ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM contact_tickets WHERE member_id = $1',
      [affiliateId],
    )
  ).n;

describe('POST /api/v1/affiliate/contact-us', () => {
  it('stores a ticket, mails the support address and acknowledges it to the affiliate', async () => {
    const response = await send(demo, { ...valid, subject: '  Payout in October  ' });
    expect(response.statusCode, response.body).toBe(201);
    const { id, message } = response.json().data;
    expect(message).toBe(messages.contactSent);

    const ticket = await app.ctx.db.one<{
      member_id: number;
      subject: string;
      category: string;
      message: string;
      status: string;
    }>('SELECT member_id, subject, category, message, status FROM contact_tickets WHERE id = $1', [id]);
    expect(ticket).toEqual({
      member_id: await affiliateIdOf(app, 'demo'),
      subject: 'Payout in October',
      category: 'payments',
      message: valid.message,
      status: 'open',
    });

    const support = await lastMailTo(SUPPORT);
    expect(support?.subject).toBe(`[Ticket #${id}] Payments and withdrawals: Payout in October`);
    expect(support?.text).toContain('Affiliate: demo');
    expect(support?.text).toContain(`Reply to: ${DEMO.email}`);
    expect(support?.text).toContain(valid.message);

    const acknowledgement = await lastMailTo(DEMO.email);
    expect(acknowledgement?.subject).toBe(`We received your message (ticket #${id})`);
    expect(acknowledgement?.text).toContain('Payout in October');
  });

  it('files the ticket under the signed-in affiliate whatever the body says', async () => {
    const demoId = await affiliateIdOf(app, 'demo');
    const before = await ticketCount(demoId);
    const response = await send(rival, { ...valid, member_id: demoId, memberId: demoId, email: DEMO.email });
    expect(response.statusCode, response.body).toBe(201);
    expect(await ticketCount(demoId)).toBe(before);
    expect(await ticketCount(await affiliateIdOf(app, 'rival'))).toBeGreaterThan(0);
    expect((await lastMailTo(SUPPORT))?.text).toContain(`Reply to: ${RIVAL.email}`);
    expect((await lastMailTo(RIVAL.email))?.subject).toBe(
      `We received your message (ticket #${response.json().data.id})`,
    );
    expect((await lastMailTo(DEMO.email))?.subject).not.toBe(
      `We received your message (ticket #${response.json().data.id})`,
    );
  });

  it.each([
    ['subject', { subject: '   ' }, 'Subject is not valid.'],
    ['subject', { subject: 'Hi' }, 'Subject must be at least 3 characters.'],
    ['subject', { subject: 'x'.repeat(151) }, 'Subject may not be longer than 150 characters.'],
    ['subject', { subject: 'Two\nlines' }, 'Subject must be a single line.'],
    ['category', { category: 'refunds' }, 'Category is not valid.'],
    ['category', { category: undefined }, 'Category is not valid.'],
    ['message', { message: '' }, 'Message is not valid.'],
    ['message', { message: ' too short ' }, 'Message must be at least 10 characters.'],
    ['message', { message: 'x'.repeat(5001) }, 'Message may not be longer than 5000 characters.'],
  ])('422 on %s for %j', async (field, change, text) => {
    const response = await send(rival, { ...valid, ...change });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field]).toEqual([text]);
  });

  it('400 for a body that is not JSON, and nothing is stored', async () => {
    const rivalId = await affiliateIdOf(app, 'rival');
    const before = await ticketCount(rivalId);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/affiliate/contact-us',
      headers: { ...rival.headers, 'content-type': 'application/json' },
      payload: '{"subject": "Payout",',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await ticketCount(rivalId)).toBe(before);
  });

  it('401 signed out', async () => {
    expect((await send(null, valid)).statusCode).toBe(401);
  });

  it('429 with Retry-After past the per-account limit, and again allowed once the hour has passed', async () => {
    const demoId = await affiliateIdOf(app, 'demo');
    advanceClock(app, 2 * 60 * 60_000);
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);
    for (let i = 0; i < CONTACT_LIMIT; i += 1) expect((await send(demo, valid)).statusCode).toBe(201);
    const stored = await ticketCount(demoId);
    const refused = await send(demo, valid);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await ticketCount(demoId)).toBe(stored);
    // Another affiliate has its own allowance.
    expect((await send(rival, valid)).statusCode).toBe(201);
    advanceClock(app, 60 * 60_000 + 1000);
    demo = await signIn(app, DEMO.username, DEMO.password);
    expect((await send(demo, valid)).statusCode).toBe(201);
  });
});
