import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { prepareDatabaseBeside } from '../src/cli/prepare-database-beside.ts';
import { loadConfig } from '../src/config/env.ts';
import { listMigrations } from '../src/db/migrate.ts';
import { openPgliteDatabase } from '../src/db/pglite-driver.ts';
import { keptDemoSnapshot } from '../src/demo/demo-snapshot-key.ts';
import { keepDemoSnapshot } from '../src/demo/demo-snapshot.ts';

// A first start prepares the embedded database in a worker thread while the gateway's modules load
// (server.ts), from the demo database `npm install` kept for today (cli/pglite-templates.ts) when that is
// what seeding would make: the thread must leave a database the gateway can open, migrated and with the
// whole demo. Making the kept database runs the seed itself (demo/demo-snapshot.ts); the thread's own
// seeding, when nothing was kept for its settings, is what the end-to-end suite's start does (its
// PUBLIC_URL is not the one `npm install` keeps a database for).
describe('the database prepared beside a starting gateway', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'prepare-beside-'));
  const kept: string[] = [];
  afterAll(() => {
    vi.unstubAllEnvs();
    for (const file of kept) rmSync(file, { force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts a new data directory from the kept demo database, only on its day and settings', async () => {
    // The kept folder is the installation's own: an address of its own keeps this test's file apart
    // from the one `npm install` made, and the file is removed afterwards.
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('PUBLIC_URL', 'http://kept-demo.test');
    const { config } = loadConfig();
    kept.push(await keepDemoSnapshot(config));

    expect(keptDemoSnapshot(config)).toBeInstanceOf(Blob);
    const tomorrow = new Date(config.now().getTime() + 86_400_000);
    expect(keptDemoSnapshot({ ...config, now: () => tomorrow })).toBeUndefined();
    expect(keptDemoSnapshot({ ...config, publicUrl: 'http://elsewhere.test' })).toBeUndefined();
    expect(keptDemoSnapshot({ ...config, seedDemoPlayers: false })).toBeUndefined();

    const run = await prepareDatabaseBeside();
    expect(run).toMatchObject({ applied: 0, created: false, seeded: false, fromKeptDemo: true });

    const db = await openPgliteDatabase(path.join(dataDir, 'pgdata'));
    try {
      const figures = await db.one<{ migrations: number; players: number; rival: number; turnover: string }>(
        `SELECT (SELECT count(*)::int FROM schema_migrations) AS migrations,
                (SELECT count(*)::int FROM players p JOIN members m ON m.id = p.member_id WHERE m.username = 'demo') AS players,
                (SELECT count(*)::int FROM players p JOIN members m ON m.id = p.member_id WHERE m.username = 'rival') AS rival,
                (SELECT sum(turnover)::text FROM affiliate_daily) AS turnover`,
      );
      expect(figures.migrations).toBe(listMigrations().length);
      expect(figures.players).toBeGreaterThan(1_000);
      expect(figures.rival).toBeGreaterThan(0);
      expect(Number(figures.turnover)).toBeGreaterThan(0);
      // What the start writes stays in its own data directory, not in the kept file.
      await db.query(`UPDATE members SET first_name = 'Changed' WHERE username = 'demo'`);
    } finally {
      await db.close();
    }
    // Opened again, it is the data directory's database, not the kept one.
    expect(await prepareDatabaseBeside()).toMatchObject({ applied: 0, fromKeptDemo: false });
    const again = await openPgliteDatabase(path.join(dataDir, 'pgdata'));
    try {
      expect(await again.one(`SELECT first_name FROM members WHERE username = 'demo'`)).toEqual({
        first_name: 'Changed',
      });
    } finally {
      await again.close();
    }
  }, 180_000);
});
