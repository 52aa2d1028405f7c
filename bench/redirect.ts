import pg from 'pg';
import { sampleCpu } from './cpu.ts';
import { BARE_HEADERS, BARE_REDIRECT_PATH, type RunningGateway } from './gateway.ts';
import { runLoad, type LoadResult } from './load.ts';
import { backendsCpuMs, backendsOf, sampleBackends, walOfDatabase } from './own-database.ts';

/**
 * The goals: the redirect at least this share of a bare 302 route's requests per second (issue 8: 0.6;
 * issue 21: 0.6 at 10 connections and 0.9 at 100).
 */
export function redirectRatioTarget(connections: number): number {
  return connections >= 100 ? 0.9 : 0.6;
}

// A person's browser: bots are stored but counted nowhere, so they would skip half the work.
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export interface RedirectMeasurement {
  size: string;
  connections: number;
  route: 'bare 302 route' | 'tracking redirect';
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** 302 answers autocannon counted. */
  redirects: number;
  /** Clicks of the run found in PostgreSQL afterwards (the tracking redirect only). */
  stored?: number;
  /**
   * Write-ahead log written during the run per stored click: the bench database's own where pg_waldump
   * can read the server's WAL (own-database.ts), else the whole server's (other writers count too).
   */
  walBytesPerClick?: number;
  /** The database's own WAL per click without full-page images (own-database.ts). */
  walRecordBytesPerClick?: number;
  /** Clicks per commit: the group commit's batches (the database's own WAL only). */
  clicksPerCommit?: number;
  /** Whether the WAL and PostgreSQL CPU figures are the bench database's own or the whole server's. */
  scope?: 'database' | 'server';
  gatewayCpuMs?: number;
  postgresCpuMs?: number;
}

async function measured(
  url: string,
  options: Parameters<typeof runLoad>[1],
): Promise<{ result: LoadResult; cpu: { gatewayCpuMs?: number; postgresCpuMs?: number } }> {
  const before = sampleCpu();
  const result = await runLoad(url, options);
  const after = sampleCpu();
  const cpu =
    before && after && result.requests > 0
      ? {
          gatewayCpuMs: (after.gatewayMs - before.gatewayMs) / result.requests,
          postgresCpuMs: (after.postgresMs - before.postgresMs) / result.requests,
        }
      : {};
  const others = Object.entries(result.statusCodes).filter(([status]) => status !== '302');
  if (others.length > 0 || result.errors > 0)
    throw new Error(
      `${url}: answers other than 302 (${JSON.stringify(result.statusCodes)}), ${result.errors} errors`,
    );
  return { result, cpu };
}

/**
 * The tracking redirect beside a bare 302 route, at each number of connections: requests per second
 * (answers over the run's time), p50 and p99. The redirect's measured run sends a fixed number of
 * requests (about `seconds` worth, from its warm-up's rate) under a campaign of its own, so that every
 * request is answered before autocannon ends and the clicks stored can be counted against its 302s.
 */
