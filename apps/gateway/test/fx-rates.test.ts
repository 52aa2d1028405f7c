import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers, putActivity } from './ingest-helpers.ts';

/**
 * Money in the currency it arrived in (issue 35): the operator's daily rates, activity in a brand's
 * currency converted at its day's rate, a rate set later moving the figures by the difference, and a
 * close refused while a day has no rate.
 */

let app: FastifyInstance;
let clock = new Date('2026-12-02T12:00:00Z');
const TODAY = '2026-12-02';
let euroId: number;
let poundId: number;
let euro: SignedIn;

const putRates = (body: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/v1/operator/fx-rates', headers: operatorHeaders, payload: body });

async function mustPutRates(date: string, rates: Array<{ from: string; to: string; rate: string }>) {
  const response = await putRates({ date, source: 'ECB', rates });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { reconverted_days: number; rates: Array<{ rate: string; set_by: string }> };
}

async function createAffiliate(username: string, currency: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password: 'saffron-river-otter-19',
      firstName: 'A',
      lastName: 'B',
      country: 'PT',
      currency,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return affiliateIdOf(app, username);
}

const winlossOf = async (affiliateId: number) =>
  app.ctx.db.one<Record<string, string>>(
    `SELECT (SELECT coalesce(sum(winloss), 0)::text FROM affiliate_daily WHERE member_id = $1) AS daily,
            (SELECT coalesce(sum(winloss), 0)::text FROM affiliate_monthly_figures WHERE member_id = $1 AND category = 'all') AS monthly,
            (SELECT coalesce(sum(winloss), 0)::text FROM affiliate_source_daily WHERE member_id = $1) AS source,
            (SELECT coalesce(sum(winloss), 0)::text FROM player_monthly WHERE member_id = $1) AS player_monthly,
            (SELECT coalesce(sum(winloss), 0)::text FROM players WHERE member_id = $1) AS players`,
    [affiliateId],
  );

const allFigures = (value: string) => ({
  daily: value,
  monthly: value,
  source: value,
  player_monthly: value,
  players: value,
});

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, seedDemoData: false });
  euroId = await createAffiliate('euro', 'EUR');
  poundId = await createAffiliate('pound', 'GBP');
  euro = await signIn(app, 'euro', 'saffron-river-otter-19');
  await app.ctx.db.execScript(`
    INSERT INTO brands (code, name, currency, landing_url) VALUES ('samba-br', 'Samba Bet', 'BRL', 'https://samba.example/');
    INSERT INTO referral_codes (code, member_id, brand) VALUES
      ('SAMBA1', ${euroId}, 'samba-br'), ('EURO1', ${euroId}, (SELECT code FROM brands WHERE is_first)),
      ('SAMBAGB', ${poundId}, 'samba-br');
  `);
  await mustPutPlayers(app, [
    { customer_id: 1, referral_code: 'SAMBA1', date_joined: '2026-10-01' },
    { customer_id: 2, referral_code: 'SAMBA1', date_joined: '2026-10-01' },
    { customer_id: 3, referral_code: 'EURO1', date_joined: '2026-10-01' },
    { customer_id: 4, referral_code: 'SAMBAGB', date_joined: '2026-10-01' },
  ]);
});

afterAll(() => closeTestApp(app));

