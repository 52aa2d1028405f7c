import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  errorCodes,
  TERMS_EFFECTIVE_BEFORE_LATEST,
  TERMS_EFFECTIVE_IN_PAST,
  TERMS_NONE_PUBLISHED,
  TERMS_NOT_IN_FORCE,
  TERMS_VERSION_NOT_FOUND,
} from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorApi } from '../src/cli/operator/client.ts';
import { runOperatorCli } from '../src/cli/operator/dispatch.ts';
import { addDays, toIsoDate } from '../src/calendar/utc-dates.ts';
import { renderTerms } from '../src/modules/terms/render.ts';
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
import { auditRows, consoleOperator } from './operator-console-helpers.ts';

/**
 * Issue 38, part 3: admins publish numbered versions of the program's terms, each in force from its date;
 * every affiliate accepts the version in force (time and address kept), and the console lists who did.
 */
const TERMS = '/api/v1/terms';
const MINE = '/api/v1/bo/me/terms';
const CONSOLE = '/api/v1/operator/terms';
const DAY_MS = 86_400_000;

const today = (app: FastifyInstance) => toIsoDate(app.ctx.config.now());

function publish(app: FastifyInstance, payload: object, headers: Record<string, string> = operatorHeaders) {
  return app.inject({ method: 'POST', url: CONSOLE, headers, payload });
}

async function published(app: FastifyInstance, payload: object) {
  const response = await publish(app, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

function mine(app: FastifyInstance, who: SignedIn) {
  return app.inject({ method: 'GET', url: MINE, headers: who.headers });
}

function accept(app: FastifyInstance, who: SignedIn, version: number, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `${MINE}/accept`,
    headers: { ...who.headers, ...headers },
    payload: { version },
  });
}

