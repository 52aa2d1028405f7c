import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketStarts, wholeBuckets } from '../src/modules/figures/buckets.ts';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';

let app: FastifyInstance;
let clock = new Date('2025-01-02T12:00:00Z');
let demoId: number;
let rivalId: number;
let demo: SignedIn;

const at = (iso: string) => {
  clock = new Date(iso);
};

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  // Players and activity around month ends, the turn of the year and the leap day of 2024.
  await mustPutPlayers(app, [
    { customer_id: 1, date_joined: '2023-12-31', registered_at: '2023-12-31T23:59:59Z', category: 'casino' },
    { customer_id: 2, date_joined: '2024-01-01', registered_at: '2024-01-02T00:00:00Z', category: 'sports' },
    {
      customer_id: 3,
      date_joined: '2024-01-31',
      registered_at: '2024-02-01T00:30:00+01:00',
      category: 'casino',
    },
    { customer_id: 4, date_joined: '2024-02-29', category: 'poker' },
    { customer_id: 9, referral_code: 'RIVAL01', date_joined: '2024-01-15', category: 'casino' },
  ]);
  await mustPutActivity(app, [
    { customer_id: 1, day: '2023-12-31', deposits: '10.00', turnover: '100.00', winloss: '10.00' },
    {
      customer_id: 1,
      day: '2024-01-01',
      deposits: '20.00',
      turnover: '200.00',
      winloss: '-20.00',
      bonuses: '5.00',
    },
    { customer_id: 2, day: '2024-01-31', deposits: '30.00', turnover: '300.00', winloss: '30.00' },
    {
      customer_id: 3,
      day: '2024-02-01',
      deposits: '40.00',
      turnover: '400.00',
      winloss: '40.00',
      bonuses: '4.00',
    },
    { customer_id: 3, day: '2024-02-04', turnover: '50.00', winloss: '5.00' },
    { customer_id: 3, day: '2024-02-05', turnover: '60.00', winloss: '6.00' },
    { customer_id: 4, day: '2024-02-29', deposits: '15.00', turnover: '150.00', winloss: '15.00' },
    { customer_id: 4, day: '2024-03-01', turnover: '70.00', winloss: '7.00' },
    { customer_id: 1, day: '2024-12-31', turnover: '80.00', winloss: '8.00' },
    { customer_id: 2, day: '2025-01-01', turnover: '90.00', winloss: '9.00' },
    {
      customer_id: 9,
      day: '2024-02-01',
      currency: 'GBP',
      deposits: '999.00',
      turnover: '9999.00',
      winloss: '999.00',
    },
  ]);
  demo = await signIn(app, DEMO.username, DEMO.password);
});
afterAll(async () => closeTestApp(app));

const get = (url: string, session: SignedIn = demo) =>
  app.inject({ method: 'GET', url, headers: session.headers });
const dashboard = (query: string) => get(`/api/v1/affiliate/${demoId}/dashboard?${query}`);

