import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateCommission } from '../src/modules/figures/calculate.ts';
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
 * Closing commission periods through the operator API: September 2026 (a first close), October (late
 * September activity and a plan change made mid-October), November (the new plan; two closes at once).
 */
let app: FastifyInstance;
let clock = new Date('2026-08-10T12:00:00Z');
const at = (iso: string) => {
  clock = new Date(iso);
};
let demoId: number;
let rivalId: number;
let demo: SignedIn;
let rival: SignedIn;

const close = (period: string) =>
  app.inject({ method: 'POST', url: `/api/v1/operator/periods/${period}/close`, headers: operatorHeaders });
const setPlan = (affiliateId: number, plan: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/operator/commission-plans/${affiliateId}`,
    headers: operatorHeaders,
    payload: plan,
  });
const commissionOf = (affiliateId: number, period: string) =>
  app.ctx.db.maybeOne<Record<string, unknown>>(
    `SELECT to_char(plan_effective_from, 'YYYY-MM-DD') AS plan_effective_from, turnover::text, winloss::text, bonuses::text, admin_fee_rate::text,
            admin_fee::text, ngr::text, late_ngr::text, carry_in::text, revenue_share::text, negative_carry_over, revenue_share_amount::text,
            carry_out::text, cpa_count, cpa_amount_each::text, late_cpa_amount::text, cpa_total::text, amount::text, trim(currency) AS currency,
            ledger_transaction_id::int AS ledger_transaction_id, id::int AS id
     FROM commissions WHERE member_id = $1 AND period = $2::date`,
    [affiliateId, `${period}-01`],
  );
const ledgerTransactions = (affiliateId: number) =>
  app.ctx.db
    .query<{ kind: string; description: string; commission_id: number; amount: string }>(
      `SELECT t.kind, t.description, t.commission_id::int AS commission_id,
            (SELECT sum(amount)::text FROM ledger_entries e WHERE e.transaction_id = t.id AND e.account = 'affiliate_available') AS amount
     FROM ledger_transactions t WHERE t.member_id = $1 ORDER BY t.id`,
      [affiliateId],
    )
    .then((r) => r.rows);
const available = async (affiliateId: number) =>
  (
    await app.ctx.db.maybeOne<{ available: string }>(
      'SELECT available::text FROM member_balances WHERE member_id = $1',
      [affiliateId],
    )
  )?.available ?? '0';
// The clock jumps by weeks, so every read signs in afresh (an access token lives 15 minutes).
const freshSession = (who: { username: string; password: string }) => signIn(app, who.username, who.password);
const notificationTitles = async (who: { username: string; password: string }) => {
  const session = await freshSession(who);
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/bo/member/notifications?limit=50',
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ title: string; body: string }>).filter((n) =>
    n.title.startsWith('Commission for'),
  );
};
const mailsTo = async (to: string) =>
  (
    await app.ctx.db.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE recipient = $1 AND subject LIKE '%Commission for%' ORDER BY id",
      [to],
    )
  ).rows.map((r) => r.subject);
const estimate = async (who: { username: string; password: string }, affiliateId: number, query: string) => {
  const session = await freshSession(who);
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/affiliate/${affiliateId}/dashboard?${query}`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** The demo affiliate's queued postbacks (event and amount; a commission's currency too), in a stable order. */
const postbacksQueued = async () =>
  (
    await app.ctx.db.query<{ event: string; amount: string; currency: string }>(
      `SELECT event, macros->>'amount' AS amount, macros->>'currency' AS currency FROM postback_deliveries WHERE member_id = $1
     ORDER BY array_position(ARRAY['first_deposit', 'qualified_cpa', 'commission_credited'], event), macros->>'amount'`,
      [demoId],
    )
  ).rows.map((r) => (r.event === 'commission_credited' ? r : { event: r.event, amount: r.amount }));