describe("the program's terms, from the first version to the second", () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let rival: SignedIn;
  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);
    // The rival reads the portal in German: their notice and mail come in German.
    await app.ctx.db.query(
      `UPDATE members SET preferences = preferences || '{"language": "de"}' WHERE username = $1`,
      [RIVAL.username],
    );
  });
  afterAll(() => closeTestApp(app));

  async function latestNotice(who: SignedIn) {
    const response = await app.inject({ url: '/api/v1/bo/member/notifications', headers: who.headers });
    return response.json().data[0] as Record<string, unknown>;
  }

  async function latestMail(to: string) {
    const response = await app.inject({
      url: `/api/v1/operator/outbox?to=${encodeURIComponent(to)}&limit=1`,
      headers: operatorHeaders,
    });
    return response.json().data[0] as { subject: string; text: string };
  }

  it('has none before the first is published, and nothing to accept', async () => {
    const terms = await app.inject({ method: 'GET', url: TERMS });
    expect(terms.statusCode).toBe(200);
    expect(terms.json().data).toEqual({ current: null, upcoming: null });
    const status = await mine(app, demo);
    expect(status.json().data).toEqual({
      current: null,
      upcoming: null,
      must_accept: false,
      acceptances: [],
    });
    const refused = await accept(app, demo, 1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: TERMS_NONE_PUBLISHED, code: errorCodes.conflict });
    const missing = await app.inject({ method: 'GET', url: `${TERMS}/1` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TERMS_VERSION_NOT_FOUND);
  });

  it('lets only an admin publish: a finance operator is refused, and may list', async () => {
    const finance = await consoleOperator(app, 'finance');
    const refused = await publish(app, { body: '# Terms' }, finance.headers);
    expect(refused.statusCode).toBe(403);
    const list = await app.inject({ method: 'GET', url: CONSOLE, headers: finance.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([]);
  });

  it('refuses a day that is not in the calendar', async () => {
    const refused = await publish(app, { body: '# Terms', effective_from: '3000-02-30' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ effective_from: ['Date is not a calendar date.'] });
  });

  it('refuses a day in the past', async () => {
    const refused = await publish(app, { body: '# Terms', effective_from: addDays(today(app), -1) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ effective_from: [TERMS_EFFECTIVE_IN_PAST] });
  });

  it('publishes version 1 in force today, rendered, and audits who did', async () => {
    const version = await published(app, { body: '# Program terms\n\nPay **on time**.' });
    expect(version).toMatchObject({
      version: 1,
      body: '# Program terms\n\nPay **on time**.',
      body_html: '<h1>Program terms</h1>\n<p>Pay <strong>on time</strong>.</p>\n',
      effective_from: today(app),
      state: 'in_force',
      accepted_count: 0,
    });
    // The refusals above are audited too; the publish is the one that succeeded.
    const audit = (await auditRows(app, 'operator.publishTerms')).filter((row) => row.detail.status === 201);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.detail).toMatchObject({ termsVersion: 1, effectiveFrom: today(app), status: 201 });
    const anyone = await app.inject({ method: 'GET', url: TERMS });
    expect(anyone.json().data.current).toMatchObject({ version: 1, effective_from: today(app) });
    expect(anyone.json().data.upcoming).toBeNull();
    const one = await app.inject({ method: 'GET', url: `${TERMS}/1` });
    expect(one.json().data.body_html).toContain('<strong>on time</strong>');
  });

  it('tells every affiliate of the new version, in their language, by notice and mail', async () => {
    const english = JSON.stringify(await latestNotice(demo));
    expect(english).toContain('New program terms: version 1');
    expect(english).toContain('The portal asks you to read and accept it the next time you sign in');
    expect(JSON.stringify(await latestNotice(rival))).toContain('Neue Programmbedingungen: Version 1');
    const mail = await latestMail(RIVAL.email);
    expect(mail.subject).toContain('Neue Programmbedingungen: Version 1');
    const [year, month, day] = today(app).split('-');
    expect(mail.text).toContain(`gültig ab ${day}.${month}.${year}`);
  });

  it('asks every affiliate to accept it, and accepts only the version in force', async () => {
    expect((await mine(app, demo)).json().data).toMatchObject({ must_accept: true, acceptances: [] });
    const wrong = await accept(app, demo, 2);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({ message: TERMS_NOT_IN_FORCE, code: errorCodes.conflict });
    const german = await accept(app, demo, 2, { 'accept-language': 'de' });
    expect(german.json().message).toBe(
      'Dies sind nicht die geltenden Bedingungen: Lesen Sie die aktuelle Fassung und akzeptieren Sie diese.',
    );
  });

  it('records the acceptance once, with its time and address, and only for the one who accepted', async () => {
    const accepted = await accept(app, demo, 1);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const first = accepted.json().data;
    expect(first.must_accept).toBe(false);
    expect(first.acceptances).toEqual([{ version: 1, accepted_at: expect.any(String), ip: '127.0.0.1' }]);

    advanceClock(app, 60_000);
    const again = await accept(app, demo, 1);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first);

    const theirs = (await mine(app, rival)).json().data;
    expect(theirs.must_accept).toBe(true);
    expect(theirs.acceptances).toEqual([]);
  });

  it('keeps the old version in force until a later one takes effect', async () => {
    const later = addDays(today(app), 3);
    const second = await published(app, { body: 'Second terms.', effective_from: later });
    expect(second).toMatchObject({ version: 2, effective_from: later, state: 'upcoming' });
    const notice = JSON.stringify(await latestNotice(demo));
    expect(notice).toContain('New program terms: version 2');
    expect(notice).toContain('until then the version you accepted applies');

    const before = await publish(app, { body: 'Too early.', effective_from: addDays(today(app), 1) });
    expect(before.statusCode).toBe(422);
    expect(before.json().errors).toEqual({ effective_from: [TERMS_EFFECTIVE_BEFORE_LATEST] });

    const terms = (await app.inject({ method: 'GET', url: TERMS })).json().data;
    expect([terms.current.version, terms.upcoming.version]).toEqual([1, 2]);
    const status = (await mine(app, demo)).json().data;
    expect(status).toMatchObject({ must_accept: false, upcoming: { version: 2 } });
    expect((await accept(app, demo, 2)).statusCode).toBe(409);

    const list = (await app.inject({ method: 'GET', url: CONSOLE, headers: operatorHeaders })).json().data;
    expect(list.map((v: { version: number; state: string; accepted_count: number }) => v)).toMatchObject([
      { version: 2, state: 'upcoming', accepted_count: 0, published_by: expect.any(String) },
      { version: 1, state: 'in_force', accepted_count: 1 },
    ]);
  });

  it('puts the second version in force on its date and asks again', async () => {
    advanceClock(app, 3 * DAY_MS);
    // Three days on, the sessions have expired: both sign in again, as they would.
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);
    const terms = (await app.inject({ method: 'GET', url: TERMS })).json().data;
    expect(terms.current.version).toBe(2);
    expect(terms.upcoming).toBeNull();
    expect((await mine(app, demo)).json().data.must_accept).toBe(true);
    expect((await accept(app, demo, 1)).statusCode).toBe(409);

    const accepted = (await accept(app, demo, 2)).json().data;
    expect(accepted.must_accept).toBe(false);
    expect(accepted.acceptances.map((a: { version: number }) => a.version)).toEqual([2, 1]);

    const list = (await app.inject({ method: 'GET', url: CONSOLE, headers: operatorHeaders })).json().data;
    expect(list.map((v: { state: string }) => v.state)).toEqual(['in_force', 'past']);
    const old = await app.inject({ method: 'GET', url: `${TERMS}/1` });
    expect(old.json().data).toMatchObject({ version: 1, body: '# Program terms\n\nPay **on time**.' });
  });

  it('lists who accepted a version, when and from where, a page at a time, the latest first', async () => {
    advanceClock(app, 60_000);
    const rivals = await accept(app, rival, 2);
    expect(rivals.statusCode).toBe(200);
    // Only their own acceptance: never the other affiliate's two.
    expect(rivals.json().data.acceptances.map((a: { version: number }) => a.version)).toEqual([2]);
    const support = await consoleOperator(app, 'support');
    const page1 = await app.inject({
      method: 'GET',
      url: `${CONSOLE}/2/acceptances?per_page=1`,
      headers: support.headers,
    });
    expect(page1.statusCode, page1.body).toBe(200);
    const body = page1.json();
    expect(body.meta).toMatchObject({ total: 2, current_page: 1, last_page: 2, per_page: 1 });
    expect(body.data).toEqual([
      {
        member_id: expect.any(Number),
        username: RIVAL.username,
        version: 2,
        accepted_at: expect.any(String),
        ip: '127.0.0.1',
      },
    ]);
    const page2 = await app.inject({
      method: 'GET',
      url: `${CONSOLE}/2/acceptances?per_page=1&page=2`,
      headers: support.headers,
    });
    expect(page2.json().data.map((a: { username: string }) => a.username)).toEqual([DEMO.username]);
    expect(page2.json().data[0].accepted_at < body.data[0].accepted_at).toBe(true);

    const unknown = await app.inject({
      method: 'GET',
      url: `${CONSOLE}/9/acceptances`,
      headers: operatorHeaders,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TERMS_VERSION_NOT_FOUND);
    const affiliate = await app.inject({
      method: 'GET',
      url: `${CONSOLE}/2/acceptances`,
      headers: demo.headers,
    });
    expect(affiliate.statusCode).toBe(401);
  });

  it('gives concurrent publishes numbers of their own', async () => {
    const from = addDays(today(app), 10);
    const answers = await Promise.all(
      [1, 2, 3].map((n) => publish(app, { body: `Version at once ${n}`, effective_from: from })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const versions = answers.map((a) => a.json().data.version).sort();
    expect(versions).toEqual([3, 4, 5]);
    // The latest published of equal dates is the one that takes effect.
    const terms = (await app.inject({ method: 'GET', url: TERMS })).json().data;
    expect(terms.upcoming.version).toBe(5);
  });
});

describe("the terms' HTML", () => {
  it('shows raw HTML as text and keeps only web and mail links', () => {
    const html = renderTerms(
      [
        '<script>alert(1)</script>',
        '',
        '[js](javascript:alert(1)) [vb](vbscript:x) [file](file:///etc/passwd) [data](data:text/html;base64,PHNjcmlwdD4=)',
        '[web](https://example.com/terms) [plain](http://example.com) [mail](mailto:help@example.com) [rel](/admin)',
        '<a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)>',
      ].join('\n'),
    );
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<img|<a href="javascript|onerror=alert\(1\)>/);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['https://example.com/terms', 'http://example.com', 'mailto:help@example.com']);
    expect(html).toContain('[js](javascript:alert(1))');
  });

  it('is stored as rendered at publishing and read without signing in', async () => {
    const app = await buildTestApp();
    try {
      await published(app, { body: '<script>alert(1)</script> [x](javascript:alert(1))' });
      const read = await app.inject({ method: 'GET', url: `${TERMS}/1` });
      expect(read.statusCode).toBe(200);
      const html = read.json().data.body_html;
      expect(html).toContain('&lt;script&gt;');
      expect(html).not.toContain('href=');
      const { rows } = await app.ctx.db.query<{ body_html: string }>('SELECT body_html FROM program_terms');
      expect(rows.map((r) => r.body_html)).toEqual([html]);
    } finally {
      await closeTestApp(app);
    }
  });
});

describe('npm run operator -- terms', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  async function cli(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const gateway = operatorApi({
      via: 'the test gateway',
      async send(request) {
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
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('publishes a Markdown file, from today or a later date, and lists the versions', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'terms-'));
    const file = path.join(dir, 'terms.md');
    writeFileSync(file, '# Terms\n\nBe fair.\n');
    const now = await cli(['terms', 'publish', '--file', file]);
    expect(now, now.err).toMatchObject({ code: 0 });
    expect(now.out).toBe(`Published version 1 of the terms, in force from today (${today(app)}).`);

    const later = addDays(today(app), 7);
    const next = await cli(['terms', 'publish', '--file', file, '--from', later]);
    expect(next.out).toBe(`Published version 2 of the terms, in force from ${later} (${later}).`);

    const list = await cli(['terms', 'list']);
    expect(list.code).toBe(0);
    const lines = list.out.split('\n');
    expect(lines[0]).toMatch(/^VERSION\s+IN FORCE FROM\s+STATE\s+ACCEPTED\s+PUBLISHED\s+BY$/);
    expect(lines[1]).toMatch(new RegExp(`^2\\s+${later}\\s+upcoming\\s+0\\s`));
    expect(lines[2]).toMatch(new RegExp(`^1\\s+${today(app)}\\s+in force\\s+0\\s`));
  });

  it("refuses a missing file or a bad date before sending anything, and shows the gateway's refusal", async () => {
    const missing = await cli(['terms', 'publish', '--file', '/nonexistent/terms.md']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('/nonexistent/terms.md');
    const badDate = await cli(['terms', 'publish', '--file', 'x.md', '--from', '04/12/2026']);
    expect(badDate.code).toBe(1);
    expect(badDate.err).toContain('--from takes a date as YYYY-MM-DD.');

    const dir = mkdtempSync(path.join(tmpdir(), 'terms-'));
    const file = path.join(dir, 'terms.md');
    writeFileSync(file, 'Old.');
    const past = await cli(['terms', 'publish', '--file', file, '--from', addDays(today(app), -2)]);
    expect(past.code).toBe(1);
    expect(past.err).toContain(TERMS_EFFECTIVE_IN_PAST);
  });
});
