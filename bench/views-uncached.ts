/**
 * `npx tsx bench/views-uncached.ts [--runs 40] [--size medium]`
 *
 * What the views cost when the figures cache cannot answer (the first request after a figure moved):
 * the report, dashboard and players services called straight (no cache, no HTTP), on the size's bench
 * database (`npm run bench -- --sizes medium --prepare`), each `--runs` times after two warm-up calls.
 * Prints median and 90th percentile milliseconds per view. Views the checkout does not know (before
 * issue 35: the brand and product ones) are left out, so the same script measures before and after.
 */
import { parseArgs } from 'node:util';
import { dashboardQuery, playerListQuery, reportQuery } from '@affiliate/contract';
import { getDashboard } from '../apps/gateway/src/modules/dashboard/service.ts';
import { listReferredPlayers } from '../apps/gateway/src/modules/referrals/service.ts';
import { buildReport } from '../apps/gateway/src/modules/reports/service.ts';
import { databaseUrl } from './data.ts';
import { startGateway } from './gateway.ts';
import { benchSizes } from './sizes.ts';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '40' }, size: { type: 'string', default: 'medium' } },
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

console.log(`${size.name}: ${runs} runs per view, brand filter ${brand}\n`);
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
await gateway.app.close();
