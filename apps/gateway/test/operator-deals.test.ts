import type { DealDocument } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders, signIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';
import { auditRows, consoleOperator, signInAgain, type ConsoleOperator } from './operator-console-helpers.ts';

/**
 * The deals API (issue 36, item 1): a document saved, checked on its fields, versioned, made the
 * default and assigned; who may do what; and what an affiliate then reads of its running month.
 */

let app: FastifyInstance;
let clock = new Date('2026-11-20T12:00:00Z');
let finance: ConsoleOperator;
let support: ConsoleOperator;
const PASSWORD = 'saffron-river-otter-19';

const tiered: DealDocument = {
  name: 'Casino tiers 2027',
  currency: 'EUR',
  revenue_share: {
    mode: 'tiered',
    tiers: [
      { from: '0', rate: '0.25' },
      { from: '5000', rate: '0.30' },
    ],
  },
  admin_fee_rate: '0.10',
  cpa: { amount: '100.00', qualify: { first_deposit_min: '20.00' } },
};

const save = (payload: unknown, headers: Record<string, string> = operatorHeaders) =>
  app.inject({ method: 'POST', url: '/api/v1/operator/deals', headers, payload: payload as object });
const list = (headers: Record<string, string> = operatorHeaders) =>
  app.inject({ url: '/api/v1/operator/deals', headers });
const assign = (affiliateId: number, payload: object, headers: Record<string, string> = operatorHeaders) =>
  app.inject({ method: 'PUT', url: `/api/v1/operator/affiliates/${affiliateId}/deal`, headers, payload });

async function createAffiliate(username: string, extra: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      firstName: 'Deal',
      lastName: 'Tester',
      country: 'PT',
      currency: 'EUR',
      ...extra,
    },
  });
}

async function currentDeal(username: string) {
  const signedIn = await signIn(app, username, PASSWORD);
  const response = await app.inject({
    url: `/api/v1/affiliate/${await affiliateIdOf(app, username)}/commission/current`,
    headers: signedIn.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.deal as { name: string | null; version: number | null; effective_from: string };
}

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, seedDemoData: false });
  finance = await consoleOperator(app, 'finance');
  support = await consoleOperator(app, 'support');
});

afterAll(() => closeTestApp(app));

