/**
 * How long closing a period takes for many affiliates: `npx tsx bench/commission-close.ts [N]`
 * (default 10,000; embedded PGlite in a temporary DATA_DIR, or the server in DATABASE_URL, which
 * should name an empty database). N affiliates each get a month of figures (win/loss spread from
 * losing to winning months, bonuses, first depositors) in the monthly rollup, then January 2026 is
 * closed through the same service the operator API calls: each affiliate's commission recorded,
 * the ledger credited, each brand's line and a notification with its email written (a batch of 500 in a
 * few statements). Every affiliate promotes two brands, a EUR one and a BRL one.
 * Before it, the console's preview of that close (timed); after it, the console's list of months and
 * the closed month's recorded lines.
 *
 * `npx tsx bench/commission-close.ts N tiered` (or `ladder`) puts every affiliate on one deal of that
 * mode (issue 36: three tiers by NGR and an admin fee, no CPA, as the flat plan has none, so the same
 * affiliates are credited) instead of the program's default flat deal, to hold the close and its
 * preview on tiered deals against the flat ones.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/gateway/src/config/env.ts';
import { migrate } from '../apps/gateway/src/db/migrate.ts';
import { openDatabase } from '../apps/gateway/src/db/open-database.ts';
import { seedDefaultSettings } from '../apps/gateway/src/demo/seed.ts';
import { processCaches } from '../apps/gateway/src/caches/process-caches.ts';
import { listPeriods, previewPeriod } from '../apps/gateway/src/modules/commission/preview.ts';
import { closePeriod } from '../apps/gateway/src/modules/commission/service.ts';
import { periodName } from '../apps/gateway/src/modules/commission/period-names.ts';
import { saveDeal } from '../apps/gateway/src/modules/deals/service.ts';
import { operatorRates } from '../apps/gateway/src/modules/payments/rates-source.ts';
import { processesCpuMs } from './cpu.ts';

const affiliates = Number(process.argv[2] ?? 10_000);
const dealMode = process.argv[3] ?? 'flat';
if (!['flat', 'tiered', 'ladder'].includes(dealMode))
  throw new Error('the deal mode is flat, tiered or ladder');
const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'commission-bench-')),
};
const { config } = loadConfig(env);
const db = await openDatabase(config.database);
await migrate(db, seedDefaultSettings);
let now = new Date('2026-02-03T00:00:00Z');
const ctx = {
  db,
  config: { ...config, now: () => now },
  log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  ...processCaches(),
  rates: operatorRates,
};

await db.query(
  `INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency, preferences)
   SELECT 'bench' || g, 'bench' || g || '@example.com', 'x', 'Bench', 'Affiliate', 'DE', 'EUR', '{}'::jsonb FROM generate_series(1, $1::int) g`,
  [affiliates],
);
if (dealMode !== 'flat') {
  await saveDeal(
    ctx,
    {
      name: `Bench ${dealMode}`,
      currency: 'EUR',
      revenue_share: {
        mode: dealMode as 'tiered' | 'ladder',
        tiers: [
          { from: '0', rate: '0.25' },
          { from: '500', rate: '0.30' },
          { from: '1000', rate: '0.35' },
        ],
      },
      admin_fee_rate: '0.10',
    },
    'bench',
  );
  await db.query(
    `UPDATE commission_plan_versions p SET deal_id = v.deal_id, deal_version = v.version, revenue_share = v.revenue_share,
            admin_fee_rate = v.admin_fee_rate, cpa_amount = v.cpa_amount, cpa_min_deposit = v.cpa_min_deposit, negative_carry_over = v.negative_carry_over
     FROM deals d JOIN deal_versions v ON v.deal_id = d.id WHERE d.name = $1`,
    [`Bench ${dealMode}`],
  );
  // The update leaves every affiliate's old plan row dead: vacuumed, as autovacuum would before a month ends.
  await db.query('VACUUM ANALYZE commission_plan_versions');
}
await db.query(
  `INSERT INTO affiliate_monthly_figures (member_id, month, category, signups, first_depositors, cpa_qualified, deposits, turnover, winloss, bonuses)
   SELECT id, DATE '2026-01-01', 'all', 5, 2, 1, 500, 10000, (id % 2000) - 600 + 0.37, (id % 50) FROM members WHERE username LIKE 'bench%'`,
);
// Two brands (issue 35): each affiliate has a code of the first brand and one of a BRL brand, January's
// figures split 70/30 between them in the source rollup's part `code` (the close's brand lines read it),
// and five BRL players each with four converted days of January (the close's missing-rate guard reads
// every player of a brand in another currency than its affiliate's).
await db.query(
  `INSERT INTO brands (code, name, currency, landing_url) VALUES ('bench-br', 'Bench Brasil', 'BRL', 'https://br.example/')`,
);
await db.query(
  `INSERT INTO referral_codes (code, member_id, brand)
   SELECT 'BENCHEU' || m.id, m.id, (SELECT code FROM brands WHERE is_first) FROM members m WHERE m.username LIKE 'bench%'
   UNION ALL
   SELECT 'BENCHBR' || m.id, m.id, 'bench-br' FROM members m WHERE m.username LIKE 'bench%'`,
);
/** The month's figures of every bench affiliate split 70/30 between its two codes, as the ingest would have rolled them up. */
const splitByBrand = (month: string) =>
  db.query(
    `INSERT INTO affiliate_source_part_monthly (member_id, part, value, month, signups, first_depositors, cpa_qualified, deposits, turnover, winloss, bonuses)
     SELECT f.member_id, 'code', lower(rc.code), f.month,
            CASE WHEN rc.brand = 'bench-br' THEN f.signups - round(f.signups * 0.7) ELSE round(f.signups * 0.7) END,
            CASE WHEN rc.brand = 'bench-br' THEN f.first_depositors - round(f.first_depositors * 0.7) ELSE round(f.first_depositors * 0.7) END,
            CASE WHEN rc.brand = 'bench-br' THEN f.cpa_qualified - round(f.cpa_qualified * 0.7) ELSE round(f.cpa_qualified * 0.7) END,
            CASE WHEN rc.brand = 'bench-br' THEN f.deposits - round(f.deposits * 0.7, 2) ELSE round(f.deposits * 0.7, 2) END,
            CASE WHEN rc.brand = 'bench-br' THEN f.turnover - round(f.turnover * 0.7, 2) ELSE round(f.turnover * 0.7, 2) END,
            CASE WHEN rc.brand = 'bench-br' THEN f.winloss - round(f.winloss * 0.7, 2) ELSE round(f.winloss * 0.7, 2) END,
            CASE WHEN rc.brand = 'bench-br' THEN f.bonuses - round(f.bonuses * 0.7, 2) ELSE round(f.bonuses * 0.7, 2) END
     FROM affiliate_monthly_figures f JOIN referral_codes rc ON rc.member_id = f.member_id
     WHERE f.month = $1::date AND f.category = 'all'`,
    [month],
  );
