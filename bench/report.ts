export interface Measurement {
  size: 'small' | 'medium' | 'large';
  /** Endpoint name without the size-specific page number, to pair sizes. */
  endpoint: string;
  detail: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** CPU per request of the gateway process and of PostgreSQL (same machine), when measurable. */
  gatewayCpuMs?: number;
  postgresCpuMs?: number;
}

/** Latency budget of issue 3: p99 under 25 ms at the large size, large/small p99 ratio under 1.5. */
export const P99_TARGET_MS = 25;
export const GROWTH_TARGET = 1.5;
/** Issue 21: each hot endpoint answers at least this share of the bare route's requests per second. */
export const THROUGHPUT_TARGET = 0.25;
/** autocannon reports whole milliseconds: a growth within one step (1 → 2 ms) is not a measurement. */
export const RESOLUTION_MS = 1;

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');

/** `throughputTarget`: judge each endpoint's requests per second against the bare route's (the hot endpoints of `npm run bench`). */
export function printReport(
  all: Measurement[],
  run: { connections: number; seconds: number; throughputTarget?: number },
): void {
  const bare = (size: string) => all.find((m) => m.size === size && m.endpoint === 'bare Fastify route');
  const lines = [
    `\n${run.connections} connections, ${run.seconds} s per endpoint, after a 2 s warm-up\n`,
    '| endpoint | size | req/s | req/s ÷ bare | p50 ms | p99 ms | p99 / bare p99 | large/small p50 | large/small p99 | CPU ms/req gateway + PostgreSQL |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const misses: string[] = [];
  for (const m of all) {
    const small = all.find((s) => s.size === 'small' && s.endpoint === m.endpoint);
    const growth =
      m.size === 'large' && small ? [ratio(m.p50, small.p50), ratio(m.p99, small.p99)] : ['', ''];
    const cpu =
      m.gatewayCpuMs === undefined || m.postgresCpuMs === undefined
        ? '–'
        : `${m.gatewayCpuMs.toFixed(2)} + ${m.postgresCpuMs.toFixed(2)}`;
    const share = ratio(m.requestsPerSecond, bare(m.size)?.requestsPerSecond ?? 0);
    lines.push(
      `| ${m.detail} | ${m.size} | ${Math.round(m.requestsPerSecond)} | ${share} | ${m.p50} | ${m.p99} | ${ratio(m.p99, bare(m.size)?.p99 ?? 0)} | ${growth[0]} | ${growth[1]} | ${cpu} |`,
    );
    if (m.size === 'large' && m.endpoint !== 'bare Fastify route') {
      if (m.p99 >= P99_TARGET_MS) misses.push(`${m.detail}: p99 ${m.p99} ms (target < ${P99_TARGET_MS} ms)`);
      // '–' (no bare route measured) is a miss too: nothing to judge it by.
      if (run.throughputTarget !== undefined && !(Number(share) >= run.throughputTarget)) {
        misses.push(
          `${m.detail}: ${share} of the bare route's requests per second (target ≥ ${run.throughputTarget})`,
        );
      }
      if (small && small.p99 > 0 && m.p99 - small.p99 > RESOLUTION_MS && m.p99 / small.p99 >= GROWTH_TARGET)
        misses.push(`${m.detail}: large/small p99 ${ratio(m.p99, small.p99)} (target < ${GROWTH_TARGET})`);
    }
  }
  console.log(lines.join('\n'));
  console.log(
    `\nLatencies are whole milliseconds (autocannon); a large/small growth of ${RESOLUTION_MS} ms or less is within that step and not judged.`,
  );
  console.log(
    misses.length === 0
      ? '\nAll targets met.'
      : `\nTargets missed:\n${misses.map((m) => `- ${m}`).join('\n')}`,
  );
}