describe('saving a deal', () => {
  it('creates version 1 from the start, says what it pays in words, and audits who saved it', async () => {
    const response = await save(tiered, finance.headers);
    expect(response.statusCode, response.body).toBe(201);
    const deal = response.json().data;
    expect(deal).toMatchObject({ name: 'Casino tiers 2027', affiliates: 0, is_default: false });
    expect(deal.current).toMatchObject({ version: 1, effective_from: '1900-01-01', document: tiered });
    expect(deal.current.summary).toEqual([
      'Revenue share, tiered: 25% of NGR; 30% from €5,000.00 of NGR. The whole month is paid at the tier reached.',
      'Admin fee: 10% of win/loss, taken off NGR.',
      'A negative month is carried into the next and earned back before revenue share is paid.',
      'CPA: €100.00 per player who makes a first deposit of at least €20.00.',
      'The CPA is paid whatever the NGR.',
    ]);
    const audit = await auditRows(app, 'operator.saveDeal');
    expect(audit.at(-1)).toMatchObject({ operator_id: finance.id, detail: { status: 201 } });
  });

  it('refuses a document on the field at fault, and saves nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [
        {
          ...tiered,
          name: 'Bad tiers',
          revenue_share: {
            mode: 'tiered',
            tiers: [
              { from: '0', rate: '0.25' },
              { from: '0', rate: '0.30' },
            ],
          },
        },
        'revenue_share.tiers.1.from',
      ],
      [
        {
          ...tiered,
          name: 'Bad first tier',
          revenue_share: { mode: 'tiered', tiers: [{ from: '10', rate: '0.25' }] },
        },
        'revenue_share.tiers.0.from',
      ],
      [
        { ...tiered, name: 'Bad rate', revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '1.5' }] } },
        'revenue_share.tiers.0.rate',
      ],
      [
        {
          ...tiered,
          name: 'Bad ladder',
          revenue_share: {
            mode: 'ladder',
            tier_by: 'first_depositors',
            tiers: [{ from: '0', rate: '0.25' }],
          },
        },
        'revenue_share.tier_by',
      ],
      [{ ...tiered, name: 'Unknown brand', brand: 'nowhere' }, 'brand'],
      [{ ...tiered, name: 'Typo', admin_fee: '0.10' }, ''],
    ];
    for (const [payload, field] of cases) {
      const response = await save(payload);
      expect(response.statusCode, response.body).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      if (field) expect(Object.keys(errors), JSON.stringify(payload)).toContain(field);
      else expect(JSON.stringify(errors)).toContain('Unknown field: admin_fee.');
    }
    // Only the deal saved above and the plan every affiliate had (migration 058) are there.
    const names = ((await list()).json().data as Array<{ name: string }>).map((d) => d.name);
    expect(names.sort()).toEqual(['Casino tiers 2027', 'Flat 30% · admin fee 10% EUR']);
  });

  it('refuses a deal for a brand in another currency than the brand’s', async () => {
    const firstBrand = (await app.ctx.db.one<{ code: string }>('SELECT code FROM brands WHERE is_first'))
      .code;
    const response = await save({ ...tiered, name: 'Pounds', currency: 'GBP', brand: firstBrand });
    expect(response.statusCode, response.body).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['currency']);
  });

  it('is finance’s and admins’: support reads the deals but is refused 403 on saving', async () => {
    expect((await list(support.headers)).statusCode).toBe(200);
    const response = await save({ ...tiered, name: 'By support' }, support.headers);
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('versions and assignments', () => {
  it('puts a new affiliate on the named deal from the running month, and on the default when none is named', async () => {
    expect((await createAffiliate('named', { deal: 'casino TIERS 2027' })).statusCode).toBe(201);
    expect(await currentDeal('named')).toEqual({
      name: 'Casino tiers 2027',
      version: 1,
      effective_from: '2026-11-01',
      summary: expect.any(Array),
      document: tiered,
    });
    const unknown = await createAffiliate('unnamed', { deal: 'No such deal' });
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['deal']);
    // The migration's default: the plan every new affiliate had, as a deal.
    expect((await createAffiliate('plain')).statusCode).toBe(201);
    expect(await currentDeal('plain')).toMatchObject({ name: 'Flat 30% · admin fee 10% EUR', version: 1 });

    const made = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/deals/default',
      headers: finance.headers,
      payload: { deal: 'Casino tiers 2027' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ is_default: true });
    expect((await createAffiliate('defaulted')).statusCode).toBe(201);
    expect(await currentDeal('defaulted')).toMatchObject({ name: 'Casino tiers 2027', version: 1 });
  });

  it('records an edit as the next version from next month: the running month keeps its terms', async () => {
    const edited = { ...tiered, admin_fee_rate: '0.05' };
    const response = await save(edited, finance.headers);
    expect(response.statusCode, response.body).toBe(201);
    const deal = response.json().data;
    expect(deal.current).toMatchObject({ version: 2, effective_from: '2026-12-01', document: edited });
    expect(deal.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(deal.affiliates).toBe(2);
    expect(await currentDeal('named')).toMatchObject({ version: 1 });
    // Both affiliates on the deal are told of the version to come.
    const told = await app.ctx.db.query<{ member_id: number; title: string }>(
      `SELECT member_id, title FROM notifications WHERE kind = 'changes' AND title = 'Your deal from 12/01/2026'`,
    );
    expect(told.rows).toHaveLength(2);
    // The same document again changes nothing, and says so.
    const again = await save(edited);
    expect(again.statusCode, again.body).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['name']);

    clock = new Date('2026-12-03T12:00:00Z');
    finance = await signInAgain(app, finance);
    support = await signInAgain(app, support);
    expect(await currentDeal('named')).toMatchObject({ version: 2, effective_from: '2026-12-01' });
  });

  it('moves an affiliate with activity this month from the next month, and one without from this month', async () => {
    await save({
      name: 'Flat 35%',
      currency: 'EUR',
      revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.35' }] },
    });
    const active = await affiliateIdOf(app, 'named');
    await mustPutPlayers(app, [{ customer_id: 5001, referral_code: 'NAMED', date_joined: '2026-12-01' }]);
    await mustPutActivity(app, [{ customer_id: 5001, day: '2026-12-02', winloss: '10.00' }]);

    const refused = await assign(active, { deal: 'Flat 35%', from: '2026-12' }, finance.headers);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['from']);
    const moved = await assign(active, { deal: 'Flat 35%' }, finance.headers);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toEqual({
      member_id: active,
      deal: 'Flat 35%',
      version: 1,
      brand: null,
      effective_from: '2027-01-01',
    });
    expect(await currentDeal('named')).toMatchObject({ name: 'Casino tiers 2027' });

    const quiet = await affiliateIdOf(app, 'plain');
    const now = await assign(quiet, { deal: 'Flat 35%' });
    expect(now.json().data).toMatchObject({ effective_from: '2026-12-01' });
    expect(await currentDeal('plain')).toMatchObject({ name: 'Flat 35%' });
    // Nobody's terms change without a word: the affiliate is told what it is on, from when, and what it pays.
    const told = await app.ctx.db.one<{ title: string; body: string }>(
      `SELECT title, body FROM notifications WHERE member_id = $1 AND kind = 'changes' ORDER BY id DESC LIMIT 1`,
      [active],
    );
    expect(told).toEqual({
      title: 'Your deal from 01/01/2027',
      body:
        'From 01/01/2027 you are paid under "Flat 35%" (version 1). Revenue share: 35% of NGR. No admin fee. ' +
        'A negative month is carried into the next and earned back before revenue share is paid. No CPA. ' +
        'The Commission screen shows what your running month pays under it.',
    });
  });

  it('refuses a deal in another currency than the affiliate’s, an unknown deal or affiliate, and support', async () => {
    await save({
      name: 'Pounds flat',
      currency: 'GBP',
      revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
    });
    const quiet = await affiliateIdOf(app, 'plain');
    const pounds = await assign(quiet, { deal: 'Pounds flat' });
    expect(pounds.statusCode, pounds.body).toBe(422);
    expect(Object.keys(pounds.json().errors)).toEqual(['deal']);
    expect((await assign(quiet, { deal: 'Nobody’s deal' })).statusCode).toBe(422);
    expect((await assign(999_999, { deal: 'Flat 35%' })).statusCode).toBe(404);
    expect((await assign(quiet, { deal: 'Flat 35%' }, support.headers)).statusCode).toBe(403);
  });

  it('shows an affiliate its own running month only', async () => {
    const other = await signIn(app, 'plain', PASSWORD);
    const response = await app.inject({
      url: `/api/v1/affiliate/${await affiliateIdOf(app, 'named')}/commission/current`,
      headers: other.headers,
    });
    expect([403, 404]).toContain(response.statusCode);
  });
});
