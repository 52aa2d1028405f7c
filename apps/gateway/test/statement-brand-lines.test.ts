import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';

/**
 * Each brand's commission on its own line of the statement (issue 35): a EUR affiliate with a code of
 * the first brand and one of a BRL brand, a month of activity in each, the month closed through the
 * operator API, and the statement read as the affiliate reads it. The brands' lines add up to the
 * commission to the cent, a brand that lost money takes its part off, and what no brand carries (the
 * negative carried in) is on its own line.
 */

let app: FastifyInstance;
let clock = new Date('2026-10-15T12:00:00Z');
let affiliateId: number;
let affiliate: SignedIn;
let firstBrand: string;

const close = (period: string) =>
  app.inject({ method: 'POST', url: `/api/v1/operator/periods/${period}/close`, headers: operatorHeaders });

/** The statement as the affiliate reads it, signed in afresh (the clock moves by months between reads). */
async function statementOf(month: string) {
  affiliate = await signIn(app, 'twobrands', 'saffron-river-otter-19');
  const response = await app.inject({
    url: `/api/v1/bo/me/statement?month=${month}`,
    headers: affiliate.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    commissions: Array<Record<string, string> & { brand_lines: Array<Record<string, unknown>> }>;
  };
}

const cents = (value: unknown) => Math.round(Number(value) * 100);
const sumOf = (lines: Array<Record<string, unknown>>, field: string) =>
  lines.reduce((sum, line) => sum + cents(line[field]), 0);

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, seedDemoData: false });
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username: 'twobrands',
      email: 'twobrands@example.com',
      password: 'saffron-river-otter-19',
      firstName: 'Two',
      lastName: 'Brands',
      country: 'PT',
      currency: 'EUR',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  affiliateId = await affiliateIdOf(app, 'twobrands');
  // In October: the plan for November on.
  const plan = await app.inject({
    method: 'PUT',
    url: `/api/v1/operator/commission-plans/${affiliateId}`,
    headers: operatorHeaders,
    payload: {
      revenue_share: '0.30',
      admin_fee_rate: '0.10',
      cpa_amount: '25.00',
      cpa_min_deposit: '20.00',
      negative_carry_over: true,
    },
  });
  expect(plan.statusCode, plan.body).toBe(200);
  firstBrand = (await app.ctx.db.one<{ code: string }>('SELECT code FROM brands WHERE is_first')).code;
  await app.ctx.db.execScript(`
    INSERT INTO brands (code, name, currency, landing_url) VALUES ('samba-br', 'Samba Bet', 'BRL', 'https://samba.example/');
    INSERT INTO referral_codes (code, member_id, brand) VALUES ('EUROTWO', ${affiliateId}, '${firstBrand}'), ('SAMBATWO', ${affiliateId}, 'samba-br');
  `);
  clock = new Date('2026-12-02T12:00:00Z');
  const rates = await app.inject({
    method: 'PUT',
    url: '/api/v1/operator/fx-rates',
    headers: operatorHeaders,
    payload: { date: '2026-11-01', source: 'ECB', rates: [{ from: 'BRL', to: 'EUR', rate: '0.16' }] },
  });
  expect(rates.statusCode, rates.body).toBe(200);
  await mustPutPlayers(app, [
    { customer_id: 1, referral_code: 'EUROTWO', date_joined: '2026-11-02' },
    { customer_id: 2, referral_code: 'SAMBATWO', date_joined: '2026-11-02' },
  ]);
});

afterAll(() => closeTestApp(app));

