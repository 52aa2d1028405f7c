import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrandNameCache } from '../src/caches/brand-name-cache.ts';
import { advanceClock, buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';

describe('BrandNameCache', () => {
  it('reads once per time to live', async () => {
    const cache = new BrandNameCache(1_000);
    let reads = 0;
    const read = async () => `name ${++reads}`;
    expect(await cache.get(0, read)).toBe('name 1');
    expect(await cache.get(999, read)).toBe('name 1');
    expect(await cache.get(1_000, read)).toBe('name 2');
  });

  it('shares one read between the requests that find it expired together', async () => {
    const cache = new BrandNameCache(1_000);
    let reads = 0;
    const read = async () => `name ${++reads}`;
    expect(await Promise.all([cache.get(0, read), cache.get(0, read), cache.get(0, read)])).toEqual([
      'name 1',
      'name 1',
      'name 1',
    ]);
    expect(reads).toBe(1);
  });

  it('reads afresh after forget, and never keeps a name read before it', async () => {
    const cache = new BrandNameCache(1_000);
    let release!: (name: string) => void;
    const slow = cache.get(0, () => new Promise<string>((resolve) => (release = resolve)));
    cache.forget(); // the operator renames the brand while that read is on its way
    release('old name');
    expect(await slow).toBe('old name');
    expect(await cache.get(1, async () => 'new name')).toBe('new name');
    expect(await cache.get(2, async () => 'unread')).toBe('new name');
  });
});

describe('/config.json brand name', () => {
  let app: FastifyInstance;
  const brandName = async () => (await app.inject({ method: 'GET', url: '/config.json' })).json().brandName;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => closeTestApp(app));

  it('is read from the database once, not on every page load', async () => {
    expect(await brandName()).toBe('Goldline Partners');
    const original = app.ctx.db.maybeOne;
    let reads = 0;
    app.ctx.db.maybeOne = ((sql: string, params?: unknown[]) => {
      reads += 1;
      return original(sql, params);
    }) as typeof original;
    try {
      for (let i = 0; i < 5; i++) expect(await brandName()).toBe('Goldline Partners');
      expect(reads).toBe(0);
    } finally {
      app.ctx.db.maybeOne = original;
    }
  });

  it('changes at once when the operator sets the brand', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/settings/brand',
      headers: operatorHeaders,
      payload: { name: 'Silverline Partners', supportEmail: 'p@silverline.example' },
    });
    expect(put.statusCode).toBe(200);
    expect(await brandName()).toBe('Silverline Partners');
  });

  it('picks up a change made elsewhere (another replica, psql) once its time to live is over', async () => {
    await app.ctx.db.query(
      `UPDATE settings SET value = '{"name": "Bronzeline Partners"}' WHERE code = 'brand'`,
    );
    expect(await brandName()).toBe('Silverline Partners');
    advanceClock(app, 30_000);
    expect(await brandName()).toBe('Bronzeline Partners');
  });
});
