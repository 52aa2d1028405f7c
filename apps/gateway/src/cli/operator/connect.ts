import { api } from '@affiliate/contract';
import { buildApp } from '../../app.ts';
import type { AppConfig } from '../../config/app-config.ts';
import { inProcessTransport, operatorApi, remoteTransport, type OperatorApi } from './client.ts';

/** The address of a gateway that answers its health check, on this machine's port or the public address. */
export async function findGateway(config: AppConfig): Promise<string | null> {
  const candidates = [...new Set([`http://127.0.0.1:${config.port}`, config.publicUrl])];
  for (const base of candidates) {
    try {
      await fetch(`${base}${api.health.health.path}`, { signal: AbortSignal.timeout(1500) });
      return base;
    } catch {
      // Not running there; try the next address.
    }
  }
  return null;
}

/**
 * The operator API. An embedded PGlite database can be opened by one process only, so a running gateway is
 * asked first; when none answers, the gateway is built here as the server builds it and the same operator
 * routes are called in process. Both ways use the first configured operator token (OPERATOR_TOKENS, or the
 * one kept in DATA_DIR), so money actions name the same operator either way; it is never printed.
 */
export async function connectOperatorApi(config: AppConfig): Promise<OperatorApi> {
  const token = config.operatorTokens[0]!;
  const base = await findGateway(config);
  return base ? operatorApi(remoteTransport(base, token)) : inProcessGateway(config);
}

/** The gateway built in this process as the server builds it, its operator routes called with `inject`. */
export async function inProcessGateway(config: AppConfig): Promise<OperatorApi> {
  // The gateway's log goes to stderr, so that stdout holds only the answer (and `--json` stays parseable).
  const app = await buildApp({ ...config, logLevel: 'warn', logStream: process.stderr });
  await app.ready();
  const via =
    config.database.kind === 'pg'
      ? 'the PostgreSQL database directly'
      : `the embedded database in ${config.database.dataDir}`;
  return operatorApi(inProcessTransport(app, config.operatorTokens[0]!, via));
}
