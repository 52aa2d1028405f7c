import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers, putPlayers } from './ingest-helpers.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let app: FastifyInstance;
let clock = new Date('2024-03-05T10:00:00Z');
let demoId: number;
let demo: SignedIn;
let rival: SignedIn;
let demoBanner: number;

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  demoId = await affiliateIdOf(app, 'demo');
  const { id: catalogue } = await app.ctx.db.one<{ id: number }>(
    `SELECT banner_id AS id FROM banner_creatives WHERE size = '300x250' ORDER BY banner_id LIMIT 1`,
  );
  demoBanner = (
    await app.ctx.db.one<{ id: number }>(
      `INSERT INTO saved_banners (member_id, banner_id, referral_code, campaign_name, website, size)
       VALUES ($1, $2, 'GOLDDEMO', 'Spring', 'https://blog.example', '300x250') RETURNING id`,
      [demoId, catalogue],
    )
  ).id;
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
});
afterAll(async () => closeTestApp(app));

/** Clicks a tracking link as a browser would, answering the click id the landing page received. */
async function clickLink(path: string, at: string): Promise<string> {
  clock = new Date(at);
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { 'user-agent': CHROME },
    remoteAddress: '203.0.113.9',
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location)).searchParams.get('click_id')!;
}

const report = async (query: string, session: SignedIn = demo, id = demoId) => {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/affiliate/${id}/reports?${query}`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: {
      rows: Array<{
        key: string;
        label: string;
        current: Record<string, unknown>;
        previous: Record<string, unknown> | null;
        previous_key: string | null;
        days: { from: string; to: string };
        previous_days: { from: string; to: string } | null;
        previous_label: string | null;
      }>;
      totals: { current: Record<string, unknown>; previous: Record<string, unknown> | null };
    };
    meta: Record<string, unknown>;
  };
};

const rowOf = (body: Awaited<ReturnType<typeof report>>, key: string) =>
  body.data.rows.find((r) => r.key === key);

describe('a player fed with the click id of a link', () => {
  it('is attributed to the click: the registration, deposits and NGR count under its sub-IDs, banner and campaign', async () => {
    const spring = await clickLink(
      `/r/golddemo?sub1=spring&sub2=header&banner=${demoBanner}&campaign=Easter`,
      '2024-03-01T09:00:00Z',
    );
    await clickLink('/r/GOLDDEMO?sub1=spring&sub2=footer', '2024-03-01T10:00:00Z');
    await clickLink('/r/GOLDDEMO?sub1=summer', '2024-03-02T10:00:00Z');
    clock = new Date('2024-03-05T10:00:00Z');
    await mustPutPlayers(app, [
      {
        customer_id: 501,
        date_joined: '2024-03-01',
        registered_at: '2024-03-01T09:30:00Z',
        country: 'DE',
        click_id: spring,
      },
      { customer_id: 502, date_joined: '2024-03-02', registered_at: '2024-03-02T11:00:00Z', country: 'FR' },
    ]);
    await mustPutActivity(app, [
      {
        customer_id: 501,
        day: '2024-03-01',
        deposits: '50.00',
        turnover: '500.00',
        winloss: '40.00',
        bonuses: '5.00',
      },
      { customer_id: 502, day: '2024-03-02', deposits: '20.00', turnover: '100.00', winloss: '10.00' },
    ]);
    const stored = await app.ctx.db.one(
      'SELECT click_id, sub1, sub2, saved_banner_id::int AS banner, campaign FROM players WHERE customer_id = 501',
    );
    expect(stored).toEqual({
      click_id: spring,
      sub1: 'spring',
      sub2: 'header',
      banner: demoBanner,
      campaign: 'Easter',
    });

    const bySub1 = await report('group=sub1&from=2024-03-01&to=2024-03-31');
    expect(rowOf(bySub1, 'spring')?.current).toMatchObject({
      clicks: 2,
      signups: 1,
      registrations: 1,
      first_depositors: 1,
      deposits: '50.00',
    });
    expect(rowOf(bySub1, 'summer')?.current).toMatchObject({ clicks: 1, signups: 0, registrations: 0 });
    // The player without a click counts under no sub-ID.
    expect(rowOf(bySub1, '')).toMatchObject({
      label: '(no sub-ID)',
      current: { clicks: 0, registrations: 1, deposits: '20.00' },
    });
    // NGR as the dashboard works it out: 40 - 5 - admin fee on 40.
    const dashboard = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/dashboard?from=2024-03-01&to=2024-03-31`,
      headers: demo.headers,
    });
    const totals = dashboard.json().data.totals;
    expect(bySub1.data.totals.current).toMatchObject({
      clicks: totals.clicks,
      signups: totals.signups,
      registrations: totals.registrations,
      first_depositors: totals.first_depositors,
      deposits: totals.deposits,
      ngr: totals.ngr,
      commission: totals.estimated_commission,
    });

    const bySub2 = await report('group=sub2&from=2024-03-01&to=2024-03-31');
    expect(rowOf(bySub2, 'header')?.current).toMatchObject({ clicks: 1, registrations: 1 });
    expect(rowOf(bySub2, 'footer')?.current).toMatchObject({ clicks: 1, registrations: 0 });
    const byBanner = await report('group=banner&from=2024-03-01&to=2024-03-31');
    expect(rowOf(byBanner, String(demoBanner))).toMatchObject({ current: { clicks: 1, registrations: 1 } });
    expect(rowOf(byBanner, String(demoBanner))?.label).toContain('300x250 · Spring');
    // Opened from its row, the banner's report names the banner as the row did; the other groupings none.
    const oneBanner = await report(`group=day&from=2024-03-01&to=2024-03-31&banner=${demoBanner}`);
    expect(oneBanner.meta.banner_filter).toEqual({
      id: demoBanner,
      label: rowOf(byBanner, String(demoBanner))!.label,
    });
    expect((await report('group=day&from=2024-03-01&to=2024-03-31&banner=0')).meta.banner_filter).toEqual({
      id: 0,
      label: 'No banner',
    });
    expect(byBanner.meta.banner_filter).toBeNull();
    const byCampaign = await report('group=campaign&from=2024-03-01&to=2024-03-31');
    expect(rowOf(byCampaign, 'Easter')?.current).toMatchObject({ clicks: 1, registrations: 1 });
    const byCountry = await report('group=country&from=2024-03-01&to=2024-03-31');
    expect(rowOf(byCountry, 'DE')?.current).toMatchObject({ clicks: 0, registrations: 1 });
    expect(rowOf(byCountry, '')).toMatchObject({
      label: 'Not known',
      current: { clicks: 3, registrations: 0 },
    });
    const byCode = await report('group=code&from=2024-03-01&to=2024-03-31');
    expect(rowOf(byCode, 'golddemo')).toMatchObject({
      label: 'GOLDDEMO',
      current: { clicks: 3, registrations: 2 },
    });
  });

  it('refuses an unknown click, a click of another code and a second click for the same player, naming the row', async () => {
    const rivalClick = await clickLink('/r/RIVAL01?sub1=x', '2024-03-03T10:00:00Z');
    const other = await clickLink('/r/GOLDDEMO?sub1=other', '2024-03-03T11:00:00Z');
    clock = new Date('2024-03-05T10:00:00Z');
    const response = await putPlayers(app, [
      { customer_id: 601, date_joined: '2024-03-03', click_id: 'f'.repeat(32) },
      { customer_id: 602, date_joined: '2024-03-03', click_id: rivalClick },
      {
        customer_id: 501,
        date_joined: '2024-03-01',
        registered_at: '2024-03-01T09:30:00Z',
        country: 'DE',
        click_id: other,
      },
    ]);
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual([
      'players.0.click_id',
      'players.1.click_id',
      'players.2.click_id',
    ]);
    expect(errors['players.0.click_id']?.join(' ')).toMatch(/Unknown click id/);
    expect(errors['players.1.click_id']?.join(' ')).toMatch(/another referral code \(RIVAL01\)/);
    expect(errors['players.2.click_id']?.join(' ')).toMatch(/already attributed to another click/);
    expect(
      (await app.ctx.db.query('SELECT 1 FROM players WHERE customer_id IN (601, 602)')).rows,
    ).toHaveLength(0);
    // A malformed id fails the contract's schema: the whole batch is refused.
    const malformed = await putPlayers(app, [
      { customer_id: 603, date_joined: '2024-03-03', click_id: 'not-a-click' },
    ]);
    expect(malformed.statusCode).toBe(422);
  });

  it('keeps the click when the player is sent again without one, and moves its figures when its country changes', async () => {
    clock = new Date('2024-03-05T10:00:00Z');
    await mustPutPlayers(app, [
      { customer_id: 501, date_joined: '2024-03-01', registered_at: '2024-03-01T09:30:00Z', country: 'AT' },
    ]);
    expect(await app.ctx.db.one('SELECT sub1, country FROM players WHERE customer_id = 501')).toEqual({
      sub1: 'spring',
      country: 'AT',
    });
    const byCountry = await report('group=country&from=2024-03-01&to=2024-03-31');
    expect(rowOf(byCountry, 'DE')).toBeUndefined();
    expect(rowOf(byCountry, 'AT')?.current).toMatchObject({
      registrations: 1,
      deposits: '50.00',
      first_depositors: 1,
    });
    const bySub1 = await report('group=sub1&from=2024-03-01&to=2024-03-31');
    expect(rowOf(bySub1, 'spring')?.current).toMatchObject({
      clicks: 2,
      registrations: 1,
      deposits: '50.00',
    });
  });
});

