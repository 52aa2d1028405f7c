import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateCommission } from '../src/modules/figures/calculate.ts';
import { bucketCommissionSql, ngrSql } from '../src/modules/figures/calculate-sql.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

/**
 * The rule of NGR and commission is written twice, once in TypeScript (the close, its preview, the
 * running month's estimate) and once in SQL (the dashboard's and the reports' sums): for random cent
 * amounts and plan rates, the SQL, evaluated by the database, answers what the TypeScript answers.
 */

const money = (cents: number) => (cents / 100).toFixed(2);
/**
 * A plan rate as commission_plan_versions stores it: numeric(6,4) between 0 and 1. Half of them are
 * multiples of 0.5 %, which put many products on half a cent, where the two roundings must agree.
 */
const rate = fc
  .oneof(
    fc.integer({ min: 0, max: 10_000 }),
    fc.integer({ min: 0, max: 200 }).map((n) => n * 50),
  )
  .map((n) => (n / 10_000).toFixed(4));

const figures = fc.record({
  winloss: fc.integer({ min: -50_000_000, max: 50_000_000 }).map(money),
  bonuses: fc.integer({ min: 0, max: 5_000_000 }).map(money),
  admin_fee_rate: rate,
  revenue_share: rate,
  cpa_amount: fc.integer({ min: 0, max: 50_000 }).map(money),
  cpa_qualified: fc.integer({ min: 0, max: 2_000 }),
});

describe(`the rule of NGR and commission in SQL and in TypeScript (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  // The columns' types: rollup sums of numeric(18,2), plan terms numeric(6,4) and numeric(18,2).
  const ngr = ngrSql('$1::numeric(18,2)', '$2::numeric(18,2)', '$3::numeric(6,4)');
  const statement = `SELECT ${ngr}::text AS ngr,
                            ${bucketCommissionSql(ngr, '$4::numeric(6,4)', '$5::numeric(18,2)', '$6::int')}::text AS commission`;

  it('gives the same NGR and bucket commission for random amounts and rates', async () => {
    await fc.assert(
      fc.asyncProperty(figures, async (f) => {
        const sql = await app.ctx.db.one<{ ngr: string; commission: string }>(statement, [
          f.winloss,
          f.bonuses,
          f.admin_fee_rate,
          f.revenue_share,
          f.cpa_amount,
          f.cpa_qualified,
        ]);
        // A bucket knows no carried negative and no late activity.
        const ts = calculateCommission(
          {
            revenue_share: f.revenue_share,
            admin_fee_rate: f.admin_fee_rate,
            cpa_amount: f.cpa_amount,
            negative_carry_over: false,
          },
          { winloss: f.winloss, bonuses: f.bonuses, cpa_count: f.cpa_qualified, carry_in: '0', late: [] },
        );
        expect(sql).toEqual({ ngr: ts.ngr, commission: ts.amount });
      }),
      { numRuns: 300 },
    );
  });

  it('rounds half away from zero on both sides, at the admin fee and at the revenue share', async () => {
    // 0.0050 × 1.00 = 0.005 and 0.5000 × 0.05 = 0.025: half a cent each, rounded up in size.
    for (const [winloss, adminFeeRate, revenueShare] of [
      ['1.00', '0.0050', '0.5000'],
      ['-1.00', '0.0050', '0.5000'],
      ['0.05', '0.0000', '0.5000'],
    ] as const) {
      const sql = await app.ctx.db.one<{ ngr: string; commission: string }>(statement, [
        winloss,
        '0',
        adminFeeRate,
        revenueShare,
        '0',
        0,
      ]);
      const ts = calculateCommission(
        {
          revenue_share: revenueShare,
          admin_fee_rate: adminFeeRate,
          cpa_amount: '0',
          negative_carry_over: false,
        },
        { winloss, bonuses: '0', cpa_count: 0, carry_in: '0', late: [] },
      );
      expect(sql).toEqual({ ngr: ts.ngr, commission: ts.amount });
    }
  });
});
