import { createHash } from 'node:crypto';
import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorApi } from '../src/cli/operator/client.ts';
import { runOperatorCli } from '../src/cli/operator/dispatch.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, RIVAL, signIn, testConfig } from './helpers.ts';
import { mailsTo } from './kyc-helpers.ts';
import { auditRows, consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';
import { APPLICANT_PASSWORD, insertApplication } from './support/applications.ts';

/**
 * Issue 38, "Approve": the console's queue of applications to join the program, the duplicates found, and
 * a manager's decision — approve with a deal (the affiliate signs in with the password they chose), reject
 * with a reason, or ask a question answered through a mailed link — each mailed to the applicant in their
 * language, and the same from the command line.
 */
const driver = process.env.DATABASE_URL ? 'pg' : 'pglite';
const QUEUE = '/api/v1/operator/applications';
const DEAL = 'Casino tiers 2027';
const BRAND = 'Goldline Partners';
const DAY_MS = 86_400_000;

type Headers = Record<string, string>;

const list = (app: FastifyInstance, query = '', headers: Headers = operatorHeaders) =>
  app.inject({ method: 'GET', url: `${QUEUE}${query}`, headers });
const detail = (app: FastifyInstance, id: number, headers: Headers = operatorHeaders) =>
  app.inject({ method: 'GET', url: `${QUEUE}/${id}`, headers });
const decide = (
  app: FastifyInstance,
  id: number,
  action: 'approve' | 'reject' | 'question',
  payload: object,
  headers: Headers = operatorHeaders,
) => app.inject({ method: 'POST', url: `${QUEUE}/${id}/${action}`, headers, payload });
const approve = (app: FastifyInstance, id: number, headers: Headers = operatorHeaders, deal = DEAL) =>
  decide(app, id, 'approve', { deal }, headers);

async function createAffiliate(app: FastifyInstance, username: string, email: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email,
      password: 'an-affiliate-passphrase-2026',
      firstName: 'Existing',
      lastName: 'Affiliate',
      country: 'PT',
      currency: 'EUR',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}

const memberIdOf = async (app: FastifyInstance, username: string) =>
  (
    await app.ctx.db.one<{ id: number }>('SELECT id FROM members WHERE lower(username) = lower($1)', [
      username,
    ])
  ).id;

const membersNamed = async (app: FastifyInstance, username: string) =>
  (
    await app.ctx.db.one<{ count: number }>(
      'SELECT count(*)::int AS count FROM members WHERE lower(username) = lower($1)',
      [username],
    )
  ).count;

async function mailTo(app: FastifyInstance, email: string, subject: string) {
  const mail = (await mailsTo(app, email)).find((m) => m.subject === subject);
  expect(mail, `no mail "${subject}" to ${email}`).toBeDefined();
  return mail!;
}

describe(`the queue (${driver})`, () => {
  let app: FastifyInstance;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    app = await buildTestApp();
    const at = (days: number) => days * DAY_MS;
    ids.rejected = await insertApplication(app, {
      email: 'r@q1.example',
      username: 'q_rejected',
      status: 'rejected',
      appliedMsAgo: at(6),
    });
    ids.oldestPending = await insertApplication(app, {
      email: 'p1@q2.example',
      username: 'q_p1',
      appliedMsAgo: at(5),
    });
    ids.awaiting = await insertApplication(app, {
      email: 'a@q3.example',
      username: 'q_awaiting',
      status: 'awaiting_answer',
      appliedMsAgo: at(4),
    });
    ids.unconfirmed = await insertApplication(app, {
      email: 'u@q4.example',
      username: 'q_unconfirmed',
      status: 'unconfirmed',
      appliedMsAgo: at(3),
    });
    ids.newestPending = await insertApplication(app, {
      email: 'p2@q5.example',
      username: 'q_p2',
      appliedMsAgo: at(2),
    });
  });
  afterAll(() => closeTestApp(app));

  it('lists those waiting for a decision by default, the oldest first', async () => {
    const response = await list(app);
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json();
    expect(data.map((a: { id: number }) => a.id)).toEqual([
      ids.oldestPending,
      ids.awaiting,
      ids.unconfirmed,
      ids.newestPending,
    ]);
    expect(meta).toMatchObject({ total: 4, current_page: 1, last_page: 1 });
    expect(data[2]).toMatchObject({
      status: 'unconfirmed',
      email_confirmed_at: null,
      username: 'q_unconfirmed',
      websites: [],
      traffic_sources: ['seo', 'social'],
      messenger: { app: 'telegram', handle: '@ana_media' },
      duplicates: [],
      messages: [],
    });
    expect(data[0].email_confirmed_at).not.toBeNull();
  });

  it('lists one status when asked, and pages', async () => {
    const rejected = (await list(app, '?status=rejected')).json();
    expect(rejected.data.map((a: { id: number }) => a.id)).toEqual([ids.rejected]);
    expect(rejected.data[0]).toMatchObject({ reject_reason: 'Not a fit.' });
    const pending = (await list(app, '?status=pending')).json();
    expect(pending.data.map((a: { id: number }) => a.id)).toEqual([ids.oldestPending, ids.newestPending]);
    const second = (await list(app, '?per_page=3&page=2')).json();
    expect(second.data.map((a: { id: number }) => a.id)).toEqual([ids.newestPending]);
    expect(second.meta).toMatchObject({ total: 4, current_page: 2, last_page: 2, from: 4, to: 4 });
    expect((await list(app, '?status=approved')).json().data).toEqual([]);
  });

  it('shows one application, and 404 for none', async () => {
    const one = await detail(app, ids.awaiting!);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: ids.awaiting, status: 'awaiting_answer' });
    const none = await detail(app, 999_999);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'No application has this id.', code: errorCodes.notFound });
  });
});