describe('GET /api/v1/affiliate/{id}/reports', () => {
  it('groups by day with every day of the period and the compared period beside it, bucket by bucket', async () => {
    const body = await report(
      'group=day&from=2024-03-01&to=2024-03-03&compare_from=2024-02-01&compare_to=2024-02-03',
    );
    expect(body.data.rows.map((r) => [r.key, r.previous_key])).toEqual([
      ['2024-03-01', '2024-02-01'],
      ['2024-03-02', '2024-02-02'],
      ['2024-03-03', '2024-02-03'],
    ]);
    expect(body.data.rows[0]!.current).toMatchObject({ clicks: 2, registrations: 1 });
    expect(body.data.rows[0]!.previous).toMatchObject({ clicks: 0, registrations: 0 });
    expect(body.data.totals.previous).toMatchObject({ clicks: 0 });
    const sorted = await report('group=day&from=2024-03-01&to=2024-03-03&sort=clicks&order=desc');
    expect(sorted.data.rows.map((r) => [r.key, r.current.clicks])).toEqual([
      ['2024-03-01', 2],
      ['2024-03-02', 1],
      ['2024-03-03', 1],
    ]);
  });

  it('filters by a part of the source, sorts and cuts source groupings, saying how many rows there are', async () => {
    const filtered = await report('group=day&from=2024-03-01&to=2024-03-02&sub1=spring');
    expect(filtered.data.totals.current).toMatchObject({ clicks: 2, registrations: 1 });
    const cut = await report('group=sub1&from=2024-03-01&to=2024-03-31&sort=clicks&order=desc&limit=1');
    expect(cut.data.rows).toHaveLength(1);
    expect(cut.data.rows[0]!.key).toBe('spring');
    expect(cut.meta.rows_total).toBeGreaterThanOrEqual(3);
  });

  it('answers the same from the one-part rollups (days and whole months) as from the whole source', async () => {
    await mustPutActivity(app, [
      { customer_id: 502, day: '2024-02-10', deposits: '5.00', turnover: '9.00', winloss: '3.00' },
    ]);
    for (const group of ['sub1', 'sub2', 'country', 'month', 'day']) {
      const time = group === 'day' || group === 'month';
      // Partial February, whole March, partial April: daily rows, a monthly row, daily rows again.
      const period = `group=${group}&from=2024-02-05&to=2024-04-03&limit=1000${time ? '&sub1=spring' : ''}`;
      const onePart = await report(period);
      // One more filter (every player here is GOLDDEMO's) takes the whole source's combinations instead.
      const combos = await report(`${period}&code=golddemo`);
      const rowsOf = (body: typeof onePart) => body.data.rows.map((r) => [r.key, r.current]);
      expect(rowsOf(combos), group).toEqual(rowsOf(onePart));
      expect(combos.data.totals, group).toEqual(onePart.data.totals);
      expect(onePart.data.totals.current.registrations, group).toBeGreaterThan(0);
    }
  });

  it("never shows another affiliate's report", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/reports?group=sub1`,
      headers: rival.headers,
    });
    expect(response.statusCode).toBe(403);
    const own = await report(
      'group=sub1&from=2024-03-01&to=2024-03-31',
      rival,
      await affiliateIdOf(app, 'rival'),
    );
    expect(own.data.rows.map((r) => r.key)).toEqual(['x']);
    // Filtered to demo's banner, the rival's report does not learn its name.
    const filtered = await report(
      `group=day&from=2024-03-01&to=2024-03-31&banner=${demoBanner}`,
      rival,
      await affiliateIdOf(app, 'rival'),
    );
    expect(filtered.meta.banner_filter).toEqual({ id: demoBanner, label: `Banner ${demoBanner} (deleted)` });
  });

  it('refuses half a comparison and a period too long, naming the field', async () => {
    const half = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/reports?compare_from=2024-01-01`,
      headers: demo.headers,
    });
    expect(half.statusCode).toBe(422);
    expect(Object.keys(half.json().errors)).toContain('compare_to');
    const long = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/reports?from=2020-01-01&to=2024-01-01`,
      headers: demo.headers,
    });
    expect(long.statusCode).toBe(422);
  });

  it('exports the report as CSV with the totals', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/reports/export?group=sub1&from=2024-03-01&to=2024-03-31`,
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'sub1,label,clicks,signups,registrations,first_depositors,first_deposit_amount,deposits,ngr,commission',
    );
    expect(lines.find((l) => l.startsWith('spring,'))).toMatch(/^spring,spring,2,1,1,1,50\.00,50\.00,/);
    expect(lines.at(-1)).toMatch(/^total,2024-03-01 to 2024-03-31,/);
  });
});

