/**
 * `npx tsx bench/statements.ts [--sizes small,large] [--seconds 10] [--connections 10]`
 *
 * The transaction history and the statement of account at two data sizes on the PostgreSQL server
 * (BENCH_DATABASE_SERVER): small, 1,000 affiliates with 96 ledger entries each and the demo affiliate
 * with 10,000; large, 10,000 affiliates (960,000 entries) and the demo affiliate with 100,000. The
 * demo affiliate's history is ten times deeper at the large size, its months equally full. Measured
 * with autocannon beside the bare Fastify route in the same process: the list's first page and a
 * page 90% deep, the statement JSON of a full month and its PDF (the PDF also at one connection: a
 * download is one person's click, and its CPU time is what a server pays per statement).
 */
import { parseArgs } from 'node:util';
import { api } from '@affiliate/contract';
import { databaseUrl } from './data.ts';
import { signInDemo } from './demo-sign-in.ts';
import { BARE_PATH, startGateway } from './gateway.ts';
import { runLoad } from './load.ts';
import { createMoneyDatabase, ensureMoneyData, HEAVY_MONTH, moneySizes } from './money-data.ts';
import { printReport, type Measurement } from './report.ts';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: 'small,large' }, seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } } });
const server = process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const PDF_TARGET_MS = 200;

const measurements: Measurement[] = [];
const pdf: Measurement[] = [];
for (const size of moneySizes.filter((s) => values.sizes!.split(',').includes(s.name))) {
  await createMoneyDatabase(server, size);
  const gateway = await startGateway(databaseUrl(server, size.database));
  try {
    await ensureMoneyData(server, size);
    const { token } = await signInDemo(gateway.baseUrl);
    const list = api.payments.transactionList.path;
    const first = await fetch(`${gateway.baseUrl}${list}`, { headers: { authorization: `Bearer ${token}` } });
    const { meta } = (await first.json()) as { meta: { last_page: number; total: number } };
    const deep = Math.floor(meta.last_page * 0.9);
    const statement = `${api.payments.statement.path}?month=${HEAVY_MONTH}`;
    const targets = [
      { name: 'bare Fastify route', path: BARE_PATH, c: connections },
      { name: `transactions, first page (${meta.total} rows)`, path: list, c: connections },
      { name: `transactions, page ${deep} of ${meta.last_page}`, path: `${list}?page=${deep}`, c: connections },
      { name: `transactions, withdrawals paid, page ${Math.floor(deep / 3)}`, path: `${list}?type=withdrawal&status=paid&page=${Math.floor(deep / 3)}`, c: connections },
      { name: `statement ${HEAVY_MONTH} (JSON)`, path: statement, c: connections },
      { name: `statement ${HEAVY_MONTH} (PDF)`, path: `${api.payments.statementDownload.path}?month=${HEAVY_MONTH}&format=pdf`, c: connections },
      { name: `statement ${HEAVY_MONTH} (PDF, 1 connection)`, path: `${api.payments.statementDownload.path}?month=${HEAVY_MONTH}&format=pdf`, c: 1 },
    ];
    for (const target of targets) {
      const url = `${gateway.baseUrl}${target.path}`;
      const auth = target.path === BARE_PATH ? {} : { token };
      await runLoad(url, { ...auth, connections: target.c, seconds: 2 });
      const result = await runLoad(url, { ...auth, connections: target.c, seconds });
      if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      const endpoint = target.name.replace(/\d+ rows/, 'n rows').replace(/page \d+ of \d+/, 'deep page').replace(/page \d+\)?$/, 'deep page');
      const m: Measurement = { size: size.name, endpoint, detail: `${target.name}${target.c !== connections ? '' : ''}`, ...result };
      (target.name.includes('PDF') ? pdf : measurements).push(m);
      console.log(`  ${size.name} ${target.name}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
    }
  } finally {
    await gateway.app.close();
  }
}
printReport(measurements, { connections, seconds });
console.log(`\nPDF (target p99 < ${PDF_TARGET_MS} ms, large/small < 1.5):\n`);
console.log('| endpoint | size | req/s | p50 ms | p99 ms | large/small p99 |\n| --- | --- | ---: | ---: | ---: | ---: |');
for (const m of pdf) {
  const small = pdf.find((s) => s.size === 'small' && s.endpoint === m.endpoint);
  const growth = m.size === 'large' && small ? (m.p99 / small.p99).toFixed(2) : '';
  console.log(`| ${m.detail} | ${m.size} | ${Math.round(m.requestsPerSecond)} | ${m.p50} | ${m.p99} | ${growth} |`);
}
process.exit(0);
