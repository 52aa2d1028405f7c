import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Runs autocannon in its own process, so the load generator does not share the gateway's event loop,
 * and reads its JSON result.
 */
export function runLoad(url: string, options: { token?: string; connections: number; seconds: number }): Promise<LoadResult> {
  const args = [autocannonBin, '--json', '-c', String(options.connections), '-d', String(options.seconds)];
  if (options.token) args.push('-H', `authorization=Bearer ${options.token}`);
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
      };
      resolve({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}
