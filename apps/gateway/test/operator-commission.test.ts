import Decimal from 'decimal.js';
import {
  errorCodes,
  type CommissionPeriodSummary,
  type CommissionPreview,
  type DashboardResponse,
} from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateCommission } from '../src/modules/figures/calculate.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, RIVAL, signIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';
import { consoleOperator, signInAgain, type ConsoleOperator } from './operator-console-helpers.ts';

/**
 * The console's Commission screen: the months and where each stands, and the preview of a close, which
 * must be exactly what the close then credits, and what the affiliate's dashboard estimates for the
 * running month. September 2026: the demo affiliate (EUR, revenue share and CPA) and the rival (GBP, a
 * negative month carried over) have activity; October and November have none; December brings the
 * rival's winnings back against the carried negative and late September activity for the demo affiliate.
 */
describe(`commission months and the preview of a close (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let clock = new Date('2026-08-10T12:00:00Z');
  let demoId: number;
  let rivalId: number;
  let finance: ConsoleOperator;
  let support: ConsoleOperator;

  const at = (iso: string) => {
    clock = new Date(iso);
  };
  const get = (url: string, headers: Record<string, string> = finance.headers) =>
    app.inject({ method: 'GET', url, headers });
  const months = async (): Promise<CommissionPeriodSummary[]> => {
    const response = await get('/api/v1/operator/periods');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const preview = async (period: string): Promise<CommissionPreview> => {
    const response = await get(`/api/v1/operator/periods/${period}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const setPlan = (affiliateId: number, plan: Record<string, unknown>) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/operator/commission-plans/${affiliateId}`,
      headers: operatorHeaders,
      payload: plan,
    });
  const closeMonth = (period: string) =>
    app.inject({ method: 'POST', url: `/api/v1/operator/periods/${period}/close`, headers: finance.headers });
  /** The affiliate's dashboard, signed in afresh (the clock jumps by weeks); no query: the portal's card. */
  const dashboard = async (who: { username: string; password: string }, query = '') => {
    const session = await signIn(app, who.username, who.password);
    const affiliateId = who.username === DEMO.username ? demoId : rivalId;
    const response = await get(`/api/v1/affiliate/${affiliateId}/dashboard?${query}`, session.headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<DashboardResponse>();
  };
  /** What each affiliate's dashboard estimated for September while it ran, by member id. */
  const septemberEstimates = new Map<number, string>();
  const written = async () =>
    app.ctx.db.one<{ commissions: number; ledger: number; periods: number }>(
      'SELECT (SELECT count(*)::int FROM commissions) AS commissions, (SELECT count(*)::int FROM ledger_transactions) AS ledger, (SELECT count(*)::int FROM commission_periods) AS periods',
    );

  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
    demoId = await affiliateIdOf(app, 'demo');
    rivalId = await affiliateIdOf(app, 'rival');
    finance = await consoleOperator(app, 'finance');
    support = await consoleOperator(app, 'support');
    expect(
      (
        await setPlan(demoId, {
          revenue_share: '0.30',
          admin_fee_rate: '0.10',
          cpa_amount: '25.00',
          cpa_min_deposit: '20.00',
          negative_carry_over: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await setPlan(rivalId, {
          revenue_share: '0.25',
          admin_fee_rate: '0',
          cpa_amount: '0',
          cpa_min_deposit: '0',
          negative_carry_over: true,
        })
      ).statusCode,
    ).toBe(200);
    at('2026-09-20T12:00:00Z');
    await mustPutPlayers(app, [
      { customer_id: 1, date_joined: '2026-09-01' },
      { customer_id: 2, date_joined: '2026-09-02' },
      { customer_id: 9, referral_code: 'RIVAL01', date_joined: '2026-09-01' },
    ]);
    await mustPutActivity(app, [
      {
        customer_id: 1,
        day: '2026-09-03',
        deposits: '50.00',
        turnover: '1000.00',
        winloss: '400.00',
        bonuses: '40.00',
      },
      { customer_id: 2, day: '2026-09-05', deposits: '10.00', turnover: '500.00', winloss: '-100.00' },
      {
        customer_id: 9,
        day: '2026-09-04',
        currency: 'GBP',
        deposits: '100.00',
        turnover: '2000.00',
        winloss: '-500.00',
      },
    ]);
    finance = { ...finance, headers: (await freshConsole(finance)).headers };
  });
  afterAll(async () => closeTestApp(app));

  // The clock jumps by weeks: a console access token lives minutes, so each step signs in afresh.
  const freshConsole = (operator: ConsoleOperator) => signInAgain(app, operator);

  // What the close must credit, worked out by hand from the fixture with the pure calculation.
  const demoSeptember = calculateCommission(
    { revenue_share: '0.30', admin_fee_rate: '0.10', cpa_amount: '25.00', negative_carry_over: true },
    { winloss: '300.00', bonuses: '40.00', cpa_count: 1, carry_in: '0', late: [] },
  );
  const rivalSeptember = calculateCommission(
    { revenue_share: '0.25', admin_fee_rate: '0', cpa_amount: '0', negative_carry_over: true },
    { winloss: '-500.00', bonuses: '0', cpa_count: 0, carry_in: '0', late: [] },
  );

  it('lists the running month first, with no totals until it closes', async () => {
    const list = await months();
    expect(list[0]).toEqual({
      period: '2026-09',
      state: 'running',
      closed_at: null,
      closed_by: null,
      totals: [],
    });
    expect(list.length).toBeLessThanOrEqual(24);
    expect(list.map((m) => m.period)).toEqual([...list.map((m) => m.period)].sort().reverse());
  });

  it('previews the running month with the close’s calculation, per affiliate and per currency, writing nothing', async () => {
    const before = await written();
    const september = await preview('2026-09');
    expect(await written()).toEqual(before);
    expect(september).toMatchObject({
      period: '2026-09',
      state: 'running',
      closed_at: null,
      computed_at: clock.toISOString(),
    });
    expect(
      september.lines.map((l) => [
        l.username,
        l.currency,
        l.ngr,
        l.revenue_share_amount,
        l.cpa_total,
        l.carry_out,
        l.amount,
      ]),
    ).toEqual([
      [
        'demo',
        'EUR',
        demoSeptember.ngr,
        demoSeptember.revenue_share_amount,
        demoSeptember.cpa_total,
        demoSeptember.carry_out,
        demoSeptember.amount,
      ],
      [
        'rival',
        'GBP',
        rivalSeptember.ngr,
        rivalSeptember.revenue_share_amount,
        rivalSeptember.cpa_total,
        rivalSeptember.carry_out,
        rivalSeptember.amount,
      ],
    ]);
    expect(september.lines[0]).toMatchObject({
      member_id: demoId,
      revenue_share: '0.3000',
      admin_fee_rate: '0.1000',
      cpa_amount_each: '25.00',
      cpa_count: 1,
    });
    expect(september.totals).toEqual([
      {
        currency: 'EUR',
        affiliates: 1,
        credited: 1,
        ngr: demoSeptember.ngr,
        revenue_share_amount: demoSeptember.revenue_share_amount,
        cpa_total: demoSeptember.cpa_total,
        carry_out: '0.00',
        amount: demoSeptember.amount,
        // Nobody is a sub-affiliate here: nothing to parents, and the total is the commissions.
        sub_affiliate_earnings: '0.00',
        total_credited: demoSeptember.amount,
      },
      {
        currency: 'GBP',
        affiliates: 1,
        credited: 0,
        ngr: rivalSeptember.ngr,
        revenue_share_amount: '0.00',
        cpa_total: '0.00',
        carry_out: rivalSeptember.carry_out,
        amount: '0.00',
        sub_affiliate_earnings: '0.00',
        total_credited: '0.00',
      },
    ]);
  });

  it('estimates the running month on the dashboard as the preview does: the card, the month’s total and its bucket', async () => {
    const amounts = new Map((await preview('2026-09')).lines.map((l) => [l.member_id, l.amount]));
    for (const who of [DEMO, RIVAL]) {
      const affiliateId = who.username === DEMO.username ? demoId : rivalId;
      const card = await dashboard(who);
      const month = await dashboard(who, 'from=2026-09-01&to=2026-09-30&granularity=month');
      // A first month: no negative carried in, no late activity of a closed month, so the chart's month
      // bucket (priced on the month's own figures) agrees with the close too.
      expect([
        card.data.totals.estimated_commission,
        month.data.totals.estimated_commission,
        month.data.series[0]?.estimated_commission,
      ]).toEqual([amounts.get(affiliateId), amounts.get(affiliateId), amounts.get(affiliateId)]);
      septemberEstimates.set(affiliateId, card.data.totals.estimated_commission);
    }
    expect(septemberEstimates).toEqual(
      new Map([
        [demoId, demoSeptember.amount],
        [rivalId, rivalSeptember.amount],
      ]),
    );
  });

  it('shows an ended month as ready, and the close credits exactly what the preview said', async () => {
    at('2026-10-02T08:00:00Z');
    finance = { ...finance, headers: (await freshConsole(finance)).headers };
    expect((await months())[1]).toMatchObject({ period: '2026-09', state: 'ready' });
    const before = await preview('2026-09');
    expect(before.state).toBe('ready');

    const closed = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/periods/2026-09/close',
      headers: finance.headers,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const credited = await app.ctx.db.query<{ member_id: number; amount: string }>(
      "SELECT member_id, amount::text FROM commissions WHERE period = '2026-09-01' ORDER BY amount DESC",
    );
    expect(credited.rows).toEqual(before.lines.map((l) => ({ member_id: l.member_id, amount: l.amount })));
    // And what the dashboard estimated while the month ran.
    expect(new Map(credited.rows.map((r) => [r.member_id, r.amount]))).toEqual(septemberEstimates);

    const after = await preview('2026-09');
    expect(after).toMatchObject({
      state: 'closed',
      closed_by: `operator:${finance.email}`,
      totals: before.totals,
      lines: before.lines,
    });
    const [october, september] = await months();
    expect(october).toMatchObject({ period: '2026-10', state: 'running' });
    expect(september).toMatchObject({
      period: '2026-09',
      state: 'closed',
      closed_by: `operator:${finance.email}`,
      totals: before.totals,
    });
    // The closed month's totals agree with its commissions, line by line.
    const sum = credited.rows.reduce((total, row) => total.plus(row.amount), new Decimal(0));
    expect(sum.toFixed(2)).toBe(
      new Decimal(before.totals[0]!.amount).plus(before.totals[1]!.amount).toFixed(2),
    );
  });

  it('carries September’s negative into October’s preview, and a month waits for the one before it', async () => {
    at('2026-12-03T08:00:00Z');
    finance = { ...finance, headers: (await freshConsole(finance)).headers };
    const list = await months();
    expect(list.slice(0, 3).map((m) => [m.period, m.state])).toEqual([
      ['2026-12', 'running'],
      ['2026-11', 'waiting'],
      ['2026-10', 'ready'],
    ]);
    const october = await preview('2026-10');
    expect(october.lines).toEqual([
      expect.objectContaining({
        username: 'rival',
        carry_in: rivalSeptember.carry_out,
        carry_out: rivalSeptember.carry_out,
        amount: '0.00',
      }),
    ]);
  });

  it('refuses other roles, affiliates, months not started and malformed months', async () => {
    support = await signInAgain(app, support);
    const refused = await get('/api/v1/operator/periods', support.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(errorCodes.forbidden);
    const affiliate = await signIn(app, DEMO.username, DEMO.password);
    expect((await get('/api/v1/operator/periods/2026-10', affiliate.headers)).statusCode).toBe(401);
    const future = await get('/api/v1/operator/periods/2027-01');
    expect(future.statusCode).toBe(404);
    expect(future.json().message).toBe('January 2027 has not started yet.');
    expect((await get('/api/v1/operator/periods/2026-13')).statusCode).toBe(422);
    // A machine token reads them too (the contract's operator access).
    expect((await get('/api/v1/operator/periods', operatorHeaders)).statusCode).toBe(200);
  });

  it('estimates a running month with a carried negative and late activity as its close pays; the chart’s bucket counts neither', async () => {
    at('2026-12-03T09:00:00Z');
    finance = { ...finance, headers: (await freshConsole(finance)).headers };
    for (const period of ['2026-10', '2026-11']) {
      const closed = await closeMonth(period);
      expect(closed.statusCode, closed.body).toBe(200);
    }
    // December: the rival wins 800.00 against September's -500.00, carried through October and November
    // (25 % of 300.00: 75.00); September's late activity for the demo affiliate (100.00 less its 10 % admin
    // fee, at 30 %: 27.00).
    await mustPutActivity(app, [
      { customer_id: 9, day: '2026-12-02', currency: 'GBP', turnover: '1000.00', winloss: '800.00' },
      { customer_id: 1, day: '2026-09-10', turnover: '300.00', winloss: '100.00' },
    ]);
    const december = await preview('2026-12');
    const amounts = new Map(december.lines.map((l) => [l.member_id, l.amount]));
    expect(december.lines.map((l) => [l.username, l.carry_in, l.late_ngr, l.amount])).toEqual([
      ['rival', '-500.00', '0.00', '75.00'],
      ['demo', '0.00', '90.00', '27.00'],
    ]);
    const estimates = new Map<number, string>();
    for (const who of [DEMO, RIVAL]) {
      const affiliateId = who.username === DEMO.username ? demoId : rivalId;
      const card = await dashboard(who);
      const month = await dashboard(who, 'from=2026-12-01&to=2026-12-31&granularity=month');
      expect(card.data.totals.estimated_commission).toBe(amounts.get(affiliateId));
      expect(month.data.totals.estimated_commission).toBe(amounts.get(affiliateId));
      estimates.set(affiliateId, card.data.totals.estimated_commission);
      // A bucket is priced on its own figures (figures/calculate-sql.ts): a chart's bucket may belong to
      // any range, so it knows no carried negative and no late lines; only the running month's total
      // reads the close's inputs. Hence 25 % of the rival's 800.00, and nothing for the demo affiliate.
      expect(month.data.series[0]?.estimated_commission).toBe(affiliateId === rivalId ? '200.00' : '0.00');
    }

    at('2027-01-02T08:00:00Z');
    finance = { ...finance, headers: (await freshConsole(finance)).headers };
    const closed = await closeMonth('2026-12');
    expect(closed.statusCode, closed.body).toBe(200);
    const credited = await app.ctx.db.query<{ member_id: number; amount: string }>(
      "SELECT member_id, amount::text FROM commissions WHERE period = '2026-12-01'",
    );
    expect(new Map(credited.rows.map((r) => [r.member_id, r.amount]))).toEqual(estimates);
  });
});
