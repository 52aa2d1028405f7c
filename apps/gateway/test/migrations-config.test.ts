import { spawnSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { listMigrations, migrate } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

describe('migrations', () => {
  it('records every migration once and applies nothing on a second run', async () => {
    const { rows } = await app.ctx.db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
    const again = await migrate(app.ctx.db);
    expect(again).toEqual({ applied: [], createdFromEmpty: false });
  });

  it('seeds the demo data on the empty database, and re-seeding is idempotent', async () => {
    const count = async () =>
      app.ctx.db.one<{ members: number; notifications: number; unread: number }>(
        'SELECT (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM notifications) AS notifications, (SELECT count(*)::int FROM notifications WHERE read_at IS NULL) AS unread',
      );
    const before = await count();
    expect(before).toEqual({ members: 2, notifications: 6, unread: 4 });
    // The same seed as the test app's first one (without the generated players, whose closed months
    // would rightly add commission notices); demo-data.test re-seeds with players.
    await app.ctx.db.transaction((tx) => seedDemoData(tx, { players: false }));
    expect(await count()).toEqual(before);
    // The re-seed renders the banner catalogue: seconds on a quiet machine, more than the default 20 s
    // once on a CI machine shared with other suites.
  }, 90_000);
});

describe('configuration from the environment', () => {
  it('has sensible defaults and keeps generated secrets in DATA_DIR with mode 600', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gw-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.config.port).toBe(3000);
    expect(first.config.publicUrl).toBe('http://localhost:3000');
    expect(first.config.apiBaseUrl).toBe('');
    expect(first.config.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
    expect(first.operatorTokenFile).toBe(path.join(dataDir, 'operator-token'));
    expect(statSync(first.operatorTokenFile!).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.config.operatorTokens).toEqual(first.config.operatorTokens);
    expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
  });

  it('uses given values: DATABASE_URL selects PostgreSQL, OPERATOR_TOKENS is a list', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gw-config-'));
    const { config, operatorTokenFile } = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/affiliates',
      OPERATOR_TOKENS: 'first-operator-token-0001, second-operator-token-002',
      PUBLIC_URL: 'https://partners.example/',
      API_BASE_URL: 'https://api.partners.example/',
    });
    expect(config.apiBaseUrl).toBe('https://api.partners.example');
    expect(config.database).toEqual({ kind: 'pg', url: 'postgres://u@db:5432/affiliates' });
    expect(config.operatorTokens).toEqual(['first-operator-token-0001', 'second-operator-token-002']);
    expect(config.publicUrl).toBe('https://partners.example');
    expect(operatorTokenFile).toBeUndefined();
  });

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmpdir() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000', DATA_DIR: tmpdir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: tmpdir() })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ KYC_PROVIDER: 'acme', DATA_DIR: tmpdir() })).toThrow(/KYC_PROVIDER/);
  });

  it('makes the server exit with code 2 and a clear message on a bad PORT (before opening anything)', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: gatewayDir,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gw-config-')) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
  });
});
