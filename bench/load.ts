import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Answers per status code (`{ '302': 51234 }`). */
  statusCodes: Record<string, number>;
  /** Seconds the run took (a run of a fixed `amount` ends when the last answer is in). */
  durationSeconds: number;
}

/** What Chromium sends on every request. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Runs autocannon in its own process, so the load generator does not share the gateway's event loop,
 * and reads its JSON result.
 */
export function runLoad(
  url: string,
  options: { token?: string; connections: number; seconds: number; amount?: number; headers?: Record<string, string>; overallRate?: number },
): Promise<LoadResult> {
  // A fixed amount of requests instead of a duration: every request sent is answered before autocannon
  // ends, so its counts can be compared with what the server stored.
  const args = [autocannonBin, '--json', '-c', String(options.connections), ...(options.amount ? ['-a', String(options.amount)] : ['-d', String(options.seconds)])];
  // An open-loop rate (requests a second over all connections), as visitors arrive whatever the answers' speed.
  if (options.overallRate) args.push('-R', String(options.overallRate));
  if (options.token) args.push('-H', `authorization=Bearer ${options.token}`);
  // As Chromium asks, so a large answer is measured compressed, as a browser receives it (plugins/compression.ts).
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...options.headers };
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // Read too, so a chatty child never blocks on a full pipe; shown when it fails.
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    // 'close', not 'exit': by then the output pipes are drained, so the JSON is whole.
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err.trim().slice(-500)}`));
      const result = JSON.parse(out) as {
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        non2xx: number;
        errors: number;
        duration: number;
        statusCodeStats?: Record<string, { count: number }>;
      };
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
        statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count])),
        durationSeconds: result.duration,
      });
    });
  });
}
