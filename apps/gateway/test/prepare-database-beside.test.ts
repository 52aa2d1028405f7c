import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { prepareDatabaseBeside } from '../src/cli/prepare-database-beside.ts';
import { openPgliteDatabase } from '../src/db/pglite-driver.ts';
import { listMigrations } from '../src/db/migrate.ts';

// A first start creates the embedded database in a worker thread while the gateway's modules load
// (server.ts): the thread must leave a database the gateway can open, migrated and with the demo.
describe('the database prepared beside a starting gateway', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prepare-beside-'));
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates, migrates and seeds a new embedded database, closed again for the gateway', async () => {
    // The thread reads the configuration from the environment, as the gateway does.
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    // An address no kept demo database is made for (demo-snapshot.test.ts starts from one): this seeds.
    vi.stubEnv('PUBLIC_URL', 'http://seeded-beside.test');
    const run = await prepareDatabaseBeside();
    expect(run).toMatchObject({
      applied: listMigrations().length,
      created: true,
      seeded: true,
      fromKeptDemo: false,
    });

    const db = await openPgliteDatabase(path.join(dataDir, 'pgdata'));
    try {
      const demo = await db.one<{ players: number }>(
        `SELECT count(p.id)::int AS players FROM members m JOIN players p ON p.member_id = m.id WHERE m.username = 'demo'`,
      );
      expect(demo.players).toBeGreaterThan(1_000);
    } finally {
      await db.close();
    }
    // Opened again, there is nothing left to do.
    expect(await prepareDatabaseBeside()).toMatchObject({ applied: 0, created: false, seeded: false });
  }, 120_000);
});
