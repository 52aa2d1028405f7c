import { createHash } from 'node:crypto';
import { CLICK_TEXT_MAX_LENGTH, errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config/app-config.ts';
import { addReferralCode } from '../src/modules/referral-codes/repository.ts';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LANDING = 'http://localhost:3000/landing';

let app: FastifyInstance;
let clock = new Date('2024-02-14T10:00:00Z');
let demoId: number;
let rivalId: number;
let demoBanner: number;
let rivalBanner: number;

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  // Saved banners straight into the table, on a banner of the seeded catalogue: the archive has its own
  // module and tests.
  const { id: catalogue } = await app.ctx.db.one<{ id: number }>(
    `SELECT banner_id AS id FROM banner_creatives WHERE size = '300x250' ORDER BY banner_id LIMIT 1`,
  );
  const save = async (affiliateId: number, code: string) =>
    (
      await app.ctx.db.one<{ id: number }>(
        `INSERT INTO saved_banners (member_id, banner_id, referral_code, campaign_name, website, size)
         VALUES ($1, $2, $3, 'Spring', 'https://blog.example', '300x250') RETURNING id`,
        [affiliateId, catalogue, code],
      )
    ).id;
  demoBanner = await save(demoId, 'GOLDDEMO');
  rivalBanner = await save(rivalId, 'RIVAL01');
});
afterAll(async () => closeTestApp(app));

const click = (
  url: string,
  headers: Record<string, string> = { 'user-agent': CHROME },
  remoteAddress = '203.0.113.7',
) => app.inject({ method: 'GET', url, headers, remoteAddress });

interface ClickRow {
  member_id: number;
  referral_code: string;
  saved_banner_id: string | number | null;
  campaign: string | null;
  sub_id: string | null;
  ip_hash: string;
  user_agent: string | null;
  referrer: string | null;
  is_bot: boolean;
  at: Date;
}

/** The redirect's landing address without its click id (random per click), after checking it carries one. */
function withoutClickId(location: unknown): string {
  const url = new URL(String(location));
  expect(url.searchParams.get('click_id')).toMatch(/^[0-9a-f]{32}$/);
  url.searchParams.delete('click_id');
  return url.toString();
}

async function clicksWhere(condition: string, params: unknown[] = []): Promise<ClickRow[]> {
  return (await app.ctx.db.query<ClickRow>(`SELECT * FROM clicks WHERE ${condition} ORDER BY id`, params))
    .rows;
}

async function counters() {
  const codes = await app.ctx.db.query<{ code: string; clicks: string | number }>(
    'SELECT r.code, (SELECT coalesce(sum(l.clicks), 0) FROM referral_code_clicks l WHERE l.referral_code_id = r.id) AS clicks FROM referral_codes r',
  );
  const banners = await app.ctx.db.query<{ id: number; clicks: string | number }>(
    'SELECT s.id, (SELECT coalesce(sum(l.clicks), 0) FROM saved_banner_clicks l WHERE l.saved_banner_id = s.id) AS clicks FROM saved_banners s',
  );
  const daily = await app.ctx.db.query<{ member_id: number; clicks: string | number }>(
    'SELECT member_id, sum(clicks) AS clicks FROM affiliate_clicks_daily GROUP BY 1',
  );
  const weekly = await app.ctx.db.query<{ member_id: number; clicks: string | number }>(
    'SELECT member_id, sum(clicks) AS clicks FROM affiliate_clicks_weekly GROUP BY 1',
  );
  const monthly = await app.ctx.db.query<{ member_id: number; clicks: string | number }>(
    'SELECT member_id, sum(clicks) AS clicks FROM affiliate_clicks_monthly GROUP BY 1',
  );
  const byKey = <T extends { clicks: string | number }>(rows: T[], key: (row: T) => string | number) =>
    Object.fromEntries(rows.map((r) => [key(r), Number(r.clicks)]));
  return {
    codes: byKey(codes.rows, (r) => r.code),
    banners: byKey(banners.rows, (r) => r.id),
    daily: byKey(daily.rows, (r) => r.member_id),
    weekly: byKey(weekly.rows, (r) => r.member_id),
    monthly: byKey(monthly.rows, (r) => r.member_id),
  };
}

