import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, portalClientHeaders, signIn } from './helpers.ts';
import {
  expectCoarseRollupsMatchDaily,
  expectRollupsMatchRaw,
  affiliateIdOf,
  mustPutActivity,
  mustPutPlayers,
  putActivity,
  putPlayers,
  rollupTotals,
} from './ingest-helpers.ts';

let app: FastifyInstance;
let demoId: number;
let rivalId: number;
beforeAll(async () => {
  app = await buildTestApp();
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
});
afterAll(async () => closeTestApp(app));

const count = async (table: string) =>
  (await app.ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).n;

describe('operator access to ingest', () => {
  it('requires an operator token: none, the portal client token and a member token are 401', async () => {
    const affiliate = await signIn(app, DEMO.username, DEMO.password);
    for (const headers of [{}, portalClientHeaders, affiliate.headers]) {
      for (const [url, payload] of [
        [
          '/api/v1/operator/players',
          {
            players: [
              {
                customer_id: 1,
                referral_code: 'GOLDDEMO',
                date_joined: '2024-01-01',
                category: 'casino',
                country: 'DE',
              },
            ],
          },
        ],
        [
          '/api/v1/operator/activity',
          {
            rows: [
              {
                customer_id: 1,
                day: '2024-01-01',
                currency: 'EUR',
                deposits: '1',
                withdrawals: '0',
                turnover: '0',
                winloss: '0',
                bonuses: '0',
              },
            ],
          },
        ],
      ] as const) {
        const response = await app.inject({ method: 'PUT', url, headers, payload });
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe(errorCodes.invalidToken);
      }
    }
    expect(await count('players')).toBe(0);
  });
});

