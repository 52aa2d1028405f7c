import { readFileSync } from 'node:fs';
import type { CommissionPeriodSummary, CommissionPreview, DealDocument } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';

/**
 * What the console reads of a month's sub-affiliate earnings (issue 38): the preview's estimate, the
 * close's answer, the list of months and the closed month, each per currency beside the commissions and
 * in the month's total credited.
 *
 * Every affiliate's own deal pays 30 % of NGR, no admin fee, no CPA. November 2026:
 * - parentcom (EUR) earns 5 % of subcom's commission; its own NGR 100.00 pays it 30.00. subcom's NGR
 *   1,000.00 pays it 300.00, so parentcom is credited 5 % × 300.00 = 15.00 on it.
 * - parentusd (USD) earns 10 % of subeur's NGR and has no activity of its own. subeur (EUR): NGR 500.00
 *   pays it 150.00; in dollars at November's 1.1 the NGR is $550.00, so parentusd is credited $55.00.
 * EUR: 3 commissions, 30.00 + 300.00 + 150.00 = 480.00, and 15.00 to parentcom: 495.00 in all.
 * USD: no commission, $55.00 to parentusd.
 */

let app: FastifyInstance;
let clock = new Date('2026-11-20T12:00:00Z');
const ids = new Map<string, number>();

const deals: DealDocument[] = [
  {
    name: 'Own deal',
    currency: 'EUR',
    revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
  },
  {
    name: 'Share of commission',
    currency: 'EUR',
    revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
    sub_affiliates: { share_of: 'commission', rate: '0.05', months: 12 },
  },
  {
    name: 'Share of NGR in dollars',
    currency: 'USD',
    revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
    sub_affiliates: { share_of: 'ngr', rate: '0.10', months: 12 },
  },
];

async function createAffiliate(username: string, deal: string, currency = 'EUR') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password: 'saffron-river-otter-19',
      firstName: 'Period',
      lastName: 'Totals',
      country: 'PT',
      currency,
      deal,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  ids.set(username, await affiliateIdOf(app, username));
}

const get = async <T>(url: string): Promise<T> => {
  const response = await app.inject({ url, headers: operatorHeaders });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};
const preview = (period: string) => get<CommissionPreview>(`/api/v1/operator/periods/${period}`);
const month = async (period: string) =>
  (await get<CommissionPeriodSummary[]>('/api/v1/operator/periods')).find((m) => m.period === period)!;
const close = async (period: string) => {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/operator/periods/${period}/close`,
    headers: operatorHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
/** What a currency's total says beside its commissions. */
const sums = (totals: CommissionPreview['totals']) =>
  totals.map((t) => [t.currency, t.affiliates, t.amount, t.sub_affiliate_earnings, t.total_credited]);

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, seedDemoData: false, logLevel: 'error' });
  for (const deal of deals) {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/deals',
      headers: operatorHeaders,
      payload: deal,
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  await createAffiliate('parentcom', 'Share of commission');
  await createAffiliate('parentusd', 'Share of NGR in dollars', 'USD');
  await createAffiliate('subcom', 'Own deal');
  await createAffiliate('subeur', 'Own deal');
  for (const [sub, parent] of [
    ['subcom', 'parentcom'],
    ['subeur', 'parentusd'],
  ] as const) {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/affiliates/${ids.get(sub)}/parent`,
      headers: operatorHeaders,
      payload: { parent: ids.get(parent), reason: 'Recruited at a trade fair' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  // Approved on November 5th (the member row is made at approval; the database's clock is not the test's).
  await app.ctx.db.query(`UPDATE members SET created_at = '2026-11-05T10:00:00Z' WHERE id = ANY($1::int[])`, [
    [...ids.values()],
  ]);
  await mustPutPlayers(
    app,
    ['parentcom', 'subcom', 'subeur'].map((username, i) => ({
      customer_id: 7000 + i,
      referral_code: username.toUpperCase(),
      date_joined: '2026-11-02',
      category: 'casino',
    })),
  );
  await mustPutActivity(app, [
    { customer_id: 7000, day: '2026-11-03', winloss: '100.00' },
    { customer_id: 7001, day: '2026-11-03', winloss: '1000.00' },
    { customer_id: 7002, day: '2026-11-03', winloss: '500.00' },
  ]);
});

afterAll(() => closeTestApp(app));

