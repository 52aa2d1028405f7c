import type { DealDocument } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders, signIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers, type ActivityInput } from './ingest-helpers.ts';

/**
 * Golden deals (issue 36, item 5): each fixture is a deal, a new affiliate put on it as it is created,
 * players and activity fed through the public ingest API, what the running month would pay read from the
 * affiliate's Commission endpoint, then the month closed through the operator API and what it recorded
 * read back. Every expected figure below was worked out by hand from the deal's words (the comment above
 * each), not by the engine. Two months: November (closed in December), then December for the carry-over
 * modes and a late row for closed November.
 */

let app: FastifyInstance;
let clock = new Date('2026-11-20T12:00:00Z');
const PASSWORD = 'saffron-river-otter-19';
const ids = new Map<string, number>();
let nextCustomer = 1000;

const flat30: Omit<DealDocument, 'name'> = {
  currency: 'EUR',
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
};
const bands = [
  { from: '0', rate: '0.25' },
  { from: '1000', rate: '0.30' },
  { from: '5000', rate: '0.35' },
];

/** Each fixture: its deal, and its November players (joining, first deposit, win/loss, turnover). */
const deals: Record<string, DealDocument> = {
  tier5000: { name: 'Tiered by NGR', currency: 'EUR', revenue_share: { mode: 'tiered', tiers: bands } },
  ladder5000: { name: 'Ladder by NGR', currency: 'EUR', revenue_share: { mode: 'ladder', tiers: bands } },
  byfd: {
    name: 'Tiered by first depositors',
    currency: 'EUR',
    revenue_share: {
      mode: 'tiered',
      tier_by: 'first_depositors',
      tiers: [
        { from: '0', rate: '0.20' },
        { from: '3', rate: '0.30' },
      ],
    },
  },
  products: {
    name: 'Sports at 20%',
    currency: 'EUR',
    admin_fee_rate: '0.10',
    revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }], product_rates: { sports: '0.20' } },
  },
  hybrid: { name: 'Hybrid', ...flat30, cpa: { amount: '100.00', qualify: { first_deposit_min: '20.00' } } },
  carry: { name: 'Carry', ...flat30, negative_carry_over: 'carry' },
  reset: { name: 'Reset', ...flat30, negative_carry_over: 'reset' },
  capped: { name: 'Carry up to 100', ...flat30, negative_carry_over: { cap: '100.00' } },
  cpacap: {
    name: 'CPA capped at 2',
    currency: 'EUR',
    cpa: { amount: '50.00', qualify: { first_deposit_min: '10.00' }, monthly_cap: 2 },
  },
  window: {
    name: 'Turnover within 5 days',
    currency: 'EUR',
    cpa: { amount: '80.00', qualify: { turnover_min: '200.00', window_days: 5 } },
  },
  late: { name: 'Flat 30% late', ...flat30 },
  reversal: {
    name: 'CPA 60',
    currency: 'EUR',
    cpa: { amount: '60.00', qualify: { first_deposit_min: '10.00' } },
  },
  cpatiers: {
    name: 'CPA tiers',
    currency: 'EUR',
    cpa: { amount: '50.00', tiers: [{ from: 3, amount: '70.00' }] },
  },
};

async function saveDeal(deal: DealDocument) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/deals',
    headers: operatorHeaders,
    payload: deal,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function createAffiliate(username: string, deal: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      firstName: 'Golden',
      lastName: 'Deal',
      country: 'PT',
      currency: 'EUR',
      deal,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  ids.set(username, await affiliateIdOf(app, username));
}

/** New players of the affiliate's default code, each with its days of activity. */
async function feed(
  username: string,
  players: Array<{
    joined: string;
    category?: 'casino' | 'sports';
    days: Array<Omit<ActivityInput, 'customer_id'>>;
  }>,
) {
  const customers = players.map(() => nextCustomer++);
  await mustPutPlayers(
    app,
    players.map((p, i) => ({
      customer_id: customers[i]!,
      referral_code: username.toUpperCase(),
      date_joined: p.joined,
      category: p.category ?? 'casino',
    })),
  );
  await mustPutActivity(
    app,
    players.flatMap((p, i) => p.days.map((day) => ({ customer_id: customers[i]!, ...day }))),
  );
  return customers;
}

