import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FeedFileReport } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';
import { uploadReport } from './feed-upload-report.ts';
import {
  affiliateIdOf,
  expectRollupsMatchRaw,
  mustPutPlayers,
  putPlayers,
  rollupTotals,
} from './ingest-helpers.ts';
import { ACTIVITY_HEADER, csvFile, PLAYERS_HEADER, putFeedFile } from './feed-files-helpers.ts';

let app: FastifyInstance;
let demoId: number;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'feed-files-'));
  app = await buildTestApp({ dataDir });
  demoId = await affiliateIdOf(app, 'demo');
});
afterAll(async () => {
  await closeTestApp(app);
  rmSync(dataDir, { recursive: true, force: true });
});

const activityCount = async (customers: number[]) =>
  (
    await app.ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM player_activity a JOIN players p ON p.id = a.player_id
       WHERE p.customer_id = ANY($1::bigint[])`,
      [customers],
    )
  ).n;

const uploadCount = async () =>
  (await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM feed_uploads')).n;

/** The spool directory holds nothing once a file is done with. */
function spooled(): string[] {
  try {
    return readdirSync(path.join(dataDir, 'feed-files'));
  } catch {
    return [];
  }
}

describe('an activity CSV file (PUT /api/v1/operator/activity, text/csv)', () => {
  const customers = [9101, 9102, 9103];
  const good = [
    ACTIVITY_HEADER,
    '9101,2024-03-01,EUR,100.00,0.00,250.00,40.00,0.00',
    '9102,2024-03-01,EUR,50.00,10.00,80.00,-5.50,2.00',
    '9103,2024-03-02,EUR,0,0,0,0,0',
  ];
  let storedId: number;

  beforeAll(async () => {
    await mustPutPlayers(
      app,
      customers.map((customer_id) => ({ customer_id })),
    );
  });

  it('with one negative deposit is refused naming its line and column, and stores nothing', async () => {
    const bad = [...good];
    bad[2] = '9102,2024-03-01,EUR,-50.00,10.00,80.00,-5.50,2.00';
    const response = await putFeedFile(app, 'activity', csvFile(bad), { file_name: 'march.csv' });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual({ 'line 3: deposits': ['Amount must not be negative.'] });
    expect(response.json().message).toContain('Nothing of it was stored');
    expect(await activityCount(customers)).toBe(0);
    const report = await uploadReport(app, response.headers['feed-upload-id'] as string);
    expect(report).toMatchObject({
      feed: 'activity',
      result: 'refused',
      file_name: 'march.csv',
      rows: 3,
      stored_rows: 0,
      refused_rows: 1,
      error_count: 1,
      via: 'api',
      uploaded_by: expect.stringMatching(/^machine [0-9a-f]{8}$/),
      errors: [{ line: 3, column: 'deposits', message: 'Amount must not be negative.' }],
    });
    expect(report.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(spooled()).toEqual([]);
  });

  it('fixed, is stored; sent again, it is recognised and changes nothing', async () => {
    const first = await putFeedFile(app, 'activity', csvFile(good), { file_name: 'march.csv' });
    expect(first.statusCode, first.body).toBe(200);
    const report = first.json().data as FeedFileReport;
    expect(report).toMatchObject({ result: 'stored', rows: 3, stored_rows: 3, refused_rows: 0, errors: [] });
    storedId = report.upload_id;
    expect(await activityCount(customers)).toBe(3);
    const totals = await rollupTotals(app, demoId);
    const uploads = await uploadCount();

    const again = await putFeedFile(app, 'activity', csvFile(good), { file_name: 'march-again.csv' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      result: 'duplicate',
      stored_rows: 0,
      rows: 3,
      duplicate_of: { upload_id: storedId, stored_at: report.finished_at },
    });
    expect(await rollupTotals(app, demoId)).toEqual(totals);
    expect(await uploadCount()).toBe(uploads + 1);
    await expectRollupsMatchRaw(app);
  });

  it('takes semicolons, a BOM and CRLF line ends (as a spreadsheet saves it)', async () => {
    const text = `\uFEFF${[
      'customer_id;day;currency;deposits;withdrawals;turnover;winloss;bonuses',
      '9101;2024-03-05;EUR;20.00;0.00;30.00;5.00;0.00',
      '9103;2024-03-05;EUR;1.00;0.00;0.00;0.00;0.00',
    ].join('\r\n')}\r\n`;
    const response = await putFeedFile(
      app,
      'activity',
      Buffer.from(text, 'utf8'),
      {},
      'text/csv; charset=utf-8',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ result: 'stored', rows: 2, stored_rows: 2 });
    expect(await activityCount(customers)).toBe(5);
  });

  it('with store_good_rows stores the good rows and lists those left out (schema and database refusals)', async () => {
    const response = await putFeedFile(
      app,
      'activity',
      csvFile([
        ACTIVITY_HEADER,
        '9101,2024-03-06,EUR,1.00,0.00,0.00,0.00,0.00',
        '9102,2024-03-06,EUR,abc,0.00,0.00,0.00,0.00',
        '9999999,2024-03-06,EUR,1.00,0.00,0.00,0.00,0.00',
        '9103,2024-03-06,EUR,1.00,0.00,0.00,0.00,',
        '9103,2024-03-07,EUR,3.00,0.00,0.00,0.00,0.00',
      ]),
      { store_good_rows: 'true' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      result: 'stored_good_rows',
      store_good_rows: true,
      rows: 5,
      stored_rows: 2,
      refused_rows: 3,
      errors: [
        { line: 3, column: 'deposits', message: 'Amount must be a decimal number.' },
        { line: 4, column: 'customer_id', message: 'Unknown customer: send the player first.' },
        { line: 5, column: 'bonuses', message: 'A value is required: the cell is empty.' },
      ],
    });
    expect(await activityCount(customers)).toBe(7);
    await expectRollupsMatchRaw(app);
  });

  it('refuses an unknown column, naming it, and a row with too few cells', async () => {
    const unknown = await putFeedFile(
      app,
      'activity',
      csvFile([`${ACTIVITY_HEADER},colour`, '9101,2024-03-08,EUR,1,0,0,0,0,red']),
    );
    expect(unknown.statusCode, unknown.body).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['line 1: colour']);
    expect(unknown.json().errors['line 1: colour'][0]).toMatch(
      /^Unknown column colour: the activity feed's columns are customer_id, day,/,
    );

    const short = await putFeedFile(app, 'activity', csvFile([ACTIVITY_HEADER, '9101,2024-03-08,EUR,1,0,0']));
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().errors).toEqual({
      'line 2': ['The row has a different number of cells than the header.'],
    });
    expect(await activityCount(customers)).toBe(7);
  });

  it('refuses text PostgreSQL cannot hold (NUL) and bytes that are not UTF-8, with 422 and nothing stored', async () => {
    const nul = await putFeedFile(
      app,
      'activity',
      csvFile([ACTIVITY_HEADER, '9101,2024-03-09,EU\u0000R,1,0,0,0,0']),
    );
    expect(nul.statusCode, nul.body).toBe(422);
    expect(nul.json().errors).toEqual({ 'line 2: currency': ['Text may not contain NUL characters.'] });
    const latin1 = await putFeedFile(
      app,
      'activity',
      Buffer.concat([
        Buffer.from(`${ACTIVITY_HEADER}\n9101,2024-03-09,EUR,1,0,0,0,0 `),
        Buffer.from([0xe9, 0x0a]),
      ]),
    );
    expect(latin1.statusCode, latin1.body).toBe(422);
    expect(latin1.json().message).toBe('The file is not UTF-8 text: save it as CSV UTF-8 and send it again.');
    const declared = await putFeedFile(
      app,
      'activity',
      csvFile([ACTIVITY_HEADER]),
      {},
      'text/csv; charset=latin1',
    );
    expect(declared.statusCode, declared.body).toBe(415);
    expect(await activityCount(customers)).toBe(7);
  });

  it('lists the upload log newest first, filtered by feed', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/feed-uploads?feed=activity&per_page=2',
      headers: operatorHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json() as { data: FeedFileReport[]; meta: { total: number } };
    expect(data.map((upload) => upload.result)).toEqual(['failed', 'refused']);
    expect(meta.total).toBe(9);
    expect(data[0]!.upload_id).toBeGreaterThan(data[1]!.upload_id);
    expect(data[0]).not.toHaveProperty('errors');
  });
});

describe('a players CSV file (PUT /api/v1/operator/players, text/csv)', () => {
  it('is stored; the same rows then sent as JSON change nothing', async () => {
    const response = await putFeedFile(
      app,
      'players',
      csvFile([
        PLAYERS_HEADER,
        '9201,GOLDDEMO,2024-02-01,2024-02-01T10:00:00Z,casino,DE',
        '9202,goldsport,2024-02-02,,sports,BR',
        '"9203","GOLDDEMO","2024-02-03","","poker","GB"',
      ]),
      { file_name: 'players.csv', via: 'cli' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ result: 'stored', rows: 3, stored_rows: 3, via: 'cli' });
    const players = () =>
      app.ctx.db.query(
        `SELECT customer_id::text, member_id, date_joined::text, registered_at, category, country
         FROM players WHERE customer_id BETWEEN 9201 AND 9203 ORDER BY customer_id`,
      );
    const stored = (await players()).rows;
    expect(stored.map((row) => row.category)).toEqual(['casino', 'sports', 'poker']);
    const totals = await rollupTotals(app, demoId);

    const json = await putPlayers(app, [
      {
        customer_id: 9201,
        date_joined: '2024-02-01',
        registered_at: '2024-02-01T10:00:00Z',
        category: 'casino',
        country: 'DE',
      },
      {
        customer_id: 9202,
        referral_code: 'goldsport',
        date_joined: '2024-02-02',
        category: 'sports',
        country: 'BR',
      },
      { customer_id: 9203, date_joined: '2024-02-03', category: 'poker', country: 'GB' },
    ]);
    expect(json.statusCode, json.body).toBe(200);
    expect(json.json()).toEqual({ data: { created: 0, updated: 3 } });
    expect((await players()).rows).toEqual(stored);
    expect(await rollupTotals(app, demoId)).toEqual(totals);
  });

  it('reports a bad row by its line, thousands apart, across batches, with nothing stored', async () => {
    // 1,005 players, then 10,050 activity rows (two batches of the ingest): a negative deposit on line
    // 1,204 (the schema's refusal) and an unknown customer on line 10,040 (the database's, second batch).
    const players = [PLAYERS_HEADER];
    for (let i = 0; i < 1005; i++) players.push(`${30000 + i},GOLDDEMO,2024-01-01,,casino,DE`);
    const created = await putFeedFile(app, 'players', csvFile(players));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ result: 'stored', stored_rows: 1005 });

    const lines = [ACTIVITY_HEADER];
    for (let day = 1; day <= 10; day++)
      for (let i = 0; i < 1005; i++)
        lines.push(`${30000 + i},2024-04-${String(day).padStart(2, '0')},EUR,1.00,0.00,2.00,0.50,0.00`);
    lines[1203] = lines[1203]!.replace(',EUR,1.00,', ',EUR,-1.00,');
    lines[10039] = lines[10039]!.replace(/^\d+,/, '7777777,');
    const customers = Array.from({ length: 1005 }, (_, i) => 30000 + i);
    const refused = await putFeedFile(app, 'activity', csvFile(lines));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({
      'line 1,204: deposits': ['Amount must not be negative.'],
      'line 10,040: customer_id': ['Unknown customer: send the player first.'],
    });
    expect(await activityCount(customers)).toBe(0);
  });
});

describe('the size limit', () => {
  let small: FastifyInstance;
  beforeAll(async () => {
    small = await buildTestApp({ dataDir, feedFileMaxBytes: 2048 });
  });
  afterAll(async () => closeTestApp(small));

  const big = csvFile([
    ACTIVITY_HEADER,
    ...Array.from(
      { length: 100 },
      (_, i) => `${9101 + (i % 3)},2024-03-${String(1 + (i % 28)).padStart(2, '0')},EUR,1,0,0,0,0`,
    ),
  ]);

  it('refuses a larger file with 413 in the error shape, declared or streamed, and logs it', async () => {
    const declared = await putFeedFile(small, 'activity', big);
    expect(declared.statusCode, declared.body).toBe(413);
    expect(declared.json().message).toBe(
      'The file is larger than the gateway takes (2,048 bytes): split it and send the parts.',
    );
    // Sent without a length (chunked): refused once 2,048 bytes have arrived.
    const streamed = await putFeedFile(small, 'activity', Readable.from([Buffer.from(big)]));
    expect(streamed.statusCode, streamed.body).toBe(413);
    const id = streamed.headers['feed-upload-id'] as string;
    const report = await small.inject({
      method: 'GET',
      url: `/api/v1/operator/feed-uploads/${id}`,
      headers: operatorHeaders,
    });
    expect(report.json().data).toMatchObject({ result: 'failed', stored_rows: 0 });
    expect(spooled()).toEqual([]);
  });

  it('keeps JSON batches as they were (their own body limit, their own answer), and refuses other bodies', async () => {
    const response = await putPlayers(small, [{ customer_id: 9301 }]);
    expect(response.json()).toEqual({ data: { created: 1, updated: 0 } });
    for (const contentType of ['text/plain', 'application/xml']) {
      const other = await putFeedFile(small, 'players', '{"players":[]}', {}, contentType);
      expect([415, 422]).toContain(other.statusCode);
      expect(other.json()).toHaveProperty('message');
    }
    const none = await small.inject({
      method: 'PUT',
      url: '/api/v1/operator/activity',
      headers: operatorHeaders,
    });
    expect(none.statusCode, none.body).toBe(422);
    const empty = await putFeedFile(small, 'activity', '');
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().errors).toEqual({ 'line 1': ['The file is empty: it needs a header row and rows.'] });
  });
});
