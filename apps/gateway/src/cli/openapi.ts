/**
 * `npm run openapi -w @affiliate/gateway`: writes docs/openapi.json from the contract, by building the
 * app on a throwaway in-memory database and asking @fastify/swagger for the document.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { defaultRateLimits } from '../config/app-config.ts';
import { repoRoot } from '../config/paths.ts';

const app = await buildApp({
  port: 3000,
  host: '127.0.0.1',
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  apiBaseUrl: '',
  database: { kind: 'pglite' },
  dataDir: path.join(repoRoot, 'data'),
  jwtSecret: 'openapi-generation-only-not-a-real-secret',
  portalClientToken: 'openapi-generation-only',
  operatorTokens: ['openapi-generation-only'],
  mailFrom: 'no-reply@example.invalid',
  kycProvider: 'sandbox',
  portalDist: path.join(repoRoot, 'apps/portal/dist'),
  logLevel: 'silent',
  trustProxy: false,
  bodyLimit: 64 * 1024,
  rateLimits: defaultRateLimits,
  seedDemoData: false,
  now: () => new Date(),
});
await app.ready();
// An explicit path (`npm run openapi -- /tmp/x.json`) writes elsewhere, e.g. to compare in CI.
const file = path.resolve(process.argv[2] ?? path.join(repoRoot, 'docs', 'openapi.json'));
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
