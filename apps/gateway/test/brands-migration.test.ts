import { afterEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/database.ts';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { freshDatabase } from './helpers.ts';

/**
 * Issue 35's standard: a database at the schema before brands (migrations 001 to 052), holding a
 * program's data, is migrated, and every row of every table is compared before and after. Today's data
 * becomes the first brand with nothing lost: no figure, code, player or ledger row moves.
 */
const BEFORE_BRANDS = '052';

let opened: { db: Database; drop: () => Promise<void> } | undefined;
afterEach(async () => {
  await opened?.db.close();
  await opened?.drop();
  opened = undefined;
});

async function openFresh(): Promise<Database> {
  const fresh = await freshDatabase();
  const db = await openDatabase(fresh.database);
  opened = { db, drop: fresh.drop };
  return db;
}

/** Applies the migrations up to `last` and records them as `migrate` does, so that it applies only the later ones. */
async function migrateThrough(db: Database, last: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execScript(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    for (const migration of listMigrations().filter((m) => m.version.slice(0, 3) <= last)) {
      await tx.execScript(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
  });
}

/** A program as it runs today: one unnamed brand, affiliates in two currencies, players, activity, rollups, a commission paid to the ledger. */
async function loadProgram(db: Queryable): Promise<void> {
  await db.execScript(`
    INSERT INTO settings (code, value, is_public) VALUES
      ('brand', '{"name": "Goldline Partners", "supportEmail": "partners@goldline.example"}', true);
    INSERT INTO products (code, name, url) VALUES ('goldline-casino', 'Goldline Casino', 'https://goldline.example/');
    INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency, created_at, updated_at) VALUES
      ('anna', 'anna@example.com', 'x', 'Anna', 'Costa', 'MT', 'EUR', '2026-01-05T09:00:00Z', '2026-01-05T09:00:00Z'),
      ('ben', 'ben@example.com', 'x', 'Ben', 'Hart', 'GB', 'GBP', '2026-02-10T09:00:00Z', '2026-02-10T09:00:00Z'),
      ('carla', 'carla@example.com', 'x', 'Carla', 'Neri', 'IT', 'EUR', '2026-03-01T09:00:00Z', '2026-03-01T09:00:00Z');
    INSERT INTO referral_codes (code, member_id, is_default, created_at)
      SELECT c.code, m.id, c.is_default, '2026-03-02T10:00:00Z' FROM (VALUES
        ('ANNA1', 'anna', true), ('ANNASPORT', 'anna', false), ('BEN1', 'ben', true), ('CARLA1', 'carla', true)
      ) AS c (code, username, is_default) JOIN members m ON m.username = c.username;
    INSERT INTO banners (name, type, language, sizes, enabled, created_at) VALUES
      ('Welcome bonus', 'image', 'en', '300x250', true, '2026-01-01T00:00:00Z'),
      ('Champions League', 'image', 'en', '728x90', false, '2026-01-02T00:00:00Z');
  `);
  await db.execScript(`
    INSERT INTO players (customer_id, member_id, referral_code, date_joined, registered_at, category, country,
                         first_deposit_date, first_deposit_amount, deposits, withdrawals, turnover, winloss, bonuses,
                         created_at, updated_at, sub1, campaign)
      SELECT p.customer_id, m.id, p.code, p.joined::date, p.joined::timestamptz, p.category, p.country,
             p.joined::date, p.first_deposit, p.deposits, p.withdrawals, p.turnover, p.winloss, p.bonuses,
             '2026-11-01T00:00:00Z', '2026-11-03T00:00:00Z', p.sub1, p.campaign
      FROM (VALUES
        (1001, 'anna', 'ANNA1', '2026-11-01', 'casino', 'DE', 50.00, 150.00, 20.00, 1200.50, 310.25, 15.00, 'fb', 'autumn'),
        (1002, 'anna', 'ANNASPORT', '2026-11-02', 'sports', 'MT', 100.00, 100.00, 0.00, 800.00, -45.10, 0.00, '', ''),
        (1003, 'ben', 'BEN1', '2026-11-01', 'casino', 'GB', 25.00, 75.00, 10.00, 410.00, 60.40, 5.00, '', '')
      ) AS p (customer_id, username, code, joined, category, country, first_deposit, deposits, withdrawals, turnover, winloss, bonuses, sub1, campaign)
      JOIN members m ON m.username = p.username;
    INSERT INTO player_activity (player_id, day, currency, deposits, withdrawals, turnover, winloss, bonuses, received_at)
      SELECT p.id, a.day::date, a.currency, a.deposits, a.withdrawals, a.turnover, a.winloss, a.bonuses, '2026-11-04T06:00:00Z'
      FROM (VALUES
        (1001, '2026-11-01', 'EUR', 50.00, 0.00, 700.50, 210.25, 15.00),
        (1001, '2026-11-02', 'EUR', 100.00, 20.00, 500.00, 100.00, 0.00),
        (1002, '2026-11-02', 'EUR', 100.00, 0.00, 800.00, -45.10, 0.00),
        (1003, '2026-11-01', 'GBP', 25.00, 0.00, 210.00, 40.40, 5.00),
        (1003, '2026-11-03', 'GBP', 50.00, 10.00, 200.00, 20.00, 0.00)
      ) AS a (customer_id, day, currency, deposits, withdrawals, turnover, winloss, bonuses)
      JOIN players p ON p.customer_id = a.customer_id;
  `);
  // The rollups as the ingest keeps them: by day and category, by month, and by traffic source.
  await db.execScript(`
    INSERT INTO affiliate_daily (member_id, day, category, signups, registrations, first_depositors, first_deposit_amount,
                                 cpa_qualified, deposits, withdrawals, turnover, winloss, bonuses)
      SELECT p.member_id, a.day, p.category,
             count(*) FILTER (WHERE p.date_joined = a.day), count(*) FILTER (WHERE p.date_joined = a.day),
             count(*) FILTER (WHERE p.first_deposit_date = a.day),
             coalesce(sum(p.first_deposit_amount) FILTER (WHERE p.first_deposit_date = a.day), 0), 0,
             sum(a.deposits), sum(a.withdrawals), sum(a.turnover), sum(a.winloss), sum(a.bonuses)
      FROM player_activity a JOIN players p ON p.id = a.player_id GROUP BY p.member_id, a.day, p.category;
    INSERT INTO affiliate_monthly_figures (member_id, month, category, signups, registrations, first_depositors,
                                           first_deposit_amount, cpa_qualified, deposits, withdrawals, turnover, winloss, bonuses)
      SELECT member_id, date_trunc('month', day)::date, category, sum(signups), sum(registrations), sum(first_depositors),
             sum(first_deposit_amount), sum(cpa_qualified), sum(deposits), sum(withdrawals), sum(turnover), sum(winloss), sum(bonuses)
      FROM affiliate_daily GROUP BY member_id, date_trunc('month', day), category;
    INSERT INTO affiliate_source_daily (member_id, day, source_key, referral_code, sub1, sub2, sub3, sub4, sub5,
                                        saved_banner_id, campaign, country, clicks, signups, registrations,
                                        first_depositors, first_deposit_amount, deposits, turnover, winloss, bonuses)
      SELECT p.member_id, a.day, decode(md5(p.referral_code || p.sub1 || p.campaign || p.country), 'hex'), p.referral_code,
             p.sub1, '', '', '', '', 0, p.campaign, p.country, 3,
             count(*) FILTER (WHERE p.date_joined = a.day), count(*) FILTER (WHERE p.date_joined = a.day),
             count(*) FILTER (WHERE p.first_deposit_date = a.day),
             coalesce(sum(p.first_deposit_amount) FILTER (WHERE p.first_deposit_date = a.day), 0),
             sum(a.deposits), sum(a.turnover), sum(a.winloss), sum(a.bonuses)
      FROM player_activity a JOIN players p ON p.id = a.player_id
      GROUP BY p.member_id, a.day, p.referral_code, p.sub1, p.campaign, p.country;
  `);
  // October closed: Anna's commission posted to her balance.
  await db.execScript(`
    INSERT INTO commission_periods (period, started_at, closed_at, closed_by)
      VALUES ('2026-10-01', '2026-11-01T06:00:00Z', '2026-11-01T06:00:05Z', 'machine 3827c253');
    INSERT INTO ledger_transactions (member_id, kind, currency, balance_after, held_after, description, created_by,
                                     created_at, available_change, held_change)
      SELECT id, 'commission', 'EUR', 123.45, 0, 'Commission for October 2026', 'machine 3827c253',
             '2026-11-01T06:00:05Z', 123.45, 0 FROM members WHERE username = 'anna';
    INSERT INTO ledger_entries (transaction_id, member_id, account, amount)
      SELECT t.id, t.member_id, e.account, e.amount FROM ledger_transactions t,
        (VALUES ('affiliate_available', 123.45), ('brand_commission', -123.45)) AS e (account, amount);
    INSERT INTO commissions (member_id, period, currency, plan_effective_from, turnover, winloss, bonuses, admin_fee_rate,
                             admin_fee, ngr, revenue_share, negative_carry_over, revenue_share_amount, cpa_count,
                             cpa_min_deposit, cpa_amount_each, cpa_total, amount, ledger_transaction_id, created_at)
      SELECT t.member_id, '2026-10-01', 'EUR', '2026-01-01', 2000.00, 400.00, 20.00, 0.1000, 40.00, 340.00, 0.3500, true,
             119.00, 1, 20.00, 4.45, 4.45, 123.45, t.id, '2026-11-01T06:00:05Z' FROM ledger_transactions t;
    INSERT INTO member_balances (member_id, currency, available, held, updated_at)
      SELECT member_id, 'EUR', 123.45, 0, '2026-11-01T06:00:05Z' FROM ledger_transactions;
  `);
}

/** Every table's columns, by table. */
async function columnsByTable(db: Queryable): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ table_name: string; columns: string[] }>(
    `SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.column_name) AS columns
     FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     GROUP BY c.table_name`,
  );
  return new Map(rows.map((row) => [row.table_name, row.columns]));
}