describe('GET /api/v1/bo/affiliate/me/referral-turnover-winloss/current-period', () => {
  const currentPeriod = async () => {
    const response = await get('/api/v1/bo/affiliate/me/referral-turnover-winloss/current-period');
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  it('covers the calendar month of the app clock, from the 1st at 00:00 UTC', async () => {
    at('2024-03-01T00:00:00Z');
    expect(await currentPeriod()).toMatchObject({
      period_start: '2024-03-01',
      period_end: '2024-03-31',
      currency: 'EUR',
      turnover: '70.00',
      winloss: '7.00',
    });
    at('2024-02-29T23:59:59Z');
    expect(await currentPeriod()).toMatchObject({
      period_start: '2024-02-01',
      period_end: '2024-02-29',
      turnover: '660.00',
      winloss: '66.00',
    });
  });

  it('turns over with the year: Dec 31 and Jan 1 belong to different periods', async () => {
    at('2024-12-31T23:59:59Z');
    expect(await currentPeriod()).toMatchObject({
      period_start: '2024-12-01',
      period_end: '2024-12-31',
      turnover: '80.00',
      winloss: '8.00',
    });
    at('2025-01-01T00:00:00Z');
    expect(await currentPeriod()).toMatchObject({
      period_start: '2025-01-01',
      period_end: '2025-01-31',
      turnover: '90.00',
      winloss: '9.00',
    });
  });

  it('is zero with as_of null for an affiliate without players yet, in its own currency', async () => {
    at('2024-06-10T08:00:00Z');
    await app.inject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      headers: { authorization: 'Bearer test-operator-token-0123456789' },
      payload: {
        username: 'fresh',
        email: 'fresh@example.com',
        password: 'saffron-river-otter-19',
        firstName: 'F',
        lastName: 'P',
        country: 'SE',
        currency: 'SEK',
      },
    });
    const fresh = await signIn(app, 'fresh', 'saffron-river-otter-19');
    const response = await get('/api/v1/bo/affiliate/me/referral-turnover-winloss/current-period', fresh);
    expect(response.json().data).toEqual({
      period_start: '2024-06-01',
      period_end: '2024-06-30',
      currency: 'SEK',
      turnover: '0.00',
      winloss: '0.00',
      as_of: null,
    });
    expect((await currentPeriod()).as_of).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('GET /api/v1/affiliate/{id}/dashboard', () => {
  it('splits days at month ends and fills every day of the range (zeros where nothing happened)', async () => {
    at('2025-01-02T12:00:00Z');
    const response = await dashboard('from=2024-01-30&to=2024-02-02');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data.series.map((p: { period_start: string }) => p.period_start)).toEqual([
      '2024-01-30',
      '2024-01-31',
      '2024-02-01',
      '2024-02-02',
    ]);
    expect(data.series[0]).toMatchObject({
      clicks: 0,
      signups: 0,
      deposits: '0.00',
      turnover: '0.00',
      ngr: '0.00',
    });
    // Player 3 registered at 00:30 +01:00 on Feb 1, which is Jan 31 23:30 UTC: a January registration.
    expect(data.series[1]).toMatchObject({
      signups: 1,
      registrations: 1,
      first_depositors: 1,
      first_deposit_amount: '30.00',
      turnover: '300.00',
    });
    expect(data.series[2]).toMatchObject({
      signups: 0,
      first_depositors: 1,
      first_deposit_amount: '40.00',
      turnover: '400.00',
      bonuses: '4.00',
    });
    expect(meta).toMatchObject({
      from: '2024-01-30',
      to: '2024-02-02',
      granularity: 'day',
      category: null,
      currency: 'EUR',
    });
  });

  it('counts the leap day and the turn of the year in the right months', async () => {
    const { data } = (await dashboard('from=2023-12-01&to=2024-03-31&granularity=month')).json();
    expect(
      data.series.map((p: { period_start: string; turnover: string; signups: number }) => [
        p.period_start,
        p.turnover,
        p.signups,
      ]),
    ).toEqual([
      ['2023-12-01', '100.00', 1],
      ['2024-01-01', '500.00', 2],
      ['2024-02-01', '660.00', 1],
      ['2024-03-01', '70.00', 0],
    ]);
    expect(data.totals).toMatchObject({ turnover: '1330.00', signups: 4, first_depositors: 4 });
  });

  it('buckets weeks from Monday: Sunday Feb 4 and Monday Feb 5 fall in different weeks', async () => {
    const { data } = (await dashboard('from=2024-01-31&to=2024-02-06&granularity=week')).json();
    expect(
      data.series.map((p: { period_start: string; turnover: string }) => [p.period_start, p.turnover]),
    ).toEqual([
      ['2024-01-29', '750.00'],
      ['2024-02-05', '60.00'],
    ]);
  });

  it('defaults to the current month so far, and filters by category', async () => {
    at('2024-02-10T10:00:00Z');
    const { data, meta } = (await dashboard('')).json();
    expect(meta).toMatchObject({ from: '2024-02-01', to: '2024-02-10', granularity: 'day' });
    expect(data.series).toHaveLength(10);
    at('2025-01-02T12:00:00Z');
    const poker = (await dashboard('from=2024-01-01&to=2024-03-31&category=poker&granularity=month')).json();
    expect(poker.meta.category).toBe('poker');
    expect(poker.data.totals).toMatchObject({
      signups: 1,
      turnover: '220.00',
      first_depositors: 1,
      first_deposit_amount: '15.00',
    });
  });

  it('works out NGR and the commission estimate from the plan, and says how in meta', async () => {
    await app.ctx.db.query(
      'UPDATE commission_plan_versions SET revenue_share = 0.35, admin_fee_rate = 0.15, cpa_amount = 25, cpa_min_deposit = 20 WHERE member_id = $1',
      [demoId],
    );
    const { data, meta } = (await dashboard('from=2024-01-01&to=2024-01-31')).json();
    // winloss -20 + 30 = 10.00, bonuses 5.00: NGR = 10 - 5 - 0.15 * 10 = 3.50; 3.50 * 0.35 = 1.225 -> 1.23;
    // January's only first deposit is player 2's 30.00 (player 1's was on Dec 31), which meets the 20.00 minimum: + 25.
    expect(data.totals).toMatchObject({
      winloss: '10.00',
      bonuses: '5.00',
      ngr: '3.50',
      first_depositors: 1,
      estimated_commission: '26.23',
    });
    expect(meta.commission_plan).toEqual({
      revenue_share: '0.3500',
      admin_fee_rate: '0.1500',
      cpa_amount: '25.00',
      cpa_min_deposit: '20.00',
    });
    expect(Object.keys(meta.definitions).sort()).toEqual(
      [
        'bonuses',
        'clicks',
        'deposits',
        'estimated_commission',
        'first_deposit_amount',
        'first_depositors',
        'ngr',
        'registrations',
        'signups',
        'turnover',
        'winloss',
      ].sort(),
    );
    expect(meta.definitions.ngr).toContain('15%');
    expect(meta.definitions.estimated_commission).toContain('35%');
    expect(meta.definitions.estimated_commission).toContain('25.00 EUR');
    await app.ctx.db.query(
      'UPDATE commission_plan_versions SET revenue_share = 0.30, admin_fee_rate = 0.10, cpa_amount = 0, cpa_min_deposit = 0 WHERE member_id = $1',
      [demoId],
    );
  });

  it("never shows the rival affiliate's players", async () => {
    const { data } = (await dashboard('from=2024-02-01&to=2024-02-01')).json();
    expect(data.totals.turnover).toBe('400.00');
  });

  it('answers 422 naming the field for a bad range or filter', async () => {
    const cases: Array<[string, string]> = [
      ['from=2024-02-10&to=2024-02-01', 'to'],
      ['from=2020-01-01&to=2024-01-01', 'from'],
      ['from=2024-02-30', 'from'],
      ['to=2024-13-01', 'to'],
      ['granularity=year', 'granularity'],
      ['category=bingo', 'category'],
    ];
    for (const [query, field] of cases) {
      const response = await dashboard(query);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
    expect((await dashboard('from=2021-01-01&to=2024-01-04')).statusCode).toBe(200);
  });
});

describe('GET /api/v1/affiliate/{id}/referral-count', () => {
  it('counts referred, registered, depositing and active this period, from the rollups', async () => {
    at('2024-02-15T00:00:00Z');
    const response = await get(`/api/v1/affiliate/${demoId}/referral-count`);
    expect(response.json().data).toEqual({ total: 4, registered: 3, depositing: 4, active_this_period: 2 });
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const rivalCount = await get(`/api/v1/affiliate/${rivalId}/referral-count`, rival);
    expect(rivalCount.json().data).toEqual({ total: 1, registered: 0, depositing: 1, active_this_period: 1 });
    at('2025-01-02T12:00:00Z');
  });
});

describe("another affiliate's id", () => {
  it('is 403 on all four {id} endpoints, and 401 without a token', async () => {
    for (const path of ['dashboard', 'referral-count', 'member', 'member/export']) {
      const response = await get(`/api/v1/affiliate/${rivalId}/${path}`);
      expect(response.statusCode, path).toBe(403);
      const anonymous = await app.inject({ method: 'GET', url: `/api/v1/affiliate/${demoId}/${path}` });
      expect(anonymous.statusCode, path).toBe(401);
    }
  });
});

describe('whole buckets of a range (read from the weekly and monthly rollups)', () => {
  it('are the weeks Monday to Sunday and the calendar months fully inside the range', () => {
    expect(wholeBuckets('2024-01-01', '2024-01-07', 'week')).toEqual({
      first: '2024-01-01',
      last: '2024-01-01',
      after: '2024-01-08',
    });
    expect(wholeBuckets('2024-01-02', '2024-01-21', 'week')).toEqual({
      first: '2024-01-08',
      last: '2024-01-15',
      after: '2024-01-22',
    });
    expect(wholeBuckets('2023-12-31', '2024-01-15', 'week')).toEqual({
      first: '2024-01-01',
      last: '2024-01-08',
      after: '2024-01-15',
    });
    expect(wholeBuckets('2024-01-02', '2024-01-08', 'week')).toBeNull();
    expect(wholeBuckets('2024-01-07', '2024-01-08', 'week')).toBeNull();
    expect(wholeBuckets('2024-01-01', '2024-02-29', 'month')).toEqual({
      first: '2024-01-01',
      last: '2024-02-01',
      after: '2024-03-01',
    });
    expect(wholeBuckets('2023-12-31', '2024-03-30', 'month')).toEqual({
      first: '2024-01-01',
      last: '2024-02-01',
      after: '2024-03-01',
    });
    expect(wholeBuckets('2024-02-02', '2024-02-29', 'month')).toBeNull();
    expect(wholeBuckets('2024-01-31', '2024-03-01', 'month')).toEqual({
      first: '2024-02-01',
      last: '2024-02-01',
      after: '2024-03-01',
    });
  });
});

describe('the series buckets of a range', () => {
  it('has every day, every Monday from the week of the start, or every month, through the end', () => {
    expect(bucketStarts('2024-02-27', '2024-03-02', 'day')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(bucketStarts('2024-12-31', '2025-01-13', 'week')).toEqual([
      '2024-12-30',
      '2025-01-06',
      '2025-01-13',
    ]);
    expect(bucketStarts('2024-01-31', '2024-03-01', 'month')).toEqual([
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
    ]);
    const twoYears = bucketStarts('2024-11-23', '2026-11-22', 'week');
    expect(twoYears).toHaveLength(105);
    expect(twoYears.every((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });
});
