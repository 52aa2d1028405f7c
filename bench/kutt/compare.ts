/**
 * `KUTT_LINK=http://127.0.0.1:3000/<address> BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<db> npx tsx bench/kutt/compare.ts [--connections 10,100] [--seconds 5]`
 *
 * The tracking redirect beside Kutt's (a running Kutt, README.md), turn by turn in one run on one
 * machine: at each number of connections, Kutt's short link and then the gateway's tracking link, each
 * after a 2 s warm-up, with a browser's user agent (Kutt counts a visit only for a person too). Prints
 * requests per second, p99 and the ratio; issue 40's goal is the redirect at ≥ 2.5× Kutt. The gateway
 * runs in this process on the bench database (`npm run bench -- --prepare`), as bench/run.ts runs it.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startGateway } from '../gateway.ts';
import { runLoad, type LoadResult } from '../load.ts';

/** Issue 40: the tracking redirect at least this many times Kutt's requests per second. */
export const KUTT_RATIO_TARGET = 2.5;

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const { values } = parseArgs({
  options: { connections: { type: 'string', default: '10,100' }, seconds: { type: 'string', default: '5' } },
});
const kutt = process.env.KUTT_LINK;
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!kutt || !databaseUrl) throw new Error('KUTT_LINK (a Kutt short link) and BENCH_DATABASE_URL are needed');

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows } = await db.query<{ code: string }>(
  "SELECT rc.code FROM referral_codes rc JOIN members m ON m.id = rc.member_id WHERE m.username = 'demo' AND rc.is_default",
);
await db.end();
const gateway = await startGateway(databaseUrl);
const tracking = `${gateway.baseUrl}/r/${encodeURIComponent(rows[0]!.code)}?campaign=kutt-compare&sub=bench`;
const headers = { 'user-agent': BROWSER };
const seconds = Number(values.seconds);

async function measure(url: string, connections: number): Promise<LoadResult> {
  await runLoad(url, { connections, seconds: 2, headers });
  const result = await runLoad(url, { connections, seconds, headers });
  const others = Object.keys(result.statusCodes).filter((status) => status !== '302' && status !== '301');
  if (others.length > 0 || result.errors > 0)
    throw new Error(`${url}: answers ${JSON.stringify(result.statusCodes)}, ${result.errors} errors`);
  return result;
}

try {
  console.log('| connections | Kutt req/s | Kutt p99 ms | tracking redirect req/s | p99 ms | ÷ Kutt |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
  const misses: string[] = [];
  for (const connections of values.connections!.split(',').map(Number)) {
    const theirs = await measure(kutt, connections);
    const ours = await measure(tracking, connections);
    const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
    console.log(
      `| ${connections} | ${Math.round(theirs.requestsPerSecond)} | ${theirs.p99} | ${Math.round(ours.requestsPerSecond)} | ${ours.p99} | ${ratio.toFixed(2)} |`,
    );
    if (ratio < KUTT_RATIO_TARGET) misses.push(`${connections} connections: ${ratio.toFixed(2)}× Kutt`);
  }
  console.log(
    misses.length === 0
      ? `\nAt least ${KUTT_RATIO_TARGET}× Kutt at every number of connections.`
      : `\nBelow ${KUTT_RATIO_TARGET}× Kutt: ${misses.join('; ')}`,
  );
} finally {
  await gateway.app.close();
}
