import pg from 'pg';
import { databaseUrl } from './data.ts';

/**
 * The money data sets of the history and statement benchmark, generated with set-based SQL (a few
 * statements, not a row at a time) through the product's own tables and triggers, on a database the
 * gateway has migrated and seeded (the demo affiliate is the heavy one).
 *
 * Every affiliate repeats a cycle of four ledger transactions (8 entries): a commission of 100.00,
 * a withdrawal of 40.00 held then paid (one withdrawal row with its three events), then an adjustment
 * of +5.00 or a fee of -2.00 in turn. balance_after follows the cycles exactly. The demo affiliate's
 * cycles run at the same density at both sizes (100 a month from January 2012, 400 postings a month),
 * so a month's statement is the same size and only the depth of the history grows.
 */
export interface MoneySize {
  name: 'small' | 'large';
  database: string;
  affiliates: number;
  /** Cycles per ordinary affiliate (12 cycles = 96 entries, one every two months from 2018). */
  cycles: number;
  heavyCycles: number;
}

/**
 * BENCH_DATABASE_SUFFIX names databases of one's own (`_mine`: affiliate_bench_money_small_mine), so
 * benches of several branches on one PostgreSQL server neither share data nor migrate each other's.
 */
const suffix = process.env.BENCH_DATABASE_SUFFIX ?? '';

export const moneySizes: MoneySize[] = [
  {
    name: 'small',
    database: `affiliate_bench_money_small${suffix}`,
    affiliates: 1_000,
    cycles: 12,
    heavyCycles: 1_250,
  },
  {
    name: 'large',
    database: `affiliate_bench_money_large${suffix}`,
    affiliates: 10_000,
    cycles: 12,
    heavyCycles: 12_500,
  },
];

/** The heavy affiliate's month the statement benchmark reads: its sixth, full at both sizes. */
export const HEAVY_MONTH = '2012-06';
const HEAVY_START = '2012-01-01T00:00:00Z';
/** 100 cycles a month. */
const HEAVY_STEP = "interval '7 hours 26 minutes'";

