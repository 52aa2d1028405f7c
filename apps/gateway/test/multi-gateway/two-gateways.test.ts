import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '@affiliate/contract';
import type { Database } from '../../src/db/database.ts';
import { listMigrations } from '../../src/db/migrate.ts';
import { openPgDatabase } from '../../src/db/pg-driver.ts';
import { clickAgent, clickOver } from '../click-load.ts';
import { portalFixtureDist } from '../portal-fixture.ts';
import { databaseUrl, onServer } from '../seeded-database.ts';
import { expectLedgerInvariants } from '../withdrawal-helpers.ts';
import {
  errorLines,
  freePort,
  requestFrom,
  gatewayDir,
  haproxyBinary,
  haproxyConfig,
  logOf,
  repoRoot,
  routedRequests,
  startProcess,
  stopProcess,
  tailOf,
  waitHealthy,
  type Started,
} from './processes.ts';

/**
 * Two real gateway processes, started together on one new PostgreSQL database and one Redis, behind
 * Debian's HAProxy configured by deploy/haproxy.cfg (the file compose.yaml runs). Each check crosses the
 * replicas: what one does, the other must honour at once.
 *
 * Runs apart from `npm test` (`npm run test:multi`, a step of .ci/run) because it needs the PostgreSQL
 * server (DATABASE_URL, the server's address; a database of its own is created and dropped), Redis
 * (REDIS_URL) and HAProxy; a missing one is a failure that names it, never a skip. The gateways serve
 * the suite's small stand-in for the portal build (PORTAL_DIST): the checks are the API's, and building
 * the portal would add a minute and nothing they look at.
 */

// The server's address; its maintenance database `postgres` creates and drops the test's own.
const serverUrl = databaseUrl(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'postgres',
);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const OPERATOR_TOKEN = `multi-operator-${randomBytes(8).toString('hex')}`;
const operator = { authorization: `Bearer ${OPERATOR_TOKEN}` };
/** The limits both replicas run with (the product's defaults): 10 sign-ins a minute per address, 5 per account. */
const LOGIN_PER_IP = 10;
const LOGIN_PER_ACCOUNT = 5;
const CLICKS = 1_000;

const database = `multi_gateway_${process.pid}_${randomBytes(3).toString('hex')}`;
const url = databaseUrl(serverUrl, database);
const nameSpace = `multi-gateway-${randomBytes(4).toString('hex')}:`;
const workDir = mkdtempSync(path.join(tmpdir(), 'multi-gateway-'));

let a: Started;
let b: Started;
let lb: Started;
let A: string;
let B: string;
let LB: string;
let db: Database;
let startupMs = 0;

/**
 * Each request comes from an address of its own unless it names one: a real one, the socket bound to
 * an address of 127.0.0.0/8 (all loopback on Linux), never a forged X-Forwarded-For. HAProxy writes
 * the connection's address into the header and the gateways believe the balancer's 127.0.0.1 only, so
 * they see these addresses whether a request goes through the balancer or straight to a gateway. The
 * per-address limits are checked where a test means to check them, and the test's many sign-ins and
 * code requests from one machine do not trip them elsewhere.
 */
let addresses = 0;
const nextAddress = () => `127.77.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
/** Where HAProxy connects to the gateways from, the one proxy they trust (TRUST_PROXY). */
const BALANCER_ADDRESS = '127.0.0.1';

async function call(
  base: string,
  method: string,
  route: string,
  options: { headers?: Record<string, string>; body?: unknown; from?: string } = {},
) {
  const body = options.body !== undefined ? JSON.stringify(options.body) : undefined;
  const answer = await requestFrom(options.from ?? nextAddress(), base + route, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body,
  });
  return { ...answer, json: <T>() => JSON.parse(answer.text) as T };
}

/** A gateway as `npm run serve` starts it (`tsx src/server.ts`), configured as compose.yaml configures a replica. */
function startGateway(name: string, port: number, lbPort: number): Started {
  const dataDir = path.join(workDir, `${name}-data`);
  return startProcess(name, path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: gatewayDir,
    logFile: path.join(workDir, `${name}.log`),
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${lbPort}`,
      DATABASE_URL: url,
      REDIS_URL: redisUrl,
      RATE_LIMIT_NAMESPACE: nameSpace,
      TRUST_PROXY: BALANCER_ADDRESS,
      // Shared by every replica, as docs/operations.md asks: a token signed by one is checked by the other.
      JWT_SECRET: 'multi-gateway-jwt-secret-0123456789abcdef',
      TOTP_ENCRYPTION_KEY: '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff',
      PORTAL_CLIENT_TOKEN: 'multi-gateway-portal-client-token',
      OPERATOR_TOKENS: OPERATOR_TOKEN,
      DATA_DIR: dataDir,
      PORTAL_DIST: portalFixtureDist,
      LOG_LEVEL: 'info',
    },
  });
}

