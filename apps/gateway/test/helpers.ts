import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { defaultRateLimits, type AppConfig } from '../src/config/app-config.ts';
import { portalFixtureDist } from './portal-fixture.ts';
import { copySeededDatabase, databaseUrl, onServer, seededWith } from './seeded-database.ts';

export const OPERATOR_TOKEN = 'test-operator-token-0123456789';
export const PORTAL_CLIENT_TOKEN = 'test-portal-client-token-0123456789';
export const DEMO = { username: 'demo', password: 'demo-partner-2026', email: 'demo@example.com' };
export const RIVAL = { username: 'rival', password: 'rival-partner-2026', email: 'rival@example.com' };
export const TOTP_ENCRYPTION_KEY = Buffer.from('test-totp-encryption-key-32bytes');

const cleanups = new WeakMap<FastifyInstance, () => Promise<void>>();
const clocks = new WeakMap<FastifyInstance, { offsetMs: number }>();

/**
 * A fresh, empty database per call: in-memory PGlite, or, when DATABASE_URL is set, a new uniquely named
 * database on that server (dropped by closeTestApp).
 */
export async function freshDatabase(): Promise<{
  database: AppConfig['database'];
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: { kind: 'pglite' }, drop: async () => undefined };
  const name = `gateway_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  return {
    database: { kind: 'pg', url: databaseUrl(serverUrl, name) },
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The database an app with these overrides starts on: a copy of the run's seeded one (test/global-setup.ts)
 * when it would seed the same data, else an empty one that the app migrates and seeds itself (its own
 * clock dates the demo data, so an app with `now` overridden seeds its own).
 */
function databaseFor(
  overrides: Partial<AppConfig>,
): Promise<{ database: AppConfig['database']; drop: () => Promise<void> }> {
  const seedsLikeTheCopy =
    !('now' in overrides) &&
    Object.entries(seededWith).every(
      ([key, value]) => (overrides[key as keyof AppConfig] ?? value) === value,
    );
  return seedsLikeTheCopy
    ? copySeededDatabase(inject('seededDatabase'), process.env.DATABASE_URL)
    : freshDatabase();
}

/**
 * The app as `npm start` configures it, with test credentials: the portal served (a small fixture
 * build) and every response parsed against its contract schema before it is written.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:3000',
    apiBaseUrl: '',
    database: { kind: 'pglite' },
    dataDir: '/nonexistent',
    jwtSecret: 'test-jwt-secret-that-is-long-enough-0123456789',
    totpEncryptionKey: TOTP_ENCRYPTION_KEY,
    portalClientToken: PORTAL_CLIENT_TOKEN,
    operatorTokens: [OPERATOR_TOKEN],
    mailFrom: 'Goldline Partners <no-reply@goldline.example>',
    supportEmail: 'support@goldline.example',
    kycProvider: 'sandbox',
    rateMaxAgeSeconds: 6 * 60 * 60,
    portalDist: portalFixtureDist,
    logLevel: 'silent',
    trustProxy: false,
    postbackAllowPrivateNetworks: false,
    bodyLimit: 64 * 1024,
    // High by default so unrelated tests never trip them; rate-limit tests pass low ones.
    rateLimits: {
      ...defaultRateLimits,
      globalPerIp: 10_000,
      loginPerIp: 1000,
      loginPerAccount: 1000,
      codePerIp: 1000,
      codePerAccount: 1000,
      refreshPerIp: 1000,
      trackingPerIp: 100_000,
    },
    seedDemoData: true,
    // The generated demo players take a few seconds; tests that need players ingest their own.
    seedDemoPlayers: false,
    now: () => new Date(),
    checkResponsesAgainstContract: true,
    ...overrides,
  };
}

/** `beforeReady` may add test-only routes (e.g. to exercise a reusable guard). */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const { database, drop } = await databaseFor(overrides);
  const clock = { offsetMs: 0 };
  const app = await buildApp(
    testConfig({ database, now: () => new Date(Date.now() + clock.offsetMs), ...overrides }),
  );
  beforeReady?.(app);
  await app.ready();
  clocks.set(app, clock);
  cleanups.set(app, drop);
  return app;
}

export async function closeTestApp(app: FastifyInstance): Promise<void> {
  await app.close();
  await cleanups.get(app)?.();
}

/** Moves the app's clock forward (tokens and codes expire without waiting). */
export function advanceClock(app: FastifyInstance, ms: number): void {
  const clock = clocks.get(app);
  if (!clock) throw new Error('not a test app');
  clock.offsetMs += ms;
}

export interface SignedIn {
  token: string;
  refreshToken: string;
  expiresAt: string;
  headers: { authorization: string };
}

export async function signIn(app: FastifyInstance, username: string, password: string): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json<{ data: { token: string; refreshToken: string; expiresAt: string } }>();
  return { ...data, headers: { authorization: `Bearer ${data.token}` } };
}

export const operatorHeaders = { authorization: `Bearer ${OPERATOR_TOKEN}` };
export const portalClientHeaders = { authorization: `Bearer ${PORTAL_CLIENT_TOKEN}` };
