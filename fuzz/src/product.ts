import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The deployment the fuzzer starts: its own port, a fresh data directory and secrets it knows. */
export interface Deployment {
  baseUrl: string;
  operatorToken: string;
  /** Known so the fuzzer can sign an access token that has expired (the `expired` auth variant). */
  jwtSecret: string;
}

export const FUZZ_OPERATOR_TOKEN = 'fuzz-operator-token-0123456789abcdef';
export const FUZZ_JWT_SECRET = 'fuzz-jwt-secret-0123456789abcdef-0123456789abcdef';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningProduct extends Deployment {
  stop(): Promise<void>;
}

/** The environment the product runs under; `--attach` expects a product started with the same one. */
export function productEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    OPERATOR_TOKENS: FUZZ_OPERATOR_TOKEN,
    JWT_SECRET: FUZZ_JWT_SECRET,
    LOG_LEVEL: 'warn',
    // The fuzzer sends a few hundred sign-ins and code requests a minute from one address: at the
    // production limits most answers would be 429 and the run would measure the limiter instead of the
    // endpoints. 429 stays an accepted answer; the limits themselves are tested in the gateway suite.
    RATE_LIMIT_MULTIPLIER: '1000',
  };
}

/**
 * Starts the product as a user does: `npm start` from the repository root (builds the portal,
 * migrates and seeds a fresh embedded database, serves portal and API on one origin), and waits
 * until /api/v1/health answers.
 */
export async function startProduct(port: number, log: (line: string) => void): Promise<RunningProduct> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'affiliate-fuzz-'));
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root', ...productEnv(port, dataDir) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it stops npm, tsx and the gateway together.
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // The gateway logs warnings and errors (LOG_LEVEL=warn); an error is a finding worth showing.
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (/"level":(50|60)/.test(line)) log(`  gateway error: ${summarizeLogLine(line)}`);
  });

  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 300_000);
  } catch (error) {
    await stop();
    throw new Error(
      `${(error as Error).message}\n--- npm start output ---\n${output.join('').slice(-4000)}`,
      { cause: error },
    );
  }
  return { baseUrl, operatorToken: FUZZ_OPERATOR_TOKEN, jwtSecret: FUZZ_JWT_SECRET, stop };
}

function summarizeLogLine(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string }; reqId?: string };
    return `${entry.msg ?? ''}: ${entry.err?.message ?? ''}${entry.reqId ? ` (${entry.reqId})` : ''}`.slice(
      0,
      300,
    );
  } catch {
    return line.slice(0, 300);
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the product did not answer ${baseUrl}/api/v1/health within ${timeoutMs / 1000} s`);
}

/** SIGTERM to the process group (the gateway closes its database cleanly), SIGKILL after 15 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 15_000);
  await exited;
  clearTimeout(timer);
}