beforeAll(async () => {
  const haproxy = haproxyBinary();
  try {
    await onServer(serverUrl, `CREATE DATABASE ${database}`);
  } catch (error) {
    throw new Error(
      `The two-gateway test needs the PostgreSQL server in DATABASE_URL (${serverUrl}): ${String(error)}`,
      { cause: error },
    );
  }
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `The two-gateway test needs the Redis server in REDIS_URL (${redisUrl}): ${String(error)}`,
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }

  const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
  [A, B, LB] = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`, `http://127.0.0.1:${portLb}`];
  // Both in the same tick, on an empty database: both reach the migrations together.
  const started = performance.now();
  a = startGateway('gateway-a', portA, portLb);
  b = startGateway('gateway-b', portB, portLb);
  await Promise.all([
    waitHealthy(`${A}/api/v1/health`, [a], 180_000),
    waitHealthy(`${B}/api/v1/health`, [b], 180_000),
  ]);
  startupMs = performance.now() - started;
  lb = startProcess('haproxy', haproxy, ['-db', '-f', haproxyConfig], {
    cwd: workDir,
    logFile: path.join(workDir, 'haproxy.log'),
    env: {
      PATH: process.env.PATH,
      LISTEN: `127.0.0.1:${portLb}`,
      GATEWAY_A: `127.0.0.1:${portA}`,
      GATEWAY_B: `127.0.0.1:${portB}`,
    },
  });
  await waitHealthy(`${LB}/api/v1/health`, [lb], 20_000);
  // Round robin only counts replicas its health check has brought up: both, before any check runs.
  const deadline = Date.now() + 20_000;
  while (new Set(routedRequests(logOf(lb)).map((r) => r.server)).size < 2) {
    if (Date.now() > deadline) throw new Error(`HAProxy did not route to both gateways\n${tailOf(lb)}`);
    await call(LB, 'GET', '/api/v1/health');
  }
  db = openPgDatabase(url, { max: 4 });
}, 240_000);

afterAll(async () => {
  await db?.close();
  const stopped = await Promise.all(
    [a, b, lb]
      .filter(Boolean)
      .map(async (p) => `${p.name} ${String((await stopProcess(p)) ?? p.child.signalCode)}`),
  );
  console.warn(
    `two gateways ready ${Math.round(startupMs)} ms after they were started; stopped: ${stopped.join(', ')}`,
  );
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${nameSpace}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  rmSync(workDir, { recursive: true, force: true });
}, 60_000);

/** Polls `read` until `done` says its value is complete, for at most `ms`; returns the last value read. */
async function until<T>(read: () => T, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  const deadline = Date.now() + ms;
  let value = read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = read();
  }
  return value;
}

/** A new affiliate of the test's own (created through the balancer), its id and default referral code. */
async function newAffiliate(
  username: string,
): Promise<{ id: number; username: string; email: string; password: string; code: string }> {
  const account = {
    username,
    email: `${username}@example.com`,
    password: `${username}-long-passphrase-2026`,
  };
  const created = await call(LB, 'POST', '/api/v1/operator/affiliates', {
    headers: operator,
    body: { ...account, firstName: 'Multi', lastName: 'Gateway', country: 'MT' },
  });
  expect(created.status, created.text).toBe(201);
  const id = created.json<{ data: { id: number } }>().data.id;
  const { code } = await db.one<{ code: string }>(
    'SELECT code FROM referral_codes WHERE member_id = $1 AND is_default',
    [id],
  );
  return { ...account, id, code };
}