describe('PUT /api/v1/operator/fx-rates', () => {
  it('refuses a rate in the future, a pair of one currency, a pair twice and a bad rate, each on its field', async () => {
    const future = await putRates({
      date: '2026-12-03',
      source: 'ECB',
      rates: [{ from: 'BRL', to: 'EUR', rate: '0.16' }],
    });
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(['date']);

    const same = await putRates({
      date: TODAY,
      source: 'ECB',
      rates: [
        { from: 'EUR', to: 'EUR', rate: '1' },
        { from: 'BRL', to: 'EUR', rate: '0.16' },
        { from: 'BRL', to: 'EUR', rate: '0.17' },
      ],
    });
    expect(same.statusCode).toBe(422);
    expect(Object.keys(same.json().errors).sort()).toEqual(['rates.0.to', 'rates.2.from']);

    for (const rate of ['0', '-1', '0.12345678901', 'abc']) {
      const bad = await putRates({ date: TODAY, source: 'ECB', rates: [{ from: 'BRL', to: 'EUR', rate }] });
      expect(bad.statusCode, rate).toBe(422);
      expect(Object.keys(bad.json().errors), rate).toEqual(['rates.0.rate']);
    }
    const source = await putRates({
      date: TODAY,
      source: 'x'.repeat(41),
      rates: [{ from: 'BRL', to: 'EUR', rate: '1' }],
    });
    expect(Object.keys(source.json().errors)).toEqual(['source']);
    expect((await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM fx_rates')).n).toBe(0);
  });

  it('is not for affiliates', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v1/operator/fx-rates', headers: euro.headers });
    expect(list.statusCode).toBe(401);
  });
});

describe('activity in a brand currency', () => {
  it('refuses a row without a rate on or before its day, and a currency neither the brand nor the affiliate uses', async () => {
    const response = await putActivity(app, [
      { customer_id: 1, day: '2026-11-10', currency: 'BRL', winloss: '100.00' },
      { customer_id: 2, day: '2026-11-10', currency: 'USD', winloss: '100.00' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'rows.0.currency': [
        "No BRL to EUR rate on or before 2026-11-10: the program's manager sets one first.",
      ],
      'rows.1.currency': [
        "Currency USD is not accepted for this player: send amounts in BRL (the player's brand) or EUR (the affiliate's).",
      ],
    });
  });

  it('converts each day at the latest rate on or before it, rounded once half away from zero; a resend moves by the converted difference', async () => {
    const set = await mustPutRates('2026-11-01', [
      { from: 'BRL', to: 'EUR', rate: '0.5' },
      { from: 'BRL', to: 'GBP', rate: '0.14' },
    ]);
    expect(set.reconverted_days).toBe(0);
    expect(set.rates[0]).toMatchObject({ rate: '0.5', set_by: expect.stringMatching(/^machine /) });
    await mustPutActivity(app, [
      // 1.03 * 0.5 = 0.515 -> 0.52; -1.03 * 0.5 = -0.515 -> -0.52 (half away from zero).
      { customer_id: 1, day: '2026-11-10', currency: 'BRL', winloss: '1.03', deposits: '10.00' },
      { customer_id: 2, day: '2026-11-10', currency: 'BRL', winloss: '-1.03' },
      // The affiliate's own currency needs no rate and is kept as it is.
      { customer_id: 3, day: '2026-11-10', currency: 'EUR', winloss: '7.00' },
      { customer_id: 4, day: '2026-11-10', currency: 'BRL', winloss: '100.00' },
    ]);
    expect(await winlossOf(euroId)).toEqual(allFigures('7.00'));
    expect(await winlossOf(poundId)).toEqual(allFigures('14.00'));
    const stored = await app.ctx.db.one<Record<string, string>>(
      `SELECT a.winloss::text, a.currency, trim_scale(a.rate)::text AS rate, a.rate_day::text FROM player_activity a
       JOIN players p ON p.id = a.player_id WHERE p.customer_id = 1 AND a.day = '2026-11-10'`,
    );
    expect(stored).toEqual({ winloss: '1.03', currency: 'BRL', rate: '0.5', rate_day: '2026-11-01' });
    const first = await app.ctx.db.one<{ amount: string }>(
      'SELECT first_deposit_amount::text AS amount FROM players WHERE customer_id = 1',
    );
    expect(first.amount).toBe('5.00');

    // Resent with other amounts: the figures move from the old converted amount to the new one.
    await mustPutActivity(app, [{ customer_id: 1, day: '2026-11-10', currency: 'BRL', winloss: '3.01' }]);
    expect(await winlossOf(euroId)).toEqual(allFigures('7.99')); // 1.51 - 0.52 + 7.00
  });

  it('moves the figures by exactly the difference when the day gets its own rate later', async () => {
    await mustPutActivity(app, [
      { customer_id: 1, day: '2026-11-20', currency: 'BRL', winloss: '1000.00' },
      { customer_id: 2, day: '2026-11-25', currency: 'BRL', winloss: '1000.00' },
    ]);
    const before = await winlossOf(euroId);
    expect(before.daily).toBe('1007.99'); // + 500.00 + 500.00

    // A rate for the 20th applies to the 20th and, with no later rate, to the 25th too.
    const set = await mustPutRates('2026-11-20', [{ from: 'BRL', to: 'EUR', rate: '0.16' }]);
    expect(set.reconverted_days).toBe(2);
    expect(await winlossOf(euroId)).toEqual(allFigures('327.99')); // 1007.99 - 340 - 340
    // A rate for the 25th moves only the 25th; the pound affiliate's pair is untouched.
    await mustPutRates('2026-11-25', [{ from: 'BRL', to: 'EUR', rate: '0.18' }]);
    expect(await winlossOf(euroId)).toEqual(allFigures('347.99'));
    expect(await winlossOf(poundId)).toEqual(allFigures('14.00'));
    // Setting the same rate again moves nothing.
    expect(
      (await mustPutRates('2026-11-25', [{ from: 'BRL', to: 'EUR', rate: '0.18' }])).reconverted_days,
    ).toBe(0);

    const days = await app.ctx.db.query<{ day: string; rate: string; rate_day: string }>(
      `SELECT a.day::text, trim_scale(a.rate)::text AS rate, a.rate_day::text FROM player_activity a
       JOIN players p ON p.id = a.player_id WHERE p.member_id = $1 AND a.currency = 'BRL' ORDER BY a.day, p.customer_id`,
      [euroId],
    );
    expect(days.rows).toEqual([
      { day: '2026-11-10', rate: '0.5', rate_day: '2026-11-01' },
      { day: '2026-11-10', rate: '0.5', rate_day: '2026-11-01' },
      { day: '2026-11-20', rate: '0.16', rate_day: '2026-11-20' },
      { day: '2026-11-25', rate: '0.18', rate_day: '2026-11-25' },
    ]);
  });

  it('lists the rates by pair and dates, and the latest of each pair', async () => {
    const get = (query: string) =>
      app.inject({ method: 'GET', url: `/api/v1/operator/fx-rates?${query}`, headers: operatorHeaders });
    const eur = (await get('from=BRL&to=EUR')).json().data;
    expect(eur.map((r: { date: string }) => r.date)).toEqual(['2026-11-25', '2026-11-20', '2026-11-01']);
    const window = (await get('date_from=2026-11-02&date_to=2026-11-24')).json().data;
    expect(window).toHaveLength(1);
    const latest = (await get('latest=true')).json().data;
    expect(
      latest.map((r: { from: string; to: string; date: string }) => `${r.from}>${r.to} ${r.date}`),
    ).toEqual(['BRL>EUR 2026-11-25', 'BRL>GBP 2026-11-01']);
  });
});

describe('the statement', () => {
  it("lists the rates the month used, with source and day, and the days that used an earlier day's rate", async () => {
    const statement = await app.inject({
      url: '/api/v1/bo/me/statement?month=2026-11',
      headers: euro.headers,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().data.rates_used).toEqual([
      {
        from: 'BRL',
        to: 'EUR',
        rate: '0.5',
        rate_day: '2026-11-01',
        source: 'ECB',
        later_from: '2026-11-10',
        later_to: '2026-11-10',
      },
      {
        from: 'BRL',
        to: 'EUR',
        rate: '0.16',
        rate_day: '2026-11-20',
        source: 'ECB',
        later_from: null,
        later_to: null,
      },
      {
        from: 'BRL',
        to: 'EUR',
        rate: '0.18',
        rate_day: '2026-11-25',
        source: 'ECB',
        later_from: null,
        later_to: null,
      },
    ]);
    const csv = await app.inject({
      url: '/api/v1/bo/me/statement/download?month=2026-11&format=csv',
      headers: euro.headers,
    });
    expect(csv.body).toContain(
      'Exchange rates,"Rates used: BRL→EUR 0.5 (ECB, 11/01/2026); BRL→EUR 0.16 (ECB, 11/20/2026); BRL→EUR 0.18 (ECB, 11/25/2026). Rates of 11/01/2026 used for 11/10/2026."',
    );
    // A rate set later for the 10th moves the statement's rates too (the kept statement is not answered again).
    clock = new Date('2026-12-02T12:05:00Z');
    await mustPutRates('2026-11-10', [{ from: 'BRL', to: 'EUR', rate: '0.5' }]);
    const again = await app.inject({ url: '/api/v1/bo/me/statement?month=2026-11', headers: euro.headers });
    expect(again.json().data.rates_used[0]).toMatchObject({ rate_day: '2026-11-10', later_from: null });
    expect((await winlossOf(euroId)).daily).toBe('347.99');
  });
});

describe('closing a month', () => {
  it('does not start while an activity day in a brand currency has no rate, and then refuses rates inside it', async () => {
    clock = new Date('2026-12-02T12:00:00Z');
    // A row the feed would have refused, as a database restored from elsewhere might hold.
    await app.ctx.db.query(
      `UPDATE player_activity SET rate = 1, rate_day = NULL
       WHERE day = '2026-11-25' AND player_id = (SELECT id FROM players WHERE customer_id = 2)`,
    );
    const close = () =>
      app.inject({ method: 'POST', url: '/api/v1/operator/periods/2026-11/close', headers: operatorHeaders });
    const refused = await close();
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.period[0]).toContain('2026-11-25 in BRL has no rate to EUR');
    expect((await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM commission_periods')).n).toBe(
      0,
    );

    // With the day's rate back on its row the month closes.
    await app.ctx.db.query(
      `UPDATE player_activity SET rate = 0.18, rate_day = '2026-11-25'
       WHERE day = '2026-11-25' AND player_id = (SELECT id FROM players WHERE customer_id = 2)`,
    );
    expect((await close()).statusCode).toBe(200);
    const frozen = await putRates({
      date: '2026-11-30',
      source: 'ECB',
      rates: [{ from: 'BRL', to: 'EUR', rate: '0.2' }],
    });
    expect(frozen.statusCode).toBe(422);
    expect(frozen.json().errors.date[0]).toContain('November 2026 is closed');
  });
});

describe('done when: a BRL brand beside the EUR one', () => {
  it("shows a player's R$ 1,000.00 win/loss today in euros at the rate set for today", async () => {
    const fresh = await createAffiliate('fresheur', 'EUR');
    await app.ctx.db.query(
      `INSERT INTO referral_codes (code, member_id, brand) VALUES ('FRESHBR', $1, 'samba-br')`,
      [fresh],
    );
    await mustPutRates(TODAY, [{ from: 'BRL', to: 'EUR', rate: '0.16' }]);
    await mustPutPlayers(app, [{ customer_id: 50, referral_code: 'FRESHBR', date_joined: TODAY }]);
    await mustPutActivity(app, [{ customer_id: 50, day: TODAY, currency: 'BRL', winloss: '1000.00' }]);
    const signedIn = await signIn(app, 'fresheur', 'saffron-river-otter-19');
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${fresh}/dashboard?from=${TODAY}&to=${TODAY}`,
      headers: signedIn.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.totals).toMatchObject({ winloss: '160.00' });
    expect(response.json().meta.currency).toBe('EUR');
    // Another affiliate sees none of it.
    const other = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${euroId}/dashboard?from=${TODAY}&to=${TODAY}`,
      headers: euro.headers,
    });
    expect(other.json().data.totals).toMatchObject({ winloss: '0.00' });
  });
});
