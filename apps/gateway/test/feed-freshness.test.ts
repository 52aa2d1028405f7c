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
import { affiliateIdOf, mustPutActivity, mustPutPlayers, putActivity } from './ingest-helpers.ts';

/**
 * Issue 39 item 3: each brand's feeds record up to when their data runs and when it came; the dashboard,
 * reports and statement carry it beside `as_of` for the brands in view; a feed expected every N minutes
 * is late past N plus the grace, and the console's overview lists it. Two brands shared by two
 * affiliates and one of the rival's alone, so no affiliate sees another brand's freshness.
 */
let app: FastifyInstance;
let clock = new Date('2024-03-05T10:00:00Z');
let demoId: number;
let rivalId: number;
let demo: SignedIn;
let rival: SignedIn;
let firstBrand: string;

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  firstBrand = (await app.ctx.db.one<{ code: string }>('SELECT code FROM brands WHERE is_first')).code;
  await app.ctx.db.query(
    `INSERT INTO brands (code, name, currency, landing_url) VALUES
       ('second-eur', 'Second Bet', 'EUR', 'https://second.example/'),
       ('rival-only', 'Rival Only Bet', 'EUR', 'https://rival-only.example/')`,
  );
  await app.ctx.db.query(
    `INSERT INTO referral_codes (code, member_id, brand) VALUES
       ('FRESHTWO', $1, 'second-eur'), ('RIVALFRESH', $2, 'second-eur'), ('RIVALALONE', $2, 'rival-only')`,
    [demoId, rivalId],
  );
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
});
afterAll(async () => closeTestApp(app));

/** Moves the clock; the affiliates sign in again at the new time (an access token lives minutes). */
async function at(time: string): Promise<void> {
  clock = new Date(time);
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
}

const get = (url: string, session: SignedIn = demo) =>
  app.inject({ method: 'GET', url, headers: session.headers });

interface Freshness {
  activity_through: string | null;
  activity_received_at: string | null;
  activity_late: boolean;
  activity_brands: Array<{
    brand: string;
    name: string;
    activity_through: string | null;
    activity_received_at: string | null;
    expected_every_minutes: number | null;
    activity_late: boolean;
  }>;
}