describe('GET /r/{referralCode}', () => {
  it('records the click with every field and redirects to the landing page with the code attached', async () => {
    clock = new Date('2024-02-14T10:00:00Z');
    const response = await click(
      `/r/golddemo?banner=${demoBanner}&campaign=Spring%20promo&sub=newsletter-top&utm_source=mail&fbclid=abc`,
      {
        'user-agent': CHROME,
        referer: 'https://blog.example/best-casinos?page=2',
      },
    );
    expect(response.statusCode).toBe(302);
    // The stored spelling of the code, whatever the link's letter case.
    expect(withoutClickId(response.headers.location)).toBe(`${LANDING}?ref=GOLDDEMO&sub=newsletter-top`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.body).toBe('');

    const [row, ...more] = await clicksWhere('sub_id = $1', ['newsletter-top']);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      member_id: demoId,
      referral_code: 'GOLDDEMO',
      campaign: 'Spring promo',
      sub_id: 'newsletter-top',
      user_agent: CHROME,
      referrer: 'https://blog.example/best-casinos?page=2',
      is_bot: false,
    });
    expect(Number(row!.saved_banner_id)).toBe(demoBanner);
    expect(row!.at.toISOString()).toBe('2024-02-14T10:00:00.000Z');
    // The address only as sha256(salt of the day || address): not the address, and not its plain hash.
    const { salt } = await app.ctx.db.one<{ salt: Uint8Array }>(
      "SELECT salt FROM click_salts WHERE day = '2024-02-14'",
    );
    expect(row!.ip_hash).toBe(createHash('sha256').update(salt).update('203.0.113.7').digest('hex'));
    expect(row!.ip_hash).not.toContain('203.0.113.7');
    expect(row!.ip_hash).not.toBe(createHash('sha256').update('203.0.113.7').digest('hex'));
  });

  it('gives every click an id, hands it to the landing page and keeps it with the click and its five sub-IDs', async () => {
    const first = await click('/r/GOLDDEMO?sub1=spring&sub2=header&sub3=a%20b&sub4=x&sub5=last');
    const second = await click('/r/GOLDDEMO?sub1=spring&sub2=header&sub3=a%20b&sub4=x&sub5=last');
    const idOf = (response: { headers: Record<string, unknown> }) =>
      new URL(String(response.headers.location)).searchParams.get('click_id')!;
    expect(withoutClickId(first.headers.location)).toBe(`${LANDING}?ref=GOLDDEMO&sub=spring`);
    expect(idOf(first)).not.toBe(idOf(second));
    const rows = await app.ctx.db.query<{
      click_id: string;
      sub_id: string;
      sub2: string;
      sub3: string;
      sub4: string;
      sub5: string;
    }>(
      'SELECT click_id, sub_id, sub2, sub3, sub4, sub5 FROM clicks WHERE click_id = ANY($1::text[]) ORDER BY id',
      [[idOf(first), idOf(second)]],
    );
    expect(rows.rows).toEqual([
      { click_id: idOf(first), sub_id: 'spring', sub2: 'header', sub3: 'a b', sub4: 'x', sub5: 'last' },
      { click_id: idOf(second), sub_id: 'spring', sub2: 'header', sub3: 'a b', sub4: 'x', sub5: 'last' },
    ]);
    // `sub` is the earlier name of sub1; a link giving both keeps sub1.
    const alias = await click('/r/GOLDDEMO?sub=old-name');
    expect((await clicksWhere('click_id = $1', [idOf(alias)]))[0]!.sub_id).toBe('old-name');
    const both = await click('/r/GOLDDEMO?sub=old-name&sub1=new-name');
    expect(withoutClickId(both.headers.location)).toBe(`${LANDING}?ref=GOLDDEMO&sub=new-name`);
    expect((await clicksWhere('click_id = $1', [idOf(both)]))[0]!.sub_id).toBe('new-name');
  });

  it('redirects an unknown or malformed code to the landing page as it is, recording nothing', async () => {
    const before = await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM clicks');
    for (const code of [
      'NOSUCHCODE',
      'ab',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'GOLD%20DEMO',
      'x'.repeat(40),
    ]) {
      const response = await click(`/r/${code}?sub=lost&banner=${demoBanner}`);
      expect(response.statusCode, code).toBe(302);
      expect(response.headers.location, code).toBe(LANDING);
    }
    expect((await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM clicks')).n).toBe(before.n);
  });

  it('answers a path the router cannot take with the contract error body', async () => {
    const tooLong = await click(`/r/${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({
      message: 'The address is too long.',
      code: errorCodes.malformedRequest,
    });
    const malformed = await click('/r/%E0%A4%A');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed request.', code: errorCodes.malformedRequest });
  });

  it('records crawlers and link previews as bots, counted nowhere', async () => {
    const bots = [
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Twitterbot/1.0',
      'WhatsApp/2.23.20.0 A',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'curl/8.5.0',
    ];
    const before = await counters();
    for (const agent of bots) {
      const response = await click(`/r/GOLDDEMO?banner=${demoBanner}&sub=bot-check`, { 'user-agent': agent });
      expect(response.statusCode, agent).toBe(302);
      expect(withoutClickId(response.headers.location)).toBe(`${LANDING}?ref=GOLDDEMO&sub=bot-check`);
    }
    // A request naming no browser at all is no visitor either, nor is a link checker's HEAD.
    expect((await click('/r/GOLDDEMO?sub=bot-check', { 'user-agent': '' })).statusCode).toBe(302);
    const head = await app.inject({
      method: 'HEAD',
      url: '/r/GOLDDEMO?sub=bot-check',
      headers: { 'user-agent': CHROME },
    });
    expect(head.statusCode).toBe(302);
    const rows = await clicksWhere("sub_id = 'bot-check'");
    expect(rows.map((r) => [r.user_agent, r.is_bot])).toEqual([
      ...bots.map((agent) => [agent, true]),
      [null, true],
      [CHROME, true],
    ]);
    expect(await counters()).toEqual(before);
  });

  it('counts people on phones and desktops, per code, per affiliate and per saved banner', async () => {
    const before = await counters();
    await click(`/r/GOLDDEMO?banner=${demoBanner}&sub=count`, { 'user-agent': IPHONE });
    await click('/r/goldsport?sub=count');
    await click(`/r/RIVAL01?banner=${rivalBanner}&sub=count`);
    // A link naming another affiliate's saved banner is stored as it came, but counts on no banner.
    await click(`/r/GOLDDEMO?banner=${rivalBanner}&sub=count`);
    const after = await counters();
    expect(after.codes).toEqual({
      ...before.codes,
      GOLDDEMO: before.codes.GOLDDEMO! + 2,
      GOLDSPORT: before.codes.GOLDSPORT! + 1,
      RIVAL01: before.codes.RIVAL01! + 1,
    });
    expect(after.banners).toEqual({
      ...before.banners,
      [demoBanner]: before.banners[demoBanner]! + 1,
      [rivalBanner]: before.banners[rivalBanner]! + 1,
    });
    for (const rollup of ['daily', 'weekly', 'monthly'] as const) {
      expect(after[rollup][demoId], rollup).toBe((before[rollup][demoId] ?? 0) + 3);
      expect(after[rollup][rivalId], rollup).toBe((before[rollup][rivalId] ?? 0) + 1);
    }
    const crossed = await clicksWhere("sub_id = 'count' AND member_id = $1 AND saved_banner_id = $2", [
      demoId,
      rivalBanner,
    ]);
    expect(crossed).toHaveLength(1);
  });

  it('takes link parameters leniently: long text cut, repeats and junk ignored, never a refusal', async () => {
    const long = `${'é'.repeat(CLICK_TEXT_MAX_LENGTH - 1)}😀tail`;
    const response = await click(
      `/r/GOLDDEMO?sub=${encodeURIComponent(long)}&sub=second&campaign=${'c'.repeat(150)}&banner=12abc&banner[]=3`,
    );
    expect(response.statusCode).toBe(302);
    // The emoji would be cut in half at the limit: the cut falls before it.
    const sub = 'é'.repeat(CLICK_TEXT_MAX_LENGTH - 1);
    expect(withoutClickId(response.headers.location)).toBe(
      `${LANDING}?ref=GOLDDEMO&sub=${encodeURIComponent(sub)}`,
    );
    const [row] = await clicksWhere('sub_id = $1', [sub]);
    expect(row).toMatchObject({ campaign: 'c'.repeat(CLICK_TEXT_MAX_LENGTH), saved_banner_id: null });

    for (const banner of ['0', '-1', '99999999999', '1.5', '']) {
      expect((await click(`/r/GOLDDEMO?banner=${banner}&sub=banner-${banner}`)).statusCode).toBe(302);
      expect((await clicksWhere('sub_id = $1', [`banner-${banner}`]))[0]!.saved_banner_id).toBeNull();
    }
    // An empty sub-id is no sub-id: nothing appended.
    expect(withoutClickId((await click('/r/GOLDDEMO?sub=&campaign=')).headers.location)).toBe(
      `${LANDING}?ref=GOLDDEMO`,
    );
  });

  it('cuts a long user agent and referrer rather than storing whatever a client sends', async () => {
    await click('/r/GOLDDEMO?sub=long-headers', {
      'user-agent': `${CHROME} ${'x'.repeat(2000)}`,
      referer: `https://blog.example/${'p'.repeat(2000)}`,
    });
    const [row] = await clicksWhere("sub_id = 'long-headers'");
    expect(row!.user_agent).toHaveLength(512);
    expect(row!.referrer).toHaveLength(512);
  });

  it('counts a code from its first click, even one created after a click found it unknown', async () => {
    expect((await click('/r/LATECOMER?sub=late')).headers.location).toBe(LANDING);
    await addReferralCode(app.ctx.db, demoId, 'LateComer', false);
    expect(withoutClickId((await click('/r/LATECOMER?sub=late')).headers.location)).toBe(
      `${LANDING}?ref=LateComer&sub=late`,
    );
    expect(await clicksWhere("sub_id = 'late'")).toHaveLength(1);
  });

  it('hashes addresses with a salt of the day, and deletes a salt once its next day is over', async () => {
    const hashOf = async (sub: string) => (await clicksWhere('sub_id = $1', [sub]))[0]!.ip_hash;
    const days = async () =>
      (
        await app.ctx.db.query<{ day: string }>(
          "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM click_salts ORDER BY day",
        )
      ).rows.map((r) => r.day);
    clock = new Date('2024-03-10T23:59:00Z');
    await click('/r/GOLDDEMO?sub=salt-1a', undefined, '198.51.100.1');
    await click('/r/GOLDDEMO?sub=salt-1b', undefined, '198.51.100.1');
    await click('/r/GOLDDEMO?sub=salt-1c', undefined, '198.51.100.2');
    expect(await hashOf('salt-1a')).toBe(await hashOf('salt-1b'));
    expect(await hashOf('salt-1a')).not.toBe(await hashOf('salt-1c'));

    clock = new Date('2024-03-11T00:01:00Z');
    await click('/r/GOLDDEMO?sub=salt-2', undefined, '198.51.100.1');
    expect(await hashOf('salt-2')).not.toBe(await hashOf('salt-1a'));
    // Yesterday's salt is kept one more day, for replicas whose clocks are a little behind.
    expect(await days()).toEqual(['2024-03-10', '2024-03-11']);

    clock = new Date('2024-03-12T08:00:00Z');
    await click('/r/GOLDDEMO?sub=salt-3', undefined, '198.51.100.1');
    expect(await days()).toEqual(['2024-03-11', '2024-03-12']);
    expect(new Set([await hashOf('salt-1a'), await hashOf('salt-2'), await hashOf('salt-3')]).size).toBe(3);
  });
});

