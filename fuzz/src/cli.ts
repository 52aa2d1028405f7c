/**
 * `npm run fuzz -- [--runs N] [--seed S] [--endpoint text] [--port P] [--attach URL]`
 *
 * Starts the product as `npm start` starts it (fresh data directory, port 3220 unless told), then
 * fuzzes every endpoint of the contract's table with about N requests in all (default 2,000), one
 * fast-check property per endpoint, all driven by one seed. Prints each failure as a curl command with
 * its answer, and a table of requests and statuses per endpoint. Exit status 1 when anything failed.
 *
 * `--attach URL` fuzzes a product that is already running with the environment `productEnv` gives
 * (for working on a failure without restarting the product each time).
 */
import { parseArgs } from 'node:util';
import { contractEndpoints } from './endpoints.ts';
import { formatFailure, fuzzEndpoint, type Failure, type RunContext } from './fuzz-endpoint.ts';
import { closeConnections } from './http.ts';
import { KnownValues } from './known-values.ts';
import { Ownership } from './ownership.ts';
import { FUZZ_JWT_SECRET, FUZZ_OPERATOR_TOKEN, startProduct, type RunningProduct } from './product.ts';
import { SEEDED_SIGN_INS, Sessions } from './sessions.ts';
import { formatTable, type EndpointStats } from './stats.ts';
import { warmUp } from './warm-up.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2000' },
    seed: { type: 'string' },
    endpoint: { type: 'string' },
    port: { type: 'string', default: process.env.FUZZ_PORT ?? '3220' },
    attach: { type: 'string' },
  },
});

const log = (line: string) => process.stdout.write(`${line}\n`);
const totalRuns = Number(values.runs);
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(totalRuns) || totalRuns < 1 || !Number.isInteger(seed)) {
  console.error('--runs and --seed must be whole numbers');
  process.exit(2);
}

/** Each endpoint's own seed, derived from the run's: `--endpoint` replays the same requests as a full run. */
function endpointSeed(key: string): number {
  let hash = seed >>> 0;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash | 0;
}

const table = contractEndpoints();
const filter = values.endpoint?.toLowerCase();
const selected = filter
  ? table.filter(({ key, endpoint }) =>
      `${key} ${endpoint.method} ${endpoint.path}`.toLowerCase().includes(filter),
    )
  : table;
if (selected.length === 0) {
  console.error(
    `No endpoint matches ${JSON.stringify(values.endpoint)}; the table has ${table.map((e) => e.key).join(', ')}`,
  );
  process.exit(2);
}
const perEndpoint = Math.max(1, Math.ceil(totalRuns / selected.length));
const reproduce = `npm run fuzz -- --runs ${totalRuns} --seed ${seed}${values.endpoint ? ` --endpoint ${JSON.stringify(values.endpoint)}` : ''}`;

const started = performance.now();
log(
  `Contract fuzzer: seed ${seed}, ${selected.length} of ${table.length} endpoints, ${perEndpoint} runs each (${reproduce})`,
);

let product: RunningProduct | undefined;
let exitCode = 0;
try {
  if (values.attach) {
    product = {
      baseUrl: values.attach.replace(/\/+$/, ''),
      operatorToken: FUZZ_OPERATOR_TOKEN,
      jwtSecret: FUZZ_JWT_SECRET,
      stop: async () => undefined,
    };
  } else {
    log(`Starting the product with npm start on port ${values.port}…`);
    product = await startProduct(Number(values.port), log);
  }
  const startedUpMs = performance.now() - started;
  log(`Product up at ${product.baseUrl} in ${(startedUpMs / 1000).toFixed(1)} s`);

  // What the demo data says about itself: sign-ins and referral codes (apps/gateway/src/demo/seed.ts).
  const known = new KnownValues({
    username: Object.values(SEEDED_SIGN_INS).map((s) => s.username),
    password: Object.values(SEEDED_SIGN_INS).map((s) => s.password),
    email: ['demo@example.com', 'rival@example.com'],
    referral_code: ['GOLDDEMO', 'GOLDSPORT', 'RIVAL01'],
  });
  const sessions = new Sessions(product, known);
  await sessions.start();
  const ownership = new Ownership(product.baseUrl, sessions);
  await ownership.refresh();
  log(
    `Signed in demo (id ${sessions.id('demo')}, ${ownership.playerCount('demo')} players) and rival (id ${sessions.id('rival')}, ${ownership.playerCount('rival')} players)`,
  );

  const ctx: RunContext = { deployment: product, sessions, known, ownership, table };
  await warmUp(ctx);
  const allStats: EndpointStats[] = [];
  const failures: Failure[] = [];
  const fuzzStarted = performance.now();
  for (const entry of selected) {
    const endpointStarted = performance.now();
    const { stats, failure } = await fuzzEndpoint(entry, ctx, perEndpoint, endpointSeed(entry.key));
    allStats.push(stats);
    log(
      `${failure ? '✗' : '✓'} ${entry.key.padEnd(28)} ${String(stats.requests).padStart(6)} requests in ${((performance.now() - endpointStarted) / 1000).toFixed(1)} s`,
    );
    if (failure) {
      failures.push(failure);
      log(
        formatFailure(
          failure,
          ctx,
          `npm run fuzz -- --runs ${totalRuns} --seed ${seed} --endpoint ${JSON.stringify(entry.key)}`,
        ),
      );
    }
    // Players may have changed affiliate through ingest: re-read who owns what after any change.
    if (ownership.stale) await ownership.refresh();
  }
  const fuzzSeconds = (performance.now() - fuzzStarted) / 1000;
  const requests = allStats.reduce((sum, s) => sum + s.requests, 0);
  log('');
  log(formatTable(allStats));
  log('');
  log(
    `${requests} requests to ${allStats.length} endpoints in ${fuzzSeconds.toFixed(1)} s (${(requests / fuzzSeconds).toFixed(0)}/s; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s with start-up); ${sessions.reSignIns} sign-ins again after a legitimate session change; ` +
      `seed ${seed}; ${failures.length} failing endpoint${failures.length === 1 ? '' : 's'}`,
  );
  const silent = allStats.filter((s) => s.requests === 0);
  if (silent.length > 0) {
    log(`Endpoints never exercised: ${silent.map((s) => s.key).join(', ')}`);
    exitCode = 1;
  }
  if (failures.length > 0) {
    log(`FAILED: ${failures.map((f) => f.key).join(', ')} (reproduce: ${reproduce})`);
    exitCode = 1;
  }
} catch (error) {
  console.error('The fuzzer could not run:', error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = 2;
} finally {
  closeConnections();
  await product?.stop();
}
process.exit(exitCode);
