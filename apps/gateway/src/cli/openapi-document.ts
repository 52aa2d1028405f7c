import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { defaultRateLimits } from '../config/app-config.ts';
import { repoRoot } from '../config/paths.ts';
import { fileDrift } from './file-drift.ts';

/** The committed API reference, and the server address it names. */
export const OPENAPI_FILE = path.join(repoRoot, 'docs', 'openapi.json');
export const OPENAPI_PUBLIC_URL = 'http://localhost:3000';
export const OPENAPI_STALE = 'docs/openapi.json is stale: run npm run openapi';

/**
 * The OpenAPI document as docs/openapi.json holds it, generated from the contract by building the app
 * on a throwaway in-memory database and asking @fastify/swagger for it.
 */
export async function generateOpenApiJson(publicUrl = OPENAPI_PUBLIC_URL): Promise<string> {
  const app = await buildApp({
    port: 3000,
    host: '127.0.0.1',
    publicUrl,
    apiBaseUrl: '',
    database: { kind: 'pglite' },
    dataDir: path.join(repoRoot, 'data'),
    jwtSecret: 'openapi-generation-only-not-a-real-secret',
    totpEncryptionKey: Buffer.alloc(32),
    portalClientToken: 'openapi-generation-only',
    operatorTokens: ['openapi-generation-only'],
    mailFrom: 'no-reply@example.invalid',
    supportEmail: 'support@example.invalid',
    kycProvider: 'sandbox',
    postbackAllowPrivateNetworks: false,
    rateMaxAgeSeconds: 6 * 60 * 60,
    portalDist: path.join(repoRoot, 'apps/portal/dist'),
    logLevel: 'silent',
    trustProxy: false,
    bodyLimit: 64 * 1024,
    rateLimits: defaultRateLimits,
    seedDemoData: false,
    now: () => new Date(),
  });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}

/** Null when `committed` is `generated`; else why not, naming the first line that differs. */
export function openApiDrift(committed: string | null, generated: string): string | null {
  return fileDrift(committed, generated, OPENAPI_STALE);
}

/** Compares docs/openapi.json with what the contract generates now. */
export async function checkOpenApiFile(file = OPENAPI_FILE): Promise<string | null> {
  let committed: string | null;
  try {
    committed = readFileSync(file, 'utf8');
  } catch {
    committed = null;
  }
  return openApiDrift(committed, await generateOpenApiJson());
}
