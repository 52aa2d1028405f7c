import { dealDocument, type DealDocument } from '@affiliate/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { flatPlanDeal } from '../src/modules/figures/flat-plan-deal.ts';
import { freshDatabase } from './helpers.ts';

/**
 * Issue 36: "Today's plans become deals (migration; nothing lost, every closed month's figures
 * unchanged)". A database at the schema before deals (001 to 057) with plans of several terms in two
 * currencies and a closed commission is migrated: each set of terms in each currency becomes one flat
 * deal whose document is the one flat-plan-deal.ts writes (the document the engine is tested to pay
 * exactly as the plan did), every plan version names its deal, the closed commission keeps every figure
 * and names its deal, and a new affiliate is put on the default deal.
 */
const BEFORE_DEALS = '057';

let opened: { db: Database; drop: () => Promise<void> } | undefined;
afterEach(async () => {
  await opened?.db.close();
  await opened?.drop();
  opened = undefined;
});

async function openAtBeforeDeals(): Promise<Database> {
  const fresh = await freshDatabase();
  const db = await openDatabase(fresh.database);
  opened = { db, drop: fresh.drop };
  await db.transaction(async (tx) => {
    await tx.execScript(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const migration of listMigrations().filter((m) => m.version.slice(0, 3) <= BEFORE_DEALS)) {
      await tx.execScript(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
  });
  return db;
}

describe('plans become deals (migration 058)', () => {
  it('makes one flat deal per set of terms and currency, names it on every plan and closed month, and changes no figure', async () => {
    const db = await openAtBeforeDeals();
    await db.execScript(`
      INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency) VALUES
        ('anna', 'anna@example.com', 'x', 'Anna', 'Costa', 'MT', 'EUR'),
        ('ben', 'ben@example.com', 'x', 'Ben', 'Hart', 'GB', 'GBP'),
        ('carla', 'carla@example.com', 'x', 'Carla', 'Neri', 'IT', 'EUR'),
        ('dino', 'dino@example.com', 'x', 'Dino', 'Rossi', 'IT', 'EUR');
      UPDATE commission_plan_versions SET revenue_share = 0.35, cpa_amount = 4.45, cpa_min_deposit = 20
        WHERE member_id = (SELECT id FROM members WHERE username = 'anna');
      UPDATE commission_plan_versions SET revenue_share = 0.35, cpa_amount = 4.45, cpa_min_deposit = 10
        WHERE member_id = (SELECT id FROM members WHERE username = 'dino');
      INSERT INTO commission_plan_versions (member_id, effective_from, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit, negative_carry_over)
        SELECT id, '2026-06-01', 0.25, 0, 0, 0, false FROM members WHERE username = 'carla';
      INSERT INTO commission_periods (period, started_at, closed_at, closed_by)
        VALUES ('2026-10-01', '2026-11-01T06:00:00Z', '2026-11-01T06:00:05Z', 'system');
      INSERT INTO commissions (member_id, period, currency, plan_effective_from, turnover, winloss, bonuses, admin_fee_rate,
                               admin_fee, ngr, revenue_share, negative_carry_over, revenue_share_amount, cpa_count,
                               cpa_min_deposit, cpa_amount_each, cpa_total, amount, created_at)
        SELECT id, '2026-10-01', 'EUR', '1900-01-01', 2000.00, 400.00, 20.00, 0.1000, 40.00, 340.00, 0.3500, true,
               119.00, 1, 20.00, 4.45, 4.45, 123.45, '2026-11-01T06:00:05Z' FROM members WHERE username = 'anna';
    `);
    const commissionColumns = `member_id, period, currency, plan_effective_from, turnover, winloss, bonuses, admin_fee_rate, admin_fee, ngr,
      revenue_share, negative_carry_over, revenue_share_amount, carry_out, cpa_count, cpa_min_deposit, cpa_amount_each, late_cpa_amount, cpa_total, amount`;
    const before = (await db.query(`SELECT ${commissionColumns} FROM commissions`)).rows;

    await migrate(db);

    expect((await db.query(`SELECT ${commissionColumns} FROM commissions`)).rows).toEqual(before);
    const deals = (
      await db.query<{ name: string; is_default: boolean; document: DealDocument }>(
        `SELECT d.name, d.is_default, v.document FROM deals d JOIN deal_versions v ON v.deal_id = d.id ORDER BY d.name`,
      )
    ).rows;
    expect(deals.map((d) => [d.name, d.is_default])).toEqual([
      ['Flat 25% · admin fee 0% · no carry-over EUR', false],
      ['Flat 30% · admin fee 10% EUR', true],
      ['Flat 30% · admin fee 10% GBP', false],
      ['Flat 35% · admin fee 10% · CPA 4.45 EUR · first deposit 10.00', false],
      ['Flat 35% · admin fee 10% · CPA 4.45 EUR · first deposit 20.00', false],
    ]);
    for (const deal of deals) expect(dealDocument.safeParse(deal.document).success, deal.name).toBe(true);

    // Every plan version names the deal whose document is its own terms, as flat-plan-deal.ts writes them.
    const plans = (
      await db.query<
        { currency: string; deal: string; document: DealDocument } & Parameters<typeof flatPlanDeal>[0]
      >(
        `SELECT trim(m.currency) AS currency, d.name AS deal, dv.document, p.revenue_share::text, p.admin_fee_rate::text,
                p.cpa_amount::text, p.cpa_min_deposit::text, p.negative_carry_over
         FROM commission_plan_versions p JOIN members m ON m.id = p.member_id
         JOIN deal_versions dv ON dv.deal_id = p.deal_id AND dv.version = p.deal_version JOIN deals d ON d.id = dv.deal_id`,
      )
    ).rows;
    expect(plans).toHaveLength(5);
    for (const plan of plans)
      expect(plan.document).toEqual(flatPlanDeal(plan, { currency: plan.currency, name: plan.deal }));
    const unlinked = await db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM commission_plan_versions WHERE deal_id IS NULL',
    );
    expect(unlinked.n).toBe(0);

    const closed = await db.one<{ deal: string; deal_version: number; cpa_counted: number }>(
      `SELECT d.name AS deal, c.deal_version, c.cpa_counted FROM commissions c JOIN deals d ON d.id = c.deal_id`,
    );
    expect(closed).toEqual({
      deal: 'Flat 35% · admin fee 10% · CPA 4.45 EUR · first deposit 20.00',
      deal_version: 1,
      cpa_counted: 1,
    });

    // New affiliates: on the default deal in its currency; in another currency, the plan of the columns' defaults.
    await db.execScript(`
      INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency) VALUES
        ('eva', 'eva@example.com', 'x', 'Eva', 'Lind', 'SE', 'EUR'), ('finn', 'finn@example.com', 'x', 'Finn', 'Berg', 'SE', 'SEK');
    `);
    const newcomers = (
      await db.query<{ username: string; deal: string | null }>(
        `SELECT m.username, d.name AS deal FROM members m JOIN commission_plan_versions p ON p.member_id = m.id
         LEFT JOIN deals d ON d.id = p.deal_id WHERE m.username IN ('eva', 'finn') ORDER BY m.username`,
      )
    ).rows;
    expect(newcomers).toEqual([
      { username: 'eva', deal: 'Flat 30% · admin fee 10% EUR' },
      { username: 'finn', deal: null },
    ]);
  });
});