describe(`sub-affiliate earnings in the console's month totals (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let estimated: CommissionPreview['totals'];

  it('estimates the running month’s sub-affiliate earnings in the preview, once the month has its rate', async () => {
    // parentusd is paid in dollars on subeur's euros: like the close, the preview needs the month's rate.
    const refused = await app.inject({ url: '/api/v1/operator/periods/2026-11', headers: operatorHeaders });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toMatch(
      /no EUR to USD rate on or before 2026-11-30\. Set the rate first\.$/,
    );
    const rate = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/fx-rates',
      headers: operatorHeaders,
      payload: { date: '2026-11-20', source: 'ECB', rates: [{ from: 'EUR', to: 'USD', rate: '1.1' }] },
    });
    expect(rate.statusCode, rate.body).toBe(200);

    const running = await preview('2026-11');
    expect(running.state).toBe('running');
    expect(sums(running.totals)).toEqual([
      ['EUR', 3, '480.00', '15.00', '495.00'],
      ['USD', 0, '0.00', '55.00', '55.00'],
    ]);
    expect(running.totals[1]).toMatchObject({ credited: 0, ngr: '0.00', revenue_share_amount: '0.00' });
    // The preview writes nothing: no credit, no total.
    const written = await app.ctx.db.one<{ n: number }>(
      'SELECT (SELECT count(*) FROM sub_affiliate_credits) + (SELECT count(*) FROM commission_period_totals) AS n',
    );
    expect(Number(written.n)).toBe(0);
    estimated = running.totals;
  });

  it('answers the close with what parents were credited, per currency, and lists the month with it', async () => {
    clock = new Date('2026-12-02T08:00:00Z');
    expect((await preview('2026-11')).totals).toEqual(estimated);
    const closed = await close('2026-11');
    expect(closed).toMatchObject({
      period: '2026-11',
      closed_now: true,
      affiliates: 3,
      total_commission: '480.00',
      // Summed over the currencies as total_commission is; `totals` has each currency's.
      sub_affiliate_earnings: '70.00',
    });
    // The estimate was what the close credited.
    expect(closed.totals).toEqual(estimated);
    const credited = await app.ctx.db.query<{ currency: string; amount: string }>(
      `SELECT trim(currency) AS currency, sum(amount)::text AS amount FROM sub_affiliate_credits
       WHERE period = '2026-11-01' GROUP BY currency ORDER BY currency`,
    );
    expect(credited.rows).toEqual([
      { currency: 'EUR', amount: '15.00' },
      { currency: 'USD', amount: '55.00' },
    ]);

    expect((await month('2026-11')).totals).toEqual(estimated);
    const after = await preview('2026-11');
    expect(after.state).toBe('closed');
    expect(after.totals).toEqual(estimated);
    // Closing again credits nothing again and answers the same totals.
    expect(await close('2026-11')).toMatchObject({ closed_now: false, totals: estimated });
  });

  it('counts a correction of a closed month in the month whose close credits it, which the preview cannot estimate', async () => {
    // A late row of closed November for subeur: its NGR is now 600.00, $660.00, which pays parentusd
    // $66.00; December's close corrects the $55.00 by $11.00. subeur's December commission is the late
    // NGR at 30 %: 30.00.
    await mustPutActivity(app, [{ customer_id: 7002, day: '2026-11-20', winloss: '100.00' }]);
    clock = new Date('2027-01-03T08:00:00Z');
    const before = await preview('2026-12');
    expect(sums(before.totals)).toEqual([['EUR', 1, '30.00', '0.00', '30.00']]);
    const closed = await close('2026-12');
    expect(closed.sub_affiliate_earnings).toBe('11.00');
    expect(sums(closed.totals)).toEqual([
      ['EUR', 1, '30.00', '0.00', '30.00'],
      ['USD', 0, '0.00', '11.00', '11.00'],
    ]);
    expect((await month('2026-12')).totals).toEqual(closed.totals);
  });

  it('gives the closes made before the totals their sub-affiliate earnings (migration 064)', async () => {
    const rollup = () =>
      app.ctx.db
        .query(
          `SELECT to_char(period, 'YYYY-MM') AS period, trim(currency) AS currency, sub_affiliate_earnings::text
           FROM commission_period_totals ORDER BY period, currency`,
        )
        .then((r) => r.rows);
    const now = await rollup();
    const migration = readFileSync(
      new URL('../src/db/migrations/064_sub_affiliate_period_totals.sql', import.meta.url),
      'utf8',
    );
    // As if the closes had run before the column: no earnings, and no row of a currency only parents are paid in.
    await app.ctx.db.execScript(
      `DELETE FROM commission_period_totals WHERE affiliates = 0;
       UPDATE commission_period_totals SET sub_affiliate_earnings = 0;
       ${migration.slice(migration.indexOf('INSERT INTO'))}`,
    );
    expect(await rollup()).toEqual(now);
  });
});
