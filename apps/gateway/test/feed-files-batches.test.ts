import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INGEST_BATCH_MAX, type FeedFileReport } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';
import { uploadReport } from './feed-upload-report.ts';
import { affiliateIdOf, expectRollupsMatchRaw, rollupTotals } from './ingest-helpers.ts';
import { ACTIVITY_HEADER, csvFile, PLAYERS_HEADER, putFeedFile } from './feed-files-helpers.ts';

/**
 * An activity file larger than one batch of the ingest (INGEST_BATCH_MAX rows) is checked whole, then
 * stored a batch per transaction (issue 39): what the operator sees of it is still all or nothing.
 */

let app: FastifyInstance;
let demoId: number;
let dataDir: string;
const PLAYERS = 1005;
const FIRST = 40000;
const customers = Array.from({ length: PLAYERS }, (_, i) => FIRST + i);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'feed-files-batches-'));
  app = await buildTestApp({ dataDir });
  demoId = await affiliateIdOf(app, 'demo');
  const players = [PLAYERS_HEADER, ...customers.map((c) => `${c},GOLDDEMO,2024-01-01,,casino,DE`)];
  const created = await putFeedFile(app, 'players', csvFile(players));
  expect(created.statusCode, created.body).toBe(200);
});
afterAll(async () => {
  await closeTestApp(app);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Ten days of every player in `month`: 10,050 rows, a batch and a part; line n + 1 holds row n. */
function monthFile(month: string): string[] {
  const lines = [ACTIVITY_HEADER];
  for (let day = 1; day <= 10; day++)
    for (const customer of customers)
      lines.push(`${customer},${month}-${String(day).padStart(2, '0')},EUR,1.00,0.00,2.00,0.50,0.00`);
  return lines;
}

const storedDays = async (month: string) =>
  (
    await app.ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM player_activity a JOIN players p ON p.id = a.player_id
       WHERE p.customer_id = ANY($1::bigint[]) AND to_char(a.day, 'YYYY-MM') = $2`,
      [customers, month],
    )
  ).n;

describe('an activity file of more than one batch', () => {
  it('has more rows than a batch (the tests below are about a file stored in several)', () => {
    expect(monthFile('2024-05').length - 1).toBeGreaterThan(INGEST_BATCH_MAX);
  });

  it('with one bad row in its last batch writes nothing, its first batch included', async () => {
    const lines = monthFile('2024-05');
    lines[10040] = lines[10040]!.replace(/^\d+,/, '7777777,');
    const before = await rollupTotals(app, demoId);
    const response = await putFeedFile(app, 'activity', csvFile(lines));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({
      'line 10,041: customer_id': ['Unknown customer: send the player first.'],
    });
    expect(await storedDays('2024-05')).toBe(0);
    expect(await rollupTotals(app, demoId)).toEqual(before);
    const report = await uploadReport(app, response.headers['feed-upload-id'] as string);
    expect(report).toMatchObject({ result: 'refused', rows: 10050, stored_rows: 0, refused_rows: 1 });
  });

  it('is stored whole; sent again, it is recognised and changes nothing', async () => {
    const file = csvFile(monthFile('2024-05'));
    const first = await putFeedFile(app, 'activity', file);
    expect(first.statusCode, first.body).toBe(200);
    const stored = first.json().data as FeedFileReport;
    expect(stored).toMatchObject({ result: 'stored', rows: 10050, stored_rows: 10050, errors: [] });
    expect(await storedDays('2024-05')).toBe(10050);
    await expectRollupsMatchRaw(app);
    const totals = await rollupTotals(app, demoId);
    const receivedAt = () =>
      app.ctx.db.one<{ at: Date }>(
        `SELECT max(a.received_at) AS at FROM player_activity a JOIN players p ON p.id = a.player_id
         WHERE p.customer_id = ANY($1::bigint[])`,
        [customers],
      );
    const received = await receivedAt();

    const again = await putFeedFile(app, 'activity', file);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      result: 'duplicate',
      stored_rows: 0,
      duplicate_of: { upload_id: stored.upload_id },
    });
    expect(await rollupTotals(app, demoId)).toEqual(totals);
    expect(await receivedAt()).toEqual(received);
  });

  it('sent twice at once, is stored once', async () => {
    const file = csvFile(monthFile('2024-06'));
    const answers = await Promise.all([
      putFeedFile(app, 'activity', file),
      putFeedFile(app, 'activity', file),
    ]);
    const results = answers.map((answer) => (answer.json().data as FeedFileReport).result);
    expect(results.sort()).toEqual(['duplicate', 'stored']);
    expect(await storedDays('2024-06')).toBe(10050);
  });

  it('with store_good_rows leaves out a bad row of its second batch and stores the rest', async () => {
    const lines = monthFile('2024-07');
    lines[10045] = lines[10045]!.replace(/^\d+,/, '7777777,');
    const response = await putFeedFile(app, 'activity', csvFile(lines), { store_good_rows: 'true' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      result: 'stored_good_rows',
      rows: 10050,
      stored_rows: 10049,
      refused_rows: 1,
      errors: [{ line: 10046, column: 'customer_id', message: 'Unknown customer: send the player first.' }],
    });
    expect(await storedDays('2024-07')).toBe(10049);
    await expectRollupsMatchRaw(app);
  });

  it('holds back no other transaction’s cleanup while it is stored (PostgreSQL: its lock holds no snapshot)', async () => {
    // Each batch notes the sessions of the database idle in a transaction that still hold a snapshot:
    // the file's lock is one such session for as long as the file is stored.
    await app.ctx.db.execScript(`
      CREATE TABLE test_held_snapshots (sessions integer NOT NULL);
      CREATE FUNCTION test_note_held_snapshots() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO test_held_snapshots SELECT count(*)::int FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'idle in transaction' AND backend_xmin IS NOT NULL;
        RETURN NULL;
      END $$;
      CREATE TRIGGER test_note_held_snapshots AFTER INSERT ON player_activity
        FOR EACH STATEMENT EXECUTE FUNCTION test_note_held_snapshots();`);
    try {
      const response = await putFeedFile(app, 'activity', csvFile(monthFile('2024-09')));
      expect(response.statusCode, response.body).toBe(200);
      const noted = await app.ctx.db.query<{ sessions: number }>('SELECT sessions FROM test_held_snapshots');
      expect(noted.rows.map((row) => row.sessions)).toEqual([0, 0]);
    } finally {
      await app.ctx.db.execScript(`
        DROP TRIGGER test_note_held_snapshots ON player_activity;
        DROP FUNCTION test_note_held_snapshots(); DROP TABLE test_held_snapshots;`);
    }
  });

  it('stopped partway by a server error shows the rows stored; sent again, it is stored whole', async () => {
    // The database refuses the file's very last row: its first batch is committed by then.
    await app.ctx.db.execScript(`
      CREATE FUNCTION test_refuse_last_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.day = '2024-08-10' AND NEW.player_id = (SELECT id FROM players WHERE customer_id = ${FIRST + PLAYERS - 1}) THEN
          RAISE EXCEPTION 'the disk is full (a test)';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_refuse_last_row BEFORE INSERT ON player_activity
        FOR EACH ROW EXECUTE FUNCTION test_refuse_last_row();`);
    const file = csvFile(monthFile('2024-08'));
    try {
      const stopped = await putFeedFile(app, 'activity', file);
      expect(stopped.statusCode, stopped.body).toBe(500);
      // The 500 names the upload, as the log's newest.
      const log = await app.inject({
        method: 'GET',
        url: '/api/v1/operator/feed-uploads?feed=activity&per_page=1',
        headers: operatorHeaders,
      });
      const newest = (log.json().data as FeedFileReport[])[0]!.upload_id;
      expect(stopped.headers['feed-upload-id']).toBe(String(newest));
      const report = await uploadReport(app, stopped.headers['feed-upload-id'] as string);
      expect(report).toMatchObject({ result: 'failed', rows: 10050, stored_rows: INGEST_BATCH_MAX });
      expect(report.failure).toBe(
        'The file could not be stored to its end because of an error on the server: its rows up to line 10,001 (10,000 rows) were stored, the rest not. Send the file again to store it whole.',
      );
      expect(await storedDays('2024-08')).toBe(INGEST_BATCH_MAX);
      await expectRollupsMatchRaw(app);
      // The file and its checked rows are deleted from the data directory, stopped as it was.
      expect(readdirSync(path.join(dataDir, 'feed-files'))).toEqual([]);
    } finally {
      await app.ctx.db.execScript(
        'DROP TRIGGER test_refuse_last_row ON player_activity; DROP FUNCTION test_refuse_last_row();',
      );
    }
    const again = await putFeedFile(app, 'activity', file);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ result: 'stored', stored_rows: 10050 });
    expect(await storedDays('2024-08')).toBe(10050);
    await expectRollupsMatchRaw(app);
  });
});