await splitByBrand('2026-01-01');
await db.query(
  `INSERT INTO players (customer_id, member_id, referral_code, date_joined, category, country, brand)
   SELECT m.id * 10 + g, m.id, 'BENCHBR' || m.id, DATE '2026-01-02', 'casino', 'BR', 'bench-br'
   FROM members m CROSS JOIN generate_series(1, 5) g WHERE m.username LIKE 'bench%'`,
);
await db.query(
  `INSERT INTO player_activity (player_id, day, currency, deposits, withdrawals, turnover, winloss, bonuses, received_at, rate, rate_day)
   SELECT p.id, DATE '2026-01-01' + d * 7, 'BRL', 10, 0, 100, 5, 0, now(), 0.16, DATE '2026-01-01'
   FROM players p CROSS JOIN generate_series(1, 4) d WHERE p.brand = 'bench-br'`,
);

// The console's preview first (the close's own calculation, read-only), then the close it announces.
const previewing = performance.now();
const preview = await previewPeriod(ctx, '2026-01');
console.log(
  `preview of ${preview.period} (${preview.state}): ${preview.totals.map((t) => `${t.affiliates} affiliates, ${t.amount} ${t.currency}`).join('; ')} in ${((performance.now() - previewing) / 1000).toFixed(1)} s`,
);
/** The server's processes serving this database (none on PGlite, whose work is this process's). */
const backends = async () =>
  config.database.kind === 'pg'
    ? (
        await db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')
      ).rows.map((r) => r.pid)
    : [];

