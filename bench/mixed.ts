/**
 * `npx tsx bench/mixed.ts [--size large] [--seconds 20] [--ingesters 2] [--ingest-rate 0] [--click-rate 1000] [--readers 3] [--read-rate 0]`
 *
 * Reads under writes: the demo affiliate's dashboard (this month, by day), member list and report
 * (this month, by day) are each loaded by `--readers` connections of their own, all at once, while
 * the operator's feed stores activity for the demo's own players in batches of 10,000 rows
 * (`--ingesters` feeds, each a process of its own, as the operator's feed is not the gateway's: one
 * batch after another, as fast as the gateway takes them; or, with
 * `--ingest-rate R`, R rows a second over all feeds, as a feed that sends its batches on a schedule:
 * a batch that ends late is followed at once) and visitors click
 * the demo's link at `--click-rate` a second (an open loop, evenly spaced: they do not wait for each
 * other; `load.ts` runOpenLoop, not autocannon's `-R`, which sends a second's share in a burst). The
 * readers ask as fast as they are answered (`--read-rate 0`: they take every core the writes leave, so
 * their p99 is that of a saturated machine), or, with `--read-rate N`, N requests a second each in an
 * open loop, as people opening pages do: then the p99 is a page's wait beside the writes. Prints
 * each reader's requests per second, p50 and p99, the ingest's rows a second, the clicks' rate and p99,
 * and whether every click answered with a 302 was stored. The goal (issue 21): the readers' p99 under
 * 50 ms while the ingest stores at least 20,000 rows a second and clicks arrive at 1,000 a second.
 *
 * Runs on the data set of `npm run bench` (`--size`, generated there once): the ingest writes days of
 * this month for players the demo already has, so the figures the readers sum are the ones changing.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { api, fillPath, INGEST_BATCH_MAX } from '@affiliate/contract';
import type { FeedTotals } from './mixed-feed.ts';
import { ensureBenchData, databaseUrl } from './data.ts';
import { signInDemo } from './demo-sign-in.ts';
import { startGateway } from './gateway.ts';
import { runLoad, runOpenLoop, type LoadResult } from './load.ts';
import { benchSizes } from './sizes.ts';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'large' },
    seconds: { type: 'string', default: '20' },
    ingesters: { type: 'string', default: '2' },
    'ingest-rate': { type: 'string', default: '0' },
    'click-rate': { type: 'string', default: '1000' },
    readers: { type: 'string', default: '3' },
    'read-rate': { type: 'string', default: '0' },
  },
});
const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const size = benchSizes.find((s) => s.name === values.size);
if (!size) throw new Error(`--size takes ${benchSizes.map((s) => s.name).join(' or ')}`);
const seconds = Number(values.seconds);
const clickRate = Number(values['click-rate']);
const readers = Number(values.readers);
const readRate = Number(values['read-rate']);
const ingesters = Number(values.ingesters);
/** Each feed's time from one batch's start to the next's (0: as fast as answered). */
const batchEveryMs =
  Number(values['ingest-rate']) > 0
    ? (INGEST_BATCH_MAX * ingesters * 1000) / Number(values['ingest-rate'])
    : 0;
const OPERATOR_TOKEN = 'bench-operator-token-0123456789';
// A person's browser: bots are stored but counted nowhere.
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

await ensureBenchData(server, size);
const url = databaseUrl(server, size.database);
const db = new pg.Client({ connectionString: url });
await db.connect();
const gateway = await startGateway(url, { OPERATOR_TOKENS: OPERATOR_TOKEN });

const feedScript = fileURLToPath(new URL('./mixed-feed.ts', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx');

/** One feed (`mixed-feed.ts`) in a process of its own until `until`, from batch `offset`. */
function feedUntil(
  customersFile: string,
  currency: string,
  until: number,
  offset: number,
): Promise<FeedTotals> {
  const args = [
    '--import',
    tsx,
    feedScript,
    gateway.baseUrl,
    OPERATOR_TOKEN,
    customersFile,
    currency,
    String(until),
    String(offset),
    String(batchEveryMs),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`feed ${offset}: ${error.message} ${stderr.slice(-500)}`));
      resolve(JSON.parse(stdout) as FeedTotals);
    });
  });
}