export async function measureRedirect(
  gateway: RunningGateway,
  databaseUrl: string,
  size: string,
  options: { connections: number[]; seconds: number },
): Promise<RedirectMeasurement[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ code: string }>(
      "SELECT rc.code FROM referral_codes rc JOIN members m ON m.id = rc.member_id WHERE m.username = 'demo' AND rc.is_default",
    );
    const code = rows[0]?.code;
    if (!code) throw new Error('the demo affiliate has no default code in the benchmark database');
    const runId = new Date()
      .toISOString()
      .replace(/[^0-9]/g, '')
      .slice(0, 14);
    const headers = { 'user-agent': BROWSER };
    const clickUrl = (campaign: string) =>
      `${gateway.baseUrl}/r/${encodeURIComponent(code)}?banner=1&campaign=${campaign}&sub=bench`;
    const out: RedirectMeasurement[] = [];
    for (const connections of options.connections) {
      const bareUrl = `${gateway.baseUrl}${BARE_REDIRECT_PATH}`;
      await runLoad(bareUrl, { connections, seconds: 2, headers: BARE_HEADERS });
      const bare = await measured(bareUrl, { connections, seconds: options.seconds, headers: BARE_HEADERS });
      out.push(row(size, connections, 'bare 302 route', bare.result, bare.cpu));

      const warm = await measured(clickUrl(`warm-${runId}`), { connections, seconds: 2, headers });
      const amount = Math.max(
        1_000,
        Math.round((warm.result.requests / warm.result.durationSeconds) * options.seconds),
      );
      const campaign = `bench-${runId}-${size}-c${connections}`;
      // The gateway's pooled connections, all open after the warm-up: their CPU is the clicks' alone.
      const backends = await backendsOf(db);
      const backendsBefore = sampleBackends(backends);
      const walBefore = (await db.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0]!
        .lsn;
      const redirect = await measured(clickUrl(campaign), {
        connections,
        seconds: options.seconds,
        amount,
        headers,
      });
      const backendsMs = backendsCpuMs(backendsBefore, sampleBackends(backends));
      const stored = await db.query<{ n: number; wal: string; lsn: string }>(
        'SELECT count(*)::int AS n, pg_wal_lsn_diff(pg_current_wal_lsn(), $2::pg_lsn)::text AS wal, pg_current_wal_lsn()::text AS lsn FROM clicks WHERE campaign = $1',
        [campaign, walBefore],
      );
      const { n, wal, lsn } = stored.rows[0]!;
      const ownWal = await walOfDatabase(db, walBefore, lsn);
      const own = ownWal !== null && backends.length > 0;
      const cpu = own
        ? { ...redirect.cpu, postgresCpuMs: backendsMs / redirect.result.requests }
        : redirect.cpu;
      out.push({
        ...row(size, connections, 'tracking redirect', redirect.result, cpu),
        stored: n,
        walBytesPerClick: n > 0 ? (own ? ownWal.bytes : Number(wal)) / n : undefined,
        ...(own &&
          n > 0 && {
            walRecordBytesPerClick: ownWal.recordBytes / n,
            clicksPerCommit: n / ownWal.transactions,
          }),
        scope: own ? 'database' : 'server',
      });
      const last = out[out.length - 1]!;
      console.log(
        `  ${size} redirect, ${connections} connections: ${Math.round(last.requestsPerSecond)} req/s (bare ${Math.round(out[out.length - 2]!.requestsPerSecond)}), ` +
          `p50 ${last.p50} ms, p99 ${last.p99} ms; ${last.redirects} 302s, ${last.stored} clicks stored`,
      );
    }
    return out;
  } finally {
    await db.end();
  }
}

function row(
  size: string,
  connections: number,
  route: RedirectMeasurement['route'],
  result: LoadResult,
  cpu: { gatewayCpuMs?: number; postgresCpuMs?: number },
): RedirectMeasurement {
  return {
    size,
    connections,
    route,
    requestsPerSecond: result.requests / result.durationSeconds,
    p50: result.p50,
    p99: result.p99,
    requests: result.requests,
    redirects: result.statusCodes['302'] ?? 0,
    ...cpu,
  };
}

export function printRedirectReport(all: RedirectMeasurement[], seconds: number): void {
  const lines = [
    `\nTracking redirect beside a bare 302 route, about ${seconds} s each after a 2 s warm-up; every click committed before its 302\n`,
    '| size | connections | route | req/s | p50 ms | p99 ms | req/s ÷ bare | 302s | clicks stored | CPU ms/req gateway + PostgreSQL | WAL bytes/click | without page images | clicks/commit | PostgreSQL figures of |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const misses: string[] = [];
  for (const m of all) {
    const bare = all.find(
      (b) => b.size === m.size && b.connections === m.connections && b.route === 'bare 302 route',
    );
    const ratio =
      m.route === 'tracking redirect' && bare ? m.requestsPerSecond / bare.requestsPerSecond : undefined;
    const cpu =
      m.gatewayCpuMs === undefined || m.postgresCpuMs === undefined
        ? '–'
        : `${m.gatewayCpuMs.toFixed(3)} + ${m.postgresCpuMs.toFixed(3)}`;
    lines.push(
      `| ${m.size} | ${m.connections} | ${m.route} | ${Math.round(m.requestsPerSecond)} | ${m.p50} | ${m.p99} | ${ratio === undefined ? '' : ratio.toFixed(2)} | ${m.redirects} | ${m.stored ?? ''} | ${cpu} | ${m.walBytesPerClick === undefined ? '' : Math.round(m.walBytesPerClick)} | ${m.walRecordBytesPerClick === undefined ? '' : Math.round(m.walRecordBytesPerClick)} | ${m.clicksPerCommit?.toFixed(1) ?? ''} | ${m.scope ?? ''} |`,
    );
    const target = redirectRatioTarget(m.connections);
    if (ratio !== undefined && ratio < target)
      misses.push(
        `${m.size}, ${m.connections} connections: ${ratio.toFixed(2)} of the bare route (target ≥ ${target})`,
      );
    if (m.stored !== undefined && m.stored !== m.redirects)
      misses.push(
        `${m.size}, ${m.connections} connections: ${m.stored} clicks stored for ${m.redirects} redirects`,
      );
  }
  console.log(lines.join('\n'));
  console.log(
    misses.length === 0
      ? '\nRedirect targets met: every 302 has its click stored.'
      : `\nRedirect targets missed:\n${misses.map((m) => `- ${m}`).join('\n')}`,
  );
}
