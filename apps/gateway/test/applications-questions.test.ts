import { createHash, randomBytes } from 'node:crypto';
import { APPLICATION_ANSWER_NOT_VALID, APPLICATION_LINK_NOT_VALID } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER, applicationForm, applicationTestConfig, QUESTION } from './application-helpers.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

/**
 * Issue 38: a manager's question reaches the applicant as a mailed link; the link shows the question and
 * takes one answer, and the application goes back to the queue. The console's side (asking) writes the
 * rows; here they are inserted as it would leave them: the link's token as its SHA-256.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp(applicationTestConfig());
});
afterAll(() => closeTestApp(app));

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A confirmed application waiting for the answers to `questions`, and each question's link token. */
async function awaitingAnswers(firstName: string, questions: string[]) {
  const form = applicationForm({ first_name: firstName });
  const { id } = await app.ctx.db.one<{ id: number }>(
    `INSERT INTO affiliate_applications (status, kind, first_name, last_name, email, username, password_hash,
       country, currency, language, traffic_sources, ip, email_confirmed_at)
     VALUES ('awaiting_answer', 'individual', $1, 'Tester', $2, $3, 'x', 'DE', 'EUR', 'en', '{seo}', '192.0.2.1', now())
     RETURNING id`,
    [firstName, form.email, form.username],
  );
  const tokens: string[] = [];
  for (const [i, question] of questions.entries()) {
    const token = randomBytes(32).toString('base64url');
    tokens.push(token);
    await app.ctx.db.query(
      `INSERT INTO application_questions (application_id, question, asked_by, asked_at, token_hash)
       VALUES ($1, $2, 'operator:marketing', now() - make_interval(mins => $3), $4)`,
      [id, question, questions.length - i, sha256(token)],
    );
  }
  return { id, tokens };
}

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const statusOf = async (id: number) =>
  (await app.ctx.db.one<{ status: string }>('SELECT status FROM affiliate_applications WHERE id = $1', [id]))
    .status;

describe('a manager’s question, through its link', () => {
  it('shows the question with the applicant’s first name, takes one answer, and requeues the application', async () => {
    const { id, tokens } = await awaitingAnswers('Marie', ['Which countries does your traffic come from?']);
    const shown = await post(QUESTION, { token: tokens[0] });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toEqual({
      first_name: 'Marie',
      question: 'Which countries does your traffic come from?',
      asked_at: expect.any(String),
    });

    const answered = await post(ANSWER, { token: tokens[0], answer: '  Mostly Germany and Austria.  ' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toEqual({ answered: true });
    const row = await app.ctx.db.one<{ answer: string; answered_at: Date | null; token_hash: string | null }>(
      'SELECT answer, answered_at, token_hash FROM application_questions WHERE application_id = $1',
      [id],
    );
    expect(row).toMatchObject({ answer: 'Mostly Germany and Austria.', token_hash: null });
    expect(row.answered_at).toBeInstanceOf(Date);
    expect(await statusOf(id)).toBe('pending');

    // The link works once.
    for (const [url, payload] of [
      [QUESTION, { token: tokens[0] }],
      [ANSWER, { token: tokens[0], answer: 'Again' }],
    ] as const) {
      const again = await post(url, payload);
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ token: [APPLICATION_LINK_NOT_VALID] });
    }
  });

  it('keeps the application waiting while another question is unanswered', async () => {
    const { id, tokens } = await awaitingAnswers('Pierre', ['Your main site?', 'Your monthly visits?']);
    expect((await post(ANSWER, { token: tokens[1], answer: 'About 20,000.' })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('awaiting_answer');
    expect((await post(ANSWER, { token: tokens[0], answer: 'https://example.org' })).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses an unknown link, and the link of a decided application', async () => {
    expect((await post(QUESTION, { token: 'y'.repeat(43) })).statusCode).toBe(422);
    const { id, tokens } = await awaitingAnswers('Irène', ['Still there?']);
    await app.ctx.db.query(
      `UPDATE affiliate_applications SET status = 'rejected', decided_at = now(), decided_by = 'test',
         reject_reason = 'Closed' WHERE id = $1`,
      [id],
    );
    expect((await post(QUESTION, { token: tokens[0] })).statusCode).toBe(422);
    expect((await post(ANSWER, { token: tokens[0], answer: 'Yes' })).statusCode).toBe(422);
  });

  it('takes an answer of 1 to 5,000 characters', async () => {
    const { tokens } = await awaitingAnswers('Lise', ['Anything to add?']);
    for (const answer of ['   ', 'x'.repeat(5_001)]) {
      const refused = await post(ANSWER, { token: tokens[0], answer });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ answer: [APPLICATION_ANSWER_NOT_VALID] });
    }
  });
});
