/**
 * An open-loop load in a process of its own: `rate` requests a second for `seconds`, each sent at its
 * own time, evenly spaced, whether the answers before it are in or not, as people and visitors arrive.
 * autocannon's `-R` is not that: each of its connections sends its share of a second back to back when
 * the second starts, so a "50 a second" load is a burst of 50 every second, and its p99 is the burst's
 * queue. Each latency counts from the time the request was due, not from when a connection was free,
 * so a client falling behind shows as latency (no coordinated omission). Prints a LoadResult as JSON.
 *
 * `tsx bench/open-loop.ts <url> <rate> <seconds> <connections> <headers as JSON>`
 */
import http from 'node:http';
import type { LoadResult } from './load.ts';

const [url, rateText, secondsText, connectionsText, headersText] = process.argv.slice(2);
const target = new URL(url!);
const rate = Number(rateText);
const total = Math.round(rate * Number(secondsText));
const headers = JSON.parse(headersText ?? '{}') as Record<string, string>;
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connectionsText) });

const latencies: number[] = [];
const statusCodes: Record<string, number> = {};
let errors = 0;

function send(due: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(target, { agent, headers, timeout: 30_000 }, (response) => {
      response.resume();
      response.on('end', () => {
        latencies.push(performance.now() - due);
        statusCodes[String(response.statusCode)] = (statusCodes[String(response.statusCode)] ?? 0) + 1;
        resolve();
      });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => {
      errors += 1;
      resolve();
    });
    request.end();
  });
}

const started = performance.now();
/** When the n-th request is due. */
const dueAt = (n: number) => started + (n * 1000) / rate;
const inFlight: Promise<void>[] = [];
let sent = 0;
while (sent < total) {
  const now = performance.now();
  // Every request due by now goes out now; the next one is waited for.
  while (sent < total && dueAt(sent) <= now) {
    inFlight.push(send(dueAt(sent)));
    sent += 1;
  }
  if (sent < total)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt(sent) - performance.now())));
}
await Promise.all(inFlight);
const durationSeconds = (performance.now() - started) / 1000;
agent.destroy();

const sorted = [...latencies].sort((a, b) => a - b);
const percentile = (p: number) =>
  sorted.length === 0
    ? 0
    : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
const answered = latencies.length;
const result: LoadResult = {
  requestsPerSecond: answered / durationSeconds,
  p50: percentile(50),
  p99: percentile(99),
  requests: answered,
  non2xx: Object.entries(statusCodes).reduce(
    (n, [status, count]) => (status.startsWith('2') || status === '302' ? n : n + count),
    0,
  ),
  errors,
  statusCodes,
  durationSeconds,
};
process.stdout.write(JSON.stringify(result));
