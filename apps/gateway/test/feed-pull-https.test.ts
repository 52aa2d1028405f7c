import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pullDueSources } from '../src/modules/feed-sources/due-pulls.ts';
import { tooLargeMessage } from '../src/modules/feed-files/loader.ts';
import { fetchHttps } from '../src/modules/feed-sources/fetch-https.ts';
import { loadPulledFile } from '../src/modules/feed-sources/pulled-file-loader.ts';
import { ACTIVITY_HEADER, csvFile, PLAYERS_HEADER } from './feed-files-helpers.ts';
import { advanceClock, buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';
import { consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';
import { FeedHttpsServer, selfSignedCertificate } from './support/feed-https-server.ts';
import { recordingLoader } from './support/recording-loader.ts';

// A brand's export server over real TLS, its certificate self-signed for this run and trusted by the
// gateway through its configuration (FEED_PULL_CA_FILE's setting), verification left on.
const certificate = selfSignedCertificate();
const server = new FeedHttpsServer(certificate);
const logLines: string[] = [];
const TOKEN = 'brand-export-token-7f3a91c2e5';
const PASSWORD = 'basic-password-4d8e0b6a';
const MAX_BYTES = 64 * 1024;
// The loader spools a file under the data directory while it hashes it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'feed-pulls-'));
let origin: string;
let app: FastifyInstance;
let admin: ConsoleOperator;

beforeAll(async () => {
  origin = await server.start();
  app = await buildTestApp({
    dataDir,
    feedFileMaxBytes: MAX_BYTES,
    feedPulls: { intervalMs: 0, timeoutMs: 5_000, caPem: certificate.cert },
    logLevel: 'trace',
    logStream: { write: (line) => void logLines.push(line) },
  });
  admin = await consoleOperator(app, 'admin');
}, 60_000);
afterAll(async () => {
  await closeTestApp(app);
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  server.requests.length = 0;
  server.answer = { status: 200, body: 'customer_id,code\n1,DEMO\n' };
});

const SOURCES = '/api/v1/operator/feed-sources';

async function addSource(payload: Record<string, unknown>) {
  // The machine token: the tests move the clock past a console sign-in's 15 minutes.
  const response = await app.inject({ method: 'POST', url: SOURCES, headers: operatorHeaders, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number };
}

async function sourceState(id: number) {
  const listed = (await app.inject({ method: 'GET', url: SOURCES, headers: operatorHeaders })).json()
    .data as Array<Record<string, unknown> & { id: number }>;
  return listed.find((source) => source.id === id)!;
}

async function pullsOf(id: number) {
  return (await app.inject({ method: 'GET', url: `${SOURCES}/${id}/pulls`, headers: operatorHeaders })).json()
    .data as Array<Record<string, unknown>>;
}

/** Switches the source off after its test, so later passes pull only the next test's source. */
async function switchOff(id: number) {
  const response = await app.inject({
    method: 'PATCH',
    url: `${SOURCES}/${id}`,
    headers: operatorHeaders,
    payload: { enabled: false },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const countOf = async (sql: string, params: unknown[]) =>
  (await app.ctx.db.one<{ n: number }>(sql, params)).n;

describe('a scheduled HTTPS pull into the CSV loader', () => {
  it('stores the players and activity it fetches, a file pulled again changes nothing, a bad row refuses the file', async () => {
    const players = await addSource({
      brand: 'goldline',
      feed: 'players',
      kind: 'https',
      address: `${origin}/players.csv?since={from_date}`,
      auth: 'bearer',
      secret: TOKEN,
      every_minutes: 60,
    });
    server.answer = {
      status: 200,
      body: csvFile([
        PLAYERS_HEADER,
        '9301,GOLDDEMO,2024-02-01,,casino,DE',
        '9302,GOLDDEMO,2024-02-02,,sports,BR',
      ]),
    };
    expect(await pullDueSources(app.ctx, loadPulledFile)).toBe(1);
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(
      await countOf('SELECT count(*)::int AS n FROM players WHERE customer_id = ANY($1::bigint[])', [
        [9301, 9302],
      ]),
    ).toBe(2);
    expect(await pullsOf(players.id)).toMatchObject([
      {
        result: 'stored',
        rows: 2,
        stored_rows: 2,
        via: 'pull',
        feed_source_id: players.id,
        uploaded_by: 'scheduled pull',
      },
    ]);

    const activity = await addSource({
      brand: 'goldline',
      feed: 'activity',
      kind: 'https',
      address: `${origin}/activity.csv?from={from}&to={to}`,
      auth: 'bearer',
      secret: TOKEN,
      every_minutes: 30,
    });
    const day = app.ctx.config.now().toISOString().slice(0, 10);
    const activityCsv = csvFile([
      ACTIVITY_HEADER,
      `9301,${day},EUR,100.00,0.00,0.00,0.00,0.00`,
      `9302,${day},EUR,25.50,0.00,0.00,0.00,0.00`,
    ]);
    server.answer = { status: 200, body: activityCsv };
    // "Pull now" answers the pull's report as the upload log keeps it.
    const now = await app.inject({
      method: 'POST',
      url: `${SOURCES}/${activity.id}/pull`,
      headers: operatorHeaders,
    });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json().data.pull).toMatchObject({ result: 'stored', rows: 2, stored_rows: 2, errors: [] });
    const deposits = async () =>
      (
        await app.ctx.db.one<{ total: string }>(
          `SELECT coalesce(sum(a.deposits), 0)::text AS total FROM player_activity a JOIN players p ON p.id = a.player_id
           WHERE p.customer_id = ANY($1::bigint[])`,
          [[9301, 9302]],
        )
      ).total;
    expect(Number(await deposits())).toBe(125.5);

    // The same file pulled again is recognised: nothing changes, and the pull is no failure.
    advanceClock(app, 31 * 60_000);
    expect(await pullDueSources(app.ctx, loadPulledFile)).toBe(1);
    const [again] = await pullsOf(activity.id);
    expect(again).toMatchObject({
      result: 'duplicate',
      duplicate_of: { upload_id: now.json().data.pull.upload_id },
    });
    expect(Number(await deposits())).toBe(125.5);

    // A file with a bad row stores nothing and counts as a failed pull, with the line in its words.
    server.answer = {
      status: 200,
      body: csvFile([ACTIVITY_HEADER, `9301,${day},EUR,-5.00,0.00,0.00,0.00,0.00`]),
    };
    const refused = await app.inject({
      method: 'POST',
      url: `${SOURCES}/${activity.id}/pull`,
      headers: operatorHeaders,
    });
    expect(refused.json().data.pull).toMatchObject({ result: 'refused', refused_rows: 1 });
    expect(refused.json().data.source).toMatchObject({
      failures_in_row: 1,
      last_error: expect.stringMatching(
        /^The file was refused: 1 bad rows, nothing stored \(line 2, deposits: /,
      ),
    });
    expect(Number(await deposits())).toBe(125.5);
    await switchOff(players.id);
    await switchOff(activity.id);
  });
});

describe('an HTTPS source', () => {
  it('is pulled on schedule with its bearer token, the window filled into the address, half-open and UTC', async () => {
    const source = await addSource({
      brand: 'goldline',
      feed: 'players',
      kind: 'https',
      address: `${origin}/export/players.csv?from={from}&to={to}&days={from_date}..{to_date}`,
      auth: 'bearer',
      secret: TOKEN,
      every_minutes: 30,
      window_days: 2,
    });
    const loader = recordingLoader();
    const before = app.ctx.config.now();
    expect(await pullDueSources(app.ctx, loader.load)).toBe(1);
    expect(loader.files).toEqual(['customer_id,code\n1,DEMO\n']);

    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    const url = new URL(request.url, origin);
    expect(url.pathname).toBe('/export/players.csv');
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    expect(to).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    const toMs = Date.parse(to);
    expect(Math.abs(toMs - Math.floor(before.getTime() / 60_000) * 60_000)).toBeLessThanOrEqual(60_000);
    expect(Date.parse(from)).toBe(toMs - 2 * 86_400_000);
    const dayAfter = new Date(Math.floor(toMs / 86_400_000) * 86_400_000 + 86_400_000);
    expect(url.searchParams.get('days')).toBe(
      `${from.slice(0, 10)}..${(toMs % 86_400_000 === 0 ? new Date(toMs) : dayAfter).toISOString().slice(0, 10)}`,
    );

    // Logged like an upload, and the next pull is the schedule's: 30 minutes on.
    expect(await pullsOf(source.id)).toMatchObject([{ result: 'stored', rows: 1, failure: null }]);
    const state = await sourceState(source.id);
    expect(state).toMatchObject({ failures_in_row: 0, has_secret: true, last_pull: { result: 'stored' } });
    expect(Date.parse(state.next_pull_at as string) - Date.parse(state.last_pulled_at as string)).toBe(
      30 * 60_000,
    );
    // Not due again until then.
    expect(await pullDueSources(app.ctx, loader.load)).toBe(0);
    await switchOff(source.id);
  });

  it('sends basic auth as user and password', async () => {
    const source = await addSource({
      brand: 'goldline',
      feed: 'activity',
      kind: 'https',
      address: `${origin}/activity.csv`,
      auth: 'basic',
      username: 'goldline-exports',
      secret: PASSWORD,
      every_minutes: 15,
    });
    await pullDueSources(app.ctx, recordingLoader().load);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual([
      `Basic ${Buffer.from(`goldline-exports:${PASSWORD}`).toString('base64')}`,
    ]);
    expect(await sourceState(source.id)).toMatchObject({ username: 'goldline-exports', has_secret: true });
    await switchOff(source.id);
  });

  it('refuses a certificate nobody trusts, and does not follow redirects', async () => {
    await expect(
      fetchHttps(
        `${origin}/players.csv`,
        { auth: 'none', username: null, secret: null },
        { timeoutMs: 5_000 },
      ),
    ).rejects.toThrow(/self-signed certificate/);

    server.answer = { status: 302, headers: { location: 'https://elsewhere.example/' } };
    await expect(
      fetchHttps(
        `${origin}/players.csv`,
        { auth: 'none', username: null, secret: null },
        { timeoutMs: 5_000, extraCa: certificate.cert },
      ),
    ).rejects.toThrow('The server answered 302 Found (redirects are not followed).');
  });

  it('fails a file over the size limit', async () => {
    server.answer = { status: 200, body: 'customer_id,code\n' + '1,DEMO\n'.repeat(MAX_BYTES / 7 + 10) };
    const source = await addSource({
      brand: 'goldline',
      feed: 'players',
      kind: 'https',
      address: `${origin}/big.csv`,
      auth: 'none',
      every_minutes: 60,
    });
    await pullDueSources(app.ctx, loadPulledFile);
    expect((await pullsOf(source.id))[0]).toMatchObject({
      result: 'failed',
      failure: tooLargeMessage(MAX_BYTES),
    });
    await switchOff(source.id);
  });

  it('retries a failing source after 1, 2, 4 minutes (capped at its interval), tells the admins after notify_after, and resets on success', async () => {
    server.answer = { status: 503, body: 'maintenance' };
    const source = await addSource({
      brand: 'goldline',
      feed: 'activity',
      kind: 'https',
      address: `${origin}/activity-failing.csv`,
      auth: 'bearer',
      secret: TOKEN,
      every_minutes: 5,
      notify_after: 3,
    });
    const loader = recordingLoader();
    const mailsTo = async () =>
      (
        await app.ctx.db.query<{ recipient: string; subject: string; text: string }>(
          "SELECT recipient, subject, text FROM mail_outbox WHERE subject LIKE 'Feed pull failing%' ORDER BY id",
        )
      ).rows;

    const waits: number[] = [];
    for (let failure = 1; failure <= 5; failure++) {
      expect(await pullDueSources(app.ctx, loader.load)).toBe(1);
      const state = await sourceState(source.id);
      expect(state).toMatchObject({
        failures_in_row: failure,
        last_error: 'The server answered 503 Service Unavailable.',
        failing: failure >= 3,
      });
      const wait = Date.parse(state.next_pull_at as string) - app.ctx.config.now().getTime();
      waits.push(Math.round(wait / 60_000));
      // Nothing is due before the wait is over.
      expect(await pullDueSources(app.ctx, loader.load)).toBe(0);
      advanceClock(app, wait + 1_000);
      // Told once, when the third failure in a row came.
      expect((await mailsTo()).length).toBe(failure >= 3 ? 1 : 0);
    }
    expect(waits).toEqual([1, 2, 4, 5, 5]);
    const [mail] = await mailsTo();
    expect(mail).toMatchObject({
      recipient: admin.email,
      subject: 'Feed pull failing: goldline activity (3 failures in a row)',
    });
    expect(mail!.text).toContain('The server answered 503 Service Unavailable.');
    expect(mail!.text).not.toContain(TOKEN);
    expect((await pullsOf(source.id)).map((pull) => pull.result)).toEqual(Array(5).fill('failed'));

    server.answer = { status: 200, body: 'customer_id,date,deposits\n' };
    expect(await pullDueSources(app.ctx, loader.load)).toBe(1);
    expect(await sourceState(source.id)).toMatchObject({
      failures_in_row: 0,
      last_error: null,
      failing: false,
    });
    await switchOff(source.id);
  });

  it('is pulled once when two loops find it due at the same moment', async () => {
    const source = await addSource({
      brand: 'goldline',
      feed: 'players',
      kind: 'https',
      address: `${origin}/once.csv`,
      auth: 'none',
      every_minutes: 60,
    });
    const first = recordingLoader();
    const second = recordingLoader();
    const pulled = await Promise.all([
      pullDueSources(app.ctx, first.load),
      pullDueSources(app.ctx, second.load),
    ]);
    expect(pulled.sort()).toEqual([0, 1]);
    expect(server.requests).toHaveLength(1);
    expect(await pullsOf(source.id)).toHaveLength(1);
    // "Pull now" while a pull holds the source is refused rather than run beside it.
    await app.ctx.db.query('UPDATE feed_sources SET pulling_since = $2 WHERE id = $1', [
      source.id,
      app.ctx.config.now(),
    ]);
    const busy = await app.inject({
      method: 'POST',
      url: `${SOURCES}/${source.id}/pull`,
      headers: operatorHeaders,
    });
    expect(busy.statusCode).toBe(409);
    await app.ctx.db.query('UPDATE feed_sources SET pulling_since = NULL WHERE id = $1', [source.id]);
    await switchOff(source.id);
  });

  it('never writes a source’s token or password to the log', () => {
    const logged = logLines.join('\n');
    expect(logged).toContain('feed source pulled');
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain(PASSWORD);
  });
});