/** Every row of `table` as JSON text (numbers exact), without the columns named, in a stable order. */
async function rowsOf(db: Queryable, table: string, without: string[] = []): Promise<string[]> {
  const { rows } = await db.query<{ row: string }>(
    `SELECT (to_jsonb(t) - $1::text[])::text AS row FROM "${table}" t ORDER BY 1`,
    [without],
  );
  return rows.map((r) => r.row);
}

describe('migration 053 on a program with data', () => {
  it('keeps every row of every table, adds the brand columns, and makes today’s program the first brand', async () => {
    const db = await openFresh();
    await migrateThrough(db, BEFORE_BRANDS);
    await loadProgram(db);

    const tablesBefore = await columnsByTable(db);
    const snapshot = new Map<string, string[]>();
    for (const table of tablesBefore.keys()) snapshot.set(table, await rowsOf(db, table));
    // The data is really there: the comparison below is not of empty tables.
    expect(snapshot.get('players')).toHaveLength(3);
    expect(snapshot.get('player_activity')).toHaveLength(5);
    expect(snapshot.get('affiliate_daily')!.length).toBeGreaterThan(3);
    expect(snapshot.get('ledger_entries')).toHaveLength(2);

    const run = await migrate(db);
    expect(run.applied[0]).toMatch(/^053_/);
    expect(run.createdFromEmpty).toBe(false);

    const tablesAfter = await columnsByTable(db);
    const added: Record<string, string[]> = {};
    for (const [table, columns] of tablesBefore) {
      const now = tablesAfter.get(table);
      expect(now, `${table} is still there`).toBeDefined();
      // No column is dropped.
      expect(
        columns.filter((column) => !now!.includes(column)),
        table,
      ).toEqual([]);
      const newColumns = now!.filter((column) => !columns.includes(column));
      if (newColumns.length > 0) added[table] = newColumns;
      const rows = await rowsOf(db, table, newColumns);
      if (table === 'schema_migrations') {
        // The migrations applied before stay recorded (their checksums filled in), the new ones added.
        const versions = rows.map((row) => (JSON.parse(row) as { version: string }).version);
        for (const row of snapshot.get(table)!)
          expect(versions).toContain((JSON.parse(row) as { version: string }).version);
        continue;
      }
      expect(rows, `every row of ${table}`).toEqual(snapshot.get(table));
    }
    expect(added).toMatchObject({
      referral_codes: ['brand'],
      // 069 (issue 39's player moves) adds its own columns to players after 053's brand.
      players: expect.arrayContaining(['brand']),
      banners: ['brand'],
      player_activity: ['rate', 'rate_day'],
    });
    expect(tablesAfter.has('brands')).toBe(true);
    expect(tablesAfter.has('fx_rates')).toBe(true);

    // One brand: the program's name, the currency most affiliates are paid in, the deployment's landing page.
    const brands = await db.query(
      'SELECT code, name, currency, is_first, landing_url, logo_url, open_to_affiliates FROM brands',
    );
    expect(brands.rows).toEqual([
      {
        code: 'goldline-partners',
        name: 'Goldline Partners',
        currency: 'EUR',
        is_first: true,
        landing_url: null,
        logo_url: null,
        open_to_affiliates: true,
      },
    ]);
    const belonging = await db.one<Record<string, string[]>>(
      `SELECT (SELECT array_agg(DISTINCT brand) FROM referral_codes) AS codes,
              (SELECT array_agg(DISTINCT brand) FROM players) AS players,
              (SELECT array_agg(DISTINCT brand) FROM banners) AS banners`,
    );
    expect(belonging).toEqual({
      codes: ['goldline-partners'],
      players: ['goldline-partners'],
      banners: ['goldline-partners'],
    });
    const rates = await db.query<{ rate: string; rate_day: string | null; n: number }>(
      'SELECT rate::text AS rate, rate_day::text AS rate_day, count(*)::int AS n FROM player_activity GROUP BY 1, 2',
    );
    expect(rates.rows).toEqual([{ rate: '1.0000000000', rate_day: null, n: 5 }]);
    // Every new row names its brand: the columns' defaults were only for the rows already there.
    const defaults = await db.query<{
      table_name: string;
      column_default: string | null;
      is_nullable: string;
    }>(
      `SELECT table_name, column_default, is_nullable FROM information_schema.columns
       WHERE table_schema = current_schema() AND column_name = 'brand'
         AND table_name IN ('banners', 'players', 'referral_codes') ORDER BY table_name`,
    );
    expect(defaults.rows).toEqual(
      ['banners', 'players', 'referral_codes'].map((table_name) => ({
        table_name,
        column_default: null,
        is_nullable: 'NO',
      })),
    );
  }, 120_000);

  it('gives an empty database a first brand of its own, in EUR', async () => {
    const db = await openFresh();
    const run = await migrate(db);
    expect(run.createdFromEmpty).toBe(true);
    const brands = await db.query('SELECT code, name, currency, is_first, landing_url FROM brands');
    // Migration 053 spells 'Main brand' as a code the way it spells any program's name.
    expect(brands.rows).toEqual([
      { code: 'main-brand', name: 'Main brand', currency: 'EUR', is_first: true, landing_url: null },
    ]);
  }, 120_000);
});
