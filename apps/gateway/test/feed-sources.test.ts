import {
  FEED_SOURCE_AUTH_NOT_FOR_KIND,
  FEED_SOURCE_HOST_KEY_NOT_FOR_HTTPS,
  FEED_SOURCE_HOST_KEY_NOT_VALID,
  FEED_SOURCE_HTTPS_ADDRESS_NOT_VALID,
  FEED_SOURCE_KEY_NOT_VALID,
  FEED_SOURCE_NOT_FOUND,
  FEED_SOURCE_SCHEDULE_REQUIRED,
  FEED_SOURCE_SECRET_REQUIRED,
  FEED_SOURCE_SFTP_ADDRESS_NOT_VALID,
  FEED_SOURCE_USERNAME_REQUIRED,
} from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSourceSecret } from '../src/modules/feed-sources/secrets.ts';
import { buildTestApp, closeTestApp, DEMO, signIn } from './helpers.ts';
import { auditRows, consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';

const SOURCES = '/api/v1/operator/feed-sources';
const TOKEN = 'export-bearer-token-5be21f09d7';
const lines: string[] = [];
let app: FastifyInstance;
let admin: ConsoleOperator;
let finance: ConsoleOperator;
let support: ConsoleOperator;
let marketing: ConsoleOperator;

beforeAll(async () => {
  app = await buildTestApp({
    feedPulls: { intervalMs: 0 },
    logLevel: 'trace',
    logStream: { write: (line) => void lines.push(line) },
  });
  admin = await consoleOperator(app, 'admin');
  finance = await consoleOperator(app, 'finance');
  support = await consoleOperator(app, 'support');
  marketing = await consoleOperator(app, 'marketing');
}, 60_000);
afterAll(async () => closeTestApp(app));

const https = {
  brand: 'goldline',
  feed: 'activity',
  kind: 'https',
  address: 'https://exports.goldline.example/activity.csv?from={from}&to={to}',
  auth: 'bearer',
  secret: TOKEN,
  every_minutes: 60,
};

const create = (payload: Record<string, unknown>, who: ConsoleOperator = admin) =>
  app.inject({ method: 'POST', url: SOURCES, headers: who.headers, payload });
const update = (id: number, payload: Record<string, unknown>, who: ConsoleOperator = admin) =>
  app.inject({ method: 'PATCH', url: `${SOURCES}/${id}`, headers: who.headers, payload });
const list = (who: ConsoleOperator = admin) =>
  app.inject({ method: 'GET', url: SOURCES, headers: who.headers });
const expected = async (brand: string, feed: string) =>
  (
    await app.ctx.db.maybeOne<{ expected_every_minutes: number | null }>(
      'SELECT expected_every_minutes FROM feed_freshness WHERE brand = $1 AND feed = $2',
      [brand, feed],
    )
  )?.expected_every_minutes;

describe('feed sources', () => {
  it('are created by an admin, answered without their secret, which is sealed and bound to the source', async () => {
    const response = await create(https);
    expect(response.statusCode, response.body).toBe(201);
    const source = response.json().data;
    expect(source).toMatchObject({
      brand: 'goldline',
      feed: 'activity',
      kind: 'https',
      auth: 'bearer',
      has_secret: true,
      every_minutes: 60,
      daily_at: null,
      window_days: 1,
      notify_after: 3,
      enabled: true,
      failures_in_row: 0,
      last_pull: null,
      created_by: admin.email,
    });
    expect(response.body).not.toContain(TOKEN);
    expect(source).not.toHaveProperty('secret');

    const row = await app.ctx.db.one<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM feed_sources WHERE id = $1',
      [source.id],
    );
    expect(row.secret_sealed).not.toContain(TOKEN);
    expect(openSourceSecret(app.ctx, source.id, row.secret_sealed)).toBe(TOKEN);
    // Bound to its source: the sealed value does not open as another source's.
    expect(() => openSourceSecret(app.ctx, source.id + 1, row.secret_sealed)).toThrow();
    // Its schedule tells how fresh the brand's activity should be.
    expect(await expected('goldline', 'activity')).toBe(60);
  });

  it('keep the secret when an edit leaves it empty, replace it when given, and drop it for no auth', async () => {
    const source = (
      await create({ ...https, feed: 'players', daily_at: '03:15', every_minutes: null })
    ).json().data;
    expect(await expected('goldline', 'players')).toBe(1440);
    const sealed = async () =>
      (
        await app.ctx.db.one<{ s: string | null }>(
          'SELECT secret_sealed AS s FROM feed_sources WHERE id = $1',
          [source.id],
        )
      ).s;
    const before = await sealed();

    const kept = await update(source.id, { secret: '', window_days: 3, every_minutes: 20 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({
      has_secret: true,
      window_days: 3,
      every_minutes: 20,
      daily_at: null,
    });
    expect(await sealed()).toBe(before);
    expect(await expected('goldline', 'players')).toBe(20);

    const replaced = await update(source.id, { secret: 'a-new-token-0f0e' });
    expect(replaced.statusCode).toBe(200);
    expect(openSourceSecret(app.ctx, source.id, (await sealed())!)).toBe('a-new-token-0f0e');

    const none = await update(source.id, { auth: 'none' });
    expect(none.json().data).toMatchObject({ auth: 'none', has_secret: false });
    expect(await sealed()).toBeNull();
  });

  it('refuse settings that do not hold together, each at its field', async () => {
    const fields = async (payload: Record<string, unknown>) => {
      const response = await create(payload);
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors as Record<string, string[]>;
    };
    expect(await fields({ ...https, address: 'http://exports.goldline.example/a.csv' })).toMatchObject({
      address: [FEED_SOURCE_HTTPS_ADDRESS_NOT_VALID],
    });
    expect(
      await fields({ ...https, address: 'https://user:pw@exports.goldline.example/a.csv' }),
    ).toMatchObject({
      address: [FEED_SOURCE_HTTPS_ADDRESS_NOT_VALID],
    });
    expect(
      await fields({ ...https, kind: 'sftp', address: 'sftp://exports.example/a.csv', auth: 'key' }),
    ).toMatchObject({
      address: [FEED_SOURCE_SFTP_ADDRESS_NOT_VALID],
      secret: [FEED_SOURCE_KEY_NOT_VALID],
    });
    expect(await fields({ ...https, auth: 'key' })).toMatchObject({ auth: [FEED_SOURCE_AUTH_NOT_FOR_KIND] });
    expect(await fields({ ...https, auth: 'basic' })).toMatchObject({
      username: [FEED_SOURCE_USERNAME_REQUIRED],
    });
    expect(await fields({ ...https, secret: undefined })).toMatchObject({
      secret: [FEED_SOURCE_SECRET_REQUIRED],
    });
    expect(await fields({ ...https, daily_at: '02:00' })).toMatchObject({
      every_minutes: [FEED_SOURCE_SCHEDULE_REQUIRED],
    });
    expect(Object.keys(await fields({ ...https, every_minutes: 2 }))).toEqual(['every_minutes']);
    expect(await fields({ ...https, sftp_host_key: `SHA256:${'A'.repeat(43)}` })).toMatchObject({
      sftp_host_key: [FEED_SOURCE_HOST_KEY_NOT_FOR_HTTPS],
    });
    expect(
      await fields({
        ...https,
        kind: 'sftp',
        address: 'sftp://u@h/a.csv',
        auth: 'password',
        sftp_host_key: 'MD5:ab',
      }),
    ).toMatchObject({
      sftp_host_key: [FEED_SOURCE_HOST_KEY_NOT_VALID],
    });
    expect(Object.keys(await fields({ ...https, brand: 'nobrand' }))).toEqual(['brand']);

    const source = (await create({ ...https, feed: 'players' })).json().data;
    const edit = await update(source.id, { kind: 'sftp' });
    expect(edit.statusCode).toBe(422);
    expect(Object.keys(edit.json().errors).sort()).toEqual(['address', 'auth', 'secret']);
  });

  it('are read by finance and support, changed by admins only (the secret is theirs), pulled now by finance', async () => {
    for (const who of [admin, finance, support]) expect((await list(who)).statusCode).toBe(200);
    expect((await list(marketing)).statusCode).toBe(403);
    const source = (await list()).json().data[0];
    for (const who of [finance, support, marketing]) {
      expect((await create(https, who)).statusCode).toBe(403);
      expect((await update(source.id, { window_days: 2 }, who)).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'DELETE', url: `${SOURCES}/${source.id}`, headers: who.headers }))
          .statusCode,
      ).toBe(403);
    }
    for (const [who, status] of [
      [support, 403],
      [marketing, 403],
    ] as const)
      expect(
        (await app.inject({ method: 'POST', url: `${SOURCES}/${source.id}/pull`, headers: who.headers }))
          .statusCode,
      ).toBe(status);
    // Finance may pull now: the answer is the pull as logged (this address has no server: it fails).
    const pulled = await app.inject({
      method: 'POST',
      url: `${SOURCES}/${source.id}/pull`,
      headers: finance.headers,
    });
    expect(pulled.statusCode, pulled.body).toBe(200);
    expect(pulled.json().data.pull).toMatchObject({
      via: 'pull',
      feed_source_id: source.id,
      uploaded_by: finance.email,
    });
    expect(pulled.json().data.source.last_pull.upload_id).toBe(pulled.json().data.pull.upload_id);
    const demo = await signIn(app, DEMO.username, DEMO.password);
    expect((await app.inject({ method: 'GET', url: SOURCES, headers: demo.headers })).statusCode).toBe(401);
  });

  it('are deleted with their secret, their pulls staying in the upload log; an unknown id is 404', async () => {
    const source = (await create({ ...https, feed: 'players', every_minutes: 45 })).json().data;
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${SOURCES}/${source.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await list()).json().data.map((s: { id: number }) => s.id)).not.toContain(source.id);
    const missing = await app.inject({
      method: 'GET',
      url: `${SOURCES}/${source.id}/pulls`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(FEED_SOURCE_NOT_FOUND);
    expect((await update(source.id, { window_days: 2 })).statusCode).toBe(404);
  });

  it('never put a secret in an answer, an audit row or the log', async () => {
    const everything = JSON.stringify((await list()).json());
    expect(everything).not.toContain(TOKEN);
    const audits = [
      ...(await auditRows(app, 'operator.createFeedSource')),
      ...(await auditRows(app, 'operator.updateFeedSource')),
    ];
    expect(audits.length).toBeGreaterThan(3);
    expect(audits[0]!.detail).toMatchObject({ brand: 'goldline', feed: 'activity' });
    const audited = JSON.stringify(audits);
    expect(audited).not.toContain(TOKEN);
    expect(audited).not.toContain('a-new-token-0f0e');
    const logged = lines.join('\n');
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain('a-new-token-0f0e');
  });
});