async function expectLedgerInvariants() {
  const unbalanced = await app.ctx.db.query(
    'SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0',
  );
  expect(unbalanced.rows).toEqual([]);
  const drift = await app.ctx.db.query(
    `SELECT b.member_id FROM member_balances b
     WHERE b.available <> coalesce((SELECT sum(amount) FROM ledger_entries e WHERE e.member_id = b.member_id AND e.account = 'affiliate_available'), 0)`,
  );
  expect(drift.rows).toEqual([]);
}

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
  // In August: the plans for September on. The rival does not carry negatives over and mails no commission news.
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
        negative_carry_over: false,
      })
    ).statusCode,
  ).toBe(200);
  const prefs = await app.inject({
    method: 'PUT',
    url: '/api/v1/bo/me/preferences',
    headers: rival.headers,
    payload: {
      timezone: 'UTC',
      emailNotifications: true,
      emailEvents: { withdrawal: true, kyc: true, commission: false, security: true, broadcast: true },
    },
  });
  expect(prefs.statusCode, prefs.body).toBe(200);

  // The demo affiliate's tracker is told of first deposits, CPAs and commissions (the outbox is read below).
  await app.ctx.db.query(
    `INSERT INTO postbacks (member_id, event, url_template, method, created_at, updated_at)
     SELECT $1, e, 'https://tracker.example/pb?e={event}&a={amount}', 'GET', now(), now()
     FROM unnest(ARRAY['first_deposit', 'qualified_cpa', 'commission_credited']) e`,
    [demoId],
  );
  at('2026-09-20T12:00:00Z');
  await mustPutPlayers(app, [
    { customer_id: 1, date_joined: '2026-09-01' },
    { customer_id: 2, date_joined: '2026-09-02' },
    { customer_id: 9, referral_code: 'RIVAL01', date_joined: '2026-09-01' },
  ]);
  await mustPutActivity(app, [
    // Player 1's first deposit (50.00) meets the 20.00 minimum; player 2's (10.00) does not.
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
});
afterAll(async () => closeTestApp(app));