describe(`reviewing applications (${driver})`, () => {
  let app: FastifyInstance;
  let marketing: ConsoleOperator;
  beforeAll(async () => {
    app = await buildTestApp();
    marketing = await consoleOperator(app, 'marketing');
    const terms = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/terms',
      headers: operatorHeaders,
      payload: { body: '# Program terms\n\nBe fair.' },
    });
    expect(terms.statusCode, terms.body).toBe(201);
  });
  afterAll(() => closeTestApp(app));

  describe('duplicates', () => {
    let bossId: number;
    let rivalId: number;
    let x: number;
    let y: number;
    let z: number;
    beforeAll(async () => {
      bossId = await createAffiliate(app, 'acme_boss', 'boss@Acme-Media.example');
      // The rival affiliate signs in from the address X and Y later apply from (its session keeps the network).
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: RIVAL.username, password: RIVAL.password },
        remoteAddress: '203.0.113.77',
      });
      expect(login.statusCode, login.body).toBe(200);
      rivalId = await memberIdOf(app, RIVAL.username);
      x = await insertApplication(app, {
        email: 'ana@acme-media.example',
        username: 'acme_ana',
        ip: '203.0.113.77',
        websites: ['https://www.Acme-Media.example/blog', 'https://youtube.com/@acme'],
      });
      y = await insertApplication(app, {
        email: 'someone@gmail.com',
        username: 'acme_someone',
        ip: '203.0.113.77',
        websites: ['https://acme-media.example'],
      });
      z = await insertApplication(app, {
        email: 'other@gmail.com',
        username: 'gmail_other',
        ip: '192.0.2.78',
        websites: ['https://youtube.com/@other'],
      });
    });

    it('finds the same email domain, address and website host, naming the affiliate or the application', async () => {
      expect((await detail(app, x)).json().data.duplicates).toEqual([
        {
          reason: 'email_domain',
          value: 'acme-media.example',
          member_id: bossId,
          username: 'acme_boss',
          application_id: null,
        },
        { reason: 'ip', value: '203.0.113.•••', member_id: rivalId, username: 'rival', application_id: null },
        { reason: 'ip', value: '203.0.113.77', member_id: null, username: null, application_id: y },
        {
          reason: 'website',
          value: 'acme-media.example',
          member_id: null,
          username: null,
          application_id: y,
        },
      ]);
      expect((await detail(app, y)).json().data.duplicates).toEqual([
        { reason: 'ip', value: '203.0.113.•••', member_id: rivalId, username: 'rival', application_id: null },
        { reason: 'ip', value: '203.0.113.77', member_id: null, username: null, application_id: x },
        {
          reason: 'website',
          value: 'acme-media.example',
          member_id: null,
          username: null,
          application_id: x,
        },
      ]);
    });

    it('skips free mail domains and platforms where anyone has a page', async () => {
      // Z shares gmail.com with Y and youtube.com with X: neither says they are the same.
      expect((await detail(app, z)).json().data.duplicates).toEqual([]);
    });

    it('lists each application of a page with its own duplicates', async () => {
      const page = (await list(app, '?per_page=100')).json().data as Array<{
        id: number;
        duplicates: Array<{ reason: string }>;
      }>;
      const of = (id: number) => page.find((a) => a.id === id)!.duplicates.map((d) => d.reason);
      expect(of(x)).toEqual(['email_domain', 'ip', 'ip', 'website']);
      expect(of(y)).toEqual(['ip', 'ip', 'website']);
      expect(of(z)).toEqual([]);
    });

    it('names an affiliate who came through an application once, with both, and never an application’s own', async () => {
      const approved = await approve(app, x);
      expect(approved.statusCode, approved.body).toBe(200);
      const anaId = approved.json().data.member_id as number;
      // X's own affiliate has X's email domain: it is not listed as X's duplicate.
      expect(approved.json().data.duplicates.map((d: { member_id: number | null }) => d.member_id)).toEqual([
        bossId,
        rivalId,
        null,
        null,
      ]);
      const w = await insertApplication(app, {
        email: 'new@acme-media.example',
        username: 'acme_new',
        ip: '198.51.100.90',
      });
      expect((await detail(app, w)).json().data.duplicates).toEqual([
        {
          reason: 'email_domain',
          value: 'acme-media.example',
          member_id: anaId,
          username: 'acme_ana',
          application_id: x,
        },
        {
          reason: 'email_domain',
          value: 'acme-media.example',
          member_id: bossId,
          username: 'acme_boss',
          application_id: null,
        },
      ]);
    });

    it('shows at most 20 per application', async () => {
      const first = await insertApplication(app, {
        email: 'crowd0@crowd.example',
        username: 'crowd0',
        ip: '198.51.100.200',
      });
      for (let n = 1; n <= 22; n++)
        await insertApplication(app, {
          email: `crowd${n}@gmail.com`,
          username: `crowd${n}`,
          ip: '198.51.100.200',
        });
      const duplicates = (await detail(app, first)).json().data.duplicates as Array<{ reason: string }>;
      expect(duplicates).toHaveLength(20);
      expect(new Set(duplicates.map((d) => d.reason))).toEqual(new Set(['ip']));
    });
  });

  describe('approving', () => {
    it('creates the affiliate, who signs in with the password they chose, on the deal, terms accepted as applied', async () => {
      const id = await insertApplication(app, {
        email: 'ana@lima-media.example',
        username: 'ana_media',
        firstName: 'Ana',
        lastName: 'Lima',
        country: 'PT',
        ip: '198.51.100.20',
        appliedMsAgo: 2 * DAY_MS,
        termsVersion: 1,
      });
      const appliedAt = (await detail(app, id)).json().data.applied_at as string;
      const response = await approve(app, id, marketing.headers);
      expect(response.statusCode, response.body).toBe(200);
      const application = response.json().data;
      const memberId = await memberIdOf(app, 'ana_media');
      expect(application).toMatchObject({
        id,
        status: 'approved',
        member_id: memberId,
        deal: DEAL,
        decided_by: marketing.email,
        reject_reason: null,
      });
      expect(application.decided_at).not.toBeNull();

      const session = await signIn(app, 'ana_media', APPLICANT_PASSWORD);
      const me = (
        await app.inject({ url: '/api/v1/bo/me?include=preferences', headers: session.headers })
      ).json().data;
      expect(me).toMatchObject({ username: 'ana_media', firstName: 'Ana', lastName: 'Lima', country: 'PT' });
      expect(me.currency.code).toBe('EUR');
      expect(me.preferences.language).toBe('en');
      const current = await app.inject({
        url: `/api/v1/affiliate/${memberId}/commission/current`,
        headers: session.headers,
      });
      expect(current.json().data.deal.name).toBe(DEAL);
      const terms = (await app.inject({ url: '/api/v1/bo/me/terms', headers: session.headers })).json().data;
      expect(terms.must_accept).toBe(false);
      expect(terms.acceptances).toEqual([{ version: 1, accepted_at: appliedAt, ip: '198.51.100.20' }]);

      const mail = await mailTo(
        app,
        'ana@lima-media.example',
        `Welcome to ${BRAND}: your application is approved`,
      );
      expect(mail.text).toBe(
        `Hello Ana,\n\nyour application to the ${BRAND} affiliate program is approved: welcome! Sign in at http://localhost:3000/auth/login with your username ana_media and the password you chose when you applied.\n\nThe ${BRAND} team`,
      );
      const audit = (await auditRows(app, 'operator.approveApplication')).filter(
        (row) =>
          row.detail.status === 200 && (row.detail.params as { applicationId: number }).applicationId === id,
      );
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        member_id: memberId,
        operator_id: marketing.id,
        detail: { deal: DEAL },
      });
    });

    it('refuses an application whose email is not confirmed', async () => {
      const id = await insertApplication(app, {
        email: 'u@unconfirmed.example',
        username: 'not_confirmed',
        status: 'unconfirmed',
      });
      const refused = await approve(app, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: 'The applicant has not confirmed their email yet.',
        code: errorCodes.conflict,
      });
      expect(await membersNamed(app, 'not_confirmed')).toBe(0);
    });

    it('approves once: again is a 409, and two at once create one affiliate', async () => {
      const once = await insertApplication(app, { email: 'o@once.example', username: 'once_only' });
      expect((await approve(app, once)).statusCode).toBe(200);
      const again = await approve(app, once);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This application was decided already.');

      const raced = await insertApplication(app, { email: 'r@race.example', username: 'race_partner' });
      const answers = await Promise.all([approve(app, raced), approve(app, raced)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      // The second waited for the first's lock and found it decided (not the username's unique index).
      expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
        'This application was decided already.',
      );
      expect(await membersNamed(app, 'race_partner')).toBe(1);
    });

    it('refuses a username or email taken since they applied, naming the field, and creates nothing', async () => {
      const id = await insertApplication(app, { email: 'late@late.example', username: 'Taken_Later' });
      await createAffiliate(app, 'taken_later', 'first@elsewhere.example');
      const refused = await approve(app, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: 'The username has already been taken.',
        errors: { username: ['The username has already been taken.'] },
      });
      expect((await detail(app, id)).json().data).toMatchObject({ status: 'pending', member_id: null });
      expect(await mailsTo(app, 'late@late.example')).toEqual([]);

      const email = await insertApplication(app, { email: DEMO.email.toUpperCase(), username: 'demo_again' });
      const taken = await approve(app, email);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
    });

    it('refuses an unknown deal, or one in another currency, on `deal`, and creates nothing', async () => {
      const id = await insertApplication(app, { email: 'd@deal.example', username: 'deal_less' });
      const unknown = await approve(app, id, operatorHeaders, 'No such deal');
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(unknown.json().errors)).toEqual(['deal']);
      const real = await insertApplication(app, {
        email: 'b@brl.example',
        username: 'brl_partner',
        country: 'BR',
        currency: 'BRL',
      });
      const otherCurrency = await approve(app, real);
      expect(otherCurrency.statusCode).toBe(422);
      expect(Object.keys(otherCurrency.json().errors)).toEqual(['deal']);
      expect(await membersNamed(app, 'deal_less')).toBe(0);
      expect(await membersNamed(app, 'brl_partner')).toBe(0);
      expect((await detail(app, id)).json().data.status).toBe('pending');
    });
  });

  describe('rejecting', () => {
    it('keeps the reason and mails it as written; a decided application is a 409', async () => {
      const id = await insertApplication(app, {
        email: 'no@reject.example',
        username: 'rejected_one',
        firstName: 'Bruno',
      });
      const reason =
        'Your traffic is mostly from countries we do not serve.\nApply again once it is not: {we read it}.';
      const response = await decide(app, id, 'reject', { reason }, marketing.headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        status: 'rejected',
        reject_reason: reason,
        decided_by: marketing.email,
        member_id: null,
      });
      const mail = await mailTo(app, 'no@reject.example', `Your application to ${BRAND}`);
      expect(mail.text).toBe(
        `Hello Bruno,\n\nthank you for applying to the ${BRAND} affiliate program. We have decided not to accept your application, for this reason:\n\n${reason}\n\nThe ${BRAND} team`,
      );
      expect((await decide(app, id, 'reject', { reason: 'Again.' })).statusCode).toBe(409);
      const approveIt = await approve(app, id);
      expect(approveIt.statusCode).toBe(409);
      expect(approveIt.json().message).toBe('This application was decided already.');
      const audit = (await auditRows(app, 'operator.rejectApplication')).find(
        (row) =>
          (row.detail.params as { applicationId: number }).applicationId === id && row.detail.status === 200,
      );
      expect(audit).toMatchObject({ operator_id: marketing.id, detail: { reason } });
    });

    it('rejects an application whose email is not confirmed yet', async () => {
      const id = await insertApplication(app, {
        email: 'bot@spam.example',
        username: 'spam_bot',
        status: 'unconfirmed',
      });
      const response = await decide(app, id, 'reject', { reason: 'Spam.' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'rejected', email_confirmed_at: null });
    });
  });

  describe('asking', () => {
    it('mails the question with a link to answer it, and waits for the answer', async () => {
      const id = await insertApplication(app, {
        email: 'q@question.example',
        username: 'asked_one',
        firstName: 'Carla',
      });
      const question = 'Which markets do you send players from?\nA rough split is enough.';
      const response = await decide(app, id, 'question', { question }, marketing.headers);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.status).toBe('awaiting_answer');
      expect(data.messages).toEqual([
        {
          question,
          asked_by: marketing.email,
          asked_at: expect.any(String),
          answer: null,
          answered_at: null,
        },
      ]);
      const mail = await mailTo(app, 'q@question.example', `A question about your application to ${BRAND}`);
      const token = /http:\/\/localhost:3000\/auth\/register\/answer#token=([A-Za-z0-9_-]{40,})\n/.exec(
        mail.text,
      )?.[1];
      expect(token, mail.text).toBeDefined();
      expect(mail.text).toBe(
        `Hello Carla,\n\nbefore we decide on your application to the ${BRAND} affiliate program, our team has a question for you:\n\n${question}\n\nAnswer it here: http://localhost:3000/auth/register/answer#token=${token}\n\nThe link works until you send your answer.\n\nThe ${BRAND} team`,
      );
      // Only the token's hash is kept.
      const stored = await app.ctx.db.one<{ token_hash: string }>(
        'SELECT token_hash FROM application_questions WHERE application_id = $1',
        [id],
      );
      expect(stored.token_hash).toBe(createHash('sha256').update(token!).digest('hex'));

      // Another question while the first waits; then the manager approves without waiting.
      const second = await decide(app, id, 'question', { question: 'And your monthly volume?' });
      expect(second.statusCode).toBe(200);
      expect(second.json().data.messages.map((m: { question: string }) => m.question)).toEqual([
        question,
        'And your monthly volume?',
      ]);
      expect((await approve(app, id)).json().data.status).toBe('approved');
      expect((await decide(app, id, 'question', { question: 'Too late?' })).statusCode).toBe(409);
      // Decided, the questions' links stop working: no hash is kept for them any more.
      const open = await app.ctx.db.one<{ count: number }>(
        'SELECT count(*)::int AS count FROM application_questions WHERE application_id = $1 AND token_hash IS NOT NULL',
        [id],
      );
      expect(open.count).toBe(0);
    });

    it('refuses an application whose email is not confirmed', async () => {
      const id = await insertApplication(app, {
        email: 'u@ask-unconfirmed.example',
        username: 'ask_unconfirmed',
        status: 'unconfirmed',
      });
      const refused = await decide(app, id, 'question', { question: 'Who are you?' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('The applicant has not confirmed their email yet.');
      expect(await mailsTo(app, 'u@ask-unconfirmed.example')).toEqual([]);
    });
  });

  describe('who may', () => {
    it('lets finance and support read but not decide; marketing and admins decide', async () => {
      const id = await insertApplication(app, { email: 'roles@roles.example', username: 'role_check' });
      for (const role of ['finance', 'support'] as const) {
        const reader = await consoleOperator(app, role);
        expect((await list(app, '', reader.headers)).statusCode).toBe(200);
        expect((await detail(app, id, reader.headers)).statusCode).toBe(200);
        expect((await approve(app, id, reader.headers)).statusCode).toBe(403);
        expect((await decide(app, id, 'reject', { reason: 'No.' }, reader.headers)).statusCode).toBe(403);
        expect((await decide(app, id, 'question', { question: 'Why?' }, reader.headers)).statusCode).toBe(
          403,
        );
      }
      expect((await detail(app, id)).json().data).toMatchObject({ status: 'pending', messages: [] });
      expect((await decide(app, id, 'question', { question: 'Why?' }, marketing.headers)).statusCode).toBe(
        200,
      );
      const admin = await consoleOperator(app, 'admin');
      const approved = await approve(app, id, admin.headers);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data.decided_by).toBe(admin.email);
      const other = await insertApplication(app, { email: 'roles2@roles.example', username: 'role_check2' });
      expect((await decide(app, other, 'reject', { reason: 'No.' }, admin.headers)).statusCode).toBe(200);
    });
  });

  describe("in the applicant's language", () => {
    it('mails a German applicant in German, and their portal is in German', async () => {
      const asked = await insertApplication(app, {
        email: 'jonas@de-partner.example',
        username: 'jonas_de',
        firstName: 'Jonas',
        language: 'de',
      });
      expect((await decide(app, asked, 'question', { question: 'Welche Märkte?' })).statusCode).toBe(200);
      const question = await mailTo(
        app,
        'jonas@de-partner.example',
        `Eine Frage zu Ihrer Bewerbung bei ${BRAND}`,
      );
      expect(question.text).toContain(
        `Hallo Jonas,\n\nbevor wir über Ihre Bewerbung für das Affiliate-Programm von ${BRAND} entscheiden, hat unser Team eine Frage an Sie:\n\nWelche Märkte?\n\nAntworten Sie hier: http://localhost:3000/auth/register/answer#token=`,
      );
      expect((await approve(app, asked)).statusCode).toBe(200);
      const approved = await mailTo(
        app,
        'jonas@de-partner.example',
        `Willkommen bei ${BRAND}: Ihre Bewerbung wurde angenommen`,
      );
      expect(approved.text).toContain(
        'Melden Sie sich unter http://localhost:3000/auth/login mit Ihrem Benutzernamen jonas_de',
      );
      const session = await signIn(app, 'jonas_de', APPLICANT_PASSWORD);
      const me = await app.inject({ url: '/api/v1/bo/me?include=preferences', headers: session.headers });
      expect(me.json().data.preferences.language).toBe('de');

      const rejected = await insertApplication(app, {
        email: 'lena@de-partner.example',
        username: 'lena_de',
        firstName: 'Lena',
        language: 'de',
      });
      expect((await decide(app, rejected, 'reject', { reason: 'Kein Verkehr.' })).statusCode).toBe(200);
      const mail = await mailTo(app, 'lena@de-partner.example', `Ihre Bewerbung bei ${BRAND}`);
      expect(mail.text).toBe(
        `Hallo Lena,\n\nvielen Dank für Ihre Bewerbung für das Affiliate-Programm von ${BRAND}. Wir haben uns entschieden, Ihre Bewerbung nicht anzunehmen, aus folgendem Grund:\n\nKein Verkehr.\n\nIhr ${BRAND} Team`,
      );
    });
  });

  describe('npm run operator -- applications', () => {
    async function cli(argv: string[]) {
      const out: string[] = [];
      const err: string[] = [];
      const sent: string[] = [];
      const gateway = operatorApi({
        via: 'the test gateway',
        async send(request) {
          sent.push(`${request.method} ${request.url}`);
          const response = await app.inject({
            method: request.method as 'GET' | 'POST',
            url: request.url,
            headers: operatorHeaders,
            ...(request.body !== undefined && { payload: request.body as object }),
          });
          return { status: response.statusCode, json: response.json() };
        },
        close: async () => undefined,
      });
      const code = await runOperatorCli(argv, {
        out: (text) => out.push(text),
        err: (text) => err.push(text),
        loadConfig: () => ({ config: testConfig() }),
        connect: async () => gateway,
      });
      return { code, out: out.join('\n'), err: err.join('\n'), sent };
    }

    it('lists, shows, asks, approves and rejects', async () => {
      const id = await insertApplication(app, {
        email: 'cli@cli-partner.example',
        username: 'cli_partner',
        firstName: 'Cli',
        lastName: 'Partner',
        appliedMsAgo: 60 * DAY_MS,
        websites: ['https://cli-partner.example'],
      });
      const listed = await cli(['applications', 'list']);
      expect(listed, listed.err).toMatchObject({ code: 0 });
      expect(listed.sent).toEqual(['GET /api/v1/operator/applications?page=1&per_page=20']);
      const lines = listed.out.split('\n');
      expect(lines[0]).toMatch(/^ID\s+STATUS\s+APPLIED\s+NAME\s+EMAIL\s+USERNAME\s+COUNTRY\s+DUPLICATES$/);
      expect(lines[1]).toMatch(
        new RegExp(
          `^${id}\\s+pending\\s+\\S+\\s+Cli Partner\\s+cli@cli-partner\\.example\\s+cli_partner\\s+PT\\s+0$`,
        ),
      );

      const asked = await cli(['applications', 'ask', String(id), '--question', 'Which markets?']);
      expect(asked.out).toBe(
        `Asked the applicant of application #${id}; cli@cli-partner.example was mailed the question with a link to answer it.`,
      );
      const shown = await cli(['applications', 'show', String(id)]);
      expect(shown.code).toBe(0);
      expect(shown.out.split('\n')).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            new RegExp(`^Application #${id}  awaiting_answer  \\(email confirmed \\S+\\)$`),
          ),
          '  Cli Partner  <cli@cli-partner.example>  username cli_partner',
          '  Websites: https://cli-partner.example',
          '  Duplicates: none found',
          '  Questions:',
          '      Which markets?',
          '    not answered yet',
        ]),
      );

      const approved = await cli(['applications', 'approve', String(id), '--deal', DEAL]);
      expect(approved, approved.err).toMatchObject({ code: 0 });
      const memberId = await memberIdOf(app, 'cli_partner');
      expect(approved.out).toBe(
        `Approved application #${id}: affiliate cli_partner (member ${memberId}) is on the deal "${DEAL}" and was mailed how to sign in.`,
      );
      const twice = await cli(['applications', 'approve', String(id), '--deal', DEAL]);
      expect(twice.code).toBe(1);
      expect(twice.err.split('\n').at(-1)).toBe('This application was decided already.');

      const other = await insertApplication(app, {
        email: 'cli2@cli-partner.example',
        username: 'cli_other',
      });
      const rejected = await cli(['applications', 'reject', String(other), '--reason', 'Not a fit.']);
      expect(rejected.out).toBe(
        `Rejected application #${other}; cli2@cli-partner.example was mailed the reason.`,
      );
      const rejectedList = await cli(['applications', 'list', '--status', 'rejected', '--page', '1']);
      expect(rejectedList.sent).toEqual([
        'GET /api/v1/operator/applications?status=rejected&page=1&per_page=20',
      ]);
      expect(rejectedList.out).toMatch(new RegExp(`\\n${other}\\s+rejected\\s`));
      const empty = await cli(['applications', 'list', '--page', '99']);
      expect(empty.out).toBe('No applications on page 99.');
    });

    it('refuses a wrong command line before sending anything', async () => {
      const refusals: Array<[string[], string]> = [
        [
          ['applications', 'approve', '3'],
          'applications approve needs --deal "Name": one of the deals of `deals list`.',
        ],
        [['applications', 'list', '--deal', 'x'], 'applications list does not take --deal.'],
        [
          ['applications', 'list', '--status', 'waiting'],
          '--status must be one of unconfirmed, pending, awaiting_answer, approved, rejected.',
        ],
        [['applications', 'list', '--page', '0'], '--page must be a whole number from 1 to 100000.'],
        [
          ['applications', 'reject', '3', '--reason', ' '],
          'The rejection is not valid:\n  reason: Write a reason of 1 to 2,000 characters.',
        ],
        [
          ['applications', 'ask', '3'],
          'The question is not valid:\n  question: Write a question of 1 to 2,000 characters.',
        ],
        [['applications', 'show', 'abc'], 'Usage: npm run operator -- applications list'],
        [['applications', 'decide', '3'], 'Usage: npm run operator -- applications list'],
      ];
      for (const [argv, message] of refusals) {
        const run = await cli(argv);
        expect(run.code, argv.join(' ')).toBe(1);
        expect(run.sent).toEqual([]);
        expect(run.err.startsWith(message), `${argv.join(' ')}: ${run.err}`).toBe(true);
      }
    });
  });
});
