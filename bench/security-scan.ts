/**
 * The outside scanners, run once against the product started as a user starts it (`npm start`):
 * Debian's sqlmap against the login, every filter of the member list and every dashboard query
 * parameter, then wapiti over the served portal and the API, signed in. See docs/security.md.
 *
 *   npm run scan:security                                  # sqlmap --level 5 --risk 3, about an hour on 2 cores
 *   SQLMAP_LEVEL=2 SQLMAP_RISK=1 npm run scan:security     # a quicker pass
 *   SCAN_ONLY=wapiti npm run scan:security                 # one tool (sqlmap or wapiti)
 *   SCAN_RUNNING=1 SCAN_PORT=3230 npm run scan:security    # scan a product already started as below
 *
 * Not part of CI or `npm test`: it takes too long. Only 127.0.0.1 is scanned. Reports go to SCAN_OUT
 * (default a fresh directory under /tmp); the summary is printed and kept there as summary.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as forward, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, fillPath, MAINTENANCE_SETTING_CODE, type Endpoint } from '@affiliate/contract';
import { DEMO_SIGN_IN } from '../apps/gateway/src/demo/seed.ts';
import { signInDemo } from './demo-sign-in.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.SCAN_PORT ?? 3230);
const base = `http://127.0.0.1:${port}`;
const out = process.env.SCAN_OUT ?? mkdtempSync(path.join(tmpdir(), 'affiliate-scan-'));
const level = process.env.SQLMAP_LEVEL ?? '5';
const risk = process.env.SQLMAP_RISK ?? '3';
const only = process.env.SCAN_ONLY;
/** Scan a product someone already started (with the rate-limit multiplier below) instead of starting one. */
const alreadyRunning = process.env.SCAN_RUNNING === '1';
const operatorToken = 'scan-operator-token-0123456789abcdef';
/** The limiter would answer most of the scanners' requests with 429; the scan is of the app behind it. */
const rateLimitMultiplier = '10000';
/** wapiti modules: ssrf, xxe and nikto need the internet (wapiti's endpoint, nikto's database); buster is a path brute force the SPA fallback answers with index.html. */
const wapitiModules =
  'backup,blindsql,cookieflags,crlf,csp,csrf,exec,file,htaccess,http_headers,methods,permanentxss,redirect,shellshock,sql,xss';

interface Session {
  token: string;
  id: number;
}

function startProduct(): ChildProcess {
  const log = openSync(path.join(out, 'server.log'), 'a');
  // Own process group, so npm, tsx and node stop together.
  return spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: path.join(out, 'data'),
      OPERATOR_TOKENS: operatorToken,
      RATE_LIMIT_MULTIPLIER: rateLimitMultiplier,
      LOG_LEVEL: 'warn',
    },
  });
}

