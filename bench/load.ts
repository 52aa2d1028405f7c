import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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
  options: {
    token?: string;
    connections: number;
    seconds: number;
    amount?: number;
    headers?: Record<string, string>;
    timeoutSeconds?: number;
  },
): Promise<LoadResult> {
  // A fixed amount of requests instead of a duration: every request sent is answered before autocannon
  // ends, so its counts can be compared with what the server stored.
  const args = [
    autocannonBin,
    '--json',
    '-c',
    String(options.connections),
    ...(options.amount ? ['-a', String(options.amount)] : ['-d', String(options.seconds)]),
  ];
  // No `-R`: autocannon's rate sends each connection's share of a second in a burst as the second
  // starts; an open loop at a rate is runOpenLoop's.
  // autocannon's own default is 10 s; an answer slower than the timeout counts as an error.
  if (options.timeoutSeconds) args.push('-t', String(options.timeoutSeconds));
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
        statusCodes: Object.fromEntries(
          Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
        ),
        durationSeconds: result.duration,
      });
    });
  });
}

const openLoopScript = fileURLToPath(new URL('./open-loop.ts', import.meta.url));
const tsxLoader = createRequire(import.meta.url).resolve('tsx');

/**
 * `rate` requests a second, evenly spaced, for `seconds` (`open-loop.ts`, in its own process): as people
 * and visitors arrive, whatever the answers' speed. p50 and p99 are in tenths of a millisecond, counted
 * from when each request was due. A 302 counts as an answer, not as non-2xx (the redirect's).
 */
export function runOpenLoop(
  url: string,
  options: {
    rate: number;
    seconds: number;
    connections: number;
    token?: string;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
  const headers = {
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    ...(options.token && { authorization: `Bearer ${options.token}` }),
    ...options.headers,
  };
  const args = [
    '--import',
    tsxLoader,
    openLoopScript,
    url,
    String(options.rate),
    String(options.seconds),
    String(options.connections),
    JSON.stringify(headers),
  ];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`open loop on ${url}: ${error.message} ${stderr.slice(-500)}`));
      resolve(JSON.parse(stdout) as LoadResult);
    });
  });
}