describe('POST /api/v1/operator/periods/{period}/close', () => {
  it('refuses a month that has not ended, with a clear message, and a malformed period', async () => {
    const running = await close('2026-09');
    expect(running.statusCode).toBe(409);
    expect(running.json().message).toBe(
      'September 2026 has not ended yet: a period can be closed once its last day is over.',
    );
    expect((await close('2027-01')).statusCode).toBe(409);
    const bad = await close('2026-13');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['period']);
    expect(await app.ctx.db.one('SELECT count(*)::int AS n FROM commission_periods')).toEqual({ n: 0 });
  });

  it("is the operator's: an affiliate's token is refused", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/periods/2026-08/close',
      headers: demo.headers,
    });
    expect([401, 403]).toContain(response.statusCode);
  });

  it('credits each affiliate once, with the inputs recorded as the calculation has them, and notifies them', async () => {
    at('2026-10-01T00:00:01Z');
    const response = await close('2026-09');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      period: '2026-09',
      closed_now: true,
      affiliates: 2,
      total_commission: '94.00',
      late_adjustments: 0,
    });

    // Demo: win/loss 300, bonuses 40, admin fee 30 -> NGR 230 x 30 % = 69.00, plus one qualified first depositor x 25.00.
    const row = await commissionOf(demoId, '2026-09');
    expect(row).toMatchObject({
      plan_effective_from: '2026-09-01',
      turnover: '1500.00',
      winloss: '300.00',
      bonuses: '40.00',
      admin_fee_rate: '0.1000',
      admin_fee: '30.00',
      ngr: '230.00',
      carry_in: '0.00',
      revenue_share: '0.3000',
      revenue_share_amount: '69.00',
      carry_out: '0.00',
      cpa_count: 1,
      cpa_amount_each: '25.00',
      cpa_total: '25.00',
      amount: '94.00',
      currency: 'EUR',
    });
    const recomputed = calculateCommission(
      { revenue_share: '0.30', admin_fee_rate: '0.10', cpa_amount: '25.00', negative_carry_over: true },
      { winloss: '300.00', bonuses: '40.00', cpa_count: 1, carry_in: '0', late: [] },
    );
    expect(recomputed).toMatchObject({
      admin_fee: row!.admin_fee,
      ngr: row!.ngr,
      revenue_share_amount: row!.revenue_share_amount,
      amount: row!.amount,
    });
    expect(await ledgerTransactions(demoId)).toEqual([
      {
        kind: 'commission',
        description: 'Commission for September 2026',
        commission_id: row!.id,
        amount: '94.00',
      },
    ]);
    expect(row!.ledger_transaction_id).toEqual(expect.any(Number));
    expect(await available(demoId)).toBe('94.00');

    // Rival: a negative month pays nothing and, without carry-over, carries nothing: a statement line, no posting.
    const rivalRow = await commissionOf(rivalId, '2026-09');
    expect(rivalRow).toMatchObject({
      ngr: '-500.00',
      revenue_share_amount: '0.00',
      carry_out: '0.00',
      amount: '0.00',
      currency: 'GBP',
      ledger_transaction_id: null,
    });
    expect(await ledgerTransactions(rivalId)).toEqual([]);

    const [demoNotice] = await notificationTitles(DEMO);
    expect(demoNotice).toMatchObject({ title: 'Commission for September 2026' });
    expect(demoNotice!.body).toContain('€94.00');
    expect(await mailsTo(DEMO.email)).toEqual(['Goldline Partners: Commission for September 2026']);
    // The rival switched commission emails off: the notification, no email.
    expect((await notificationTitles(RIVAL)).map((n) => n.title)).toEqual(['Commission for September 2026']);
    expect(await mailsTo(RIVAL.email)).toEqual([]);
    await expectLedgerInvariants();
    // The tracker's outbox: both first deposits, the one that met the plan's minimum as a CPA of 25.00, the credit.
    expect(await postbacksQueued()).toEqual([
      { event: 'first_deposit', amount: '10.00' },
      { event: 'first_deposit', amount: '50.00' },
      { event: 'qualified_cpa', amount: '25.00' },
      { event: 'commission_credited', amount: '94.00', currency: 'EUR' },
    ]);
  });

  it('credits nothing again when the period is closed a second time', async () => {
    at('2026-10-01T09:00:00Z');
    const again = await close('2026-09');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({
      period: '2026-09',
      closed_now: false,
      affiliates: 2,
      total_commission: '94.00',
    });
    expect(await ledgerTransactions(demoId)).toHaveLength(1);
    expect((await postbacksQueued()).filter((p) => p.event === 'commission_credited')).toHaveLength(1);
    expect(await notificationTitles(DEMO)).toHaveLength(1);
    expect(await available(demoId)).toBe('94.00');
  });

  it('refuses to close out of order', async () => {
    const earlier = await close('2026-08');
    expect(earlier.statusCode).toBe(409);
    expect(earlier.json().message).toBe(
      'A period after August 2026 is already closed: periods close in order.',
    );
  });
});

