import Decimal from 'decimal.js';
import { errorCodes, type ProgramMonth, type ProgramOverview } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, monthStart, toIsoDate } from '../src/calendar/utc-dates.ts';
import { netGamingRevenue } from '../src/modules/figures/calculate.ts';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { mustPutActivity, mustPutPlayers, type ActivityInput } from './ingest-helpers.ts';
import { consoleOperator } from './operator-console-helpers.ts';
import { fund, affiliateIdOf, withdraw, withdrawalCode } from './withdrawal-helpers.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A month's money of one currency from the fixture: NGR and the commission estimate with the plan's terms. */
function expectedMoney(
  rows: readonly ActivityInput[],
  plan: { revenue_share: string; admin_fee_rate: string; cpa_amount: string },
  cpaQualified: number,
) {
  const sum = (key: 'deposits' | 'winloss' | 'bonuses') =>
    rows.reduce((total, row) => total.plus(row[key] ?? '0'), new Decimal(0));
  const ngr = netGamingRevenue(plan.admin_fee_rate, sum('winloss').toFixed(2), sum('bonuses').toFixed(2));
  const share = Decimal.max(0, ngr.times(plan.revenue_share).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  return {
    deposits: sum('deposits').toFixed(2),
    ngr: ngr.toFixed(2),
    commission: share.plus(new Decimal(plan.cpa_amount).times(cpaQualified)).toFixed(2),
  };
}

/** The console's Overview: program-wide figures from the program rollups, equal to what the fixture put in. */
describe(`operator overview (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let rival: SignedIn;
  let open: string;
  let past: string;
  const defaultPlan = { revenue_share: '0.30', admin_fee_rate: '0.10', cpa_amount: '0' };
  // Demo's plan of the open month: CPA 25 for a first deposit of 60 or more; its revenue share is raised
  // after the figures arrived (the program rollup values the month again).
  const demoPlan = { revenue_share: '0.40', admin_fee_rate: '0.10', cpa_amount: '25' };
  let demoOpen: ActivityInput[];
  let demoPast: ActivityInput[];
  let rivalOpen: ActivityInput[];

  const overview = async (query = '', headers: Record<string, string> = operatorHeaders) =>
    app.inject({ method: 'GET', url: `/api/v1/operator/overview${query}`, headers });
  const mustOverview = async (
    query = '',
    headers: Record<string, string> = operatorHeaders,
  ): Promise<ProgramOverview> => {
    const response = await overview(query, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    open = monthStart(toIsoDate(app.ctx.config.now()));
    past = addMonths(open, -3);
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);
    const demoId = await affiliateIdOf(app, demo);
    const rivalId = await affiliateIdOf(app, rival);
    await app.ctx.db.query(
      `INSERT INTO commission_plan_versions (member_id, effective_from, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit)
       VALUES ($1, $2::date, 0.30, 0.10, 25, 60)`,
      [demoId, open],
    );

    await mustPutPlayers(app, [
      {
        customer_id: 1001,
        referral_code: 'GOLDDEMO',
        date_joined: open,
        registered_at: `${open}T00:00:01Z`,
        category: 'casino',
      },
      { customer_id: 1002, referral_code: 'GOLDDEMO', date_joined: open, category: 'sports' },
      {
        customer_id: 1003,
        referral_code: 'GOLDDEMO',
        date_joined: past,
        registered_at: `${past}T08:00:00Z`,
        category: 'poker',
      },
      {
        customer_id: 2001,
        referral_code: 'RIVAL01',
        date_joined: open,
        registered_at: `${open}T00:00:01Z`,
        category: 'casino',
      },
    ]);
    demoOpen = [
      {
        customer_id: 1001,
        day: open,
        deposits: '100.00',
        turnover: '500.00',
        winloss: '80.00',
        bonuses: '5.00',
      },
      {
        customer_id: 1002,
        day: open,
        deposits: '50.00',
        turnover: '200.00',
        winloss: '-30.00',
        bonuses: '0.00',
      },
    ];
    demoPast = [
      {
        customer_id: 1003,
        day: past,
        deposits: '20.00',
        turnover: '100.00',
        winloss: '10.00',
        bonuses: '1.00',
      },
    ];
    rivalOpen = [
      {
        customer_id: 2001,
        day: open,
        currency: 'GBP',
        deposits: '40.00',
        turnover: '90.00',
        winloss: '25.50',
        bonuses: '2.00',
      },
    ];
    await mustPutActivity(app, [...demoOpen, ...demoPast, ...rivalOpen]);
    await app.ctx.db.query(
      'UPDATE commission_plan_versions SET revenue_share = 0.40 WHERE member_id = $1 AND effective_from = $2::date',
      [demoId, open],
    );

    for (const url of [
      '/r/GOLDDEMO',
      '/r/GOLDDEMO?sub=a',
      '/r/GOLDSPORT',
      '/r/RIVAL01',
      '/r/RIVAL01?sub=b',
    ]) {
      expect((await app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME } })).statusCode).toBe(
        302,
      );
    }

    // Withdrawals: demo one pending, one approved and one rejected (EUR), rival one pending (GBP).
    await fund(app, demoId, '500.00');
    await fund(app, rivalId, '200.00');
    const demoWithdrawal = async (amount: string) => {
      const response = await withdraw(app, demo, {
        payment_option_type: 'SKRILL',
        amount,
        account: 'demo-skrill@example.com',
        code: await withdrawalCode(app, demo, DEMO.email),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as number;
    };
    await demoWithdrawal('100.00');
    const approved = await demoWithdrawal('60.00');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/operator/withdrawals/${approved}/approve`,
          headers: operatorHeaders,
        })
      ).statusCode,
    ).toBe(200);
    // A rejected one waits for nobody any more.
    const rejected = await demoWithdrawal('25.00');
    const rejection = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/withdrawals/${rejected}/reject`,
      headers: operatorHeaders,
      payload: { reason: 'The account name does not match yours.' },
    });
    expect(rejection.statusCode, rejection.body).toBe(200);
    const rivalWithdrawal = await withdraw(app, rival, {
      payment_option_type: 'SKRILL',
      amount: '30.00',
      account: 'rival-skrill@example.com',
      code: await withdrawalCode(app, rival, RIVAL.email),
    });
    expect(rivalWithdrawal.statusCode, rivalWithdrawal.body).toBe(201);

    // Queues: rival's identity waits for an operator; demo has two open tickets and a closed one.
    await app.ctx.db.query(
      `INSERT INTO member_verifications (member_id, requires_manual, manual_since, updated_at) VALUES ($1, true, now(), now())`,
      [rivalId],
    );
    await app.ctx.db.query(
      `INSERT INTO contact_tickets (member_id, subject, category, message, status) VALUES
       ($1, 'Where is my payout?', 'payments', 'Hello', 'open'), ($1, 'Banner sizes', 'marketing', 'Hi', 'open'), ($1, 'Thanks', 'general', 'Done', 'closed')`,
      [demoId],
    );
    // A suspended affiliate still counts as active when its players played this month.
    await app.ctx.db.query(`UPDATE members SET enabled = false WHERE id = $1`, [rivalId]);
  });
  afterAll(async () => closeTestApp(app));

  it('answers the open month, the affiliates and the queues as the fixture put them in', async () => {
    const data = await mustOverview();
    const affiliates = await app.ctx.db.one<{ total: number; suspended: number }>(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE NOT enabled)::int AS suspended FROM members',
    );
    expect(data.affiliates).toEqual({ ...affiliates, active: 2 });
    expect(data.open_month).toEqual({
      month: open.slice(0, 7),
      active_affiliates: 2,
      clicks: 5,
      signups: 3,
      registrations: 2,
      first_depositors: 3,
      money: [
        // 1001's first deposit of 100 qualifies for the CPA (minimum 60), 1002's of 50 does not.
        { currency: 'EUR', ...expectedMoney(demoOpen, demoPlan, 1) },
        { currency: 'GBP', ...expectedMoney(rivalOpen, defaultPlan, 0) },
      ],
    });
    expect(data.open_month.money[0]).toEqual({
      currency: 'EUR',
      deposits: '150.00',
      ngr: '40.00',
      commission: '41.00',
    });
    expect(data.withdrawals).toEqual({
      pending: [
        { currency: 'EUR', count: 1, amount: '100.00' },
        { currency: 'GBP', count: 1, amount: '30.00' },
      ],
      approved: [{ currency: 'EUR', count: 1, amount: '60.00' }],
    });
    expect(data.identity_reviews_waiting).toBe(1);
    expect(data.open_tickets).toBe(2);
  });

  it('answers a contiguous monthly series ending with the open month, zero months present', async () => {
    const data = await mustOverview('?months=6');
    const expectedMonths = Array.from({ length: 6 }, (_, i) => addMonths(open, i - 5).slice(0, 7));
    expect(data.series.map((m) => m.month)).toEqual(expectedMonths);
    expect(data.series.at(-1)).toEqual(data.open_month);
    const zero = (month: string): ProgramMonth => ({
      month,
      active_affiliates: 0,
      clicks: 0,
      signups: 0,
      registrations: 0,
      first_depositors: 0,
      money: [],
    });
    const pastMonth = past.slice(0, 7);
    for (const month of data.series.slice(0, -1)) {
      if (month.month === pastMonth) {
        expect(month).toEqual({
          ...zero(pastMonth),
          active_affiliates: 1,
          signups: 1,
          registrations: 1,
          first_depositors: 1,
          money: [{ currency: 'EUR', ...expectedMoney(demoPast, defaultPlan, 0) }],
        });
      } else {
        expect(month).toEqual(zero(month.month));
      }
    }
    expect((await mustOverview()).series).toHaveLength(12);
    expect((await mustOverview('?months=1')).series).toEqual([data.open_month]);
  });

  it('refuses a range outside 1 to 24 months with 422', async () => {
    for (const months of ['0', '25', 'twelve']) {
      const response = await overview(`?months=${months}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.months).toBeDefined();
    }
  });

  it('keeps the program rollups equal to a recomputation from the affiliates rollups', async () => {
    const before = await mustOverview('?months=24');
    await app.ctx.db.query('SELECT program_overview_rebuild()');
    expect({ ...(await mustOverview('?months=24')), as_of: before.as_of }).toEqual(before);
  });

  it('is open to every console role, and refuses an affiliate token and no token', async () => {
    const expected = await mustOverview();
    for (const role of ['admin', 'finance', 'support', 'marketing'] as const) {
      const operator = await consoleOperator(app, role);
      const data = await mustOverview('', operator.headers);
      expect({ ...data, as_of: expected.as_of }).toEqual(expected);
    }
    const affiliate = await overview('', demo.headers);
    expect(affiliate.statusCode).toBe(401);
    expect(affiliate.json().code).toBe(errorCodes.invalidToken);
    expect((await overview('', {})).statusCode).toBe(401);
  });
});
