import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, PORTAL_CLIENT_TOKEN } from './helpers.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js'), 'console.log(1)');
// The build's manifest names each language's first catalog part (apps/portal/lingui.config.ts).
mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'src/locales/en/first.po': { file: 'assets/first-en1.js' },
    'src/locales/pt-BR/first.po': { file: 'assets/first-pt1.js' },
    'src/locales/es/first.po': { file: 'assets/first-es1.js' },
    'src/locales/de/first.po': { file: 'assets/first-de1.js' },
  }),
);
// What the portal build writes beside a large file: brotli and gzip copies.
const bundle = `export const figures = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ week: i, turnover: '1234.56' })))};`;
writeFileSync(path.join(dist, 'assets', 'dashboard-d4e5f6.js'), bundle);
writeFileSync(path.join(dist, 'assets', 'dashboard-d4e5f6.js.br'), brotliCompressSync(bundle));
writeFileSync(path.join(dist, 'assets', 'dashboard-d4e5f6.js.gz'), gzipSync(bundle));

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: 'https://partners.goldline.example', portalDist: dist });
});
afterAll(async () => closeTestApp(app));

describe('the built portal on the same origin', () => {
  it('serves index.html at / without caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("names the catalog of the visitor's language for the browser to preload with the page", async () => {
    const page = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } })).headers;
    expect((await page('/')).link).toBe('</assets/first-en1.js>; rel=modulepreload; crossorigin');
    expect((await page('/auth/login', { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' })).link).toContain(
      'first-pt1.js',
    );
    // The address wins over the browser, the language chosen earlier (the portal's cookie) over the browser.
    expect((await page('/withdrawal?lang=es', { 'accept-language': 'de' })).link).toContain('first-es1.js');
    expect((await page('/', { cookie: 'language=de', 'accept-language': 'es' })).link).toContain(
      'first-de1.js',
    );
    expect((await page('/')).vary).toMatch(/accept-language/i);
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli or gzip copy the browser accepts, else the file itself', async () => {
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/dashboard-d4e5f6.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(bundle.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
  });

  it('falls back to index.html for client-side routes, not for the API', async () => {
    for (const url of ['/dashboard', '/auth/login?redirect=%2Fsettings', '/affilliate-tools']) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
    const api = await app.inject({ method: 'GET', url: '/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe(40400);
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
  });

  it('serves /config.json for this deployment, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      // Same origin: the portal resolves API calls against wherever it was loaded from.
      apiBaseUrl: '',
      portalClientToken: PORTAL_CLIENT_TOKEN,
      brandName: 'Goldline Partners',
      kyc: {
        successUrl: 'https://partners.goldline.example/kyc?result=success',
        errorUrl: 'https://partners.goldline.example/kyc?result=error',
      },
      // No operator's overrides of the portal's texts (test/text-overrides.test.ts sets some).
      texts: {},
    });
  });
});

describe('behind https', () => {
  it('sends HSTS and marks the XSRF cookie Secure', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });
});