export async function createMoneyDatabase(server: string, size: MoneySize): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [size.database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${size.database}`);
  } finally {
    await admin.end();
  }
}

/** Generates the size's money into its (migrated, seeded) database unless it is there already. */
export async function ensureMoneyData(server: string, size: MoneySize): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl(server, size.database) });
  await db.connect();
  try {
    const { rows } = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM members WHERE username LIKE 'bm%'`,
    );
    if (Number(rows[0]!.n) >= size.affiliates) {
      const entries = await db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries');
      console.log(
        `${size.name}: reusing ${size.database} (${Number(entries.rows[0]!.n).toLocaleString('en-US')} ledger entries)`,
      );
      return;
    }
    console.log(
      `${size.name}: generating ${size.affiliates.toLocaleString('en-US')} affiliates × ${size.cycles * 8} entries and the demo affiliate with ${(size.heavyCycles * 8).toLocaleString('en-US')}`,
    );
    const started = Date.now();
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency)
       SELECT 'bm' || g, 'bm' || g || '@example.com', 'x', 'Bench', 'Affiliate', 'DE', 'EUR' FROM generate_series(1, $1::int) g`,
      [size.affiliates],
    );
    await db.query(
      `CREATE TEMP TABLE cycles ON COMMIT DROP AS
       SELECT m.id AS member_id, c, timestamptz '2018-01-03T10:00:00Z' + (m.id % 500) * interval '1 minute' + c * interval '2 months' AS t0
       FROM members m CROSS JOIN generate_series(0, $1::int - 1) c WHERE m.username LIKE 'bm%'
       UNION ALL
       SELECT m.id, c, timestamptz '${HEAVY_START}' + c * ${HEAVY_STEP} FROM members m CROSS JOIN generate_series(0, $2::int - 1) c WHERE m.username = 'demo'`,
      [size.cycles, size.heavyCycles],
    );
    await db.query(
      `INSERT INTO payout_details (member_id, payment_option_type, details, proof, saved_at)
       SELECT DISTINCT member_id, 'SKRILL', '{"account":"bench@example.com"}'::jsonb, 'bench', timestamptz '2011-01-01' FROM cycles`,
    );
    await db.query(
      `INSERT INTO withdrawals (member_id, payment_option_type, payout_details_id, amount, currency, fee, payout_amount, unit, status, payout_reference, created_at, updated_at)
       SELECT c.member_id, 'SKRILL', d.id, 40, 'EUR', 0, 40, 'EUR', 'paid', 'SK-' || c.member_id || '-' || c.c, c.t0 + interval '1 hour', c.t0 + interval '2 hours'
       FROM cycles c JOIN payout_details d ON d.member_id = c.member_id AND d.proof = 'bench' ORDER BY c.t0`,
    );
    await db.query(
      `INSERT INTO withdrawal_events (withdrawal_id, status, actor, note, at)
       SELECT w.id, e.status, e.actor, e.note, w.created_at + e.after FROM withdrawals w
       CROSS JOIN LATERAL (VALUES ('requested', 'member', NULL, interval '0'), ('approved', 'operator:bench', NULL, interval '30 minutes'),
                                  ('paid', 'operator:bench', w.payout_reference, interval '1 hour')) e(status, actor, note, after)
       WHERE w.payout_details_id IN (SELECT id FROM payout_details WHERE proof = 'bench')`,
    );
    // The seed's own postings (the demo's, dated by the bench's clock) keep their entries; only the postings below get entries.
    const seeded = await db.query<{ last: string }>(
      'SELECT coalesce(max(id), 0) AS last FROM ledger_transactions',
    );
    // Balance before cycle c: 60 a cycle (100 in, 40 out) plus +5 on even cycles and -2 on odd ones.
    await db.query(
      `INSERT INTO ledger_transactions (member_id, kind, currency, balance_after, held_after, description, withdrawal_id, created_by, created_at,
                                        available_change, held_change)
       SELECT c.member_id, s.kind, 'EUR', b.p + s.balance, s.held, s.description || w.id, CASE WHEN s.kind LIKE 'withdrawal%' THEN w.id END, s.by, c.t0 + s.after,
              -- What each kind's entries below do to the affiliate's available and held balances (migration 043).
              CASE s.kind WHEN 'commission' THEN 100 WHEN 'withdrawal_hold' THEN -40 WHEN 'adjustment' THEN 5 WHEN 'fee' THEN -2 ELSE 0 END,
              CASE s.kind WHEN 'withdrawal_hold' THEN 40 WHEN 'withdrawal_paid' THEN -40 ELSE 0 END
       FROM cycles c
       JOIN withdrawals w ON w.member_id = c.member_id AND w.created_at = c.t0 + interval '1 hour'
       CROSS JOIN LATERAL (SELECT c.c * 60 + 5 * ((c.c + 1) / 2) - 2 * (c.c / 2) AS p) b
       CROSS JOIN LATERAL (VALUES
         ('commission', 100, 0, 'Commission (bench) ', 'system', interval '0'),
         ('withdrawal_hold', 100, 40, 'Withdrawal requested (Skrill) #', 'member', interval '1 hour'),
         ('withdrawal_paid', 60, 0, 'Withdrawal paid (Skrill) #', 'operator:bench', interval '2 hours'),
         (CASE WHEN c.c % 2 = 0 THEN 'adjustment' ELSE 'fee' END, CASE WHEN c.c % 2 = 0 THEN 65 ELSE 58 END, 0,
          CASE WHEN c.c % 2 = 0 THEN 'Goodwill credit ' ELSE 'Account fee ' END, 'operator:bench', interval '3 hours')
       ) s(kind, balance, held, description, by, after)
       ORDER BY c.t0 + s.after`,
    );
    await db.query(
      `INSERT INTO ledger_entries (transaction_id, member_id, account, amount)
       SELECT t.id, t.member_id, e.account, e.amount FROM ledger_transactions t
       CROSS JOIN LATERAL (VALUES
         ('commission', 'affiliate_available', 100), ('commission', 'brand_commission', -100),
         ('withdrawal_hold', 'affiliate_available', -40), ('withdrawal_hold', 'affiliate_held', 40),
         ('withdrawal_paid', 'affiliate_held', -40), ('withdrawal_paid', 'brand_payouts', 40),
         ('adjustment', 'affiliate_available', 5), ('adjustment', 'brand_adjustments', -5),
         ('fee', 'affiliate_available', -2), ('fee', 'brand_fees', 2)) e(kind, account, amount)
       WHERE e.kind = t.kind AND t.id > $1::bigint`,
      [seeded.rows[0]!.last],
    );
    await db.query('COMMIT');
    await db.query('VACUUM ANALYZE');
    const entries = await db.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries');
    console.log(
      `${size.name}: ${Number(entries.rows[0]!.n).toLocaleString('en-US')} ledger entries in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await db.end();
  }
}