/** Closes `period` and prints what it took. */
async function timedClose(period: string) {
  const serverBefore = processesCpuMs(await backends());
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await closePeriod(ctx, period, 'operator');
  const seconds = (performance.now() - started) / 1000;
  // CPU beside the wall time, which others' load on a shared machine stretches: this process's (the
  // embedded database's too, on PGlite) and the server's backends of this database (same machine).
  const cpu = process.cpuUsage(cpuBefore);
  const serverMs = [...processesCpuMs(await backends()).entries()].reduce(
    (sum, [pid, ms]) => sum + ms - (serverBefore.get(pid) ?? 0),
    0,
  );
  const postings = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'commission' AND description = $1",
    [`Commission for ${periodName(`${period}-01`)}`],
  );
  console.log(
    `${config.database.kind}: closed ${result.period} for ${result.affiliates} affiliates (${postings.n} ledger postings, ${result.total_commission} in total, ` +
      `${result.late_adjustments} late lines) in ${seconds.toFixed(1)} s (${((seconds * 1000) / result.affiliates).toFixed(2)} ms per affiliate; ` +
      `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU in this process${config.database.kind === 'pg' ? `, ${(serverMs / 1000).toFixed(1)} s in the server's backends` : ''})`,
  );
}
await timedClose('2026-01');
const brandLines = await db.one<{ n: number; brands: number }>(
  'SELECT count(*)::int AS n, count(DISTINCT brand)::int AS brands FROM commission_brand_lines',
);
console.log(`${brandLines.n} brand lines over ${brandLines.brands} brands`);
const again = performance.now();
const second = await closePeriod(ctx, '2026-01', 'operator');
console.log(
  `closing it again: closed_now ${second.closed_now}, ${((performance.now() - again) / 1000).toFixed(2)} s`,
);
const listing = performance.now();
const months = await listPeriods(ctx);
const reading = performance.now();
const recorded = await previewPeriod(ctx, '2026-01');
console.log(
  `the list of ${months.length} months in ${(reading - listing).toFixed(0)} ms; the closed month's ${recorded.lines.length} largest lines and totals in ${(performance.now() - reading).toFixed(0)} ms` +
    ` (totals ${recorded.totals.map((t) => `${t.amount} ${t.currency}`).join(', ')}, as previewed: ${JSON.stringify(recorded.totals) === JSON.stringify(preview.totals)})`,
);

// The next month is a close with history: balances to add to, negatives carried in, late activity of
// January (every 10th affiliate's win/loss moved after January closed) and, for every 7th, the plan
// changed in January (in force from February).
await db.query(
  `INSERT INTO commission_plan_versions (member_id, effective_from, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit, deal_id, deal_version)
   SELECT p.member_id, DATE '2026-02-01', 0.35, 0.05, p.cpa_amount, p.cpa_min_deposit, NULL, NULL
   FROM commission_plan_versions p JOIN members m ON m.id = p.member_id WHERE m.username LIKE 'bench%' AND m.id % 7 = 0`,
);
await db.query(
  `INSERT INTO affiliate_monthly_figures (member_id, month, category, signups, first_depositors, cpa_qualified, deposits, turnover, winloss, bonuses)
   SELECT id, DATE '2026-02-01', 'all', 3, 1, 1, 300, 8000, (id % 1500) - 400 + 0.11, (id % 30) FROM members WHERE username LIKE 'bench%'`,
);
await db.query(
  `UPDATE affiliate_monthly_figures SET winloss = winloss + 25.50 WHERE month = DATE '2026-01-01' AND category = 'all' AND member_id % 10 = 0`,
);
await splitByBrand('2026-02-01');
now = new Date('2026-03-02T00:00:00Z');
await timedClose('2026-02');
await db.close();
