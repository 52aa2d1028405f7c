import {
  CLICK_TEXT_MAX_LENGTH,
  errorCodes,
  LANDING_PAGE_ALREADY_ALLOWED,
  LANDING_PAGE_HAS_CREDENTIALS,
  LANDING_PAGE_HAS_QUERY,
  LANDING_PAGE_NOT_ALLOWED,
  LANDING_PAGE_NOT_HTTPS,
  LINK_CODE_NOT_YOURS,
} from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_PREFIXES_TTL_MS } from '../src/caches/landing-prefixes-cache.ts';
import { allowedTarget } from '../src/modules/landing-pages/landing-target.ts';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';
import { auditRows, consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const LANDING = 'http://localhost:3000/landing';
const PAGES = '/api/v1/operator/landing-pages';

let app: FastifyInstance;
let demo: SignedIn;
let rival: SignedIn;
let demoId: number;
let rivalId: number;
let marketing: ConsoleOperator;
let support: ConsoleOperator;
let admin: ConsoleOperator;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  marketing = await consoleOperator(app, 'marketing');
  support = await consoleOperator(app, 'support');
  admin = await consoleOperator(app, 'admin');
}, 60_000);
afterAll(async () => closeTestApp(app));

const click = (url: string) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME }, remoteAddress: '203.0.113.9' });
const deepLink = (to: string, more = '') => click(`/r/GOLDDEMO?to=${encodeURIComponent(to)}${more}`);
const addPage = (payload: Record<string, unknown>, headers: Record<string, string> = marketing.headers) =>
  app.inject({ method: 'POST', url: PAGES, headers, payload });
const removePage = (id: number, headers: Record<string, string> = marketing.headers) =>
  app.inject({ method: 'DELETE', url: `${PAGES}/${id}`, headers });
