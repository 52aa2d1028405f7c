import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgDatabase } from '../../src/db/pg-driver.ts';
import type { Database } from '../../src/db/database.ts';
import { buildTestApp, closeTestApp } from '../helpers.ts';
import type { FastifyInstance } from 'fastify';

/**
 * Only with a PostgreSQL server (DATABASE_URL): what the gateway logs when the server drops an idle
 * pooled connection (a restart, a failover) is the error alone, not pg's client hung on it, whose
 * connection parameters and prepared statements' texts made a log line of tens of kB.
 */
describe('an idle pooled connection dropped by the server', () => {
  let app: FastifyInstance;
  let admin: pg.Client;
  let db: Database;
  const lost: Error[] = [];

  beforeAll(async () => {
    app = await buildTestApp();
    const url = (app.ctx.config.database as { url: string }).url;
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    db = openPgDatabase(url, { max: 1, onError: (error) => lost.push(error) });
  });
  afterAll(async () => {
    await db.close();
    await admin.end();
    await closeTestApp(app);
  });

  it('is reported as its error, without the client, and the next query works on a new connection', async () => {
    const { pid } = await db.one<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    const deadline = Date.now() + 10_000;
    while (lost.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

    expect(lost).toHaveLength(1);
    expect(lost[0]!.message).toMatch(/terminating connection/);
    expect(Object.keys(lost[0]!)).not.toContain('client');
    expect(JSON.stringify({ ...lost[0] }).length).toBeLessThan(1_000);
    const next = await db.one<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(next.pid).not.toBe(pid);
  });
});