async function dashboardMeta(
  query = '',
  session = demo,
  id = demoId,
): Promise<Freshness & { as_of: string }> {
  const response = await get(
    `/api/v1/affiliate/${id}/dashboard?from=2024-03-01&to=2024-03-31${query}`,
    session,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().meta;
}

async function stored(feed: string, brand: string) {
  return app.ctx.db.maybeOne<{ data_through: Date | null; received_at: Date | null }>(
    'SELECT data_through, received_at FROM feed_freshness WHERE feed = $1 AND brand = $2',
    [feed, brand],
  );
}

const endOf = (day: string) => `${day}T23:59:59.000Z`;

describe('freshness recorded by the ingest', () => {
  it('records each brand a players batch touched, up to its newest registration or join day', async () => {
    await at('2024-03-05T10:00:00Z');
    await mustPutPlayers(app, [
      { customer_id: 5001, referral_code: 'GOLDDEMO', date_joined: '2024-03-01' },
      {
        customer_id: 5002,
        referral_code: 'FRESHTWO',
        date_joined: '2024-03-02',
        registered_at: '2024-03-04T08:30:00Z',
      },
      { customer_id: 5003, referral_code: 'FRESHTWO', date_joined: '2024-02-10' },
      { customer_id: 6001, referral_code: 'RIVALFRESH', date_joined: '2024-03-01' },
      { customer_id: 6002, referral_code: 'RIVALALONE', date_joined: '2024-03-01' },
    ]);
    expect(await stored('players', firstBrand)).toEqual({
      data_through: new Date(endOf('2024-03-01')),
      received_at: clock,
    });
    expect(await stored('players', 'second-eur')).toEqual({
      data_through: new Date('2024-03-04T08:30:00Z'),
      received_at: clock,
    });
    expect(await stored('activity', 'second-eur')).toBeNull();
  });

  it("sets each brand's activity through the end of its newest day, received at the batch's time", async () => {
    await at('2024-03-05T10:00:00Z');
    await mustPutActivity(app, [
      { customer_id: 5001, day: '2024-03-01', deposits: '100.00' },
      { customer_id: 5002, day: '2024-03-02', deposits: '50.00' },
      { customer_id: 5003, day: '2024-03-03', deposits: '30.00' },
      { customer_id: 5003, day: '2024-02-10', deposits: '10.00' },
    ]);
    expect(await stored('activity', firstBrand)).toEqual({
      data_through: new Date(endOf('2024-03-01')),
      received_at: clock,
    });
    expect(await stored('activity', 'second-eur')).toEqual({
      data_through: new Date(endOf('2024-03-03')),
      received_at: clock,
    });
  });

  it('does not move the through back when an older day is sent again, but does move received', async () => {
    await at('2024-03-05T11:00:00Z');
    await mustPutActivity(app, [{ customer_id: 5003, day: '2024-02-10', deposits: '12.00' }]);
    expect(await stored('activity', 'second-eur')).toEqual({
      data_through: new Date(endOf('2024-03-03')),
      received_at: new Date('2024-03-05T11:00:00Z'),
    });
  });

  it('changes nothing when a batch is refused', async () => {
    await at('2024-03-05T11:30:00Z');
    const response = await putActivity(app, [
      { customer_id: 5003, day: '2024-03-04', deposits: '1.00' },
      { customer_id: 999_999, day: '2024-03-04', deposits: '1.00' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(await stored('activity', 'second-eur')).toEqual({
      data_through: new Date(endOf('2024-03-03')),
      received_at: new Date('2024-03-05T11:00:00Z'),
    });
  });
});

describe("the views' activity_through", () => {
  it("gives the earliest through of the affiliate's brands and each brand's own, beside as_of", async () => {
    await at('2024-03-05T12:00:00Z');
    const meta = await dashboardMeta();
    expect(meta.as_of).toBe('2024-03-05T11:00:00.000Z');
    expect(meta.activity_through).toBe(endOf('2024-03-01'));
    expect(meta.activity_received_at).toBe('2024-03-05T10:00:00.000Z');
    expect(meta.activity_late).toBe(false);
    expect(meta.activity_brands.map((b) => [b.brand, b.activity_through, b.activity_received_at])).toEqual(
      [
        [firstBrand, endOf('2024-03-01'), '2024-03-05T10:00:00.000Z'],
        ['second-eur', endOf('2024-03-03'), '2024-03-05T11:00:00.000Z'],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
  });

  it('narrows to the filtered brand, and gives nothing of a brand the affiliate has no code of', async () => {
    const second = await dashboardMeta('&brand=second-eur');
    expect(second.activity_through).toBe(endOf('2024-03-03'));
    expect(second.activity_brands.map((b) => b.brand)).toEqual(['second-eur']);
    const other = await dashboardMeta('&brand=rival-only');
    expect(other.activity_through).toBeNull();
    expect(other.activity_brands).toEqual([]);
  });

  it("shows an affiliate only its own brands' feeds", async () => {
    await at('2024-03-05T12:00:00Z');
    await mustPutActivity(app, [{ customer_id: 6002, day: '2024-03-04', currency: 'GBP', deposits: '5.00' }]);
    const rivalMeta = await dashboardMeta('', rival, rivalId);
    const rivalBrands = rivalMeta.activity_brands.map((b) => b.brand);
    expect(rivalBrands).toContain('rival-only');
    expect(rivalBrands).toContain('second-eur');
    expect(rivalMeta.activity_brands.find((b) => b.brand === 'rival-only')?.activity_through).toBe(
      endOf('2024-03-04'),
    );
    const demoMeta = await dashboardMeta();
    expect(demoMeta.activity_brands.map((b) => b.brand)).not.toContain('rival-only');
    // Another affiliate's brand: refused before any figure or freshness is read.
    expect((await get(`/api/v1/affiliate/${rivalId}/dashboard`)).statusCode).toBe(403);
  });

  it("moves on a cached dashboard when another affiliate's batch brings a brand's newer day", async () => {
    await at('2024-03-05T12:30:00Z');
    const before = await dashboardMeta('&brand=second-eur');
    expect(before.activity_through).toBe(endOf('2024-03-03'));
    // The rival's player of the same brand: the demo affiliate's figures do not change (its answer stays
    // cached), its brand's freshness does.
    await mustPutActivity(app, [{ customer_id: 6001, day: '2024-03-04', currency: 'GBP', deposits: '5.00' }]);
    const after = await dashboardMeta('&brand=second-eur');
    expect(after.as_of).toBe(before.as_of);
    expect(after.activity_through).toBe(endOf('2024-03-04'));
    expect(after.activity_received_at).toBe('2024-03-05T12:30:00.000Z');
  });

  it('is in the reports and the statement too', async () => {
    const report = await get(
      '/api/v1/affiliate/' + demoId + '/reports?group=brand&from=2024-03-01&to=2024-03-05',
    );
    expect(report.statusCode, report.body).toBe(200);
    const reportMeta = report.json().meta as Freshness & { as_of: string };
    expect(reportMeta.as_of).not.toBeNull();
    expect(reportMeta.activity_through).toBe(endOf('2024-03-01'));
    expect(reportMeta.activity_brands.map((b) => b.brand).sort()).toEqual([firstBrand, 'second-eur'].sort());
    const filtered = await get(
      `/api/v1/affiliate/${demoId}/reports?group=day&from=2024-03-01&to=2024-03-05&brand=second-eur`,
    );
    expect(filtered.json().meta.activity_through).toBe(endOf('2024-03-04'));

    const statement = await get('/api/v1/bo/me/statement?month=2024-03');
    expect(statement.statusCode, statement.body).toBe(200);
    const data = statement.json().data as Freshness & { as_of: string; running: boolean };
    expect(data.running).toBe(true);
    expect(data.activity_through).toBe(endOf('2024-03-01'));
    expect(data.activity_brands.map((b) => b.brand).sort()).toEqual([firstBrand, 'second-eur'].sort());
  });
});

describe('a late feed', () => {
  const setExpected = (brand: string, feed: string, minutes: unknown, headers = operatorHeaders) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/operator/brands/${brand}/feeds/${feed}/expected-every`,
      headers,
      payload: { expected_every_minutes: minutes },
    });

  it('is refused an interval out of bounds, an unknown brand, and an affiliate', async () => {
    expect((await setExpected('second-eur', 'activity', 4)).statusCode).toBe(422);
    expect((await setExpected('second-eur', 'activity', 1.5)).statusCode).toBe(422);
    expect((await setExpected('no-such-brand', 'activity', 60)).statusCode).toBe(404);
    expect((await setExpected('second-eur', 'clicks', 60)).statusCode).toBe(422);
    expect((await setExpected('second-eur', 'activity', 60, demo.headers)).statusCode).toBeGreaterThanOrEqual(
      401,
    );
  });

  it('is late past its interval and the grace (15 minutes at least), not before', async () => {
    await at('2024-03-05T12:30:00Z');
    const set = await setExpected('second-eur', 'activity', 60);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({
      brand: 'second-eur',
      feed: 'activity',
      expected_every_minutes: 60,
    });

    // Received at 12:30: late after 13:45 (60 minutes and 15 of grace).
    await at('2024-03-05T13:45:00Z');
    expect((await dashboardMeta()).activity_late).toBe(false);
    await at('2024-03-05T13:46:00Z');
    const meta = await dashboardMeta();
    expect(meta.activity_late).toBe(true);
    expect(meta.activity_brands.find((b) => b.brand === 'second-eur')).toMatchObject({
      activity_late: true,
      expected_every_minutes: 60,
    });
    expect(meta.activity_brands.find((b) => b.brand === firstBrand)?.activity_late).toBe(false);
    expect((await dashboardMeta(`&brand=${firstBrand}`)).activity_late).toBe(false);
    const statement = await get('/api/v1/bo/me/statement?month=2024-03');
    expect(statement.json().data.activity_late).toBe(true);
  });

  it("is listed on the console's overview with its brand, data through, received and interval", async () => {
    await at('2024-03-05T13:46:00Z');
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/overview?months=1',
      headers: operatorHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.late_feeds).toEqual([
      {
        brand: 'second-eur',
        brand_name: 'Second Bet',
        feed: 'activity',
        data_through: endOf('2024-03-04'),
        received_at: '2024-03-05T12:30:00.000Z',
        expected_every_minutes: 60,
        late: true,
      },
    ]);
  });

  it("is on time again once the brand sends (today's activity up to the batch's time), never late without an interval", async () => {
    await at('2024-03-05T13:50:00Z');
    await mustPutActivity(app, [{ customer_id: 5002, day: '2024-03-05', deposits: '1.00' }]);
    expect((await dashboardMeta()).activity_late).toBe(false);
    await at('2024-03-09T13:50:00Z');
    expect((await setExpected('second-eur', 'activity', null)).statusCode).toBe(200);
    expect((await dashboardMeta()).activity_late).toBe(false);
    const list = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/feed-freshness',
      headers: operatorHeaders,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.find((f: { brand: string; feed: string }) => f.brand === 'second-eur' && f.feed === 'activity'),
    ).toMatchObject({
      data_through: '2024-03-05T13:50:00.000Z',
      expected_every_minutes: null,
      late: false,
    });
  });
});
