import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { processesCpuMs } from './cpu.ts';

/**
 * A run's cost in its own database only, on a PostgreSQL server that other work shares (helpers,
 * other benchmarks): the server-wide CPU and WAL figures count theirs too.
 */

/** The server processes serving the bench's database, the asking connection's own left out. */
export async function backendsOf(db: pg.Client): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return rows.map((r) => r.pid);
}

/** CPU ms the backends used between two samples (a backend gone by the second counts nothing). */
export function backendsCpuMs(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? used);
  return ms;
}

export const sampleBackends = processesCpuMs;

const WALDUMP = '/usr/lib/postgresql/15/bin/pg_waldump';

export interface DatabaseWal {
  /** Bytes of the records, full-page images included. */
  bytes: number;
  /**
   * Without the full-page images: those depend on when the server's last checkpoint was (the first
   * change of a page after one writes the whole page), so they vary from run to run of the same code.
   */
  recordBytes: number;
  /** Transactions that wrote to the database: commits. */
  transactions: number;
}

/**
 * WAL written for this database between two LSNs: every record of a transaction that touched one of
 * its relations (its commit record too), and the records without a transaction (pruning, page images
 * for hints) of its relations. Read with pg_waldump from the server's own pg_wal, so only where the
 * server runs here and its directory can be read; null otherwise.
 */
export async function walOfDatabase(db: pg.Client, from: string, to: string): Promise<DatabaseWal | null> {
  const { rows } = await db.query<{ dir: string | null; oid: number }>(
    `SELECT current_setting('data_directory', true) AS dir, oid FROM pg_database WHERE datname = current_database()`,
  );
  const dir = rows[0]?.dir;
  if (!dir || !existsSync(WALDUMP) || !existsSync(path.join(dir, 'pg_wal'))) return null;
  const out = await new Promise<string | null>((resolve) =>
    execFile(
      WALDUMP,
      ['-p', path.join(dir, 'pg_wal'), '-s', from, '-e', to],
      { maxBuffer: 1 << 30 },
      (error, stdout) => resolve(error && !stdout ? null : stdout),
    ),
  );
  if (out === null) return null;
  const ours = ` 1663/${rows[0]!.oid}/`;
  const records = out
    .split('\n')
    .map((line) => {
      const m = /len \(rec\/tot\):\s*(\d+)\/\s*(\d+), tx:\s*(\d+),/.exec(line);
      return m
        ? { record: Number(m[1]), bytes: Number(m[2]), tx: Number(m[3]), ours: line.includes(ours) }
        : null;
    })
    .filter((r) => r !== null);
  const transactions = new Set(records.filter((r) => r.ours && r.tx !== 0).map((r) => r.tx));
  const counted = records.filter((r) => r.ours || transactions.has(r.tx));
  return {
    bytes: counted.reduce((sum, r) => sum + r.bytes, 0),
    recordBytes: counted.reduce((sum, r) => sum + r.record, 0),
    transactions: transactions.size,
  };
}
