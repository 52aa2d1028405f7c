import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullDueSources } from '../src/modules/feed-sources/due-pulls.ts';
import { loadPulledFile } from '../src/modules/feed-sources/pulled-file-loader.ts';
import { csvFile, PLAYERS_HEADER } from './feed-files-helpers.ts';
import { buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';
import { recordingLoader } from './support/recording-loader.ts';
import { SftpServer } from './support/sftp-server.ts';

// A real OpenSSH server (Debian's sshd, SFTP by internal-sftp) started for this file.
const sftp = new SftpServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'feed-pulls-sftp-'));
let app: FastifyInstance;

beforeAll(async () => {
  await sftp.start();
  app = await buildTestApp({ dataDir, feedPulls: { intervalMs: 0, timeoutMs: 10_000 } });
}, 60_000);
afterAll(async () => {
  await closeTestApp(app);
  await sftp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const SOURCES = '/api/v1/operator/feed-sources';

async function addSource(payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: SOURCES, headers: operatorHeaders, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number };
}

describe('an SFTP source', () => {
  it('is pulled with a private key, the window filled into its path, the file streamed whole into the loader', async () => {
    const now = app.ctx.config.now();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const customers = Array.from({ length: 2000 }, (_, i) => 40_000 + i);
    const csv = csvFile([PLAYERS_HEADER, ...customers.map((id) => `${id},GOLDDEMO,${day(-1)},,casino,DE`)]);
    sftp.write(`players-${day(-1)}.csv`, csv);
    const source = await addSource({
      brand: 'goldline',
      feed: 'players',
      kind: 'sftp',
      address: sftp.address('players-{from_date}.csv'),
      auth: 'key',
      secret: sftp.clientKey,
      // Pinned: the pull goes on only with this server's own key.
      sftp_host_key: sftp.hostKeyFingerprint(),
      every_minutes: 60,
    });

    expect(await pullDueSources(app.ctx, loadPulledFile)).toBe(1);
    const pulls = await app.inject({
      method: 'GET',
      url: `${SOURCES}/${source.id}/pulls`,
      headers: operatorHeaders,
    });
    expect(pulls.json().data).toMatchObject([
      {
        result: 'stored',
        rows: 2000,
        stored_rows: 2000,
        bytes: Buffer.byteLength(csv),
        sha256: createHash('sha256').update(csv).digest('hex'),
        file_name: expect.stringContaining(`players-${day(-1)}.csv`),
      },
    ]);
    const stored = await app.ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM players WHERE customer_id = ANY($1::bigint[])',
      [customers],
    );
    expect(stored.n).toBe(2000);
    const listed = (await app.inject({ method: 'GET', url: SOURCES, headers: operatorHeaders })).json().data;
    expect(listed.find((s: { id: number }) => s.id === source.id)).toMatchObject({
      failures_in_row: 0,
      last_error: null,
      has_secret: true,
    });
    expect(JSON.stringify(listed)).not.toContain('PRIVATE KEY');
  });

  it('fails with the path when the file is not there, and with the server’s refusal for a wrong key', async () => {
    const missing = await addSource({
      brand: 'goldline',
      feed: 'players',
      kind: 'sftp',
      address: sftp.address('players-missing.csv'),
      auth: 'key',
      secret: sftp.clientKey,
      every_minutes: 60,
    });
    const loader = recordingLoader();
    await pullDueSources(app.ctx, loader.load);
    const failed = (
      await app.inject({ method: 'GET', url: `${SOURCES}/${missing.id}/pulls`, headers: operatorHeaders })
    ).json().data;
    expect(failed[0]).toMatchObject({
      result: 'failed',
      failure: expect.stringContaining('players-missing.csv'),
    });

    sftp.write('players.csv', 'customer_id,code\n1,DEMO\n');
    const stranger = await addSource({
      brand: 'goldline',
      feed: 'players',
      kind: 'sftp',
      address: sftp.address('players.csv'),
      auth: 'key',
      secret: sftp.strangerKey(),
      every_minutes: 60,
    });
    await pullDueSources(app.ctx, loader.load);
    const refused = (
      await app.inject({ method: 'GET', url: `${SOURCES}/${stranger.id}/pulls`, headers: operatorHeaders })
    ).json().data;
    const pinnedElsewhere = await addSource({
      brand: 'goldline',
      feed: 'players',
      kind: 'sftp',
      address: sftp.address('players.csv'),
      auth: 'key',
      secret: sftp.clientKey,
      sftp_host_key: `SHA256:${'A'.repeat(43)}`,
      every_minutes: 60,
    });
    await pullDueSources(app.ctx, loader.load);
    const impostor = (
      await app.inject({
        method: 'GET',
        url: `${SOURCES}/${pinnedElsewhere.id}/pulls`,
        headers: operatorHeaders,
      })
    ).json().data;
    expect(impostor[0]).toMatchObject({
      result: 'failed',
      failure: `The SFTP server's host key is ${sftp.hostKeyFingerprint()}, not the SHA256:${'A'.repeat(43)} expected.`,
    });
    expect(refused[0]).toMatchObject({
      result: 'failed',
      failure: expect.stringContaining('refused the sign-in'),
    });
    expect(loader.files).toEqual([]);
  });
});
