import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders, signIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';

/**
 * A deal per brand (issue 36, item 1): an affiliate on "Flat 25%" for all brands, and on a ladder with a
 * capped CPA for its second brand only. Players and activity through the public ingest API, the running
 * month read from the Commission endpoint, each month closed through the operator API and read back on
 * the statement. Every figure below was worked out by hand from the deals' words (the comment above it).
 */

let app: FastifyInstance;
let clock = new Date('2026-11-20T12:00:00Z');
const PASSWORD = 'saffron-river-otter-19';
let affiliateId: number;
let firstBrand: string;

const ladder = {
  name: 'Second ladder',
  currency: 'EUR',
  brand: 'second',
  revenue_share: {
    mode: 'ladder',
    tiers: [
      { from: '0', rate: '0.20' },
      { from: '1000', rate: '0.40' },
    ],
  },
  negative_carry_over: 'carry',
  cpa: { amount: '50.00', qualify: { first_deposit_min: '10.00' }, monthly_cap: 1 },
};

const assign = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/operator/affiliates/${affiliateId}/deal`,
    headers: operatorHeaders,
    payload,
  });

async function asAffiliate(url: string) {
  const signedIn = await signIn(app, 'twodeals', PASSWORD);
  const response = await app.inject({ url, headers: signedIn.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const current = () => asAffiliate(`/api/v1/affiliate/${affiliateId}/commission/current`);

async function close(period: string) {
  const closed = await app.inject({
    method: 'POST',
    url: `/api/v1/operator/periods/${period}/close`,
    headers: operatorHeaders,
  });
  expect(closed.statusCode, closed.body).toBe(200);
}

/** The commission of `period` on the statement of the month it was credited in. */
async function statementLine(period: string, month: string) {
  const statement = await asAffiliate(`/api/v1/bo/me/statement?month=${month}`);
  return (statement.commissions as Array<Record<string, unknown> & { period: string }>).find(
    (c) => c.period === period,
  )!;
}

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, seedDemoData: false, logLevel: 'error' });
  firstBrand = (await app.ctx.db.one<{ code: string }>('SELECT code FROM brands WHERE is_first')).code;
  await app.ctx.db.execScript(
    `INSERT INTO brands (code, name, currency, landing_url) VALUES ('second', 'Second Casino', 'EUR', 'https://second.example/');`,
  );
  for (const deal of [
    {
      name: 'Flat 25%',
      currency: 'EUR',
      revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.25' }] },
    },
    ladder,
  ]) {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/deals',
      headers: operatorHeaders,
      payload: deal,
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username: 'twodeals',
      email: 'twodeals@example.com',
      password: PASSWORD,
      firstName: 'Two',
      lastName: 'Deals',
      country: 'PT',
      currency: 'EUR',
      deal: 'Flat 25%',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  affiliateId = await affiliateIdOf(app, 'twodeals');
  await app.ctx.db.execScript(
    `INSERT INTO referral_codes (code, member_id, brand) VALUES ('SECONDTWO', ${affiliateId}, 'second');`,
  );
});

afterAll(() => closeTestApp(app));

describe('a deal for one brand', () => {
  it('is assigned for its brand only, and a brand without a deal of its own has none to end', async () => {
    const forAll = await assign({ deal: 'Second ladder' });
    expect(forAll.statusCode, forAll.body).toBe(422);
    expect(forAll.json().errors.deal).toEqual(['This deal is for one brand: assign it for that brand.']);
    const otherBrand = await assign({ deal: 'Second ladder', brand: firstBrand });
    expect(otherBrand.statusCode, otherBrand.body).toBe(422);
    expect(Object.keys(otherBrand.json().errors)).toEqual(['deal']);
    const unknown = await assign({ deal: 'Flat 25%', brand: 'nowhere' });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['brand']);
    const nothingToEnd = await assign({ deal: null, brand: firstBrand });
    expect(nothingToEnd.statusCode, nothingToEnd.body).toBe(422);
    expect(Object.keys(nothingToEnd.json().errors)).toEqual(['deal']);
    const allBrandsNull = await assign({ deal: null });
    expect(allBrandsNull.statusCode, allBrandsNull.body).toBe(422);

    // Read (and kept in the figures cache) before the assignment: the assignment makes it read afresh.
    expect((await current()).brand_deals).toEqual([]);
    // No activity yet this month: the brand deal applies from November itself.
    const assigned = await assign({ deal: 'Second ladder', brand: 'second' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data).toEqual({
      member_id: affiliateId,
      deal: 'Second ladder',
      version: 1,
      brand: 'second',
      effective_from: '2026-11-01',
    });
    expect((await current()).brand_deals).toMatchObject([
      { brand: 'second', deal: { name: 'Second ladder' } },
    ]);
    const notices = await asAffiliate('/api/v1/bo/member/notifications');
    expect(JSON.stringify(notices)).toContain(
      'From 11/01/2026 your players of Second Casino are paid under \\"Second ladder\\" (version 1).',
    );
  });

  it('pays each brand under its own deal in the running month, and shows both', async () => {
    await mustPutPlayers(app, [
      { customer_id: 1, referral_code: 'TWODEALS', date_joined: '2026-11-01', category: 'casino' },
      { customer_id: 2, referral_code: 'TWODEALS', date_joined: '2026-11-01', category: 'casino' },
      { customer_id: 3, referral_code: 'SECONDTWO', date_joined: '2026-11-02', category: 'casino' },
      { customer_id: 4, referral_code: 'SECONDTWO', date_joined: '2026-11-03', category: 'casino' },
    ]);
    await mustPutActivity(app, [
      { customer_id: 1, day: '2026-11-01', deposits: '50.00', winloss: '1000.00' },
      { customer_id: 2, day: '2026-11-01', winloss: '-200.00' },
      { customer_id: 3, day: '2026-11-02', deposits: '30.00', winloss: '1500.00' },
      { customer_id: 4, day: '2026-11-03', deposits: '20.00', winloss: '100.00' },
    ]);
    const month = await current();
    // First brand under Flat 25%: NGR 1,000.00 − 200.00 = 800.00 × 25% = 200.00, no CPA.
    // Second brand under its ladder: NGR 1,600.00 → 1,000.00 × 20% + 600.00 × 40% = 200.00 + 240.00 = 440.00;
    // players 3 and 4 qualify (first deposits 30.00 and 20.00 ≥ 10.00), the cap of 1 pays player 3: 50.00.
    expect(month).toMatchObject({
      deal: { name: 'Flat 25%' },
      winloss: '2400.00',
      ngr: '2400.00',
      base: '2400.00',
      tier_rate: '0.25',
      qualified_players: 2,
      cpa_paid_count: 1,
      cpa_over_cap_count: 1,
      cpa_total: '50.00',
      revenue_share: { amount: '640.00', rest: '800.00', rest_paid: '200.00' },
      amount: '690.00',
    });
    expect(month.other_brands).toMatchObject({
      deal: { name: 'Flat 25%' },
      winloss: '800.00',
      ngr: '800.00',
      base: '800.00',
      revenue_share: { amount: '200.00' },
      cpa_total: '0.00',
      amount: '200.00',
    });
    expect(month.brand_deals).toHaveLength(1);
    expect(month.brand_deals[0]).toMatchObject({
      brand: 'second',
      brand_name: 'Second Casino',
      deal: { name: 'Second ladder', version: 1, effective_from: '2026-11-01' },
      winloss: '1600.00',
      base: '1600.00',
      tier_rate: '0.40',
      revenue_share: {
        amount: '440.00',
        bands: [
          { from: '0.00', to: '1000.00', amount: '1000.00', paid: '200.00' },
          { from: '1000.00', to: null, amount: '600.00', paid: '240.00' },
        ],
      },
      qualified_players: 2,
      cpa_paid_count: 1,
      cpa_over_cap_count: 1,
      cpa_total: '50.00',
      amount: '490.00',
    });
    // The players list: the second brand's players under its deal (4 past the cap); the first brand's
    // deal pays no CPA, so its depositing player has no CPA status.
    const players = (await asAffiliate(`/api/v1/affiliate/${affiliateId}/member?per_page=100`)) as Array<{
      customer_id: number;
      cpa_status: string | null;
    }>;
    expect(Object.fromEntries(players.map((p) => [p.customer_id, p.cpa_status]))).toEqual({
      1: null,
      3: 'qualified',
      4: 'over_cap',
    });
  });

  it('closes the month with each brand on its own line, the brand deal named on its line', async () => {
    clock = new Date('2026-12-02T12:00:00Z');
    await close('2026-11');
    const november = await statementLine('2026-11', '2026-12');
    expect(november).toMatchObject({
      amount: '690.00',
      revenue_share_amount: '640.00',
      cpa_total: '50.00',
      outside_brands: '0.00',
    });
    expect(november.brand_lines).toEqual([
      expect.objectContaining({
        brand: firstBrand,
        ngr: '800.00',
        revenue_share_amount: '200.00',
        amount: '200.00',
        deal: null,
      }),
      expect.objectContaining({
        brand: 'second',
        ngr: '1600.00',
        revenue_share_amount: '440.00',
        cpa_count: 1,
        cpa_total: '50.00',
        amount: '490.00',
        deal: { name: 'Second ladder', version: 1 },
        revenue_share: '0.4000',
        carry_out: '0.00',
      }),
    ]);
  });

  it("carries a brand's negative under its own deal, and the next month's base of that brand takes it", async () => {
    // December: the second brand loses 700.00 (carried out by its deal); the first wins 400.00 × 25% = 100.00.
    await mustPutActivity(app, [
      { customer_id: 3, day: '2026-12-01', winloss: '-700.00' },
      { customer_id: 1, day: '2026-12-01', winloss: '400.00' },
    ]);
    const december = await current();
    expect(december).toMatchObject({ carry_out: '-700.00', amount: '100.00' });
    expect(december.brand_deals[0]).toMatchObject({ base: '-700.00', carry_out: '-700.00', amount: '0.00' });
    clock = new Date('2027-01-02T12:00:00Z');
    await close('2026-12');
    const closed = await statementLine('2026-12', '2027-01');
    expect(closed).toMatchObject({ amount: '100.00', carry_out: '-700.00' });
    expect(closed.brand_lines).toEqual([
      expect.objectContaining({ brand: firstBrand, amount: '100.00', carry_out: '0.00' }),
      expect.objectContaining({ brand: 'second', amount: '0.00', carry_out: '-700.00' }),
    ]);

    // January: the second brand wins 1,000.00; with -700.00 carried in its base is 300.00 → 300.00 × 20% = 60.00.
    // The first brand has nothing and nothing carried: 0.00.
    await mustPutActivity(app, [{ customer_id: 3, day: '2027-01-02', winloss: '1000.00' }]);
    const january = await current();
    expect(january).toMatchObject({ carried_in: '-700.00', base: '300.00', amount: '60.00' });
    expect(january.brand_deals[0]).toMatchObject({ carried_in: '-700.00', base: '300.00', amount: '60.00' });
  });

  it('ends the brand deal from the next month, listed on the record', async () => {
    const ended = await assign({ deal: null, brand: 'second' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().data).toEqual({
      member_id: affiliateId,
      deal: null,
      version: null,
      brand: 'second',
      effective_from: '2027-02-01',
    });
    const record = await app.inject({
      url: `/api/v1/operator/affiliates/${affiliateId}`,
      headers: operatorHeaders,
    });
    expect(record.statusCode, record.body).toBe(200);
    expect(record.json().data.plan.brand_deals).toEqual([
      expect.objectContaining({
        brand: 'second',
        deal: 'Second ladder',
        version: 1,
        effective_from: '2026-11-01',
      }),
      expect.objectContaining({
        brand: 'second',
        deal: null,
        version: null,
        effective_from: '2027-02-01',
        summary: [],
      }),
    ]);
  });
});