/** The affiliate's players list as its screen reads it: each player's CPA status, by customer id. */
async function cpaStatuses(username: string) {
  const signedIn = await signIn(app, username, PASSWORD);
  const response = await app.inject({
    url: `/api/v1/affiliate/${ids.get(username)}/member?per_page=100`,
    headers: signedIn.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const players = response.json().data as Array<{
    customer_id: number;
    cpa_status: string;
    cpa_reason: string;
    cpa_qualified_on: string | null;
  }>;
  return new Map(
    players.map((p) => [
      p.customer_id,
      { status: p.cpa_status, reason: p.cpa_reason, on: p.cpa_qualified_on },
    ]),
  );
}

async function current(username: string) {
  const signedIn = await signIn(app, username, PASSWORD);
  const response = await app.inject({
    url: `/api/v1/affiliate/${ids.get(username)}/commission/current`,
    headers: signedIn.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown> & {
    revenue_share: { amount: string; bands: Array<Record<string, unknown>> | null; products: unknown[] };
  };
}

/** The affiliate's players' ids at the brand, in order. */
async function playersOf(username: string) {
  const { rows } = await app.ctx.db.query<{ customer_id: string }>(
    'SELECT p.customer_id FROM players p WHERE p.member_id = $1 ORDER BY p.customer_id',
    [ids.get(username)],
  );
  return rows.map((row) => Number(row.customer_id));
}

/** The reasons of the late lines on the commission credited in `month`, as the statement shows them. */
async function lateReasons(username: string, month: string) {
  const signedIn = await signIn(app, username, PASSWORD);
  const response = await app.inject({
    url: `/api/v1/bo/me/statement?month=${month}`,
    headers: signedIn.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  const [commission] = response.json().data.commissions as Array<{
    late_adjustments: Array<{ reason: string }>;
  }>;
  return commission!.late_adjustments.map((line) => line.reason);
}

/** What the close recorded for each affiliate, as the operator's month answers it. */
async function closeAndRead(period: string) {
  const closed = await app.inject({
    method: 'POST',
    url: `/api/v1/operator/periods/${period}/close`,
    headers: operatorHeaders,
  });
  expect(closed.statusCode, closed.body).toBe(200);
  const month = await app.inject({ url: `/api/v1/operator/periods/${period}`, headers: operatorHeaders });
  expect(month.statusCode, month.body).toBe(200);
  const lines = month.json().data.lines as Array<{ member_id: number } & Record<string, unknown>>;
  return (username: string) => lines.find((line) => line.member_id === ids.get(username));
}

let customersOfLate: number[];
let customersOfReversal: number[];
let customersOfWindow: number[];

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, seedDemoData: false, logLevel: 'error' });
  for (const [username, deal] of Object.entries(deals)) {
    await saveDeal(deal);
    await createAffiliate(username, deal.name);
  }
  await saveDeal({ name: 'Tiered 5500', currency: 'EUR', revenue_share: { mode: 'tiered', tiers: bands } });
  await saveDeal({ name: 'Ladder 5500', currency: 'EUR', revenue_share: { mode: 'ladder', tiers: bands } });
  await createAffiliate('tier5500', 'Tiered 5500');
  await createAffiliate('ladder5500', 'Ladder 5500');

  const win = (day: string, winloss: string, more: Omit<ActivityInput, 'customer_id' | 'day'> = {}) => ({
    day,
    winloss,
    ...more,
  });
  await feed('tier5000', [
    { joined: '2026-11-02', days: [win('2026-11-03', '5000.00', { deposits: '100.00' })] },
  ]);
  await feed('ladder5000', [
    { joined: '2026-11-02', days: [win('2026-11-03', '5000.00', { deposits: '100.00' })] },
  ]);
  for (const username of ['tier5500', 'ladder5500'])
    await feed(username, [
      { joined: '2026-11-02', days: [win('2026-11-03', '3000.00', { deposits: '100.00' })] },
      { joined: '2026-11-04', days: [win('2026-11-05', '2500.00', { deposits: '100.00' })] },
    ]);
  await feed('byfd', [
    { joined: '2026-11-02', days: [win('2026-11-03', '400.00', { deposits: '10.00' })] },
    { joined: '2026-11-02', days: [win('2026-11-04', '300.00', { deposits: '10.00' })] },
    { joined: '2026-11-02', days: [win('2026-11-05', '300.00', { deposits: '10.00' })] },
  ]);
  await feed('products', [
    { joined: '2026-11-02', days: [win('2026-11-03', '1000.00')] },
    { joined: '2026-11-02', category: 'sports', days: [win('2026-11-03', '500.00')] },
  ]);
  await feed('hybrid', [
    { joined: '2026-11-02', days: [win('2026-11-03', '-400.00', { deposits: '50.00' })] },
  ]);
  for (const username of ['carry', 'reset', 'capped'])
    await feed(username, [{ joined: '2026-11-02', days: [win('2026-11-03', '-300.00')] }]);
  await feed(
    'cpacap',
    ['2026-11-03', '2026-11-04', '2026-11-05'].map((day) => ({
      joined: '2026-11-02',
      days: [win(day, '0.00', { deposits: '20.00' })],
    })),
  );
  await feed('window', [
    {
      joined: '2026-11-01',
      days: [
        win('2026-11-01', '0.00', { deposits: '10.00', turnover: '100.00' }),
        win('2026-11-05', '0.00', { turnover: '100.00' }),
      ],
    },
    {
      joined: '2026-11-01',
      days: [
        win('2026-11-01', '0.00', { deposits: '10.00', turnover: '100.00' }),
        win('2026-11-06', '0.00', { turnover: '100.00' }),
      ],
    },
    // Registered on 11-18: its window runs to 11-22, three days left on 11-20.
    { joined: '2026-11-18', days: [win('2026-11-19', '0.00', { deposits: '10.00', turnover: '120.00' })] },
  ]);
  customersOfReversal = await feed(
    'reversal',
    ['2026-11-03', '2026-11-04'].map((day) => ({
      joined: '2026-11-02',
      days: [win(day, '0.00', { deposits: '20.00' })],
    })),
  );
  customersOfWindow = (
    await app.ctx.db.query<{ customer_id: string }>(
      'SELECT customer_id FROM players WHERE member_id = $1 ORDER BY customer_id',
      [ids.get('window')],
    )
  ).rows.map((row) => Number(row.customer_id));
  customersOfLate = await feed('late', [{ joined: '2026-11-02', days: [win('2026-11-03', '1000.00')] }]);
  await feed(
    'cpatiers',
    ['2026-11-03', '2026-11-04', '2026-11-05'].map((day) => ({
      joined: '2026-11-02',
      days: [win(day, '0.00', { deposits: '5.00' })],
    })),
  );
});

afterAll(() => closeTestApp(app));

describe(`golden deals over HTTP (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  it('pays the running month as the hand-computed figures say, and the close records the same', async () => {
    // Tiered at a band's edge: NGR 5,000.00 reaches the 35 % tier, paid on the whole base.
    expect(await current('tier5000')).toMatchObject({
      ngr: '5000.00',
      tier_rate: '0.35',
      next_tier: null,
      amount: '1750.00',
    });
    // Ladder at the same edge: 1,000 × 25 % + 4,000 × 30 % + 0 × 35 % = 250 + 1,200.
    const ladder = await current('ladder5000');
    expect(ladder).toMatchObject({ amount: '1450.00' });
    expect(ladder.revenue_share.bands!.map((band) => [band.amount, band.paid])).toEqual([
      ['1000.00', '250.00'],
      ['4000.00', '1200.00'],
      ['0.00', '0.00'],
    ]);
    // The example, the same players and activity under each: 5,500 × 35 % tiered; 250 + 1,200 + 500 × 35 % laddered.
    expect(await current('tier5500')).toMatchObject({ base: '5500.00', amount: '1925.00' });
    expect(await current('ladder5500')).toMatchObject({
      base: '5500.00',
      tier_rate: '0.35',
      amount: '1625.00',
    });
    // Tiered by first depositors: three of them reach 30 %, on NGR 1,000.00.
    expect(await current('byfd')).toMatchObject({ first_depositors: 3, tier_rate: '0.30', amount: '300.00' });
    // Product rate: admin fee 10 % of 1,500 = 150; NGR 1,350. Sports NGR 500 − 50 = 450 at 20 % = 90;
    // the rest 900 at 30 % = 270.
    const products = await current('products');
    expect(products).toMatchObject({ admin_fee: '150.00', ngr: '1350.00', amount: '360.00' });
    expect(products.revenue_share.products).toEqual([
      { product: 'sports', ngr: '450.00', rate: '0.20', paid: '90.00' },
    ]);
    // Hybrid on a negative base: no revenue share, the CPA of 100.00 all the same, −400.00 carried.
    expect(await current('hybrid')).toMatchObject({
      revenue_share: { amount: '0.00' },
      cpa_total: '100.00',
      carry_out: '-400.00',
      amount: '100.00',
    });
    // Carry-over modes in a negative month: −300 carried whole, not at all, or up to the cap of 100.
    expect(await current('carry')).toMatchObject({ carry_out: '-300.00', amount: '0.00' });
    expect(await current('reset')).toMatchObject({ carry_out: '0.00', amount: '0.00' });
    expect(await current('capped')).toMatchObject({ carry_out: '-100.00', amount: '0.00' });
    // Cap reached: three qualified, two paid 50.00.
    expect(await current('cpacap')).toMatchObject({
      qualified_players: 3,
      cpa_paid_count: 2,
      cpa_over_cap_count: 1,
      amount: '100.00',
    });
    // Turnover 200.00 within 5 days of 11-01: reached on 11-05 (day 5) by one, on 11-06 (a day late) by the other.
    expect(await current('window')).toMatchObject({
      qualified_players: 1,
      cpa_total: '80.00',
      amount: '80.00',
    });
    expect(await current('late')).toMatchObject({ amount: '300.00' });
    // CPA tiers: three qualified reach the tier from 3, every one paid 70.00.
    expect(await current('cpatiers')).toMatchObject({
      qualified_players: 3,
      cpa_amount_each: '70.00',
      amount: '210.00',
    });

    // Each player's status on the list, before the month closes.
    const [qualified, late, pending] = customersOfWindow;
    const window = await cpaStatuses('window');
    expect(window.get(qualified!)).toEqual({
      status: 'qualified',
      reason: 'Qualified on 11/05/2026',
      on: '2026-11-05',
    });
    expect(window.get(late!)).toEqual({
      status: 'not_qualified',
      reason: 'The 5-day window ended on 11/05/2026 with turnover €100.00 of €200.00',
      on: null,
    });
    expect(window.get(pending!)).toEqual({
      status: 'pending',
      reason: 'Turnover €120.00 of €200.00 — 3 days left',
      on: null,
    });
    const capped = [...(await cpaStatuses('cpacap')).values()].sort((a, b) => (a.on! < b.on! ? -1 : 1));
    expect(capped.map((p) => p.status)).toEqual(['qualified', 'qualified', 'over_cap']);
    expect(capped[2]!.reason).toBe(
      'Qualified on 11/05/2026, after the monthly cap of 2 paid players was reached',
    );

    // A reversal: one of two qualified players taken out with a reason the affiliate reads.
    expect(await current('reversal')).toMatchObject({ qualified_players: 2, amount: '120.00' });
    const reversed = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/players/${customersOfReversal[1]}/cpa-reversal`,
      headers: operatorHeaders,
      payload: { reason: 'Duplicate account' },
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(await current('reversal')).toMatchObject({ qualified_players: 1, amount: '60.00' });
    expect((await cpaStatuses('reversal')).get(customersOfReversal[1]!)).toEqual({
      status: 'reversed',
      reason: 'Reversed by the program on 11/20/2026: Duplicate account',
      on: '2026-11-04',
    });
    // The affiliate's change log has it, and a notice tells it (issue 39); nothing was paid yet.
    const changes = await app.ctx.db.query(
      `SELECT kind, customer_id::int AS customer_id, amount, reason, by_kind, details FROM player_changes
       WHERE kind = 'cpa_reversed' AND customer_id = $1`,
      [customersOfReversal[1]],
    );
    expect(changes.rows).toEqual([
      {
        kind: 'cpa_reversed',
        customer_id: customersOfReversal[1],
        amount: null,
        reason: 'Duplicate account',
        by_kind: 'operator',
        details: { qualified_on: '2026-11-04', paid: false },
      },
    ]);

    clock = new Date('2026-12-10T12:00:00Z');
    const november = await closeAndRead('2026-11');
    const recorded: Record<string, string> = {
      tier5000: '1750.00',
      ladder5000: '1450.00',
      tier5500: '1925.00',
      ladder5500: '1625.00',
      byfd: '300.00',
      products: '360.00',
      hybrid: '100.00',
      carry: '0.00',
      reset: '0.00',
      capped: '0.00',
      cpacap: '100.00',
      window: '80.00',
      late: '300.00',
      reversal: '60.00',
      cpatiers: '210.00',
    };
    for (const [username, amount] of Object.entries(recorded))
      expect(november(username), username).toMatchObject({ amount });
    expect(november('capped')).toMatchObject({ carry_out: '-100.00' });
    expect(november('cpacap')).toMatchObject({ cpa_count: 2, cpa_amount_each: '50.00', cpa_total: '100.00' });
    // The statement shows how the ladder paid, band by band, and the deal it was paid under.
    const signedIn = await signIn(app, 'ladder5000', PASSWORD);
    const statement = await app.inject({
      url: '/api/v1/bo/me/statement?month=2026-12',
      headers: signedIn.headers,
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const [ladderCommission] = statement.json().data.commissions;
    expect(ladderCommission).toMatchObject({
      deal: { name: 'Ladder by NGR', version: 1 },
      revenue_share_amount: '1450.00',
      revenue_share_bands: [
        { from: '0.00', to: '1000.00', amount: '1000.00', rate: '0.25', paid: '250.00' },
        { from: '1000.00', to: '5000.00', amount: '4000.00', rate: '0.30', paid: '1200.00' },
        { from: '5000.00', to: null, amount: '0.00', rate: '0.35', paid: '0.00' },
      ],
    });
  });

  it('carries a negative month by each mode into the next, and pays late activity of a closed month', async () => {
    for (const username of ['carry', 'reset', 'capped'])
      await feed(username, [{ joined: '2026-12-01', days: [{ day: '2026-12-05', winloss: '1000.00' }] }]);
    // A row for closed November arrives in December.
    await mustPutActivity(app, [{ customer_id: customersOfLate[0]!, day: '2026-11-19', winloss: '100.00' }]);
    // 1,000 − 300 carried = 700 at 30 %; reset: 1,000 at 30 %; capped: 1,000 − 100 = 900 at 30 %.
    expect(await current('carry')).toMatchObject({ carried_in: '-300.00', base: '700.00', amount: '210.00' });
    expect(await current('reset')).toMatchObject({ carried_in: '0.00', amount: '300.00' });
    expect(await current('capped')).toMatchObject({
      carried_in: '-100.00',
      base: '900.00',
      amount: '270.00',
    });
    // Late NGR 100.00 of November, at 30 %.
    expect(await current('late')).toMatchObject({ late_ngr: '100.00', amount: '30.00' });

    // Late CPA of closed November at what November paid each: CPA tiers paid 3 players at the 70.00 tier,
    // so a fourth arriving late is 70.00; the capped deal had paid its cap of 2, so a third pays nothing.
    for (const username of ['cpatiers', 'cpacap'])
      await feed(username, [
        { joined: '2026-11-02', days: [{ day: '2026-11-25', winloss: '0.00', deposits: '20.00' }] },
      ]);
    expect(await current('cpatiers')).toMatchObject({ late_cpa_amount: '70.00', amount: '70.00' });
    expect(await current('cpacap')).toMatchObject({ late_cpa_amount: '0.00', amount: '0.00' });

    // A CPA reversed after November paid it (100.00 under the hybrid deal) is taken back in December, no
    // more than December pays: 600.00 − 400.00 carried = 200.00 at 30 % = 60.00, all of it taken back.
    const [hybridPlayer] = await playersOf('hybrid');
    const reversed = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/players/${hybridPlayer}/cpa-reversal`,
      headers: operatorHeaders,
      payload: { reason: 'Bonus abuse' },
    });
    expect(reversed.statusCode, reversed.body).toBe(201);
    expect(reversed.json().data).toMatchObject({ qualified_on: '2026-11-03', claw_back: '100.00' });
    expect(await current('hybrid')).toMatchObject({ late_cpa_amount: '0.00', amount: '0.00' });
    await mustPutActivity(app, [{ customer_id: hybridPlayer!, day: '2026-12-05', winloss: '600.00' }]);
    expect(await current('hybrid')).toMatchObject({
      base: '200.00',
      revenue_share: { amount: '60.00' },
      late_cpa_amount: '-60.00',
      cpa_total: '-60.00',
      amount: '0.00',
    });

    clock = new Date('2027-01-05T12:00:00Z');
    const december = await closeAndRead('2026-12');
    expect(december('carry')).toMatchObject({ carry_in: '-300.00', amount: '210.00' });
    expect(december('reset')).toMatchObject({ carry_in: '0.00', amount: '300.00' });
    expect(december('capped')).toMatchObject({ carry_in: '-100.00', amount: '270.00' });
    expect(december('late')).toMatchObject({ late_ngr: '100.00', amount: '30.00' });
    expect(december('cpatiers')).toMatchObject({ amount: '70.00' });
    expect(december('cpacap')).toMatchObject({ amount: '0.00' });
    expect(december('hybrid')).toMatchObject({ amount: '0.00' });
    expect((await lateReasons('hybrid', '2027-01')).at(-1)).toBe(
      `CPA of player ${hybridPlayer} reversed on 12/10/2026: Bonus abuse (€60.00 of €100.00 taken back; the rest at the next close)`,
    );
    expect(await lateReasons('cpacap', '2027-01')).toEqual([
      "Late activity for November 2026 received after it closed; 1 new CPA past that month's cap of 2, not paid",
    ]);

    // January takes back the 40.00 left once January pays it.
    await mustPutActivity(app, [{ customer_id: hybridPlayer!, day: '2027-01-03', winloss: '500.00' }]);
    expect(await current('hybrid')).toMatchObject({
      revenue_share: { amount: '150.00' },
      late_cpa_amount: '-40.00',
      amount: '110.00',
    });
  });
});