describe("each brand's commission on its own line", () => {
  it('splits the admin fee and the revenue share by brand to the cent, a losing brand taking its part off', async () => {
    await mustPutActivity(app, [
      // €30.00 first deposit: a CPA of 25.00 in the first brand.
      { customer_id: 1, day: '2026-11-03', deposits: '30.00', winloss: '1000.05', bonuses: '50.00' },
      // R$ -2,000.00 and R$ 10.00 of bonuses at 0.16: -€320.00 and €1.60.
      { customer_id: 2, day: '2026-11-04', currency: 'BRL', winloss: '-2000.00', bonuses: '10.00' },
    ]);
    const closed = await close('2026-11');
    expect(closed.statusCode, closed.body).toBe(200);

    const [commission] = (await statementOf('2026-12')).commissions;
    // Win/loss 680.05, admin fee round(68.005) = 68.01, NGR 560.44, revenue share round(168.132) = 168.13, CPA 25.00.
    expect(commission).toMatchObject({
      winloss: '680.05',
      admin_fee: '68.01',
      ngr: '560.44',
      revenue_share_amount: '168.13',
      cpa_total: '25.00',
      amount: '193.13',
      outside_brands: '0.00',
    });
    // The first brand's exact fee 100.005 and the BRL brand's -32.000 floor to 100.00 and -32.00: the cent
    // the total has more goes to the brand that lost the most by flooring, the first.
    expect(commission!.brand_lines).toEqual([
      {
        brand: firstBrand,
        brand_name: expect.any(String),
        turnover: '0.00',
        winloss: '1000.05',
        bonuses: '50.00',
        admin_fee: '100.01',
        ngr: '850.04',
        revenue_share_amount: '255.01',
        cpa_count: 1,
        cpa_total: '25.00',
        amount: '280.01',
        deal: null,
        revenue_share: null,
        carry_out: '0.00',
      },
      {
        brand: 'samba-br',
        brand_name: 'Samba Bet',
        turnover: '0.00',
        winloss: '-320.00',
        bonuses: '1.60',
        admin_fee: '-32.00',
        ngr: '-289.60',
        revenue_share_amount: '-86.88',
        cpa_count: 0,
        cpa_total: '0.00',
        amount: '-86.88',
        deal: null,
        revenue_share: null,
        carry_out: '0.00',
      },
    ]);
    for (const field of ['winloss', 'bonuses', 'admin_fee', 'ngr', 'revenue_share_amount', 'cpa_total'])
      expect(sumOf(commission!.brand_lines, field), field).toBe(cents(commission![field]));

    // The CSV carries the same lines.
    const csv = await app.inject({
      url: '/api/v1/bo/me/statement/download?month=2026-12&format=csv',
      headers: affiliate.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('commission_period,brand,brand_name,turnover,winloss,bonuses,admin_fee,ngr');
    expect(csv.body).toContain(
      'November 2026,samba-br,Samba Bet,0.00,-320.00,1.60,-32.00,-289.60,-86.88,0,0.00,-86.88',
    );
  });

  it('keeps the negative carried in on a line of its own, and pays no brand anything on a negative base', async () => {
    // December: the BRL brand loses R$ 10,000.00 (-€1,600.00); the base is negative and carried out.
    await mustPutActivity(app, [
      { customer_id: 1, day: '2026-12-01', winloss: '100.00' },
      { customer_id: 2, day: '2026-12-01', currency: 'BRL', winloss: '-10000.00' },
    ]);
    clock = new Date('2027-01-02T12:00:00Z');
    expect((await close('2026-12')).statusCode).toBe(200);
    const [december] = (await statementOf('2027-01')).commissions;
    expect(december).toMatchObject({ amount: '0.00', carry_out: '-1350.00', outside_brands: '0.00' });
    expect(december!.brand_lines.map((line) => [line.brand, line.ngr, line.amount])).toEqual([
      [firstBrand, '90.00', '0.00'],
      ['samba-br', '-1440.00', '0.00'],
    ]);

    // January: €2,000.00 in the first brand and R$ 500.00 in the BRL one, against the €1,350.00 carried in.
    clock = new Date('2027-01-31T12:00:00Z');
    await mustPutActivity(app, [
      { customer_id: 1, day: '2027-01-05', winloss: '2000.00' },
      { customer_id: 2, day: '2027-01-05', currency: 'BRL', winloss: '500.00' },
    ]);
    clock = new Date('2027-02-02T12:00:00Z');
    expect((await close('2027-01')).statusCode).toBe(200);
    const [january] = (await statementOf('2027-02')).commissions;
    // NGR 1,872.00 (1,800.00 and 72.00 after the 10% fee), base 1,872.00 - 1,350.00 = 522.00, 30%: 156.60.
    expect(january).toMatchObject({ ngr: '1872.00', carry_in: '-1350.00', revenue_share_amount: '156.60' });
    expect(january!.brand_lines.map((line) => [line.brand, line.ngr, line.revenue_share_amount])).toEqual([
      [firstBrand, '1800.00', '540.00'],
      ['samba-br', '72.00', '21.60'],
    ]);
    // 540.00 + 21.60 - 405.00 (30% of the 1,350.00 carried in) = 156.60.
    expect(january!.outside_brands).toBe('-405.00');
    expect(sumOf(january!.brand_lines, 'amount') + cents(january!.outside_brands)).toBe(
      cents(january!.amount),
    );
  });
});
