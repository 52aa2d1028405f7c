import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATED_AFFILIATE_PASSWORD, generatedAffiliates } from '../src/demo/generator/affiliates.ts';
import { defaultPreferences } from '../src/modules/members/default-preferences.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn } from './helpers.ts';

/** The operator API, the demo seed and the data generator all create affiliates through insertAffiliate. */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

interface AccountShape {
  plans: number;
  products: number;
  all_products: number;
  default_codes: string[];
  preferences: Record<string, unknown>;
}

async function shapeOf(username: string): Promise<AccountShape> {
  return app.ctx.db.one<AccountShape>(
    `SELECT (SELECT count(*)::int FROM commission_plan_versions WHERE member_id = m.id) AS plans,
            (SELECT count(*)::int FROM member_products WHERE member_id = m.id) AS products,
            (SELECT count(*)::int FROM products) AS all_products,
            (SELECT coalesce(array_agg(code ORDER BY code), '{}') FROM referral_codes WHERE member_id = m.id AND is_default) AS default_codes,
            m.preferences
     FROM members m WHERE m.username = $1`,
    [username],
  );
}

function expectWhole(shape: AccountShape, defaultCode: string) {
  expect(shape.plans).toBe(1);
  expect(shape.products).toBe(shape.all_products);
  expect(shape.default_codes).toEqual([defaultCode]);
  expect(Object.keys(shape.preferences).sort()).toEqual(Object.keys(defaultPreferences).sort());
}

describe('one way to create an affiliate', () => {
  it('gives the seeded demo accounts a plan, every product, their default code and full preferences', async () => {
    expectWhole(await shapeOf('demo'), 'GOLDDEMO');
    expectWhole(await shapeOf('rival'), 'RIVAL01');
    expect((await shapeOf('demo')).preferences).toMatchObject({ timezone: 'Europe/Malta' });
    await signIn(app, DEMO.username, DEMO.password);
  });

  it('gives an affiliate created by the operator the same, with a code from the username', async () => {
    const payload = {
      username: 'fresh-partner',
      email: 'fresh@example.com',
      password: 'amber-harbour-lantern-42',
      firstName: 'Fresh',
      lastName: 'Partner',
      country: 'DE',
    };
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      headers: operatorHeaders,
      payload,
    });
    expect(response.statusCode).toBe(201);
    expectWhole(await shapeOf('fresh-partner'), 'FRESH-PARTNER');
    expect((await shapeOf('fresh-partner')).preferences).toEqual(defaultPreferences);
  });

  it('gives generated affiliates the same, reusing them on the next run', async () => {
    const first = await generatedAffiliates(app.ctx.db, 2);
    expect(first).toEqual([
      { code: 'GEN001', currency: 'EUR' },
      { code: 'GEN002', currency: 'EUR' },
    ]);
    expectWhole(await shapeOf('gen-001'), 'GEN001');
    await signIn(app, 'gen-002', GENERATED_AFFILIATE_PASSWORD);
    const affiliates = async () =>
      (await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM members')).n;
    const before = await affiliates();
    expect(await generatedAffiliates(app.ctx.db, 3)).toEqual([...first, { code: 'GEN003', currency: 'EUR' }]);
    expect(await affiliates()).toBe(before + 1);
  });

  it('numbers the default code when the one from the username is taken', async () => {
    const payload = {
      username: 'gen001',
      email: 'gen001@example.com',
      password: 'amber-harbour-lantern-43',
      firstName: 'Gen',
      lastName: 'Partner',
      country: 'DE',
    };
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/operator/affiliates',
          headers: operatorHeaders,
          payload,
        })
      ).statusCode,
    ).toBe(201);
    expectWhole(await shapeOf('gen001'), 'GEN0012');
  });

  it('writes nothing when the member row is refused (a taken email)', async () => {
    const payload = {
      username: 'second-fresh',
      email: 'FRESH@example.com',
      password: 'amber-harbour-lantern-44',
      firstName: 'S',
      lastName: 'F',
      country: 'DE',
    };
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/operator/affiliates',
          headers: operatorHeaders,
          payload,
        })
      ).statusCode,
    ).toBe(409);
    expect(await app.ctx.db.maybeOne("SELECT 1 FROM referral_codes WHERE code = 'SECOND-FRESH'")).toBeNull();
  });
});