const build = (payload: Record<string, unknown>, who: SignedIn = demo, affiliateId = demoId) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/affiliate/${affiliateId}/tracking-links`,
    headers: who.headers,
    payload,
  });

/** The landing address without its query, and its query as an object (the click id checked and left out). */
function landed(location: unknown): { page: string; query: Record<string, string> } {
  const url = new URL(String(location));
  const query = Object.fromEntries(url.searchParams);
  expect(query.click_id).toMatch(/^[0-9a-f]{32}$/);
  delete query.click_id;
  return { page: `${url.origin}${url.pathname}`, query };
}

async function clicksOf(clickId: string): Promise<number> {
  return (
    await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM clicks WHERE click_id = $1', [
      clickId,
    ])
  ).n;
}

describe('the allow-list of landing pages', () => {
  it('holds the demo landing pages from the seed, added by no one', async () => {
    const response = await app.inject({ method: 'GET', url: PAGES, headers: marketing.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        label: 'Casino games (demo landing)',
        prefix: `${LANDING}/casino`,
        added_by: 'demo data',
      }),
      expect.objectContaining({
        label: 'Sports betting (demo landing)',
        prefix: `${LANDING}/sports`,
        added_by: 'demo data',
      }),
    ]);
  });

  it('is changed by marketing and admins (and machine tokens); support may not even read it; affiliates never', async () => {
    expect((await app.inject({ method: 'GET', url: PAGES, headers: support.headers })).statusCode).toBe(403);
    expect(
      (await addPage({ label: 'Poker', prefix: 'https://brand.example/poker' }, support.headers)).statusCode,
    ).toBe(403);
    for (const headers of [{}, demo.headers])
      expect(
        (await addPage({ label: 'Poker', prefix: 'https://brand.example/poker' }, headers)).statusCode,
      ).toBe(401);

    const byMarketing = await addPage({ label: 'Poker', prefix: 'https://Brand.Example/poker/' });
    expect(byMarketing.statusCode, byMarketing.body).toBe(201);
    // Stored canonical: host lower-cased, no trailing slash; who added it by their address.
    expect(byMarketing.json().data).toMatchObject({
      label: 'Poker',
      prefix: 'https://brand.example/poker',
      added_by: marketing.email,
    });
    const id = byMarketing.json().data.id as number;
    expect((await removePage(id, support.headers)).statusCode).toBe(403);

    const byAdmin = await addPage(
      { label: 'Live casino', prefix: 'https://brand.example:8443/live' },
      admin.headers,
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const byMachine = await addPage(
      { label: 'Promotions', prefix: 'https://promo.brand.example' },
      operatorHeaders,
    );
    expect(byMachine.json().data).toMatchObject({
      prefix: 'https://promo.brand.example/',
      added_by: expect.stringMatching(/^machine [0-9a-f]{8}$/),
    });

    expect((await removePage(id)).json().data).toMatchObject({ id, prefix: 'https://brand.example/poker' });
    expect((await removePage(byAdmin.json().data.id, admin.headers)).statusCode).toBe(200);
    expect((await removePage(byMachine.json().data.id, operatorHeaders)).statusCode).toBe(200);
    const gone = await removePage(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe(errorCodes.notFound);
  });

  it('refuses, on the prefix, an address that is not https, carries credentials or a query, or is already allowed in any spelling', async () => {
    const refusals: Array<[string, string]> = [
      ['http://brand.example/sports', LANDING_PAGE_NOT_HTTPS],
      ['ftp://brand.example/sports', LANDING_PAGE_NOT_HTTPS],
      ['javascript:alert(1)//brand.example', LANDING_PAGE_NOT_HTTPS],
      ['https://user:secret@brand.example/sports', LANDING_PAGE_HAS_CREDENTIALS],
      ['https://brand.example@evil.example/sports', LANDING_PAGE_HAS_CREDENTIALS],
      ['https://brand.example/sports?x=1', LANDING_PAGE_HAS_QUERY],
      ['https://brand.example/sports#top', LANDING_PAGE_HAS_QUERY],
      [`${LANDING}/sports/`, LANDING_PAGE_ALREADY_ALLOWED],
      ['HTTP://LOCALHOST:3000/landing/sports', LANDING_PAGE_ALREADY_ALLOWED],
    ];
    for (const [prefix, message] of refusals) {
      const response = await addPage({ label: 'Nope', prefix });
      expect(response.statusCode, prefix).toBe(422);
      expect(response.json().errors, prefix).toEqual({ prefix: [message] });
    }
    expect(
      (await addPage({ label: '', prefix: 'https://brand.example/x' })).json().errors.label,
    ).toBeDefined();
  });

  it('audits every change with who made it and the page, never a refused address with its password', async () => {
    const added = await addPage({ label: 'Audited', prefix: 'https://brand.example/audited' });
    await removePage(added.json().data.id);
    await addPage({ label: 'Secret', prefix: 'https://user:hunter2@brand.example/x' });
    const adds = await auditRows(app, 'operator.addLandingPage');
    expect(adds.find((row) => row.detail.url === 'https://brand.example/audited')).toMatchObject({
      operator_id: marketing.id,
      detail: { status: 201 },
    });
    const refused = adds.find((row) => row.detail.status === 422 && row.operator_id === marketing.id);
    expect(refused).toBeDefined();
    expect(JSON.stringify(adds)).not.toContain('hunter2');
    const removals = await auditRows(app, 'operator.removeLandingPage');
    expect(removals.at(-1)).toMatchObject({
      operator_id: marketing.id,
      detail: { status: 200, url: 'https://brand.example/audited' },
    });
  });
});

describe('GET /r/{referralCode}?to=', () => {
  it('sends the visitor to an allowed page with ref, click_id and sub, keeping the page’s own query', async () => {
    const response = await deepLink(`${LANDING}/sports/final?event=42`, '&sub1=spring&campaign=Cup');
    expect(response.statusCode).toBe(302);
    const { page, query } = landed(response.headers.location);
    expect(page).toBe(`${LANDING}/sports/final`);
    expect(query).toEqual({ event: '42', ref: 'GOLDDEMO', sub: 'spring' });
    // The prefix itself is allowed too.
    expect(landed((await deepLink(`${LANDING}/casino`)).headers.location).page).toBe(`${LANDING}/casino`);
  });

  it('sends anything not under an allowed page to the default landing page, and still counts the click', async () => {
    const notAllowed = [
      `${LANDING}/sportsevil`,
      `${LANDING}/sports.evil`,
      `${LANDING}/other`,
      `${LANDING}/sports/../../admin`,
      `${LANDING}/sports%2F..%2F..%2Fadmin`,
      'http://localhost:3000.evil.com/landing/sports',
      'http://localhost.evil.com:3000/landing/sports',
      'http://localhost:3001/landing/sports',
      'https://localhost:3000/landing/sports',
      'http://localhost:3000@evil.com/landing/sports',
      'http://evil.com@localhost:3000/landing/sports',
      'http://user:pass@localhost:3000/landing/sports',
      '//localhost:3000/landing/sports',
      '/landing/sports',
      'javascript:alert(document.cookie)//localhost:3000/landing/sports',
      'data:text/html,<script>alert(1)</script>',
      'JaVaScRiPt:alert(1)',
      `${LANDING}/sports`.replace('http', 'ftp'),
      '',
    ];
    for (const to of notAllowed) {
      const response = await deepLink(to, '&sub1=lookalike');
      expect(response.statusCode, to).toBe(302);
      const { page, query } = landed(response.headers.location);
      expect(page, to).toBe(LANDING);
      expect(query, to).toEqual({ ref: 'GOLDDEMO', sub: 'lookalike' });
      expect(
        await clicksOf(new URL(String(response.headers.location)).searchParams.get('click_id')!),
        to,
      ).toBe(1);
    }
  });

  it('takes the first of a repeated target, and sends an unknown code to an allowed page without attribution', async () => {
    const twice = await click(
      `/r/GOLDDEMO?to=${encodeURIComponent(`${LANDING}/casino`)}&to=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(landed(twice.headers.location).page).toBe(`${LANDING}/casino`);
    const unknown = await click(`/r/NOSUCHCODE?to=${encodeURIComponent(`${LANDING}/casino/slots`)}`);
    expect(unknown.headers.location).toBe(`${LANDING}/casino/slots`);
  });

  it('follows a page removed through this gateway no more at once, and one changed elsewhere within the cache’s time to live', async () => {
    const added = await addPage({ label: 'Derby', prefix: 'https://brand.example/derby' });
    const target = 'https://brand.example/derby/tonight';
    expect(landed((await deepLink(target)).headers.location).page).toBe(target);
    await removePage(added.json().data.id);
    expect(landed((await deepLink(target)).headers.location).page).toBe(LANDING);

    // Another replica (here: straight in the table) allows a page: seen once this process's copy has expired.
    await app.ctx.db.query(
      `INSERT INTO landing_pages (label, prefix) VALUES ('Elsewhere', 'https://brand.example/elsewhere')`,
    );
    expect(landed((await deepLink('https://brand.example/elsewhere')).headers.location).page).toBe(LANDING);
    advanceClock(app, LANDING_PREFIXES_TTL_MS);
    expect(landed((await deepLink('https://brand.example/elsewhere')).headers.location).page).toBe(
      'https://brand.example/elsewhere',
    );
  });
});