describe('a report compared with the previous period or last year', () => {
  const buckets = (body: Awaited<ReturnType<typeof report>>) =>
    body.data.rows.map((r) => [r.key, r.label, r.days, r.previous_key, r.previous_label, r.previous_days]);

  it('compares a calendar month with the whole month before, not with as many days before it', async () => {
    // A click on 30 January would count if March (31 days) were compared with the 31 days before it.
    await clickLink('/r/GOLDDEMO?sub1=winter', '2024-01-30T12:00:00Z');
    await clickLink('/r/GOLDDEMO?sub1=winter', '2024-02-20T12:00:00Z');
    clock = new Date('2024-03-05T10:00:00Z');
    const body = await report('group=month&from=2024-03-01&to=2024-03-31&compare=previous');
    expect([body.meta.compare_from, body.meta.compare_to]).toEqual(['2024-02-01', '2024-02-29']);
    expect(buckets(body)).toEqual([
      [
        '2024-03-01',
        '2024-03-01',
        { from: '2024-03-01', to: '2024-03-31' },
        '2024-02-01',
        '2024-02-01',
        { from: '2024-02-01', to: '2024-02-29' },
      ],
    ]);
    // The compared figures are February's own, whole: as a report of February alone has them.
    const february = await report('group=month&from=2024-02-01&to=2024-02-29');
    expect(body.data.rows[0]!.previous).toEqual(february.data.rows[0]!.current);
    expect(body.data.totals.previous).toEqual(february.data.totals.current);
    const thirtyOneDays = await report('group=month&from=2024-01-30&to=2024-02-29');
    expect(thirtyOneDays.data.totals.current.clicks).toBe(Number(february.data.totals.current.clicks) + 1);

    const quarter = await report('group=month&from=2024-01-01&to=2024-03-31&compare=previous');
    expect([quarter.meta.compare_from, quarter.meta.compare_to]).toEqual(['2023-10-01', '2023-12-31']);
    expect(quarter.data.rows.map((r) => [r.key, r.previous_label])).toEqual([
      ['2024-01-01', '2023-10-01'],
      ['2024-02-01', '2023-11-01'],
      ['2024-03-01', '2023-12-01'],
    ]);
  });

  it('compares whole weeks with the weeks before them', async () => {
    // Monday 19 February to Sunday 3 March 2024: two ISO weeks.
    const body = await report('group=week&from=2024-02-19&to=2024-03-03&compare=previous');
    expect([body.meta.compare_from, body.meta.compare_to]).toEqual(['2024-02-05', '2024-02-18']);
    expect(buckets(body)).toEqual([
      [
        '2024-02-19',
        '2024-02-19',
        { from: '2024-02-19', to: '2024-02-25' },
        '2024-02-05',
        '2024-02-05',
        { from: '2024-02-05', to: '2024-02-11' },
      ],
      [
        '2024-02-26',
        '2024-02-26',
        { from: '2024-02-26', to: '2024-03-03' },
        '2024-02-12',
        '2024-02-12',
        { from: '2024-02-12', to: '2024-02-18' },
      ],
    ]);
  });

  it('names a bucket the period cuts by its exact days, on both sides', async () => {
    clock = new Date('2024-03-05T10:00:00Z');
    // This month so far (five days) beside the five days before it.
    const month = await report('group=month&compare=previous');
    expect([month.meta.from, month.meta.to, month.meta.compare_from, month.meta.compare_to]).toEqual([
      '2024-03-01',
      '2024-03-05',
      '2024-02-25',
      '2024-02-29',
    ]);
    expect(buckets(month)).toEqual([
      [
        '2024-03-01',
        '2024-03-01 to 2024-03-05',
        { from: '2024-03-01', to: '2024-03-05' },
        '2024-02-01',
        '2024-02-25 to 2024-02-29',
        { from: '2024-02-25', to: '2024-02-29' },
      ],
    ]);
    // Friday to Tuesday by week: the end of one week and the start of the next, each by its days.
    const weeks = await report('group=week&from=2024-03-01&to=2024-03-05&compare=previous');
    // Grouped by week, days that are not whole weeks move back by whole weeks: each week beside the
    // same weekdays (Friday to Tuesday beside Friday to Tuesday a week earlier), never one day beside three.
    expect([weeks.meta.compare_from, weeks.meta.compare_to]).toEqual(['2024-02-23', '2024-02-27']);
    expect(weeks.data.rows.map((r) => [r.label, r.previous_label])).toEqual([
      ['2024-03-01 to 2024-03-03', '2024-02-23 to 2024-02-25'],
      ['2024-03-04 to 2024-03-05', '2024-02-26 to 2024-02-27'],
    ]);
    const csv = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/reports/export?group=month&compare=previous`,
      headers: demo.headers,
    });
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[1]).toMatch(/^2024-03-01,2024-03-01 to 2024-03-05,.*,2024-02-25 to 2024-02-29,/);
  });

  it('compares with the same dates a year earlier, whole months with whole months', async () => {
    const leap = await report('group=month&from=2024-02-01&to=2024-02-29&compare=last-year');
    expect([leap.meta.compare_from, leap.meta.compare_to]).toEqual(['2023-02-01', '2023-02-28']);
    expect(leap.data.rows[0]!.previous_label).toBe('2023-02-01');
    const days = await report('group=day&from=2024-02-28&to=2024-02-29&compare=last-year');
    expect([days.meta.compare_from, days.meta.compare_to]).toEqual(['2023-02-28', '2023-02-28']);
  });

  it('names the links without a sub-ID or campaign as such', async () => {
    const sub = await report('group=sub1&from=2024-01-01&to=2024-03-31');
    expect(rowOf(sub, '')?.label).toBe('(no sub-ID)');
    const campaign = await report('group=campaign&from=2024-01-01&to=2024-03-31');
    expect(rowOf(campaign, '')?.label).toBe('(no campaign)');
  });

  it('refuses a named comparison beside compared dates', async () => {
    const both = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/reports?compare=previous&compare_from=2024-01-01&compare_to=2024-01-31`,
      headers: demo.headers,
    });
    expect(both.statusCode).toBe(422);
    expect(Object.keys(both.json().errors)).toEqual(['compare']);
    const unknown = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/reports?compare=yesterday`,
      headers: demo.headers,
    });
    expect(unknown.statusCode).toBe(422);
  });
});

describe("a report's as-of time", () => {
  it('moves with clicks, not only with the feed of players and activity', async () => {
    clock = new Date('2024-03-05T10:00:00Z');
    await mustPutActivity(app, [
      { customer_id: 502, day: '2024-03-04', deposits: '1.00', turnover: '1.00', winloss: '0.50' },
    ]);
    const before = await report('group=day&from=2024-03-01&to=2024-03-31');
    expect(before.meta.as_of).toBe('2024-03-05T10:00:00.000Z');
    // A click after the feed's latest batch: the report (answered afresh) says its time.
    await clickLink('/r/GOLDDEMO?sub1=spring', '2024-03-05T10:07:30Z');
    const after = await report('group=day&from=2024-03-01&to=2024-03-31');
    expect(after.meta.as_of).toBe('2024-03-05T10:07:30.000Z');
    expect(after.data.totals.current.clicks).toBe(Number(before.data.totals.current.clicks) + 1);
    // A later batch of the feed moves it on again.
    clock = new Date('2024-03-05T10:09:00Z');
    await mustPutActivity(app, [
      { customer_id: 502, day: '2024-03-05', deposits: '1.00', turnover: '1.00', winloss: '0.50' },
    ]);
    expect((await report('group=day&from=2024-03-01&to=2024-03-31')).meta.as_of).toBe(
      '2024-03-05T10:09:00.000Z',
    );
  });
});
