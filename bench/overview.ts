/**
 * `npx tsx bench/overview.ts [--database pglite|server] [--affiliates 100000] [--seconds 10] [--connections 10]`
 *
 * The console's Overview (GET /api/v1/operator/overview, 12 months) at a program's size: N affiliates
 * (one in ten in GBP, one in 200 suspended), each active in about 3 of every 10 of the last 24 months
 * with an all-categories and a category row in the monthly figure rollup and a monthly click row (at
 * 100,000 affiliates: about 720,000 affiliate-months, 1.4 million figure rows, 720,000 click rows),
 * plus the queues (withdrawals of every status, identity reviews, tickets). The rollups are written by
 * set-based SQL with triggers off (a bulk load), then the program rollups are rebuilt the way migration
 * 025 backfills them (`program_overview_rebuild()`, timed). Then autocannon against the gateway beside
 * the bare Fastify route in the same process, at 1 and at `--connections` connections.
 *
 * `--database pglite` (default): embedded, in a temporary DATA_DIR. `--database server`: the database
 * `affiliate_bench_overview_<N>` on BENCH_DATABASE_SERVER (postgres://postgres@127.0.0.1:5432/postgres),
 * created and loaded on the first run, reused afterwards. Not part of CI.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { api } from '@affiliate/contract';
import { loadConfig } from '../apps/gateway/src/config/env.ts';
import type { Database } from '../apps/gateway/src/db/database.ts';
import { migrate } from '../apps/gateway/src/db/migrate.ts';
import { openDatabase } from '../apps/gateway/src/db/open-database.ts';
import { seedDefaultSettings } from '../apps/gateway/src/demo/seed.ts';
import { databaseUrl } from './data.ts';
import { BARE_PATH, startGateway } from './gateway.ts';
import { runLoad } from './load.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    affiliates: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const affiliates = Number(values.affiliates);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const onServer = values.database === 'server';
const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const operatorToken = randomBytes(24).toString('hex');

/** The bulk load, in one transaction with triggers off; 24 months back from the current one. */
async function load(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(
      `INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency, enabled)
       SELECT 'ov' || g, 'ov' || g || '@example.com', 'x', 'Bench', 'Affiliate', 'DE', CASE WHEN g % 10 = 0 THEN 'GBP' ELSE 'EUR' END, g % 200 <> 0
       FROM generate_series(1, $1::int) g`,
      [affiliates],
    );
    await tx.query(
      `INSERT INTO commission_plan_versions (member_id, effective_from) SELECT id, DATE '1900-01-01' FROM members WHERE username LIKE 'ov%'`,
    );
    // An affiliate-month is active for about 3 in 10 (member, month) pairs, spread by a cheap hash.
    await tx.query(
      `CREATE TEMP TABLE ov_active ON COMMIT DROP AS
       SELECT m.id AS member_id, (date_trunc('month', now() AT TIME ZONE 'UTC') - k * interval '1 month')::date AS month, k
       FROM members m CROSS JOIN generate_series(0, 23) k
       WHERE m.username LIKE 'ov%' AND (m.id * 7919 + k * 104729) % 10 < 3`,
    );
    await tx.query(
      `INSERT INTO affiliate_monthly_figures (member_id, month, category, signups, registrations, first_depositors, first_deposit_amount,
                                             cpa_qualified, deposits, withdrawals, turnover, winloss, bonuses)
       SELECT member_id, month, c.category, 1 + (member_id + k) % 8, (1 + (member_id + k) % 8) / 2, (member_id + k) % 3, ((member_id + k) % 3) * 40,
              (member_id + k) % 2, 200 + (member_id * 31 + k) % 5000, 50 + (member_id * 17 + k) % 2000, 2000 + (member_id * 13 + k) % 40000,
              ((member_id * 13 + k * 7) % 3000) - 800 + 0.37, (member_id + k) % 90
       FROM ov_active CROSS JOIN (VALUES ('all'), ('casino')) c(category)`,
    );
    await tx.query(
      `INSERT INTO affiliate_clicks_monthly (member_id, month, clicks) SELECT member_id, month, 50 + member_id % 400 FROM ov_active`,
    );
    // The queues: withdrawals of every status for one affiliate in a hundred, identities, tickets.
    await tx.query(
      `INSERT INTO payout_details (member_id, payment_option_type, details, proof, saved_at)
       SELECT id, 'SKRILL', '{"account":"bench@example.com"}'::jsonb, 'bench', now() - interval '1 year' FROM members WHERE username LIKE 'ov%' AND id % 100 = 0`,
    );
    await tx.query(
      `INSERT INTO withdrawals (member_id, payment_option_type, payout_details_id, amount, currency, payout_amount, unit, status, created_at, updated_at)
       SELECT d.member_id, 'SKRILL', d.id, 40 + s.n, m.currency, 40 + s.n, trim(m.currency), s.status, now() - s.n * interval '1 hour', now()
       FROM payout_details d JOIN members m ON m.id = d.member_id
       CROSS JOIN LATERAL (VALUES ('pending', 1), ('approved', 2), ('paid', 3), ('paid', 4), ('rejected', 5)) s(status, n)
       WHERE d.proof = 'bench'`,
    );
    await tx.query(
      `INSERT INTO member_verifications (member_id, verified, verified_at, requires_manual, manual_since, updated_at)
       SELECT id, id % 400 <> 0, CASE WHEN id % 400 <> 0 THEN now() END, id % 400 = 0, CASE WHEN id % 400 = 0 THEN now() END, now()
       FROM members WHERE username LIKE 'ov%' AND id % 4 = 0`,
    );
    await tx.query(
      `INSERT INTO contact_tickets (member_id, subject, category, message, status)
       SELECT id, 'Question', 'general', 'Hello', CASE WHEN id % 300 = 0 THEN 'open' ELSE 'closed' END FROM members WHERE username LIKE 'ov%' AND id % 5 = 0`,
    );
  });
  const started = performance.now();
  await db.query('SELECT program_overview_rebuild()');
  console.log(
    `program rollups rebuilt from the affiliates' in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // As autovacuum would have by the time anyone reads: visibility maps set, statistics current.
  await db.execScript('VACUUM ANALYZE');
}

/** The database the gateway will open: loaded now unless it already holds the data set. */
async function prepare(): Promise<{ url?: string; env: Record<string, string> }> {
  const env: Record<string, string> = { OPERATOR_TOKENS: operatorToken };
  let url: string | undefined;
  if (onServer) {
    const name = `affiliate_bench_overview_${affiliates}`;
    const admin = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
    await admin.connect();
    if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0)
      await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = databaseUrl(server, name);
  } else {
    env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'overview-bench-'));
  }
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const { config } = loadConfig({ ...inherited, ...env, ...(url && { DATABASE_URL: url }) });
  const db = await openDatabase(config.database);
  try {
    await migrate(db, seedDefaultSettings);
    const { n } = await db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM members WHERE username LIKE 'ov%'`,
    );
    if (n >= affiliates) {
      console.log(`reusing the loaded data set (${n.toLocaleString('en-US')} affiliates)`);
    } else {
      if (n > 0) throw new Error('The database holds a partial data set: drop it and run again.');
      const started = performance.now();
      await load(db);
      console.log(
        `loaded ${affiliates.toLocaleString('en-US')} affiliates in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const sizes = await db.one<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM affiliate_monthly_figures) AS figure_rows, (SELECT count(*)::int FROM affiliate_clicks_monthly) AS click_rows,
              (SELECT count(*)::int FROM program_monthly) AS program_rows, (SELECT count(*)::int FROM withdrawals) AS withdrawals`,
    );
    console.log(
      `rollups: ${Object.entries(sizes)
        .map(([k, v]) => `${k} ${v.toLocaleString('en-US')}`)
        .join(', ')}`,
    );
  } finally {
    await db.close();
  }
  return { ...(url && { url }), env };
}

