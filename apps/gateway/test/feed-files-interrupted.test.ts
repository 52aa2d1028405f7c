import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config/app-config.ts';
import { INTERRUPTED } from '../src/modules/feed-files/upload-log.ts';
import { freshDatabase, testConfig } from './helpers.ts';
import { uploadReport } from './feed-upload-report.ts';
import { mustPutPlayers } from './ingest-helpers.ts';
import { ACTIVITY_HEADER, csvFile, putFeedFile } from './feed-files-helpers.ts';

/**
 * An upload a gateway left `running` when it stopped (a crash, a kill) is marked failed, saying it was
 * interrupted and is to be sent again: when the gateway starts again, and when the same file is sent
 * again (its lock free, so nobody is storing it).
 */

let dataDir: string;
let config: AppConfig;
let drop: () => Promise<void>;
let app: FastifyInstance;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'feed-files-interrupted-'));
  const fresh = await freshDatabase();
  drop = fresh.drop;
  // On disk (or a server's database), so that what one gateway leaves the next one reads.
  const database: AppConfig['database'] =
    fresh.database.kind === 'pg' ? fresh.database : { kind: 'pglite', dataDir };
  config = testConfig({ database, dataDir });
  app = await buildApp(config);
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The row a gateway leaves when it stops while storing a file: `running`, some rows stored. */
async function leftRunning(startedAt: Date, sha256: string | null): Promise<number> {
  const row = await app.ctx.db.one<{ id: number }>(
    `INSERT INTO feed_uploads (feed, via, uploaded_by, file_name, sha256, bytes, rows, stored_rows, result, started_at)
     VALUES ('activity', 'api', 'machine test', 'left.csv', $1, 1000, 10000, 10000, 'running', $2)
     RETURNING id::float8 AS id`,
    [sha256, startedAt],
  );
  return row.id;
}

describe('an upload left running by a gateway that stopped', () => {
  it('is marked failed, to be sent again, when the gateway starts again', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    const id = await leftRunning(hourAgo, 'a'.repeat(64));
    expect((await uploadReport(app, id)).result).toBeNull();
    await app.close();
    app = await buildApp(config);
    await app.ready();
    // Marked by a job of the start, beside the first requests.
    await expect.poll(async () => (await uploadReport(app, id)).result, { timeout: 10_000 }).toBe('failed');
    expect(await uploadReport(app, id)).toMatchObject({ failure: INTERRUPTED, stored_rows: 10000 });
    expect((await uploadReport(app, id)).finished_at).not.toBeNull();
  }, 180_000);

  it('is marked failed when the same file is sent again, which is then stored', async () => {
    await mustPutPlayers(app, [{ customer_id: 5501 }]);
    const file = csvFile([ACTIVITY_HEADER, '5501,2024-04-01,EUR,10.00,0.00,20.00,1.00,0.00']);
    const sha256 = createHash('sha256').update(file).digest('hex');
    const sameFile = await leftRunning(new Date(), sha256);
    const otherFile = await leftRunning(new Date(), 'b'.repeat(64));
    const response = await putFeedFile(app, 'activity', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ result: 'stored', stored_rows: 1 });
    expect(await uploadReport(app, sameFile)).toMatchObject({ result: 'failed', failure: INTERRUPTED });
    // Another file's upload started minutes ago may be another gateway's, still storing it.
    expect((await uploadReport(app, otherFile)).result).toBeNull();
  });
});