async function waitUntilUp(product: ChildProcess): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    if (product.exitCode !== null)
      throw new Error(`npm start exited with ${product.exitCode}; see ${out}/server.log`);
    try {
      if ((await fetch(`${base}${api.health.health.path}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`the product did not answer on ${base} within 10 minutes`);
}

/** A fresh sign-in: access tokens last 15 minutes, so each scanner run gets its own. */
function signIn(): Promise<Session> {
  return signInDemo(base);
}

/**
 * Both scanners go through this forward proxy, which counts their requests and the answers' statuses:
 * what each run tried, and whether anything answered 5xx.
 */
const tally = { requests: 0, statuses: new Map<number, number>() };
const proxyPort = Number(process.env.SCAN_PROXY_PORT ?? port + 3);
const proxyUrl = `http://127.0.0.1:${proxyPort}`;

function startCountingProxy(): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/', base);
    if (target.host !== new URL(base).host) {
      outgoing.writeHead(403).end('only the product under test is scanned');
      return;
    }
    tally.requests += 1;
    const upstream = forward(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      const status = answer.statusCode ?? 0;
      tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      outgoing.writeHead(status, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', () => resolve(proxy)));
}

/** Requests and statuses since the last call, e.g. "1534 requests (200: 3, 422: 1531)". */
function takeTally(): { requests: number; text: string } {
  const statuses = [...tally.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const taken = { requests: tally.requests, text: `${tally.requests} requests (${statuses})` };
  tally.requests = 0;
  tally.statuses.clear();
  return taken;
}

function run(command: string, args: string[], logFile: string): Promise<number> {
  const shown = args
    .map((a) => a.replace(/Bearer \S+/, 'Bearer <token>'))
    .map((a) => (/[\s"'{}&?*]/.test(a) ? `'${a}'` : a));
  writeFileSync(logFile, `$ ${command} ${shown.join(' ')}\n\n`);
  const log = openSync(logFile, 'a');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', log, log] });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

interface SqlmapTarget {
  name: string;
  endpoint: Endpoint;
  /** Query string (GET) or JSON body (POST). */
  query?: Record<string, string>;
  body?: Record<string, string>;
  /** Tested one per run (a run must finish within the access token's 15 minutes). */
  parameters: string[][];
  signedIn: boolean;
}

const lastYear = new Date().getUTCFullYear() - 1;
const sqlmapTargets: SqlmapTarget[] = [
  {
    name: 'login',
    endpoint: api.auth.login,
    body: { ...DEMO_SIGN_IN, otp: '123456' },
    parameters: [['username', 'password', 'otp']],
    signedIn: false,
  },
  {
    name: 'member-list',
    endpoint: api.referrals.playerList,
    query: {
      page: '1',
      per_page: '10',
      year: String(lastYear),
      month: '6',
      category: 'casino',
      registered: 'true',
      deposited: 'true',
    },
    parameters: [['page'], ['per_page'], ['year'], ['month'], ['category'], ['registered'], ['deposited']],
    signedIn: true,
  },
  // Beyond the brief's three: the one free-text query parameter that reaches SQL on a public endpoint.
  {
    name: 'settings',
    endpoint: api.settings.settingAll,
    query: { filterByCode: MAINTENANCE_SETTING_CODE },
    parameters: [['filterByCode']],
    signedIn: false,
  },
  {
    name: 'dashboard',
    endpoint: api.dashboard.dashboard,
    query: { from: `${lastYear}-01-01`, to: `${lastYear}-12-31`, granularity: 'month', category: 'casino' },
    parameters: [['from'], ['to'], ['granularity'], ['category']],
    signedIn: true,
  },
];

interface SqlmapRun {
  target: string;
  parameters: string;
  requests: string;
  verdict: string;
  log: string;
}

function sqlmapVerdict(log: string): string {
  if (/is vulnerable|sqlmap identified the following injection point/.test(log)) return 'INJECTABLE';
  if (/do not appear to be injectable|does not seem to be injectable/.test(log)) return 'not injectable';
  return 'inconclusive (see log)';
}

async function runSqlmap(): Promise<SqlmapRun[]> {
  const dir = path.join(out, 'sqlmap');
  mkdirSync(dir, { recursive: true });
  const runs: SqlmapRun[] = [];
  for (const target of sqlmapTargets) {
    for (const parameters of target.parameters) {
      const session = await signIn();
      const url = `${base}${fillPath(target.endpoint.path, { id: session.id })}${target.query ? `?${new URLSearchParams(target.query)}` : ''}`;
      const name = `${target.name}-${parameters.join('-')}`;
      const traffic = path.join(dir, `${name}-traffic.txt`);
      const args = [
        '-u',
        url,
        '-p',
        parameters.join(','),
        '--batch',
        '--flush-session',
        '--level',
        level,
        '--risk',
        risk,
        '--technique',
        'BEUSTQ',
        '--dbms',
        'PostgreSQL',
        '--threads',
        '4',
        // 401 is the login's answer to a wrong password, the baseline of a boolean test.
        '--ignore-code',
        '401',
        '--output-dir',
        path.join(dir, 'out'),
        '--proxy',
        proxyUrl,
        '-t',
        traffic,
        ...(target.body
          ? [
              '--method',
              'POST',
              '-H',
              'Content-Type: application/json',
              '--data',
              JSON.stringify(target.body),
            ]
          : []),
        ...(target.signedIn ? ['-H', `Authorization: Bearer ${session.token}`] : []),
      ];
      const logFile = path.join(dir, `${name}.log`);
      const started = Date.now();
      await run('sqlmap', args, logFile);
      const log = readFileSync(logFile, 'utf8');
      const requests = takeTally().text;
      runs.push({
        target: target.name,
        parameters: parameters.join(', '),
        requests,
        verdict: sqlmapVerdict(log),
        log: logFile,
      });
      console.log(
        `sqlmap ${name}: ${requests}, ${Math.round((Date.now() - started) / 1000)} s, ${sqlmapVerdict(log)}`,
      );
    }
  }
  return runs;
}

/** Example queries for the GET endpoints that take one, so wapiti has parameters to attack. */
const exampleQueries = new Map<Endpoint, Record<string, string>>([
  [api.members.me, { include: 'preferences' }],
  [api.settings.settingAll, { filterByCode: MAINTENANCE_SETTING_CODE }],
  [
    api.referrals.playerList,
    {
      page: '1',
      per_page: '10',
      year: String(lastYear),
      month: '6',
      category: 'casino',
      registered: 'true',
      deposited: 'true',
    },
  ],
  [
    api.referrals.playerExport,
    { format: 'csv', year: String(lastYear), category: 'casino', registered: 'false', deposited: 'true' },
  ],
  [
    api.dashboard.dashboard,
    { from: `${lastYear}-01-01`, to: `${lastYear}-12-31`, granularity: 'month', category: 'casino' },
  ],
]);

/** The SPA shows a crawler no links to the API: every GET endpoint a browser may call is a start URL. */
function apiStartUrls(id: number): string[] {
  const endpoints = Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]);
  return endpoints
    .filter((e) => e.method === 'GET' && e.access !== 'operator')
    .map((e) => {
      const query = exampleQueries.get(e);
      return `${base}${fillPath(e.path, { id })}${query ? `?${new URLSearchParams(query)}` : ''}`;
    });
}

interface WapitiReport {
  vulnerabilities: Record<string, Array<{ info: string; path: string; parameter: string }>>;
  anomalies: Record<string, Array<{ info: string; path: string }>>;
  infos?: Record<string, unknown>;
}

async function runWapiti(): Promise<string[]> {
  const dir = path.join(out, 'wapiti');
  mkdirSync(dir, { recursive: true });
  const session = await signIn();
  const report = path.join(dir, 'report.json');
  const starts = [
    `${base}/`,
    `${base}/auth/login`,
    `${base}/config.json`,
    `${base}/docs`,
    ...apiStartUrls(session.id),
  ];
  const args = [
    '-u',
    `${base}/`,
    '--scope',
    'domain',
    ...starts.flatMap((url) => ['-s', url]),
    '-H',
    `Authorization: Bearer ${session.token}`,
    '-m',
    wapitiModules,
    '-l',
    '2',
    '-d',
    '5',
    // Within the access token's lifetime.
    '--max-scan-time',
    '840',
    '--flush-session',
    '--store-session',
    path.join(dir, 'session'),
    '--no-bugreport',
    '-v',
    '1',
    '--proxy',
    proxyUrl,
    '-f',
    'json',
    '-o',
    report,
  ];
  const logFile = path.join(dir, 'wapiti.log');
  const started = Date.now();
  takeTally();
  await run('wapiti', args, logFile);
  const requests = takeTally().text;
  console.log(`wapiti: ${requests}, ${Math.round((Date.now() - started) / 1000)} s`);
  if (!existsSync(report)) return [`wapiti wrote no report; see ${logFile}`];
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as WapitiReport;
  const lines: string[] = [];
  for (const [kind, group] of [
    ['vulnerability', parsed.vulnerabilities],
    ['anomaly', parsed.anomalies],
  ] as const) {
    for (const [category, items] of Object.entries(group)) {
      for (const item of items)
        lines.push(
          `${kind}: ${category}: ${item.path} ${'parameter' in item && item.parameter ? `(${item.parameter}) ` : ''}— ${item.info}`,
        );
    }
  }
  return [requests, ...(lines.length > 0 ? lines : ['no vulnerabilities or anomalies reported'])];
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  console.log(`reports in ${out}`);
  const product = alreadyRunning ? null : startProduct();
  const stop = () => {
    if (product?.pid && product.exitCode === null) process.kill(-product.pid, 'SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const proxy = await startCountingProxy();
  try {
    if (product) await waitUntilUp(product);
    const summary = [
      `# Security scan, ${new Date().toISOString()}`,
      '',
      `Product: \`npm start\` on ${base}, RATE_LIMIT_MULTIPLIER=${rateLimitMultiplier}`,
      '',
    ];
    if (only !== 'wapiti') {
      const runs = await runSqlmap();
      summary.push(
        `## sqlmap (--level ${level} --risk ${risk} --technique BEUSTQ --dbms PostgreSQL)`,
        '',
        '| target | parameters | requests | verdict |',
        '| --- | --- | --- | --- |',
      );
      for (const r of runs) summary.push(`| ${r.target} | ${r.parameters} | ${r.requests} | ${r.verdict} |`);
      summary.push('');
    }
    if (only !== 'sqlmap') {
      summary.push(`## wapiti (${wapitiModules})`, '', ...(await runWapiti()).map((line) => `- ${line}`), '');
    }
    writeFileSync(path.join(out, 'summary.md'), summary.join('\n'));
    console.log(
      `\n${summary.join('\n')}\nreports: ${out} (sqlmap/*.log, sqlmap/*-traffic.txt, wapiti/report.json, summary.md)`,
    );
  } finally {
    proxy.close();
    stop();
  }
}

await main();
