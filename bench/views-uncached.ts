/**
 * `npx tsx bench/views-uncached.ts [--runs 40] [--size medium] [--deal cpa-window]`
 *
 * What the views cost when the figures cache cannot answer (the first request after a figure moved):
 * the report, dashboard and players services called straight (no cache, no HTTP), on the size's bench
 * database (`npm run bench -- --sizes medium --prepare`), each `--runs` times after two warm-up calls.
 * Prints median and 90th percentile milliseconds per view. Views the checkout does not know (before
 * issue 35: the brand and product ones) are left out, so the same script measures before and after.
 * `--deal cpa-window` puts the demo affiliate's running month on a deal whose CPA qualifies on turnover
 * within a 30-day window with a monthly cap (issue 36: each listed player's CPA status is then decided
 * from its days), and puts its own plan back afterwards.
 */
import { parseArgs } from 'node:util';
import { dashboardQuery, playerListQuery, reportQuery } from '@affiliate/contract';
import { getDashboard } from '../apps/gateway/src/modules/dashboard/service.ts';
import { saveDeal } from '../apps/gateway/src/modules/deals/service.ts';
import { listReferredPlayers } from '../apps/gateway/src/modules/referrals/service.ts';
import { buildReport } from '../apps/gateway/src/modules/reports/service.ts';
import { databaseUrl } from './data.ts';
import { startGateway } from './gateway.ts';
import { benchSizes } from './sizes.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '40' },
    size: { type: 'string', default: 'medium' },
    deal: { type: 'string' },
  },
});
const runs = Number(values.runs);
const size = benchSizes.find((s) => s.name === values.size);
if (!size) throw new Error(`--size takes ${benchSizes.map((s) => s.name).join(', ')}`);
const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const gateway = await startGateway(databaseUrl(server, size.database));
const ctx = gateway.app.ctx;
const { id } = await ctx.db.one<{ id: number }>(`SELECT id FROM members WHERE username = 'demo'`);
const secondBrand = await ctx.db.maybeOne<{ brand: string }>(
  `SELECT brand FROM referral_codes WHERE member_id = $1 GROUP BY brand ORDER BY brand LIMIT 1`,
  [id],
);

/** The running month's plan row as it was, to put back: the CPA deal is the bench's, not the data set's. */
let putBack: (() => Promise<void>) | null = null;
if (values.deal !== undefined) {
  if (values.deal !== 'cpa-window') throw new Error('--deal takes cpa-window');
  const name = 'Bench CPA window';
  const exists = await ctx.db.maybeOne('SELECT 1 FROM deals WHERE name = $1', [name]);
  if (!exists)
    await saveDeal(
      ctx,
      {
        name,
        currency: (
          await ctx.db.one<{ currency: string }>(
            'SELECT trim(currency) AS currency FROM members WHERE id = $1',
            [id],
          )
        ).currency,
        revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.25' }] },
        cpa: { amount: '100.00', qualify: { turnover_min: '200.00', window_days: 30 }, monthly_cap: 50 },
      },
      'bench',
    );
  const month = new Date().toISOString().slice(0, 8) + '01';
  const before = await ctx.db.query(
    'SELECT * FROM commission_plan_versions WHERE member_id = $1 AND effective_from = $2::date',
    [id, month],
  );
  await ctx.db.query(
    `INSERT INTO commission_plan_versions AS p (member_id, effective_from, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit,
                                                negative_carry_over, deal_id, deal_version, created_by, created_at)
     SELECT $1, $2::date, v.revenue_share, v.admin_fee_rate, v.cpa_amount, v.cpa_min_deposit, v.negative_carry_over, v.deal_id, v.version, 'bench', now()
     FROM deals d JOIN deal_versions v ON v.deal_id = d.id WHERE d.name = $3 ORDER BY v.version DESC LIMIT 1
     ON CONFLICT (member_id, effective_from) DO UPDATE SET revenue_share = EXCLUDED.revenue_share, admin_fee_rate = EXCLUDED.admin_fee_rate,
       cpa_amount = EXCLUDED.cpa_amount, cpa_min_deposit = EXCLUDED.cpa_min_deposit, negative_carry_over = EXCLUDED.negative_carry_over,
       deal_id = EXCLUDED.deal_id, deal_version = EXCLUDED.deal_version`,
    [id, month, name],
  );
  putBack = async () => {
    await ctx.db.query(
      'DELETE FROM commission_plan_versions WHERE member_id = $1 AND effective_from = $2::date',
      [id, month],
    );
    const [row] = before.rows as Array<Record<string, unknown>>;
    if (row) {
      const columns = Object.keys(row);
      await ctx.db.query(
        `INSERT INTO commission_plan_versions (${columns.join(', ')}) SELECT ${columns.map((_, i) => `$${i + 1}`).join(', ')}`,
        columns.map((column) => row[column]),
      );
    }
  };
}

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * A view by name, or null when this checkout's contract does not know its query (a view it does not
 * have): it refuses the query, or drops one of its keys (an unknown filter is left out, not refused).
 */
function view(
  name: string,
  query: Record<string, string>,
  run: () => Promise<unknown>,
  parse: () => unknown,
): [string, () => Promise<unknown>] | null {
  try {
    const parsed = parse() as Record<string, unknown>;
    if (Object.keys(query).some((key) => parsed[key] === undefined)) return null;
  } catch {
    return null;
  }
  return [name, run];
}
const report = (query: Record<string, string>) => {
  const parsed = () => reportQuery.parse(query);
  return view(
    `reports ${new URLSearchParams(query)}`,
    query,
    () => buildReport(ctx, id, parsed() as never),
    parsed,
  );
};
const dashboard = (query: Record<string, string>) => {
  const parsed = () => dashboardQuery.parse(query);
  return view(
    `dashboard ${new URLSearchParams(query)}`,
    query,
    () => getDashboard(ctx, id, parsed() as never),
    parsed,
  );
};
const players = (query: Record<string, string>) => {
  const parsed = () => playerListQuery.parse(query);
  return view(
    `players ${new URLSearchParams(query)}`,
    query,
    () => listReferredPlayers(ctx, id, parsed() as never, 'http://bench.example/member'),
    parsed,
  );
};
const brand = secondBrand?.brand ?? 'main';
const views = [
  report({ group: 'day' }),
  report({ group: 'code' }),
  report({ group: 'code', from: yearsAgo(2) }),
  report({ group: 'brand' }),
  report({ group: 'brand', from: yearsAgo(2) }),
  report({ group: 'product' }),
  report({ group: 'product', from: yearsAgo(2) }),
  report({ group: 'day', brand }),
  report({ group: 'sub1', brand }),
  dashboard({}),
  dashboard({ from: yearsAgo(2), granularity: 'week' }),
  dashboard({ brand }),
  dashboard({ brand, from: yearsAgo(2), granularity: 'month' }),
  players({}),
  players({ brand }),
  players({ brand, page: '2000' }),
].filter((v): v is [string, () => Promise<unknown>] => v !== null);

console.log(
  `${size.name}: ${runs} runs per view, brand filter ${brand}${values.deal ? `, deal ${values.deal}` : ''}\n`,
);
console.log('| view (uncached) | median ms | p90 ms |\n| --- | ---: | ---: |');
for (const [name, run] of views) {
  await run();
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`| ${name} | ${at(0.5)} | ${at(0.9)} |`);
}
await putBack?.();
await gateway.app.close();