describe('allowedTarget', () => {
  const prefixes = ['https://brand.example/sports', 'https://whole.example/'];
  it('compares parsed addresses at a path-segment boundary', () => {
    expect(allowedTarget(prefixes, 'https://brand.example/sports')).toBe('https://brand.example/sports');
    expect(allowedTarget(prefixes, 'https://BRAND.example:443/sports/a?b=c#d')).toBe(
      'https://brand.example/sports/a?b=c#d',
    );
    expect(allowedTarget(prefixes, 'https://whole.example/anything/at/all')).toBe(
      'https://whole.example/anything/at/all',
    );
    for (const to of [
      'https://brand.example/sportsevil',
      'https://brand.example.evil.com/sports',
      'https://brand.example/Sports',
      'http://brand.example/sports',
      'https://brand.example:444/sports',
      'https://a@brand.example/sports',
      'not a url',
    ]) {
      expect(allowedTarget(prefixes, to), to).toBeNull();
    }
  });
});

describe('the link builder', () => {
  it('lists the allowed landing pages to the affiliate, only their own id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/landing-pages`,
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({
      label: 'Sports betting (demo landing)',
      prefix: `${LANDING}/sports`,
    });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/affiliate/${rivalId}/landing-pages`,
          headers: demo.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('builds a deep link whose click lands on the page with the code, click id and sub-id', async () => {
    const response = await build({
      code: 'golddemo',
      to: `${LANDING}/sports/final`,
      sub1: 'spring mail',
      sub3: 'header',
      campaign: 'Cup',
    });
    expect(response.statusCode, response.body).toBe(200);
    const link = response.json().data;
    expect(link).toEqual({
      code: 'GOLDDEMO',
      to: `${LANDING}/sports/final`,
      tracking_url: `http://localhost:3000/r/GOLDDEMO?sub1=spring+mail&sub3=header&campaign=Cup&to=${encodeURIComponent(`${LANDING}/sports/final`)}`,
    });
    const { page, query } = landed(
      (await click(new URL(link.tracking_url).pathname + new URL(link.tracking_url).search)).headers.location,
    );
    expect(page).toBe(`${LANDING}/sports/final`);
    expect(query).toEqual({ ref: 'GOLDDEMO', sub: 'spring mail' });
    // Without a target: the code's link with its sub-ids, to the default landing page.
    expect((await build({ code: 'GOLDSPORT', to: '', sub1: ' ' })).json().data).toEqual({
      code: 'GOLDSPORT',
      to: null,
      tracking_url: 'http://localhost:3000/r/GOLDSPORT',
    });
  });

  it('refuses a target not on the list on `to`, and a code that is not the affiliate’s on `code`, in the contract’s error shape', async () => {
    const target = await build({ code: 'GOLDDEMO', to: `${LANDING}/sportsevil` });
    expect(target.statusCode).toBe(422);
    expect(target.json()).toEqual({
      message: LANDING_PAGE_NOT_ALLOWED,
      code: errorCodes.validationFailed,
      errors: { to: [LANDING_PAGE_NOT_ALLOWED] },
    });
    for (const code of ['RIVAL01', 'NOSUCHCODE']) {
      const response = await build({ code, to: `${LANDING}/sports` });
      expect(response.statusCode, code).toBe(422);
      expect(response.json().errors, code).toEqual({ code: [LINK_CODE_NOT_YOURS] });
    }
    const both = await build({ code: 'RIVAL01', to: 'javascript:alert(1)' });
    expect(both.json().errors).toEqual({ code: [LINK_CODE_NOT_YOURS], to: [LANDING_PAGE_NOT_ALLOWED] });
    const long = await build({ code: 'GOLDDEMO', sub2: 'x'.repeat(CLICK_TEXT_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.sub2).toEqual([
      `Sub-ID 2 must be at most ${CLICK_TEXT_MAX_LENGTH} characters.`,
    ]);
    expect((await build({ code: 'GOLDDEMO' }, demo, rivalId)).statusCode).toBe(403);
    expect((await build({ code: 'RIVAL01' }, rival, rivalId)).statusCode).toBe(200);
  });
});

describe('the demo landing', () => {
  it('answers every page under /landing, naming the page, escaped', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/landing/sports/%3Cb%3Efinal?ref=GOLDDEMO&click_id=abc',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You landed on the page <strong>sports/&lt;b&gt;final</strong>');
    expect(response.body).toContain('GOLDDEMO');
    // Another method on a page under it is the address's wrong method, not an unknown address.
    const posted = await app.inject({ method: 'POST', url: '/landing/sports/final' });
    expect(posted.statusCode).toBe(405);
    expect(posted.headers.allow).toContain('GET');
  });
});
