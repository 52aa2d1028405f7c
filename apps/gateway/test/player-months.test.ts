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
import { affiliateIdOf, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';

/**
 * One player's page: the demo affiliate's player 801 over three months and two plans (January and
 * February at 30 % revenue share with a 10 % admin fee and a 25.00 CPA from 20.00; from March 40 %, no
 * admin fee), and a rival's player that the demo affiliate must never see.
 */
let app: FastifyInstance;
const clock = new Date('2024-04-10T12:00:00Z');
let demoId: number;
let rivalId: number;
let demo: SignedIn;
let rival: SignedIn;

const monthsOf = (session: SignedIn, affiliateId: number, playerId: number | string) =>
  app.inject({
    method: 'GET',
    url: `/api/v1/affiliate/${affiliateId}/member/${playerId}/months`,
    headers: session.headers,
  });

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  await app.ctx.db.query('DELETE FROM commission_plan_versions WHERE member_id = $1', [demoId]);
  await app.ctx.db.query(
    `INSERT INTO commission_plan_versions (member_id, effective_from, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit, negative_carry_over, created_by, created_at)
     VALUES ($1, '2024-01-01', 0.30, 0.10, 25, 20, false, 'test', now()), ($1, '2024-03-01', 0.40, 0, 50, 100, false, 'test', now())`,
    [demoId],
  );
  await mustPutPlayers(app, [
    { customer_id: 801, date_joined: '2024-01-10', registered_at: '2024-01-10T10:00:00Z', country: 'SE' },
    { customer_id: 802, referral_code: 'RIVAL01', date_joined: '2024-01-11' },
  ]);
  await mustPutActivity(app, [
    {
      customer_id: 801,
      day: '2024-01-12',
      deposits: '30.00',
      turnover: '300.00',
      winloss: '50.00',
      bonuses: '5.00',
    },
    { customer_id: 801, day: '2024-02-03', turnover: '100.00', winloss: '-20.00' },
    {
      customer_id: 801,
      day: '2024-03-05',
      withdrawals: '40.00',
      turnover: '500.00',
      winloss: '100.00',
      bonuses: '10.00',
    },
    {
      customer_id: 802,
      day: '2024-01-12',
      currency: 'GBP',
      deposits: '500.00',
      turnover: '900.00',
      winloss: '300.00',
    },
  ]);
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
});
afterAll(async () => closeTestApp(app));

describe('GET /api/v1/affiliate/{id}/member/{playerId}/months', () => {
  it("answers the player's months, newest first, each valued with its own month's plan, and their totals", async () => {
    const response = await monthsOf(demo, demoId, 801);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.player).toMatchObject({
      customer_id: 801,
      date_joined: '2024-01-10',
      country: 'SE',
      first_deposit_date: '2024-01-12',
      first_deposit_amount: '30.00',
      deposits: '30.00',
      winloss: '130.00',
    });
    expect(body.data.months).toEqual([
      {
        month: '2024-03-01',
        deposits: '0.00',
        withdrawals: '40.00',
        turnover: '500.00',
        winloss: '100.00',
        bonuses: '10.00',
        admin_fee: '0.00',
        ngr: '90.00',
        revenue_share_rate: '0.4000',
        revenue_share: '36.00',
        cpa: '0.00',
        earned: '36.00',
        closed: false,
      },
      {
        // A losing month: the admin fee of a negative win/loss is negative too, and so is the share.
        month: '2024-02-01',
        deposits: '0.00',
        withdrawals: '0.00',
        turnover: '100.00',
        winloss: '-20.00',
        bonuses: '0.00',
        admin_fee: '-2.00',
        ngr: '-18.00',
        revenue_share_rate: '0.3000',
        revenue_share: '-5.40',
        cpa: '0.00',
        earned: '-5.40',
        closed: false,
      },
      {
        // The first deposit (30.00, at least January's 20.00) earns January's CPA.
        month: '2024-01-01',
        deposits: '30.00',
        withdrawals: '0.00',
        turnover: '300.00',
        winloss: '50.00',
        bonuses: '5.00',
        admin_fee: '5.00',
        ngr: '40.00',
        revenue_share_rate: '0.3000',
        revenue_share: '12.00',
        cpa: '25.00',
        earned: '37.00',
        closed: false,
      },
    ]);
    expect(body.data.totals).toEqual({
      deposits: '30.00',
      withdrawals: '40.00',
      turnover: '900.00',
      winloss: '130.00',
      bonuses: '15.00',
      admin_fee: '3.00',
      ngr: '112.00',
      revenue_share: '42.60',
      cpa: '25.00',
      earned: '67.60',
    });
    expect(body.meta.currency).toBe('EUR');
    expect(Object.keys(body.meta.definitions)).toEqual(
      expect.arrayContaining(['ngr', 'revenue_share', 'cpa']),
    );
  });

  it("follows the month's commission: closing January credits what the player's January earned, and marks it closed", async () => {
    const closed = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/periods/2024-01/close',
      headers: operatorHeaders,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const commission = await app.ctx.db.one<Record<string, string>>(
      `SELECT ngr::text, revenue_share_amount::text, cpa_total::text, amount::text FROM commissions
       WHERE member_id = $1 AND period = '2024-01-01'`,
      [demoId],
    );
    const january = (await monthsOf(demo, demoId, 801)).json().data.months.at(-1);
    // The demo affiliate's only player in January: the month's commission is the player's.
    expect(commission).toEqual({
      ngr: january.ngr,
      revenue_share_amount: january.revenue_share,
      cpa_total: january.cpa,
      amount: january.earned,
    });
    expect(january.closed).toBe(true);
  });

  it("finds no other affiliate's player (404), refuses another affiliate's path (403) and a malformed id", async () => {
    const theirs = await monthsOf(demo, demoId, 802);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'No player with this id was referred by you.', code: 40400 });
    expect((await monthsOf(demo, demoId, 999_999)).statusCode).toBe(404);
    // The same answer for a player that exists elsewhere and one that does not: nothing to tell apart.
    expect((await monthsOf(demo, demoId, 999_999)).json()).toEqual(theirs.json());
    expect((await monthsOf(demo, rivalId, 802)).statusCode).toBe(403);
    const own = await monthsOf(rival, rivalId, 802);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.months).toHaveLength(1);
    for (const bad of ['abc', '0', '-5', '1.5', '99999999999999999999'])
      expect((await monthsOf(demo, demoId, bad)).statusCode, bad).toBeGreaterThanOrEqual(400);
    for (const bad of ['abc', '0', '-5', '1.5', '99999999999999999999'])
      expect((await monthsOf(demo, demoId, bad)).statusCode, bad).toBeLessThan(500);
  });

  it('opens to a personal API token with players:read only', async () => {
    const create = (scopes: string[]) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/affiliate/${demoId}/api-tokens`,
        headers: demo.headers,
        payload: { name: 'Tracker', expires_in_days: 30, scopes },
      });
    const withToken = async (scopes: string[]) => {
      const created = await create(scopes);
      expect(created.statusCode, created.body).toBe(201);
      return app.inject({
        method: 'GET',
        url: `/api/v1/affiliate/${demoId}/member/801/months`,
        headers: { authorization: `Bearer ${created.json().data.secret}` },
      });
    };
    expect((await withToken(['reports:read'])).statusCode).toBe(403);
    expect((await withToken(['players:read'])).statusCode).toBe(200);
  });

  it('answers without a session with 401', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/member/801/months`,
    });
    expect(response.statusCode).toBe(401);
  });
});