describe('PUT /api/v1/operator/players', () => {
  it('creates players under the owner of the referral code (any case) and updates them on a resend', async () => {
    expect(
      await mustPutPlayers(app, [
        { customer_id: 101 },
        { customer_id: 102, referral_code: 'goldsport', registered_at: '2024-01-10T23:30:00+02:00' },
      ]),
    ).toEqual({ created: 2, updated: 0 });
    expect(
      await mustPutPlayers(app, [
        { customer_id: 101, country: 'GB' },
        { customer_id: 103, referral_code: 'RIVAL01' },
      ]),
    ).toEqual({ created: 1, updated: 1 });
    const rows = (
      await app.ctx.db.query<{ customer_id: string; member_id: number; country: string }>(
        'SELECT customer_id::text, member_id, country FROM players ORDER BY customer_id',
      )
    ).rows;
    expect(rows).toEqual([
      { customer_id: '101', member_id: demoId, country: 'GB' },
      { customer_id: '102', member_id: demoId, country: 'DE' },
      { customer_id: '103', member_id: rivalId, country: 'DE' },
    ]);
    // Registration counts on its UTC date: 23:30 at +02:00 is 21:30 UTC the same day.
    const reg = await app.ctx.db.one<{ day: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM affiliate_daily WHERE member_id = $1 AND registrations = 1`,
      [demoId],
    );
    expect(reg.day).toBe('2024-01-10');
    await expectRollupsMatchRaw(app);
  });

  it('refuses an unknown referral code naming the row, and stores nothing of the batch', async () => {
    const before = await rollupTotals(app, demoId);
    const response = await putPlayers(app, [
      { customer_id: 201 },
      { customer_id: 202, referral_code: 'NOPE123' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'players.1.referral_code': ['Unknown referral code.'] });
    expect(await app.ctx.db.maybeOne('SELECT 1 FROM players WHERE customer_id = 201')).toBeNull();
    expect(await rollupTotals(app, demoId)).toEqual(before);
  });

  it('keeps attribution permanent: a code of another affiliate for an existing player is 422', async () => {
    const response = await putPlayers(app, [
      { customer_id: 203 },
      { customer_id: 101, referral_code: 'RIVAL01' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['players.1.referral_code']);
    expect(await app.ctx.db.maybeOne('SELECT 1 FROM players WHERE customer_id = 203')).toBeNull();
    const owner = await app.ctx.db.one<{ member_id: number }>(
      'SELECT member_id FROM players WHERE customer_id = 101',
    );
    expect(owner.member_id).toBe(demoId);
  });

  it('refuses a customer twice in one batch, an impossible date, and schema errors (422, nothing stored)', async () => {
    const duplicate = await putPlayers(app, [{ customer_id: 204 }, { customer_id: 204 }]);
    expect(duplicate.statusCode).toBe(422);
    expect(Object.keys(duplicate.json().errors)).toEqual(['players.1.customer_id']);
    const badDate = await putPlayers(app, [{ customer_id: 205, date_joined: '2024-02-30' }]);
    expect(badDate.statusCode).toBe(422);
    expect(Object.keys(badDate.json().errors)).toEqual(['players.0.date_joined']);
    const badCategory = await putPlayers(app, [{ customer_id: 206, category: 'bingo' as never }]);
    expect(badCategory.statusCode).toBe(422);
    expect(Object.keys(badCategory.json().errors)).toEqual(['players.0.category']);
    expect(
      await app.ctx.db.maybeOne('SELECT 1 FROM players WHERE customer_id IN (204, 205, 206)'),
    ).toBeNull();
  });

  it('moves sign-ups, registrations, cohorts and the activity contribution when a player changes day or category', async () => {
    await mustPutPlayers(app, [
      {
        customer_id: 301,
        date_joined: '2024-02-01',
        registered_at: '2024-02-02T10:00:00Z',
        category: 'sports',
      },
    ]);
    await mustPutActivity(app, [
      { customer_id: 301, day: '2024-02-03', deposits: '40.00', turnover: '400.00', winloss: '20.00' },
      { customer_id: 301, day: '2024-02-04', turnover: '100.00', winloss: '-5.00', bonuses: '2.50' },
    ]);
    await mustPutPlayers(app, [
      { customer_id: 301, date_joined: '2024-02-05', registered_at: null, category: 'poker' },
    ]);
    const byCategory = (
      await app.ctx.db.query<{
        category: string;
        signups: number;
        registrations: number;
        fdn: number;
        turnover: string;
      }>(
        `SELECT category, sum(signups)::int AS signups, sum(registrations)::int AS registrations, sum(first_depositors)::int AS fdn, sum(turnover)::text AS turnover
       FROM affiliate_daily WHERE member_id = $1 AND day >= '2024-02-01' AND day < '2024-03-01' GROUP BY category ORDER BY category`,
        [demoId],
      )
    ).rows;
    expect(byCategory).toEqual([
      { category: 'poker', signups: 1, registrations: 0, fdn: 1, turnover: '500.00' },
      { category: 'sports', signups: 0, registrations: 0, fdn: 0, turnover: '0.00' },
    ]);
    await expectRollupsMatchRaw(app);
  });
});

describe('PUT /api/v1/operator/activity', () => {
  beforeAll(async () => {
    await mustPutPlayers(app, [
      { customer_id: 401, date_joined: '2024-03-01', registered_at: '2024-03-01T09:00:00Z' },
      {
        customer_id: 402,
        date_joined: '2024-03-02',
        registered_at: '2024-03-02T09:00:00Z',
        category: 'live-casino',
      },
      { customer_id: 403, referral_code: 'RIVAL01', date_joined: '2024-03-02' },
    ]);
  });

  const batch = [
    {
      customer_id: 401,
      day: '2024-03-05',
      deposits: '50.00',
      turnover: '500.00',
      winloss: '25.00',
      bonuses: '5.00',
    },
    { customer_id: 401, day: '2024-03-06', turnover: '120.00', winloss: '-10.00' },
    {
      customer_id: 402,
      day: '2024-03-06',
      deposits: '100.00',
      withdrawals: '30.00',
      turnover: '900.00',
      winloss: '45.50',
    },
  ];

  it('is idempotent per (player, day): a resend replaces the days and the totals stay the same', async () => {
    const first = await mustPutActivity(app, batch);
    expect(first).toMatchObject({ inserted: 3, replaced: 0 });
    const totals = await rollupTotals(app, demoId);
    const again = await mustPutActivity(app, batch);
    expect(again).toMatchObject({ inserted: 0, replaced: 3 });
    expect(await rollupTotals(app, demoId)).toEqual(totals);
    expect(await count('player_activity')).toBe(5);
    // A changed resend replaces, never adds: turnover 500 -> 200 moves the totals by -300.
    await mustPutActivity(app, [{ ...batch[0]!, turnover: '200.00' }]);
    const after = await rollupTotals(app, demoId);
    expect(Number(after.turnover)).toBeCloseTo(Number(totals.turnover) - 300, 2);
    await expectRollupsMatchRaw(app);
  });

  it('derives the first deposit and moves it when an earlier deposit arrives or the day is zeroed', async () => {
    const firstDeposit = () =>
      app.ctx.db.one<{ d: string | null; a: string | null }>(
        `SELECT to_char(first_deposit_date, 'YYYY-MM-DD') AS d, first_deposit_amount::text AS a FROM players WHERE customer_id = 401`,
      );
    expect(await firstDeposit()).toEqual({ d: '2024-03-05', a: '50.00' });
    await mustPutActivity(app, [
      { customer_id: 401, day: '2024-03-03', deposits: '20.00', turnover: '60.00' },
    ]);
    expect(await firstDeposit()).toEqual({ d: '2024-03-03', a: '20.00' });
    await expectRollupsMatchRaw(app);
    await mustPutActivity(app, [
      { customer_id: 401, day: '2024-03-03', deposits: '0.00', turnover: '60.00' },
    ]);
    expect(await firstDeposit()).toEqual({ d: '2024-03-05', a: '50.00' });
    await mustPutActivity(app, [
      { customer_id: 401, day: '2024-03-05', deposits: '0.00', turnover: '200.00' },
    ]);
    expect(await firstDeposit()).toEqual({ d: null, a: null });
    await expectRollupsMatchRaw(app);
  });

  it('refuses unknown customers, another currency and a day twice, and stores nothing of the batch', async () => {
    const before = { demo: await rollupTotals(app, demoId), rows: await count('player_activity') };
    const unknown = await putActivity(app, [
      { customer_id: 401, day: '2024-03-10', deposits: '5.00' },
      { customer_id: 999_999, day: '2024-03-10' },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'rows.1.customer_id': ['Unknown customer: send the player first.'],
    });

    const currency = await putActivity(app, [
      { customer_id: 401, day: '2024-03-10', deposits: '5.00' },
      { customer_id: 403, day: '2024-03-10', currency: 'EUR' },
    ]);
    expect(currency.statusCode).toBe(422);
    expect(Object.keys(currency.json().errors)).toEqual(['rows.1.currency']);
    expect(currency.json().errors['rows.1.currency'][0]).toContain('GBP');

    const duplicate = await putActivity(app, [
      { customer_id: 401, day: '2024-03-10' },
      { customer_id: 401, day: '2024-03-10' },
    ]);
    expect(duplicate.statusCode).toBe(422);
    expect(Object.keys(duplicate.json().errors)).toEqual(['rows.1.day']);

    const future = await putActivity(app, [{ customer_id: 401, day: '2099-01-01' }]);
    expect(Object.keys(future.json().errors)).toEqual(['rows.0.day']);
    const cents = await putActivity(app, [{ customer_id: 401, day: '2024-03-10', deposits: '1.005' }]);
    expect(Object.keys(cents.json().errors)).toEqual(['rows.0.deposits']);
    const negative = await putActivity(app, [{ customer_id: 401, day: '2024-03-10', deposits: '-1.00' }]);
    expect(negative.statusCode).toBe(422);
    expect(Object.keys(negative.json().errors)).toEqual(['rows.0.deposits']);

    expect({ demo: await rollupTotals(app, demoId), rows: await count('player_activity') }).toEqual(before);
  });

  it('accepts the rival affiliate currency for its players and keeps the affiliates apart', async () => {
    await mustPutActivity(app, [
      { customer_id: 403, day: '2024-03-10', currency: 'GBP', deposits: '10.00', turnover: '77.00' },
    ]);
    expect((await rollupTotals(app, rivalId)).turnover).toBe('77.00');
    await expectRollupsMatchRaw(app);
  });

  it('reports the time of the ingest as as_of', async () => {
    const result = await mustPutActivity(app, [{ customer_id: 402, day: '2024-03-11', turnover: '1.00' }]);
    const stored = await app.ctx.db.one<{ as_of: Date }>(
      'SELECT as_of FROM affiliate_ingest WHERE member_id = $1',
      [demoId],
    );
    expect(stored.as_of.toISOString()).toBe(result.as_of);
  });

  it('takes a full batch of 10,000 rows in one request', async () => {
    const players = Array.from({ length: 100 }, (_, i) => ({
      customer_id: 10_000 + i,
      date_joined: '2023-01-01',
    }));
    await mustPutPlayers(app, players);
    const rows = players.flatMap((p) =>
      Array.from({ length: 100 }, (_, d) => ({
        customer_id: p.customer_id,
        day: `2023-${String(1 + Math.floor(d / 28)).padStart(2, '0')}-${String(1 + (d % 28)).padStart(2, '0')}`,
        deposits: '1.00',
        turnover: '10.00',
        winloss: '0.50',
      })),
    );
    expect(rows).toHaveLength(10_000);
    expect(await mustPutActivity(app, rows)).toMatchObject({ inserted: 10_000, replaced: 0 });
    const tooMany = await putActivity(app, [...rows, rows[0]!]);
    expect(tooMany.statusCode).toBe(422);
    await expectRollupsMatchRaw(app);
  });

  it('ends with correct rollups when two batches touching the same players run at once', async () => {
    const a = [401, 402].flatMap((id) =>
      ['2024-04-01', '2024-04-02', '2024-04-03'].map((day, i) => ({
        customer_id: id,
        day,
        deposits: `${10 + i}.00`,
        turnover: '100.00',
        winloss: '3.00',
      })),
    );
    const b = [402, 401].flatMap((id) =>
      ['2024-04-03', '2024-04-02', '2024-03-31'].map((day, i) => ({
        customer_id: id,
        day,
        deposits: `${20 + i}.00`,
        turnover: '50.00',
        winloss: '-1.00',
      })),
    );
    const results = await Promise.all([
      putActivity(app, a),
      putActivity(app, b),
      putActivity(app, a),
      putActivity(app, b),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await expectRollupsMatchRaw(app);
  });
});

describe('weekly and monthly rollups', () => {
  // Sunday 2024-04-28 / Monday 2024-04-29, and Tuesday 2024-04-30 / Wednesday 2024-05-01: week and month edges.
  const figuresOf = (table: string, bucket: string, day: string) =>
    app.ctx.db.one<{
      first_depositors: number;
      first_deposit_amount: string;
      deposits: string;
      turnover: string;
      signups: number;
    }>(
      `SELECT coalesce(sum(first_depositors), 0)::int AS first_depositors, coalesce(sum(first_deposit_amount), 0)::text AS first_deposit_amount,
              coalesce(sum(deposits), 0)::text AS deposits, coalesce(sum(turnover), 0)::text AS turnover, coalesce(sum(signups), 0)::int AS signups
       FROM ${table} WHERE member_id = $1 AND ${bucket} = $2::date AND category = 'all'`,
      [demoId, day],
    );

  it('equal the sums of affiliate_daily after inserts, resends, first-deposit moves and player moves', async () => {
    await mustPutPlayers(app, [
      { customer_id: 701, date_joined: '2024-04-28', category: 'sports' },
      {
        customer_id: 702,
        date_joined: '2024-04-29',
        registered_at: '2024-04-30T22:00:00Z',
        category: 'sports',
      },
    ]);
    expect((await figuresOf('affiliate_weekly', 'week_start', '2024-04-22')).signups).toBeGreaterThanOrEqual(
      1,
    );
    await expectCoarseRollupsMatchDaily(app);

    // Inserts on both sides of a week edge and a month edge.
    const rows = [
      { customer_id: 701, day: '2024-04-28', turnover: '10.00' },
      { customer_id: 701, day: '2024-04-29', deposits: '30.00', turnover: '20.00' },
      { customer_id: 701, day: '2024-05-01', deposits: '40.00', turnover: '40.00' },
      { customer_id: 702, day: '2024-04-30', deposits: '15.00', turnover: '5.00' },
    ];
    const weekBefore = await figuresOf('affiliate_weekly', 'week_start', '2024-04-29');
    const mayBefore = await figuresOf('affiliate_monthly_figures', 'month', '2024-05-01');
    await mustPutActivity(app, rows);
    const week = await figuresOf('affiliate_weekly', 'week_start', '2024-04-29');
    expect(Number(week.turnover) - Number(weekBefore.turnover)).toBeCloseTo(65, 2);
    expect(week.first_depositors - weekBefore.first_depositors).toBe(2);
    expect(
      Number((await figuresOf('affiliate_monthly_figures', 'month', '2024-05-01')).deposits) -
        Number(mayBefore.deposits),
    ).toBeCloseTo(40, 2);
    await expectRollupsMatchRaw(app);

    // A resend replaces: the week and month move by (new - old) only.
    await mustPutActivity(app, [
      { ...rows[2]!, turnover: '4.00' },
      { ...rows[0]!, turnover: '11.00' },
    ]);
    expect(
      Number((await figuresOf('affiliate_weekly', 'week_start', '2024-04-29')).turnover) -
        Number(weekBefore.turnover),
    ).toBeCloseTo(29, 2);
    await expectRollupsMatchRaw(app);

    // The first deposit moves back a week and a month (Sunday Apr 28), then forward again when zeroed.
    const [earlierWeek, laterWeek] = [
      await figuresOf('affiliate_weekly', 'week_start', '2024-04-22'),
      await figuresOf('affiliate_weekly', 'week_start', '2024-04-29'),
    ];
    await mustPutActivity(app, [
      { customer_id: 701, day: '2024-04-28', deposits: '5.00', turnover: '11.00' },
    ]);
    expect((await figuresOf('affiliate_weekly', 'week_start', '2024-04-22')).first_depositors).toBe(
      earlierWeek.first_depositors + 1,
    );
    expect(
      Number((await figuresOf('affiliate_weekly', 'week_start', '2024-04-22')).first_deposit_amount),
    ).toBeCloseTo(Number(earlierWeek.first_deposit_amount) + 5, 2);
    expect((await figuresOf('affiliate_weekly', 'week_start', '2024-04-29')).first_depositors).toBe(
      laterWeek.first_depositors - 1,
    );
    await expectRollupsMatchRaw(app);
    await mustPutActivity(app, [
      { customer_id: 701, day: '2024-04-28', deposits: '0.00', turnover: '11.00' },
      { customer_id: 701, day: '2024-04-29', deposits: '0.00' },
    ]);
    await expectRollupsMatchRaw(app);

    // A player moving category and join day takes its sign-up, first deposit and activity along.
    await mustPutPlayers(app, [
      { customer_id: 701, date_joined: '2024-05-06', category: 'poker' },
      { customer_id: 702, date_joined: '2024-04-01', category: 'casino' },
    ]);
    await expectRollupsMatchRaw(app);
  });
});
