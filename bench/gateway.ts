import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/gateway/src/app.ts';
import type { AppConfig } from '../apps/gateway/src/config/app-config.ts';
import { loadConfig } from '../apps/gateway/src/config/env.ts';

export const BARE_PATH = '/bench/bare';
/** The floor of the tracking redirect: a bare route answering 302 with a Location, nothing else. */
export const BARE_REDIRECT_PATH = '/bench/bare-redirect';
/**
 * Sent with every request to a bare route: a visitor without the portal's XSRF cookie is handed one on
 * any page outside /api/ and the tracking links (plugins/xsrf.ts), work the bare routes must not do.
 */
export const BARE_HEADERS = { cookie: 'XSRF-TOKEN=bench' };

export interface RunningGateway {
  app: FastifyInstance;
  baseUrl: string;
}

/**
 * The real gateway on the benchmark database (or, without one, the embedded database with the demo
 * data), plus one bare Fastify route in the same process: the floor that every endpoint is compared
 * with (same framework, same machine, same run, no database).
 */
export async function startGateway(
  databaseUrl?: string,
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
): Promise<RunningGateway> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'affiliate-bench-'));
  const { config } = loadConfig({
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    DATA_DIR: dataDir,
    // BENCH_LOG_LEVEL=info measures what the product's default request log costs (written to a file, as a
    // collector would read it from the process's output); warn leaves it out.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // The load comes from one address; production limits would turn it into 429s.
    RATE_LIMIT_MULTIPLIER: '1000000',
    // A caller's own: an embedded database's DATA_DIR, a known operator token.
    ...env,
  });
  const log = config.logLevel === 'warn' ? undefined : path.join(dataDir, 'gateway.log');
  if (log) console.log(`gateway log at ${config.logLevel}: ${log}`);
  const app = await buildApp({ ...config, ...(log && { logStream: createWriteStream(log) }), ...overrides });
  app.get(BARE_PATH, { config: { rateLimit: false } }, async () => ({ data: { ok: true } }));
  app.get(BARE_REDIRECT_PATH, { config: { rateLimit: false } }, async (_request, reply) =>
    reply.redirect(`${config.publicUrl}/landing`, 302),
  );
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl: address };
}
