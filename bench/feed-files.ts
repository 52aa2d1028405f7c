/**
 * `npx tsx bench/feed-files.ts [--rows 1000000] [--players 20000] [--keep]`
 *
 * Feed files against the JSON feed (issue 39): the same activity rows (`--rows`, a day of each of
 * `--players` players after another) stored once as JSON batches of 10,000 rows, one after another, and
 * once as a single CSV file streamed in one PUT (generated on the fly by the sender, never held whole
 * on either side), each for players of their own so both are inserts. Prints rows per second of each
 * and the gateway process's peak RSS while each ran (sampled every 50 ms), beside its RSS before.
 *
 * The gateway runs in this process on a fresh PostgreSQL database (BENCH_DATABASE_SERVER, as the other
 * benches; dropped at the end unless `--keep`), the demo data seeded; the senders are processes of their own.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { databaseUrl } from './data.ts';
import type { SenderTotals } from './feed-files-sender.ts';
import { startGateway } from './gateway.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    players: { type: 'string', default: '20000' },
    keep: { type: 'boolean', default: false },
  },
});
const players = Number(values.players);
const days = Math.ceil(Number(values.rows) / players);
const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `bench_feed_files_${Date.now()}`;
const OPERATOR_TOKEN = 'bench-operator-token-0123456789';
const senderScript = fileURLToPath(new URL('./feed-files-sender.ts', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx');

const admin = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const gateway = await startGateway(databaseUrl(server, database), {
  OPERATOR_TOKENS: OPERATOR_TOKEN,
  FEED_FILE_MAX_BYTES: String(2 * 1024 * 1024 * 1024),
});

/** The gateway's RSS every 50 ms while `work` runs: its peak, and what it was before. */
async function withPeakRss<T>(
  work: () => Promise<T>,
): Promise<{ result: T; beforeMb: number; peakMb: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, beforeMb: before / 2 ** 20, peakMb: peak / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

function send(mode: string, first: number): Promise<SenderTotals> {
  const args = [
    '--import',
    tsx,
    senderScript,
    gateway.baseUrl,
    OPERATOR_TOKEN,
    mode,
    String(first),
    String(players),
    String(days),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${mode}: ${error.message} ${stderr.slice(-500)}`));
      resolve(JSON.parse(stdout) as SenderTotals);
    });
  });
}

function line(name: string, run: { result: SenderTotals; beforeMb: number; peakMb: number }): string {
  const { rows, seconds, bytes, status } = run.result;
  return `${name.padEnd(34)} ${rows.toLocaleString('en-US').padStart(10)} rows in ${seconds.toFixed(1).padStart(6)} s = ${Math.round(
    rows / seconds,
  )
    .toLocaleString('en-US')
    .padStart(
      7,
    )} rows/s  ${(bytes / 2 ** 20).toFixed(0).padStart(4)} MB sent  gateway RSS ${run.beforeMb.toFixed(0)} MB before, peak ${run.peakMb.toFixed(0)} MB${status === 200 ? '' : `  (HTTP ${status}: ${run.result.answer})`}`;
}

try {
  const jsonFirst = 60_000_000;
  const csvFirst = 70_000_000;
  console.log(
    `feed files: ${(players * days).toLocaleString('en-US')} activity rows (${players.toLocaleString('en-US')} players x ${days} days) each way, PostgreSQL ${database}`,
  );
  for (const first of [jsonFirst, csvFirst]) {
    const made = await send('players', first);
    if (made.rows !== players) throw new Error(`players not stored: ${made.status} ${made.answer}`);
  }
  const json = await withPeakRss(() => send('activity-json', jsonFirst));
  console.log(line('JSON feed (batches of 10,000)', json));
  const csv = await withPeakRss(() => send('activity-csv', csvFirst));
  console.log(line('CSV file (one streamed PUT)', csv));
} finally {
  await gateway.app.close();
  if (!values.keep) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
