/**
 * `npm run bench -- [--sizes small,large] [--seconds 10] [--connections 10] [--prepare] [--only endpoints|redirect]`
 *
 * `--prepare` only makes sure the data sets exist (the large one takes a while to generate) and stops.
 * `--only redirect` measures only the tracking redirect (at 10 and 100 connections, `--redirect-connections`);
 * `--only endpoints` only the affiliate endpoints. BENCH_LOG_LEVEL=info measures with the request log on (bench/gateway.ts).
 *
 * Against the real gateway on a real PostgreSQL server (BENCH_DATABASE_SERVER, default
 * postgres://postgres@127.0.0.1:5432), at two data sizes (100,000 and 10,000,000 activity rows): autocannon
 * on the hot affiliate endpoints, each beside a bare Fastify route in the same process. Prints requests
 * per second and p50/p99 latency per endpoint, the endpoint/bare ratio and the large/small ratio.
 * BENCH_DATABASE names the database of the one size measured, in place of the size's own.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { api, fillPath } from '@affiliate/contract';
import { sampleCpu } from './cpu.ts';
import { ensureBenchData, databaseUrl } from './data.ts';
import { signInDemo } from './demo-sign-in.ts';
import { BARE_HEADERS, BARE_PATH, startGateway } from './gateway.ts';
import { runLoad, type LoadResult } from './load.ts';
import { benchSizes } from './sizes.ts';
import { printReport, THROUGHPUT_TARGET, type Measurement } from './report.ts';
import { measureRedirect, printRedirectReport, type RedirectMeasurement } from './redirect.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: 'small,large' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    prepare: { type: 'boolean', default: false },
    only: { type: 'string' },
    'redirect-connections': { type: 'string', default: '10,100' },
  },
});
if (values.only !== undefined && !['endpoints', 'redirect'].includes(values.only))
  throw new Error('--only takes endpoints or redirect');
const measureEndpoints = values.only !== 'redirect';
const measureRedirects = values.only !== 'endpoints';
const redirectConnections = values['redirect-connections']!.split(',').map(Number);
const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(values.seconds);
const connections = Number(values.connections);
// BENCH_DATABASE: one size's data in a database of the caller's naming (a run beside others on one server).
const ownDatabase = process.env.BENCH_DATABASE;
const sizes = benchSizes
  .filter((s) => values.sizes!.split(',').includes(s.name))
  .map((s) => (ownDatabase ? { ...s, database: ownDatabase } : s));
if (ownDatabase && sizes.length !== 1) throw new Error('BENCH_DATABASE takes one size (--sizes)');

interface Target {
  name: string;
  path: string;
  authenticated: boolean;
}

/** `brand`: a brand's code the data set has players of (the second brand's, where it has two), for the brand filters. */
async function targetsFor(
  baseUrl: string,
  token: string,
  id: number,
  brand: string | null,
): Promise<Target[]> {
  // A filtered page deep in the list: 90% of the way through the casino players who registered.
  const filter = 'category=casino&registered=true&deposited=false';
  const affiliates = fillPath(api.referrals.playerList.path, { id });
  const dashboard = fillPath(api.dashboard.dashboard.path, { id });
  const reports = fillPath(api.reports.report.path, { id });
  const first = await fetch(`${baseUrl}${affiliates}?${filter}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { meta } = (await first.json()) as { meta: { last_page: number; total: number } };
  const deep = Math.max(1, Math.floor(meta.last_page * 0.9));
  return [
    { name: 'bare Fastify route', path: BARE_PATH, authenticated: false },
    { name: 'current period', path: api.dashboard.currentPeriod.path, authenticated: true },
    { name: 'dashboard (this month, by day)', path: dashboard, authenticated: true },
    {
      name: 'dashboard (2 years, by week)',
      path: `${dashboard}?from=${yearsAgo(2)}&granularity=week`,
      authenticated: true,
    },
    { name: 'referral count', path: fillPath(api.dashboard.referralCount.path, { id }), authenticated: true },
    {
      name: 'commission (running month, under the deal)',
      path: fillPath(api.dashboard.commissionCurrent.path, { id }),
      authenticated: true,
    },
    { name: 'reports (this month, by day)', path: reports, authenticated: true },
    {
      name: 'reports (this month by sub1, vs last month)',
      path: `${reports}?group=sub1&compare_from=${monthsAgoStart(1)}&compare_to=${monthsAgoEnd(1)}`,
      authenticated: true,
    },
    { name: 'reports (this month, by code)', path: `${reports}?group=code`, authenticated: true },
    { name: 'reports (this month, by brand)', path: `${reports}?group=brand`, authenticated: true },
    { name: 'reports (this month, by product)', path: `${reports}?group=product`, authenticated: true },
    ...(brand
      ? [
          {
            name: 'reports (this month by day, one brand)',
            path: `${reports}?brand=${encodeURIComponent(brand)}`,
            authenticated: true,
          },
          {
            name: 'dashboard (this month, one brand)',
            path: `${dashboard}?brand=${encodeURIComponent(brand)}`,
            authenticated: true,
          },
        ]
      : []),
    {
      name: 'reports (2 years, by country)',
      path: `${reports}?group=country&from=${yearsAgo(2)}`,
      authenticated: true,
    },
    { name: 'members (default filters)', path: affiliates, authenticated: true },
    {
      name: `members (filtered, page ${deep} of ${meta.last_page})`,
      path: `${affiliates}?${filter}&page=${deep}`,
      authenticated: true,
    },
  ];
}

/** The first and last day of the calendar month `months` before this one (UTC). */
function monthsAgoStart(months: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1)).toISOString().slice(0, 10);
}

function monthsAgoEnd(months: number): string {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months + 1, 0)).toISOString().slice(0, 10);
}

function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function measureSize(
  size: (typeof benchSizes)[number],
): Promise<{ measurements: Measurement[]; redirects: RedirectMeasurement[] }> {
  await ensureBenchData(server, size);
  const gateway = await startGateway(databaseUrl(server, size.database));
  try {
    const measurements: Measurement[] = [];
    const { token, id } = await signInDemo(gateway.baseUrl);
    for (const target of measureEndpoints
      ? await targetsFor(gateway.baseUrl, token, id, size.brands === 2 ? 'bench-second' : null)
      : []) {
      const url = `${gateway.baseUrl}${target.path}`;
      const auth = target.authenticated ? { token } : { headers: BARE_HEADERS };
      await runLoad(url, { ...auth, connections, seconds: 2 }); // warm-up: JIT, caches, connection pool
      const before = sampleCpu();
      const result: LoadResult = await runLoad(url, { ...auth, connections, seconds });
      const after = sampleCpu();
      const cpu =
        before && after && result.requests > 0
          ? {
              gatewayCpuMs: (after.gatewayMs - before.gatewayMs) / result.requests,
              postgresCpuMs: (after.postgresMs - before.postgresMs) / result.requests,
            }
          : {};
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      measurements.push({
        size: size.name,
        endpoint: target.name.replace(/page \d+ of \d+/, 'deep page'),
        detail: target.name,
        ...result,
        ...cpu,
      });
      console.log(
        `  ${size.name} ${target.name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
      );
    }
    const redirects = measureRedirects
      ? await measureRedirect(gateway, databaseUrl(server, size.database), size.name, {
          connections: redirectConnections,
          seconds,
        })
      : [];
    return { measurements, redirects };
  } finally {
    await gateway.app.close();
  }
}

if (values.prepare) {
  for (const size of sizes) await ensureBenchData(server, size);
  process.exit(0);
}

const all: Measurement[] = [];
const redirects: RedirectMeasurement[] = [];
for (const size of sizes) {
  const measured = await measureSize(size);
  all.push(...measured.measurements);
  redirects.push(...measured.redirects);
}
if (measureEndpoints) printReport(all, { connections, seconds, throughputTarget: THROUGHPUT_TARGET });
if (measureRedirects) printRedirectReport(redirects, seconds);

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    { at: new Date().toISOString(), connections, seconds, measurements: all, redirects },
    null,
    2,
  ),
);
console.log(`\nRaw results: ${path.relative(process.cwd(), file)}`);
