import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the gateway is started from apps/gateway, HAProxy from deploy/haproxy.cfg. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const gatewayDir = path.join(repoRoot, 'apps/gateway');
/** The load balancer's configuration that compose.yaml runs too: the test reads the same file. */
export const haproxyConfig = path.join(repoRoot, 'deploy/haproxy.cfg');

/** A process of ours, its output kept in a file (read when a check fails, and for its error lines). */
export interface Started {
  name: string;
  child: ChildProcess;
  logFile: string;
  exited: Promise<number | null>;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Started {
  const log = createWriteStream(options.logFile);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { name, child, logFile: options.logFile, exited };
}

export function logOf(started: Started): string {
  return readFileSync(started.logFile, 'utf8');
}

/** The last lines of a process's output, for a failure's message. */
export function tailOf(started: Started, lines = 30): string {
  return `--- ${started.name} (${started.logFile})\n${logOf(started).split('\n').slice(-lines).join('\n')}`;
}

/** Asks the process to stop as an orchestrator would (SIGTERM, the gateway's graceful stop); SIGKILL after `graceMs`. */
export async function stopProcess(started: Started, graceMs = 15_000): Promise<number | null> {
  if (started.child.exitCode !== null || started.child.signalCode !== null) return started.child.exitCode;
  started.child.kill('SIGTERM');
  const timer = setTimeout(() => started.child.kill('SIGKILL'), graceMs);
  const code = await started.exited;
  clearTimeout(timer);
  return code;
}

/** A TCP port nobody listens on now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200; fails at once if the process behind it exits, or after `ms`. */
export async function waitHealthy(url: string, processes: Started[], ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const dead = processes.find((p) => p.child.exitCode !== null || p.child.signalCode !== null);
    if (dead)
      throw new Error(
        `${dead.name} exited (${dead.child.exitCode ?? dead.child.signalCode}) before ${url} answered\n${tailOf(dead)}`,
      );
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(
        `${url} did not answer 200 within ${ms} ms (last: ${status})\n${processes.map((p) => tailOf(p)).join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Debian's HAProxy (`apt-get install haproxy`); the test needs a real load balancer and says so when there is none. */
export function haproxyBinary(): string {
  for (const candidate of [process.env.HAPROXY_BIN, '/usr/sbin/haproxy', 'haproxy'].filter((c): c is string =>
    Boolean(c),
  )) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  throw new Error(
    'HAProxy was not found (looked for $HAPROXY_BIN, /usr/sbin/haproxy and haproxy on PATH): the two-gateway test needs a real load balancer. Install it with `apt-get install haproxy`.',
  );
}

/** One HTTP access line of HAProxy's log (`option httplog`): which replica served which request. */
export interface Routed {
  server: string;
  method: string;
  path: string;
  status: number;
}

/** Reads HAProxy's access log (format of `option httplog`: `... portal gateways/gateway-a 0/0/0/3/3 302 ... "GET /r/X HTTP/1.1"`). */
export function routedRequests(log: string): Routed[] {
  const routed: Routed[] = [];
  for (const line of log.split('\n')) {
    const match = /\bgateways\/(\S+) \S+ (\d{3}) .*"(\w+) (\S+) HTTP/.exec(line);
    if (match)
      routed.push({ server: match[1]!, status: Number(match[2]), method: match[3]!, path: match[4]! });
  }
  return routed;
}

/** The error (and fatal) lines of a gateway's pino log. */
export function errorLines(log: string): string[] {
  return log.split('\n').filter((line) => {
    if (!line.startsWith('{')) return /error/i.test(line);
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50;
    } catch {
      return true;
    }
  });
}

/**
 * One HTTP request from a socket bound to `from` (any 127.0.0.0/8 address is the machine's own on
 * Linux): the gateways and the balancer see a real client address, not one written into a header.
 */
export function requestFrom(
  from: string,
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Headers; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method, headers: options.headers, localAddress: from, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          resolve({
            status: response.statusCode ?? 0,
            headers,
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