describe('the clicks figure of the dashboard', () => {
  let demo: SignedIn;
  let rival: SignedIn;
  // Sessions expire by the app's clock, which these tests move.
  const signInBoth = async () => {
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);
  };
  const dashboard = (query: string, session = demo, id = demoId) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${id}/dashboard?${query}`,
      headers: session.headers,
    });
  const clicksAt = async (iso: string, count: number, code = 'GOLDDEMO', agent = CHROME) => {
    clock = new Date(iso);
    for (let i = 0; i < count; i++)
      expect((await click(`/r/${code}?sub=dash`, { 'user-agent': agent })).statusCode).toBe(302);
  };

  it('moves at once: totals and series by day, week and month, category filter or not', async () => {
    // Around the month end and the week edges of 2025: Fri 31 Jan, Mon 3 Feb, Sun 9 Feb, Fri 28 Feb, Sat 1 Mar.
    await clicksAt('2025-01-31T23:59:59Z', 2);
    await clicksAt('2025-02-03T00:00:00Z', 3);
    await clicksAt('2025-02-09T12:00:00Z', 1);
    await clicksAt('2025-02-28T08:00:00Z', 4);
    await clicksAt('2025-03-01T00:00:00Z', 5);
    await clicksAt('2025-02-03T10:00:00Z', 7, 'RIVAL01');
    await clicksAt('2025-02-03T10:00:00Z', 2, 'GOLDDEMO', 'Twitterbot/1.0');
    clock = new Date('2025-03-05T12:00:00Z');
    await signInBoth();

    const byDay = (await dashboard('from=2025-01-31&to=2025-03-01')).json();
    expect(byDay.data.totals.clicks).toBe(15);
    const daySeries = Object.fromEntries(
      byDay.data.series
        .filter((b: { clicks: number }) => b.clicks > 0)
        .map((b: { period_start: string; clicks: number }) => [b.period_start, b.clicks]),
    );
    expect(daySeries).toEqual({
      '2025-01-31': 2,
      '2025-02-03': 3,
      '2025-02-09': 1,
      '2025-02-28': 4,
      '2025-03-01': 5,
    });

    // Partial weeks at both edges (Fri 31 Jan .. Sat 1 Mar), whole weeks from the weekly rollup.
    const byWeek = (await dashboard('from=2025-01-31&to=2025-03-01&granularity=week')).json();
    expect(byWeek.data.totals.clicks).toBe(15);
    expect(
      byWeek.data.series.map((b: { period_start: string; clicks: number }) => [b.period_start, b.clicks]),
    ).toEqual([
      ['2025-01-27', 2],
      ['2025-02-03', 4],
      ['2025-02-10', 0],
      ['2025-02-17', 0],
      ['2025-02-24', 9],
    ]);
    // February whole (monthly rollup), its neighbours partial.
    const byMonth = (await dashboard('from=2025-01-31&to=2025-03-01&granularity=month')).json();
    expect(
      byMonth.data.series.map((b: { period_start: string; clicks: number }) => [b.period_start, b.clicks]),
    ).toEqual([
      ['2025-01-01', 2],
      ['2025-02-01', 8],
      ['2025-03-01', 5],
    ]);
    const wholeMonth = (await dashboard('from=2025-02-01&to=2025-02-28&granularity=month')).json();
    expect(wholeMonth.data.totals.clicks).toBe(8);

    // A click comes before a product is picked: a category filter leaves clicks as they are.
    const casino = (await dashboard('from=2025-01-31&to=2025-03-01&granularity=week&category=casino')).json();
    expect(casino.data.totals.clicks).toBe(15);
    expect(byDay.meta.definitions.clicks).toMatch(/category filter does not narrow/);

    // Each affiliate sees its own clicks.
    const rivalView = (await dashboard('from=2025-01-31&to=2025-03-01', rival, rivalId)).json();
    expect(rivalView.data.totals.clicks).toBe(7);
    expect((await dashboard('from=2025-01-31&to=2025-03-01', rival, demoId)).statusCode).toBe(403);
  });

  it('shows this month so far by default, the click just made included', async () => {
    clock = new Date('2025-04-02T09:00:00Z');
    await signInBoth();
    const before = (await dashboard('')).json().data.totals.clicks;
    await clicksAt('2025-04-02T09:00:01Z', 1);
    const after = (await dashboard('')).json();
    expect(after.data.totals.clicks).toBe(before + 1);
    expect(
      after.data.series.find((b: { period_start: string }) => b.period_start === '2025-04-02').clicks,
    ).toBe(before + 1);
  });
});

describe('GET /landing', () => {
  it('is the demo landing page, naming the partner code it came with, escaped', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/landing?ref=${encodeURIComponent('<img src=x onerror=alert(1)>')}&sub=${encodeURIComponent('"quoted"&more')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<title>Goldline Casino, demo landing</title>');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(response.body).toContain('&quot;quoted&quot;&amp;more');
    expect(response.body).not.toContain('<img');
    expect(response.body).not.toMatch(/<script/i);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('is where a click through a link ends, showing its code and its click id', async () => {
    const redirect = await click('/r/goldsport?sub=footer');
    const location = new URL(String(redirect.headers.location));
    const landing = await app.inject({ method: 'GET', url: location.pathname + location.search });
    expect(landing.body).toContain('<dd>GOLDSPORT</dd>');
    expect(landing.body).toContain('<dd>footer</dd>');
    expect(landing.body).toContain(`<dd>${location.searchParams.get('click_id')}</dd>`);
    const bare = await app.inject({ method: 'GET', url: '/landing' });
    expect(bare.body).toMatch(/without a partner link/);
  });

  it('has an icon of its own in the page (a data: SVG, which the CSP allows), so the browser asks for no /favicon.ico', async () => {
    const page = await app.inject({ method: 'GET', url: '/landing/sports/final' });
    const link = /<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml,([^"]+)">/.exec(
      page.body,
    );
    expect(link, 'a <link rel=icon> in the head').not.toBeNull();
    expect(decodeURIComponent(link![1]!)).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s,
    );
    expect(String(page.headers['content-security-policy'])).toMatch(/img-src [^;]*data:/);
  });
});

describe('GET /favicon.ico', () => {
  it("answers the portal's icon, as browsers and bookmarks ask every origin for it", async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
  });
});

describe('the redirect when things go wrong', () => {
  // One app for both: its own limits, and a database this describe closes at the end.
  let fragile: FastifyInstance;
  beforeAll(async () => {
    fragile = await buildTestApp({ rateLimits: { ...defaultRateLimits, globalPerIp: 2, trackingPerIp: 4 } });
  });
  afterAll(async () => closeTestApp(fragile));
  const hit = (remoteAddress: string, url = '/r/GOLDDEMO') =>
    fragile.inject({ method: 'GET', url, headers: { 'user-agent': CHROME }, remoteAddress });

  it('has its own per-address limit, above the API-wide one, with Retry-After past it', async () => {
    for (let i = 0; i < 4; i++) expect((await hit('192.0.2.9')).statusCode).toBe(302);
    const refused = await hit('192.0.2.9');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().code).toBe(errorCodes.rateLimited);
    // Another address has a counter of its own.
    expect((await hit('192.0.2.10')).statusCode).toBe(302);
  });

  it('answers 503 in the error body, never a redirect, when the click cannot be stored', async () => {
    // The code and the day's salt are known from the click before: only the click's own write can fail.
    await fragile.ctx.db.close();
    const response = await hit('192.0.2.11', '/r/GOLDDEMO?sub=lost');
    expect(response.statusCode).toBe(503);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toEqual({
      message: expect.stringMatching(/temporarily unavailable/),
      code: errorCodes.unavailable,
    });
  });
});
