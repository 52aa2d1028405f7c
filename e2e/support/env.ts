import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The product under test listens on its own port with a fresh data directory and a known operator token. */
export const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
export const operatorToken = 'e2e-operator-token-0123456789abcdef';
/** Where contact-us messages are mailed (they land in the outbox: no SMTP in the suite). */
export const supportEmail = 'support@e2e.example';

// Playwright loads the config in the runner and in each worker; the data directory must be the same
// one for all of them, so it is made once and handed down through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'affiliate-e2e-'));

export const e2eEnv: Record<string, string> = {
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseURL,
  DATA_DIR: process.env.E2E_DATA_DIR,
  OPERATOR_TOKENS: operatorToken,
  SUPPORT_EMAIL: supportEmail,
  LOG_LEVEL: 'warn',
  // The suite signs in dozens of times a minute from one address; production limits would (rightly)
  // answer 429. The limits themselves are tested in the gateway suite.
  RATE_LIMIT_MULTIPLIER: '20',
  // The postback tests start their tracker on loopback (127.0.0.1), which a gateway refuses by default;
  // production keeps the default 0 (public addresses only).
  POSTBACK_ALLOW_PRIVATE_NETWORKS: '1',
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '/root',
};
