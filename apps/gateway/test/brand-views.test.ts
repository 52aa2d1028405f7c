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
 * Issue 35 item 4: brand (and product) in every view. A second brand with codes of two affiliates; the
 * demo affiliate's players come through codes of both brands, the rival's through the second brand too,
 * so every brand filter and grouping is also checked not to reach another affiliate's figures.
 */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let app: FastifyInstance;
let clock = new Date('2024-03-05T10:00:00Z');
let demoId: number;
let rivalId: number;
let demo: SignedIn;
let rival: SignedIn;
let firstBrand: { code: string; name: string };

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  firstBrand = await app.ctx.db.one('SELECT code, name FROM brands WHERE is_first');
  await app.ctx.db.query(
    `INSERT INTO brands (code, name, currency, landing_url) VALUES
       ('second-eur', 'Second Bet', 'EUR', 'https://second.example/'),
       ('rival-only', 'Rival Only Bet', 'EUR', 'https://rival-only.example/')`,
  );
  await app.ctx.db.query(
    `INSERT INTO referral_codes (code, member_id, brand) VALUES
       ('GOLDTWO', $1, 'second-eur'), ('RIVALTWO', $2, 'second-eur'), ('RIVALSOLO', $2, 'rival-only')`,
    [demoId, rivalId],
  );
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);

  await click('/r/GOLDDEMO', '2024-03-01T09:00:00Z');
  await click('/r/GOLDDEMO', '2024-03-02T09:00:00Z');
  await click('/r/GOLDTWO', '2024-03-02T09:30:00Z');
  await click('/r/RIVALTWO', '2024-03-02T09:45:00Z');
  clock = new Date('2024-03-05T10:00:00Z');

  await mustPutPlayers(app, [
    { customer_id: 1001, referral_code: 'GOLDDEMO', category: 'casino', date_joined: '2024-03-01' },
    { customer_id: 1002, referral_code: 'GOLDTWO', category: 'sports', date_joined: '2024-03-02' },
    { customer_id: 1003, referral_code: 'GOLDTWO', category: 'poker', date_joined: '2024-02-10' },
    { customer_id: 2001, referral_code: 'RIVALTWO', category: 'casino', date_joined: '2024-03-01' },
    { customer_id: 2002, referral_code: 'RIVALSOLO', category: 'casino', date_joined: '2024-03-01' },
  ]);
  await mustPutActivity(app, [
    { customer_id: 1001, day: '2024-03-01', deposits: '100.00', winloss: '50.00' },
    { customer_id: 1002, day: '2024-03-02', deposits: '200.00', winloss: '80.00' },
    { customer_id: 1003, day: '2024-02-10', deposits: '10.00', winloss: '5.00' },
    { customer_id: 1003, day: '2024-03-03', deposits: '30.00', winloss: '20.00' },
    // The rival is paid in pounds: its players' activity arrives in its currency.
    { customer_id: 2001, day: '2024-03-01', currency: 'GBP', deposits: '999.00', winloss: '500.00' },
    { customer_id: 2002, day: '2024-03-01', currency: 'GBP', deposits: '777.00', winloss: '300.00' },
  ]);
});
afterAll(async () => closeTestApp(app));

async function click(path: string, at: string): Promise<void> {
  clock = new Date(at);
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { 'user-agent': CHROME },
    remoteAddress: '203.0.113.9',
  });
  expect(response.statusCode).toBe(302);
}

interface Figures {
  clicks: number | null;
  signups: number;
  first_depositors: number;
  deposits: string;
  ngr: string;
}
interface ReportBody {
  data: {
    rows: Array<{ key: string; label: string; current: Figures }>;
    totals: { current: Figures };
  };
  meta: Record<string, unknown>;
}

const get = (url: string, session: SignedIn = demo) =>
  app.inject({ method: 'GET', url, headers: session.headers });