async function signIn(base: string, username: string, password: string) {
  const response = await call(base, 'POST', '/api/v1/auth/login', { body: { username, password } });
  expect(response.status, response.text).toBe(200);
  const { data } = response.json<{ data: { token: string; refreshToken: string } }>();
  return { ...data, headers: { authorization: `Bearer ${data.token}` } };
}

describe('two gateways behind HAProxy on one PostgreSQL and one Redis', () => {
  it('ran the migrations once though both started together on an empty database, and neither logged an error', async () => {
    const versions = await db.query<{ version: string; n: number }>(
      'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version',
    );
    expect(versions.rows).toEqual(listMigrations().map((m) => ({ version: m.version, n: 1 })));
    // Exactly one of the two applied them (and seeded the demo data); the other found them done.
    const migrated = [a, b].filter((p) => logOf(p).includes('"msg":"database migrated"'));
    expect(migrated.map((p) => p.name)).toHaveLength(1);
    expect(
      await db.one<{ n: number }>("SELECT count(*)::int AS n FROM members WHERE username = 'demo'"),
    ).toEqual({ n: 1 });
    for (const p of [a, b]) expect(errorLines(logOf(p)), p.name).toEqual([]);
  });

  it('refuses a token signed in on A at once after it is signed out on B, every time', async () => {
    // 20 rounds over 5 affiliates: 4 sign-ins each, within the 5 a minute an account is allowed.
    const people = await Promise.all(Array.from({ length: 5 }, (_, i) => newAffiliate(`crossreplica${i}`)));
    const signOutMs: number[] = [];
    for (let round = 0; round < 20; round += 1) {
      const me = people[round % people.length]!;
      const session = await signIn(A, me.username, me.password);
      // Twice on A: the second answer may come from A's sign-in cache, the state a revocation must reach.
      expect((await call(A, 'GET', '/api/v1/auth/user', { headers: session.headers })).status).toBe(200);
      expect((await call(A, 'GET', '/api/v1/auth/user', { headers: session.headers })).status).toBe(200);
      const sent = performance.now();
      const out = await call(B, 'POST', '/api/v1/auth/logout', {
        body: { refreshToken: session.refreshToken },
      });
      signOutMs.push(performance.now() - sent);
      expect(out.status, out.text).toBe(200);
      const refused = await call(A, 'GET', '/api/v1/auth/user', { headers: session.headers });
      expect(refused.status, `round ${round}: ${refused.text}`).toBe(401);
      expect(refused.json<{ code: number }>().code).toBe(errorCodes.sessionExpired);
    }
    // Reported, not asserted: what waiting for the revocation notice costs a sign-out.
    signOutMs.sort((x, y) => x - y);
    console.warn(
      `sign-out on B (answered once both gateways acknowledged it): median ${signOutMs[10]!.toFixed(1)} ms, max ${signOutMs.at(-1)!.toFixed(1)} ms over 20`,
    );
  });

  it('refuses on B a session an operator suspended the affiliate of through A, at once', async () => {
    const me = await newAffiliate('suspended');
    const session = await signIn(B, me.username, me.password);
    expect((await call(B, 'GET', '/api/v1/auth/user', { headers: session.headers })).status).toBe(200);
    expect((await call(B, 'GET', '/api/v1/auth/user', { headers: session.headers })).status).toBe(200);
    const suspended = await call(A, 'POST', `/api/v1/operator/affiliates/${me.id}/suspend`, {
      headers: operator,
      body: { reason: 'Two-gateway test.' },
    });
    expect(suspended.status, suspended.text).toBe(200);
    // 403 with code 20105, the suspension's refusal (the tab left open says why), not the cached 200.
    expect((await call(B, 'GET', '/api/v1/auth/user', { headers: session.headers })).status).toBe(403);
  });

  it('counts sign-in attempts from one address through the balancer together, whatever X-Forwarded-For it sends: the limit is reached at its count in total', async () => {
    const from = '127.198.51.23';
    const before = routedRequests(logOf(lb)).length;
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_PER_IP + 2; i += 1) {
      statuses.push(
        (
          await call(LB, 'POST', '/api/v1/auth/login', {
            from,
            // A client naming another address of its own choosing each time: the balancer replaces it.
            headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
            body: { username: `nobody-${i}`, password: 'wrong-password-123' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_PER_IP).fill(401), 429, 429]);
    // Both replicas took part (round robin): one replica alone would have let 2 × 10 through.
    const served = routedRequests(logOf(lb))
      .slice(before)
      .filter((r) => r.path === '/api/v1/auth/login');
    expect(new Set(served.map((r) => r.server))).toEqual(new Set(['gateway-a', 'gateway-b']));
  });

  it('counts sign-in attempts for one account on A and B alternately together, whatever the address', async () => {
    const me = await newAffiliate('limited');
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_PER_ACCOUNT + 2; i += 1) {
      const base = i % 2 === 0 ? A : B;
      statuses.push(
        (
          await call(base, 'POST', '/api/v1/auth/login', {
            from: `127.203.0.${i + 1}`,
            body: { username: me.username, password: 'wrong-password-123' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_PER_ACCOUNT).fill(401), 429, 429]);
  });

  it(`stores ${CLICKS.toLocaleString('en-US')} clicks sent through the balancer to both gateways once each, the rollups agreeing with the rows`, async () => {
    const me = await newAffiliate('clicker');
    const programBefore = await db.one<{ n: number }>(
      'SELECT coalesce(sum(clicks), 0)::int AS n FROM program_clicks_monthly',
    );
    const before = routedRequests(logOf(lb)).length;
    const agent = clickAgent(20);
    let answers: Array<{ status: number; location?: string }>;
    try {
      answers = await Promise.all(
        Array.from({ length: CLICKS }, (_, i) =>
          clickOver(agent, LB, `/r/${me.code}?sub=m-${i}&campaign=multi`),
        ),
      );
    } finally {
      agent.destroy();
    }
    expect(answers.filter((x) => x.status === 302)).toHaveLength(CLICKS);
    const handedOut = answers.map((x) => new URL(x.location!).searchParams.get('click_id')!);
    // Both gateways took their share. HAProxy writes a request's line once it has ended (the last ones a
    // moment after the answer), and drops a line rather than wait when its output is full (a burst of
    // 1,000: one or two now and then): the share is read from the lines there are, the exact count from
    // the database below.
    const served = await until(
      () =>
        routedRequests(logOf(lb))
          .slice(before)
          .filter((r) => r.path.startsWith(`/r/${me.code}`)),
      (lines) => lines.length >= CLICKS,
    );
    expect(served.length).toBeGreaterThan(CLICKS * 0.9);
    for (const server of ['gateway-a', 'gateway-b'])
      expect(served.filter((r) => r.server === server).length, server).toBeGreaterThan(CLICKS * 0.4);

    const rows = await db.query<{ sub_id: string; click_id: string }>(
      'SELECT sub_id, click_id FROM clicks WHERE member_id = $1',
      [me.id],
    );
    expect(rows.rows).toHaveLength(CLICKS);
    expect(new Set(rows.rows.map((r) => r.sub_id))).toEqual(
      new Set(Array.from({ length: CLICKS }, (_, i) => `m-${i}`)),
    );
    expect(new Set(handedOut).size).toBe(CLICKS);
    expect(new Set(rows.rows.map((r) => r.click_id))).toEqual(new Set(handedOut));
    const counted = await db.one<{
      code: number;
      daily: number;
      weekly: number;
      monthly: number;
      program: number;
    }>(
      `SELECT (SELECT sum(l.clicks) FROM referral_code_clicks l JOIN referral_codes r ON r.id = l.referral_code_id WHERE r.member_id = $1)::int AS code,
              (SELECT sum(clicks) FROM affiliate_clicks_daily WHERE member_id = $1)::int AS daily,
              (SELECT sum(clicks) FROM affiliate_clicks_weekly WHERE member_id = $1)::int AS weekly,
              (SELECT sum(clicks) FROM affiliate_clicks_monthly WHERE member_id = $1)::int AS monthly,
              (SELECT sum(clicks) FROM program_clicks_monthly)::int - $2::int AS program`,
      [me.id, programBefore.n],
    );
    expect(counted).toEqual({
      code: CLICKS,
      daily: CLICKS,
      weekly: CLICKS,
      monthly: CLICKS,
      program: CLICKS,
    });
  }, 120_000);

  it("shows a click stored by A in A's next dashboard, and in B's within the click notice's second, though both had the answer in memory", async () => {
    const me = await newAffiliate('cachedfigures');
    const dashboard = `/api/v1/affiliate/${me.id}/dashboard`;
    const onA = await signIn(A, me.username, me.password);
    const onB = await signIn(B, me.username, me.password);
    const clicksOn = async (base: string, session: { headers: Record<string, string> }) => {
      const answer = await call(base, 'GET', dashboard, { headers: session.headers });
      expect(answer.status, answer.text).toBe(200);
      return answer.json<{ data: { totals: { clicks: number } } }>().data.totals.clicks;
    };
    // Twice each: the second answer comes from the gateway's memory, the state a click must reach.
    for (let i = 0; i < 2; i += 1) expect([await clicksOn(A, onA), await clicksOn(B, onB)]).toEqual([0, 0]);
    const agent = clickAgent(1);
    try {
      expect((await clickOver(agent, A, `/r/${me.code}?sub1=cache`)).status).toBe(302);
    } finally {
      agent.destroy();
    }
    expect(await clicksOn(A, onA)).toBe(1);
    const sent = performance.now();
    let onBNow = 0;
    while (onBNow !== 1 && performance.now() - sent < 3_000) {
      onBNow = await clicksOn(B, onB);
      if (onBNow !== 1) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(onBNow).toBe(1);
    // Reported, not asserted: how long B showed the figures from before the click.
    console.warn(`a click stored by A showed on B after ${(performance.now() - sent).toFixed(0)} ms`);
  });

  describe('money sent to both gateways', () => {
    const request = { payment_option_type: 'SKRILL', account: 'multi@example.com', amount: '100.00' };

    /** The withdrawal code the gateway mailed (to the outbox: no SMTP_URL), asked for through the balancer. */
    async function withdrawalCode(headers: Record<string, string>, email: string): Promise<string> {
      const asked = await call(LB, 'POST', '/api/v1/bo/2fa/requestcode', {
        headers,
        body: { purpose: 'withdrawal' },
      });
      expect(asked.status, asked.text).toBe(200);
      const mail = await db.one<{ text: string }>(
        "SELECT text FROM mail_outbox WHERE recipient = $1 AND text LIKE '%confirm your withdrawal request%' ORDER BY id DESC LIMIT 1",
        [email],
      );
      return /\b(\d{6})\b/.exec(mail.text)![1]!;
    }

    /** `copies` concurrent requests with one key, alternately to A and B. */
    function duplicates(copies: number, send: (base: string) => Promise<Awaited<ReturnType<typeof call>>>) {
      return Promise.all(Array.from({ length: copies }, (_, i) => send(i % 2 === 0 ? A : B)));
    }

    it('credits concurrent adjustments once per Idempotency-Key, each key sent to both gateways at once', async () => {
      const people = await Promise.all(['fundee1', 'fundee2', 'fundee3'].map((name) => newAffiliate(name)));
      const answers = await Promise.all(
        people.map((p) =>
          duplicates(4, (base) =>
            call(base, 'POST', '/api/v1/operator/adjustments', {
              headers: { ...operator, 'idempotency-key': `fund-${p.id}` },
              body: { member_id: p.id, amount: '250.00', reason: 'Opening balance for the two-gateway test' },
            }),
          ),
        ),
      );
      for (const copies of answers) {
        expect(copies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
        expect(new Set(copies.map((r) => r.text)).size).toBe(1);
        expect(copies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(3);
      }
      const balances = await db.query<{ available: string }>(
        'SELECT available::text FROM member_balances WHERE member_id = ANY($1) ORDER BY member_id',
        [people.map((p) => p.id)],
      );
      expect(balances.rows.map((r) => Number(r.available))).toEqual([250, 250, 250]);
      await expectLedgerInvariants(db);
    });

    it('places each withdrawal once per key though its copies reach both gateways together, and never overdraws', async () => {
      const people = await Promise.all(['payee1', 'payee2', 'payee3'].map((name) => newAffiliate(name)));
      const sessions = await Promise.all(people.map((p) => signIn(LB, p.username, p.password)));
      await Promise.all(
        people.map((p, i) =>
          call(i % 2 === 0 ? A : B, 'POST', '/api/v1/operator/adjustments', {
            headers: operator,
            body: { member_id: p.id, amount: '250.00', reason: 'Opening balance' },
          }),
        ),
      );
      // Three withdrawals of 100.00 against 250.00 each, one key at a time (a withdrawal spends the one
      // emailed code an affiliate has), every affiliate at once, 6 copies of each key over A and B.
      const expected = [201, 201, 422];
      for (const [round, status] of expected.entries()) {
        const codes = await Promise.all(people.map((p, i) => withdrawalCode(sessions[i]!.headers, p.email)));
        const answers = await Promise.all(
          people.map((p, i) =>
            duplicates(6, (base) =>
              call(base, 'POST', '/api/v1/bo/me/transactions/withdraw', {
                headers: { ...sessions[i]!.headers, 'idempotency-key': `w-${p.id}-${round}` },
                body: { ...request, code: codes[i] },
              }),
            ),
          ),
        );
        for (const copies of answers) {
          expect(
            copies.map((r) => r.status),
            copies[0]!.text,
          ).toEqual(Array<number>(6).fill(status));
          expect(new Set(copies.map((r) => r.text)).size).toBe(1);
          if (status === 201)
            expect(copies.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
          else
            expect(copies[0]!.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('amount');
        }
      }
      const stored = await db.query<{
        member_id: number;
        withdrawals: number;
        holds: number;
        available: string;
        held: string;
      }>(
        `SELECT b.member_id, b.available::text, b.held::text,
                (SELECT count(*)::int FROM withdrawals w WHERE w.member_id = b.member_id) AS withdrawals,
                (SELECT count(*)::int FROM ledger_transactions t WHERE t.member_id = b.member_id AND t.kind = 'withdrawal_hold') AS holds
         FROM member_balances b WHERE b.member_id = ANY($1) ORDER BY b.member_id`,
        [people.map((p) => p.id)],
      );
      expect(
        stored.rows.map(({ withdrawals, holds, available, held }) => ({
          withdrawals,
          holds,
          available: Number(available),
          held: Number(held),
        })),
      ).toEqual(people.map(() => ({ withdrawals: 2, holds: 2, available: 50, held: 200 })));
      await expectLedgerInvariants(db);
    }, 60_000);

    it('lets one of several distinct keys carrying the same code through, whichever gateway each reaches', async () => {
      const me = await newAffiliate('keys');
      const session = await signIn(LB, me.username, me.password);
      const funded = await call(A, 'POST', '/api/v1/operator/adjustments', {
        headers: operator,
        body: { member_id: me.id, amount: '1000.00', reason: 'Opening balance' },
      });
      expect(funded.status).toBe(201);
      const code = await withdrawalCode(session.headers, me.email);
      const answers = await duplicates(5, (base) =>
        call(base, 'POST', '/api/v1/bo/me/transactions/withdraw', {
          headers: { ...session.headers, 'idempotency-key': `distinct-${randomBytes(4).toString('hex')}` },
          body: { ...request, code },
        }),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
      const stored = await db.one<{ withdrawals: number; keys: number }>(
        `SELECT (SELECT count(*)::int FROM withdrawals WHERE member_id = $1) AS withdrawals,
                (SELECT count(*)::int FROM idempotency_keys WHERE key LIKE 'distinct-%') AS keys`,
        [me.id],
      );
      // One withdrawal, and only its key kept: a refused request leaves no key behind.
      expect(stored).toEqual({ withdrawals: 1, keys: 1 });
      await expectLedgerInvariants(db);
    });
  });

  it('logged no error on either gateway during the checks', () => {
    for (const p of [a, b]) expect(errorLines(logOf(p)), p.name).toEqual([]);
  });
});