try {
  const { token, id } = await signInDemo(gateway.baseUrl);
  const demo = await db.query<{ customer_id: string; currency: string; code: string }>(
    `SELECT p.customer_id, trim(m.currency) AS currency, rc.code FROM players p JOIN members m ON m.id = p.member_id
     JOIN referral_codes rc ON rc.member_id = m.id AND rc.is_default WHERE m.id = $1 ORDER BY p.id LIMIT 200000`,
    [id],
  );
  const customersFile = path.join(mkdtempSync(path.join(tmpdir(), 'affiliate-mixed-')), 'customers.json');
  writeFileSync(customersFile, JSON.stringify(demo.rows.map((r) => r.customer_id)));
  const { currency, code } = demo.rows[0]!;
  const campaign = `mixed-${Date.now()}`;
  const readTargets = [
    { name: 'dashboard (this month, by day)', path: fillPath(api.dashboard.dashboard.path, { id }) },
    { name: 'members (default filters)', path: fillPath(api.referrals.playerList.path, { id }) },
    { name: 'reports (this month, by day)', path: fillPath(api.reports.report.path, { id }) },
  ];

  const readLoad =
    readRate > 0
      ? `${readRate} requests/s per reader (open loop, evenly spaced)`
      : `${readers} connections per reader (as fast as answered)`;
  const feedPace =
    batchEveryMs > 0
      ? `a batch every ${Math.round(batchEveryMs)} ms each (${values['ingest-rate']} rows/s asked)`
      : 'as fast as answered';
  console.log(
    `${size.name}: ${seconds} s of ${readLoad}, ${ingesters} feeds of ${INGEST_BATCH_MAX} rows ${feedPace}, clicks at ${clickRate}/s`,
  );
  // Warm-up, as a gateway that has been serving for a while: each pooled connection has prepared and
  // planned the readers' statements (PostgreSQL plans a prepared statement afresh for its first five
  // runs), the click lanes are open, and the feed's temp tables exist.
  await Promise.all([
    feedUntil(customersFile, currency, Date.now() + 2_000, 0),
    ...readTargets.map((t) => runLoad(`${gateway.baseUrl}${t.path}`, { token, seconds: 2, connections: 10 })),
    runLoad(`${gateway.baseUrl}/r/${encodeURIComponent(code)}?campaign=${campaign}-warm-up`, {
      seconds: 2,
      connections: 10,
      headers: { 'user-agent': BROWSER },
    }),
  ]);

  const started = Date.now();
  const until = started + seconds * 1000;
  const [reads, clicks, ...feeds] = await Promise.all([
    Promise.all(
      readTargets.map((t) =>
        readRate > 0
          ? runOpenLoop(`${gateway.baseUrl}${t.path}`, {
              token,
              seconds,
              rate: readRate,
              connections: Math.max(readers, 20),
            })
          : runLoad(`${gateway.baseUrl}${t.path}`, { token, seconds, connections: readers }),
      ),
    ),
    // Visitors arrive on their own (an open loop); enough connections that it keeps its rate while answers slow down.
    runOpenLoop(`${gateway.baseUrl}/r/${encodeURIComponent(code)}?campaign=${campaign}`, {
      seconds,
      rate: clickRate,
      connections: 100,
      headers: { 'user-agent': BROWSER },
    }),
    ...Array.from({ length: ingesters }, (_, i) =>
      feedUntil(customersFile, currency, until, 1_000 * (i + 1)),
    ),
  ]);
  const ingestSeconds = (Date.now() - started) / 1000;
  const ingest = {
    rows: feeds.reduce((n, f) => n + f.rows, 0),
    batches: feeds.reduce((n, f) => n + f.batches, 0),
    failures: feeds.reduce((n, f) => n + f.failures, 0),
    slowestMs: Math.max(...feeds.map((f) => f.slowestMs)),
  };
  for (const refusal of new Set(feeds.map((f) => f.firstRefusal).filter(Boolean)))
    console.log(`ingest refused: ${refusal}`);
  const stored = (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM clicks WHERE campaign = $1', [campaign])
  ).rows[0]!.n;

  const line = (name: string, r: LoadResult) =>
    `| ${name} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.non2xx === 0 && r.errors === 0 ? 'all 2xx' : `${r.non2xx} non-2xx, ${r.errors} errors`} |`;
  console.log(`\n| load | req/s | p50 ms | p99 ms | answers |\n| --- | ---: | ---: | ---: | --- |`);
  readTargets.forEach((t, i) => console.log(line(t.name, reads[i]!)));
  const redirects = clicks.statusCodes['302'] ?? 0;
  console.log(
    `| tracking redirect (open loop, ${clickRate}/s asked) | ${Math.round(clicks.requests / clicks.durationSeconds)} | ${clicks.p50} | ${clicks.p99} | ${redirects} 302s, ${stored} clicks stored |`,
  );
  const rowsPerSecond = ingest.rows / ingestSeconds;
  console.log(
    `| activity feed (${values.ingesters} × batches of ${INGEST_BATCH_MAX}) | ${Math.round(rowsPerSecond)} rows/s | | slowest batch ${Math.round(ingest.slowestMs)} ms | ${ingest.batches} batches, ${ingest.failures} refused |`,
  );
  const worstRead = Math.max(...reads.map((r) => r.p99));
  console.log(
    `\nreaders' worst p99 ${worstRead} ms (goal < 50): ${worstRead < 50 ? 'met' : 'missed'}; ingest ${Math.round(rowsPerSecond)} rows/s (goal ≥ 20,000): ` +
      `${rowsPerSecond >= 20_000 ? 'met' : 'missed'}; clicks ${Math.round(clicks.requests / clicks.durationSeconds)}/s (asked ${clickRate}), ${redirects === stored ? 'every 302 stored' : 'STORED ≠ 302s'}`,
  );
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `mixed-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        size: size.name,
        seconds,
        readers,
        readRate,
        ingestRate: Number(values['ingest-rate']),
        clickRate,
        reads: readTargets.map((t, i) => ({ ...t, ...reads[i] })),
        clicks,
        stored,
        ingest: { ...ingest, rowsPerSecond },
      },
      null,
      2,
    ),
  );
  console.log(`Raw results: ${path.relative(process.cwd(), file)}`);
} finally {
  await gateway.app.close();
  await db.end();
}