describe('plan changes and late activity', () => {
  it('keeps the running period on its plan after a change mid-month, in the estimate too', async () => {
    at('2026-10-10T12:00:00Z');
    // September activity received after September closed, and October's own.
    await mustPutActivity(app, [
      { customer_id: 1, day: '2026-09-28', turnover: '300.00', winloss: '100.00' },
      { customer_id: 1, day: '2026-10-03', turnover: '800.00', winloss: '200.00' },
      { customer_id: 9, day: '2026-10-03', currency: 'GBP', turnover: '900.00', winloss: '1000.00' },
    ]);
    const change = await setPlan(demoId, {
      revenue_share: '0.50',
      admin_fee_rate: '0.10',
      cpa_amount: '25.00',
      cpa_min_deposit: '20.00',
      negative_carry_over: true,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().data).toMatchObject({
      member_id: demoId,
      revenue_share: '0.5000',
      effective_from: '2026-11-01',
    });

    // October: NGR 200 - 20 = 180, plus September's late 100 - 10 = 90, at October's 30 %: 81.00.
    const october = await estimate(DEMO, demoId, 'from=2026-10-01&to=2026-10-10');
    expect(october.meta.commission_plan.revenue_share).toBe('0.3000');
    expect(october.data.totals).toMatchObject({ ngr: '180.00', estimated_commission: '81.00' });
    // A range that is not the current period from its first day: the month's own figures, no late activity.
    const part = await estimate(DEMO, demoId, 'from=2026-10-02&to=2026-10-10');
    expect(part.data.totals.estimated_commission).toBe('54.00');
  });

  it('carries late activity of a closed month into the next close as its own line, leaving the closed month as it was', async () => {
    at('2026-11-01T08:00:00Z');
    const response = await close('2026-10');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      period: '2026-10',
      closed_now: true,
      affiliates: 2,
      late_adjustments: 1,
    });
    expect(await commissionOf(demoId, '2026-09')).toMatchObject({ winloss: '300.00', amount: '94.00' });
    const row = await commissionOf(demoId, '2026-10');
    expect(row).toMatchObject({
      plan_effective_from: '2026-09-01',
      winloss: '200.00',
      ngr: '180.00',
      late_ngr: '90.00',
      revenue_share: '0.3000',
      revenue_share_amount: '81.00',
      amount: '81.00',
    });
    const lines = await app.ctx.db.query(
      `SELECT to_char(source_period, 'YYYY-MM-DD') AS source_period, turnover::text, winloss::text, bonuses::text, admin_fee::text, ngr::text, cpa_count, reason
       FROM commission_late_activity WHERE commission_id = $1`,
      [row!.id],
    );
    expect(lines.rows).toEqual([
      {
        source_period: '2026-09-01',
        turnover: '300.00',
        winloss: '100.00',
        bonuses: '0.00',
        admin_fee: '10.00',
        ngr: '90.00',
        cpa_count: 0,
        reason: 'Late activity for September 2026 received after it closed',
      },
    ]);
    // The rival: 1,000 at 25 %, September's negative not carried (its plan has no carry-over).
    expect(await commissionOf(rivalId, '2026-10')).toMatchObject({
      carry_in: '0.00',
      revenue_share_amount: '250.00',
      amount: '250.00',
    });
    expect(await available(demoId)).toBe('175.00');
    expect(await available(rivalId)).toBe('250.00');

    // Accounted once: the next close finds no difference left for September.
    at('2026-11-20T08:00:00Z');
    await mustPutActivity(app, [
      { customer_id: 1, day: '2026-11-03', turnover: '400.00', winloss: '100.00' },
    ]);
    const november = await estimate(DEMO, demoId, 'from=2026-11-01&to=2026-11-20');
    expect(november.meta.commission_plan.revenue_share).toBe('0.5000');
    expect(november.data.totals.estimated_commission).toBe('45.00');
    await expectLedgerInvariants();
  });

  it('closes the next month with the new plan, once, also when two closes arrive together', async () => {
    at('2026-12-01T00:05:00Z');
    const [a, b] = await Promise.all([close('2026-11'), close('2026-11')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().data.closed_now, b.json().data.closed_now].sort()).toEqual([false, true]);
    expect(a.json().data).toMatchObject({ affiliates: 1, total_commission: '45.00', late_adjustments: 0 });
    expect(b.json().data).toMatchObject({ affiliates: 1, total_commission: '45.00' });
    expect(await commissionOf(demoId, '2026-11')).toMatchObject({
      plan_effective_from: '2026-11-01',
      revenue_share: '0.5000',
      ngr: '90.00',
      amount: '45.00',
    });
    expect((await ledgerTransactions(demoId)).map((t) => [t.description, t.amount])).toEqual([
      ['Commission for September 2026', '94.00'],
      ['Commission for October 2026', '81.00'],
      ['Commission for November 2026', '45.00'],
    ]);
    expect(await available(demoId)).toBe('220.00');
    await expectLedgerInvariants();
  });
});

describe('PUT /api/v1/operator/commission-plans/{memberId}', () => {
  it('answers 404 for an unknown affiliate and 422 naming a bad rate', async () => {
    const plan = {
      revenue_share: '0.30',
      admin_fee_rate: '0.10',
      cpa_amount: '0',
      cpa_min_deposit: '0',
      negative_carry_over: true,
    };
    expect((await setPlan(999_999, plan)).statusCode).toBe(404);
    const bad = await setPlan(demoId, { ...plan, revenue_share: '1.5' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['revenue_share']);
  });
});