async function report(query: string, session: SignedIn = demo, id = demoId): Promise<ReportBody> {
  const response = await get(`/api/v1/affiliate/${id}/reports?${query}`, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const byKey = (body: ReportBody) =>
  Object.fromEntries(body.data.rows.map((r) => [r.key, { label: r.label, ...r.current }]));

describe('reports grouped by brand', () => {
  it("has a row per brand of the affiliate's codes, named by the brand, keyed by its code", async () => {
    const body = await report('group=brand&from=2024-03-01&to=2024-03-05');
    const rows = byKey(body);
    expect(Object.keys(rows).sort()).toEqual([firstBrand.code, 'second-eur'].sort());
    expect(rows['second-eur']).toMatchObject({
      label: 'Second Bet',
      clicks: 1,
      signups: 1,
      deposits: '230.00',
    });
    expect(rows[firstBrand.code]).toMatchObject({
      label: firstBrand.name,
      clicks: 2,
      signups: 1,
      deposits: '100.00',
    });
    expect(body.data.totals.current).toMatchObject({ clicks: 3, signups: 2, deposits: '330.00' });
  });

  it("offers the brands of the affiliate's own codes as filter choices, on every view", async () => {
    const mine = [
      { code: firstBrand.code, name: firstBrand.name },
      { code: 'second-eur', name: 'Second Bet' },
    ].sort((a, b) => a.code.localeCompare(b.code));
    expect((await report('group=day')).meta.brands).toEqual(mine);
    const dashboard = await get(`/api/v1/affiliate/${demoId}/dashboard`);
    expect(dashboard.json().meta.brands).toEqual(mine);
    const players = await get(`/api/v1/affiliate/${demoId}/member`);
    expect(players.json().meta.brands).toEqual(mine);
    const rivalPlayers = await get(`/api/v1/affiliate/${rivalId}/member?brand=second-eur`, rival);
    expect(rivalPlayers.json().meta.brands.map((b: { code: string }) => b.code)).toEqual(
      [firstBrand.code, 'rival-only', 'second-eur'].sort(),
    );
  });

  it('adds a whole month read from the monthly rollup to the days of a cut one', async () => {
    const rows = byKey(await report('group=brand&from=2024-02-01&to=2024-03-05'));
    expect(rows['second-eur']).toMatchObject({ signups: 2, deposits: '240.00' });
    expect(rows[firstBrand.code]).toMatchObject({ signups: 1, deposits: '100.00' });
  });

  it("shows another affiliate only its own figures of the same brand, and never the demo's brands", async () => {
    const rows = byKey(await report('group=brand&from=2024-03-01&to=2024-03-05', rival, rivalId));
    expect(rows['second-eur']).toMatchObject({ clicks: 1, signups: 1, deposits: '999.00' });
    expect(rows['rival-only']).toMatchObject({ signups: 1, deposits: '777.00' });
    const demoRows = byKey(await report('group=brand&from=2024-03-01&to=2024-03-05'));
    expect(demoRows['rival-only']).toBeUndefined();
    const denied = await get(`/api/v1/affiliate/${demoId}/reports?group=brand`, rival);
    expect(denied.statusCode).toBe(403);
  });
});

describe('reports grouped by product', () => {
  it('has a row per player category with its label, and no clicks (a click has no product)', async () => {
    const body = await report('group=product&from=2024-02-01&to=2024-03-05');
    const rows = byKey(body);
    expect(body.data.rows.map((r) => r.key)).toEqual(['casino', 'poker', 'sports']);
    expect(rows.casino).toMatchObject({ label: 'Casino', clicks: null, deposits: '100.00' });
    expect(rows.sports).toMatchObject({ label: 'Sports', clicks: null, deposits: '200.00' });
    expect(rows.poker).toMatchObject({ label: 'Poker', clicks: null, signups: 1, deposits: '40.00' });
    expect(body.data.totals.current).toMatchObject({ clicks: null, deposits: '340.00' });
  });

  it('refuses a filter beside it, on the grouping', async () => {
    const response = await get(`/api/v1/affiliate/${demoId}/reports?group=product&brand=second-eur`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.group[0]).toMatch(/without a filter/);
  });

  it('exports its clicks as empty cells', async () => {
    const response = await get(
      `/api/v1/affiliate/${demoId}/reports/export?group=product&from=2024-03-01&to=2024-03-05`,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^product,label,clicks,/);
    expect(lines.find((l) => l.startsWith('sports,'))).toMatch(/^sports,Sports,,1,/);
  });
});

describe('the brand filter on reports', () => {
  it("narrows a time grouping to the brand's codes", async () => {
    const body = await report('group=day&from=2024-03-01&to=2024-03-05&brand=second-eur');
    expect(body.data.totals.current).toMatchObject({ clicks: 1, signups: 1, deposits: '230.00' });
    const day2 = body.data.rows.find((r) => r.key === '2024-03-02');
    expect(day2?.current).toMatchObject({ clicks: 1, deposits: '200.00' });
  });

  it("narrows a source grouping to the brand's codes, beside another filter too", async () => {
    const byCode = await report('group=code&from=2024-03-01&to=2024-03-05&brand=second-eur');
    expect(byCode.data.rows.map((r) => r.label)).toEqual(['GOLDTWO']);
    const byCountry = await report('group=country&from=2024-03-01&to=2024-03-05&brand=second-eur');
    expect(byCountry.data.totals.current).toMatchObject({ deposits: '230.00' });
    const both = await report('group=day&from=2024-03-01&to=2024-03-05&brand=second-eur&code=GOLDDEMO');
    expect(both.data.totals.current).toMatchObject({ clicks: 0, deposits: '0.00' });
  });

  it("finds nothing of a brand the affiliate has no code of, though another affiliate's players are in it", async () => {
    const body = await report('group=brand&from=2024-03-01&to=2024-03-05&brand=rival-only');
    expect(body.data.rows).toEqual([]);
    expect(body.data.totals.current).toMatchObject({ clicks: 0, signups: 0, deposits: '0.00' });
  });

  it('filters the CSV export the same way', async () => {
    const response = await get(
      `/api/v1/affiliate/${demoId}/reports/export?group=brand&from=2024-03-01&to=2024-03-05&brand=second-eur`,
    );
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^brand,label,clicks,/);
    expect(lines[1]).toMatch(/^second-eur,Second Bet,1,1,/);
    expect(lines).toHaveLength(4); // header, the brand, the totals, the final line break
  });

  it('refuses a brand code that cannot be one, on its field', async () => {
    const response = await get(`/api/v1/affiliate/${demoId}/reports?brand=NOT%20A%20BRAND`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.brand).toBeDefined();
  });
});

describe('the brand filter on the dashboard', () => {
  const dashboard = async (query: string, session: SignedIn = demo, id = demoId) => {
    const response = await get(`/api/v1/affiliate/${id}/dashboard?${query}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("sums the brand's figures and clicks, by day and by whole months", async () => {
    const daily = await dashboard('from=2024-03-01&to=2024-03-05&brand=second-eur');
    expect(daily.data.totals).toMatchObject({
      clicks: 1,
      signups: 1,
      deposits: '230.00',
      winloss: '100.00',
    });
    expect(daily.meta.brand).toBe('second-eur');
    const monthly = await dashboard('from=2024-02-01&to=2024-03-31&granularity=month&brand=second-eur');
    expect(monthly.data.series.map((p: { deposits: string }) => p.deposits)).toEqual(['10.00', '230.00']);
    const weekly = await dashboard('from=2024-02-01&to=2024-03-31&granularity=week&brand=second-eur');
    expect(weekly.data.totals).toMatchObject({ deposits: '240.00', clicks: 1 });
    const unfiltered = await dashboard('from=2024-03-01&to=2024-03-05');
    expect(unfiltered.data.totals).toMatchObject({ clicks: 3, deposits: '330.00' });
  });

  it("never counts another affiliate's players of the same brand", async () => {
    const demoSide = await dashboard('from=2024-03-01&to=2024-03-05&brand=rival-only');
    expect(demoSide.data.totals).toMatchObject({ clicks: 0, signups: 0, deposits: '0.00' });
    const rivalSide = await dashboard('from=2024-03-01&to=2024-03-05&brand=second-eur', rival, rivalId);
    expect(rivalSide.data.totals).toMatchObject({ clicks: 1, signups: 1, deposits: '999.00' });
  });

  it('refuses a brand beside a product, on the brand', async () => {
    const response = await get(`/api/v1/affiliate/${demoId}/dashboard?brand=second-eur&category=casino`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.brand).toBeDefined();
  });
});

describe('the players list by brand', () => {
  const players = async (query: string, session: SignedIn = demo, id = demoId) => {
    const response = await get(`/api/v1/affiliate/${id}/member?deposited=false&${query}`, session);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("says each player's brand and filters by it, paging within the brand", async () => {
    const all = await players('per_page=100');
    const brandOf = Object.fromEntries(
      all.data.map((p: { customer_id: number; brand: string }) => [p.customer_id, p.brand]),
    );
    expect(brandOf).toMatchObject({ 1001: firstBrand.code, 1002: 'second-eur', 1003: 'second-eur' });
    const second = await players('brand=second-eur');
    expect(second.data.map((p: { customer_id: number }) => p.customer_id)).toEqual([1002, 1003]);
    expect(second.meta.total).toBe(2);
    const page2 = await players('brand=second-eur&per_page=1&page=2');
    expect(page2.data.map((p: { customer_id: number }) => p.customer_id)).toEqual([1003]);
    expect(page2.meta).toMatchObject({ total: 2, last_page: 2 });
    const beyond = await players('brand=second-eur&per_page=1&page=3');
    expect(beyond.data).toEqual([]);
  });

  it("lists no other affiliate's player of the brand", async () => {
    const demoSide = await players('brand=rival-only');
    expect(demoSide.data).toEqual([]);
    expect(demoSide.meta.total).toBe(0);
    const rivalSide = await players('brand=second-eur', rival, rivalId);
    expect(rivalSide.data.map((p: { customer_id: number }) => p.customer_id)).toEqual([2001]);
  });

  it('exports the brand filter and the brand column', async () => {
    const response = await get(`/api/v1/affiliate/${demoId}/member/export?deposited=false&brand=second-eur`);
    expect(response.statusCode).toBe(200);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/,brand,currency$/);
    expect(lines.slice(1, -1).map((l) => l.split(',')[0])).toEqual(['1002', '1003']);
    expect(lines[1]).toMatch(/,second-eur,EUR$/);
  });
});

describe("the console's brands side by side", () => {
  it("shows the open month by brand on the overview, each brand's money per currency", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/overview?months=1',
      headers: operatorHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    const brands = response.json().data.open_month_brands as Array<{
      brand: string;
      name: string;
      clicks: number;
      signups: number;
      money: Array<{ currency: string; deposits: string; winloss: string }>;
    }>;
    const second = brands.find((b) => b.brand === 'second-eur');
    expect(second).toMatchObject({ name: 'Second Bet', clicks: 2, signups: 2 });
    expect(second?.money).toEqual([
      { currency: 'EUR', deposits: '230.00', winloss: '100.00', bonuses: '0.00' },
      { currency: 'GBP', deposits: '999.00', winloss: '500.00', bonuses: '0.00' },
    ]);
    expect(brands.find((b) => b.brand === 'rival-only')?.money).toEqual([
      { currency: 'GBP', deposits: '777.00', winloss: '300.00', bonuses: '0.00' },
    ]);
    expect(brands.find((b) => b.brand === firstBrand.code)).toMatchObject({
      name: firstBrand.name,
      clicks: 2,
    });
  });

  it("shows an affiliate's month by brand on its record", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/operator/affiliates/${demoId}`,
      headers: operatorHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { figures } = response.json().data;
    const byBrand = figures.this_month_by_brand as Array<{ brand: string }>;
    expect(byBrand.map((b) => b.brand)).toEqual([firstBrand.code, 'second-eur'].sort());
    expect(byBrand.find((b) => b.brand === firstBrand.code)).toMatchObject({
      name: firstBrand.name,
      clicks: 2,
      signups: 1,
      deposits: '100.00',
    });
    expect(byBrand.find((b) => b.brand === 'second-eur')).toMatchObject({
      name: 'Second Bet',
      clicks: 1,
      signups: 1,
      first_depositors: 1,
      deposits: '230.00',
      winloss: '100.00',
    });
    expect(figures.this_month.deposits).toBe('330.00');
  });
});