const { url, env } = await prepare();
const gateway = await startGateway(url, env);
const kind = onServer ? 'PostgreSQL' : 'PGlite';
const rows: string[] = [];
try {
  const overview = `${gateway.baseUrl}${api.operatorConsole.programOverview.path}?months=12`;
  const check = await fetch(overview, { headers: { authorization: `Bearer ${operatorToken}` } });
  const body = (await check.json()) as { data: { affiliates: unknown; open_month: unknown } };
  if (check.status !== 200) throw new Error(`overview answered ${check.status}: ${JSON.stringify(body)}`);
  console.log(`overview: ${JSON.stringify(body.data.affiliates)} ${JSON.stringify(body.data.open_month)}`);
  for (const c of [1, connections]) {
    for (const target of [
      { name: 'bare Fastify route', url: `${gateway.baseUrl}${BARE_PATH}`, token: undefined },
      { name: 'overview (12 months)', url: overview, token: operatorToken },
    ]) {
      await runLoad(target.url, { ...(target.token && { token: target.token }), connections: c, seconds: 2 });
      const result = await runLoad(target.url, {
        ...(target.token && { token: target.token }),
        connections: c,
        seconds,
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      rows.push(
        `| ${target.name} | ${kind} | ${affiliates.toLocaleString('en-US')} | ${c} | ${Math.round(result.requestsPerSecond)} | ${result.p50} | ${result.p99} |`,
      );
      console.log(
        `  ${target.name}, ${c} connection(s): ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
      );
    }
  }
} finally {
  await gateway.app.close();
}
console.log(
  `\n| endpoint | database | affiliates | connections | req/s | p50 ms | p99 ms |\n| --- | --- | ---: | ---: | ---: | ---: | ---: |\n${rows.join('\n')}`,
);
process.exit(0);
