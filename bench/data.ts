import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { BenchSize } from './sizes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function databaseUrl(server: string, database: string): string {
  const url = new URL(server);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Rows of activity already loaded, or null when the database does not exist yet. */
async function loadedActivityRows(server: string, size: BenchSize): Promise<number | null> {
  const admin = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [size.database]);
    if (exists.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${size.database}`);
      return null;
    }
  } finally {
    await admin.end();
  }
  const db = new pg.Client({ connectionString: databaseUrl(server, size.database) });
  await db.connect();
  try {
    const table = await db.query(`SELECT to_regclass('player_activity') AS t`);
    if (!table.rows[0]?.t) return 0;
    const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM player_activity');
    return Number(rows[0]!.n);
  } finally {
    await db.end();
  }
}

/**
 * Makes sure the size's database holds its generated data: generated once through the product's own
 * generator (the ingest code), reused by later runs because the large size takes a while to load.
 */
export async function ensureBenchData(server: string, size: BenchSize): Promise<void> {
  const loaded = await loadedActivityRows(server, size);
  if (loaded !== null && loaded >= size.activityRows * 0.95) {
    console.log(`${size.name}: reusing ${size.database} (${loaded.toLocaleString('en-US')} activity rows)`);
    return;
  }
  if (loaded)
    throw new Error(`${size.database} holds a partial data set (${loaded} rows): drop it and run again.`);
  console.log(
    `${size.name}: generating ${size.players.toLocaleString('en-US')} players and ${size.activityRows.toLocaleString('en-US')} activity rows into ${size.database}`,
  );
  const url = databaseUrl(server, size.database);
  if (size.brands === 2) {
    // Half the players through the demo's own code, half through a code of a second brand made its
    // default between the two runs; the first code is the default again afterwards.
    const half = Math.floor(size.players / 2);
    await generate(url, size, half, Math.floor(size.activityRows / 2), 7);
    await withDb(url, (db) =>
      db.query(
        `INSERT INTO brands (code, name, currency, landing_url)
         SELECT 'bench-second', 'Bench second brand', currency, 'https://second.example/' FROM brands WHERE is_first;
         INSERT INTO referral_codes (code, member_id, brand)
         SELECT 'DEMOSECOND', id, 'bench-second' FROM members WHERE username = 'demo';
         UPDATE referral_codes SET is_default = false WHERE member_id = (SELECT id FROM members WHERE username = 'demo');
         UPDATE referral_codes SET is_default = true WHERE code = 'DEMOSECOND';`,
      ),
    );
    await generate(url, size, size.players - half, size.activityRows - Math.floor(size.activityRows / 2), 8);
    await withDb(url, (db) =>
      db.query(
        `UPDATE referral_codes SET is_default = false WHERE code = 'DEMOSECOND';
         UPDATE referral_codes SET is_default = true
         WHERE id = (SELECT min(id) FROM referral_codes WHERE member_id = (SELECT id FROM members WHERE username = 'demo'));`,
      ),
    );
  } else await generate(url, size, size.players, size.activityRows, 7);
  const db = new pg.Client({ connectionString: databaseUrl(server, size.database) });
  await db.connect();
  await db.query('VACUUM ANALYZE');
  await db.end();
}

async function withDb<T>(url: string, work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** One run of the product's generator for the demo affiliate (through its default referral code). */
async function generate(url: string, size: BenchSize, players: number, activity: number, seed: number) {
  const args = [
    'run',
    'generate',
    '-w',
    '@affiliate/gateway',
    '--',
    '--players',
    String(players),
    '--activity',
    String(activity),
    '--days',
    String(size.days),
    '--seed',
    String(seed),
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', args, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: url },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`generator exited with ${code}`))));
  });
}
