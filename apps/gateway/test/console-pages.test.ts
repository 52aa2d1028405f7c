import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { api as contract } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_NOT_BUILT } from '../src/plugins/static-portal.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

// The app as `npm start` configures it: the portal build (the fixture holds the portal's page and the
// console's, operator/index.html, each with an asset) served on the API's origin.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });
const consolePage = 'Operator console';
const portalPage = '<title>Portal</title>';

describe('the operator console on the portal origin', () => {
  it('answers every page under /operator/ with the console, never cached', async () => {
    for (const url of [
      '/operator/',
      '/operator/sign-in',
      '/operator/invitation',
      '/operator/operators?status=active',
      '/operator/some/deeper/page',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(consolePage);
      expect(response.body, url).not.toContain(portalPage);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  // The README writes /operator: a browser got the console there, but curl and anything else that does not
  // ask for HTML got a JSON 404; only /operator/ answered everyone.
  it('sends /operator, as the README writes it, to /operator/ for every client, the query kept', async () => {
    for (const [url, location] of [
      ['/operator', '/operator/'],
      ['/operator?status=active&page=2', '/operator/?status=active&page=2'],
    ]) {
      for (const method of ['GET', 'HEAD'] as const) {
        for (const accept of ['*/*', 'text/html,application/xhtml+xml']) {
          const response = await app.inject({ method, url, headers: { accept } });
          expect(response.statusCode, `${method} ${url} ${accept}`).toBe(308);
          expect(response.headers.location, `${method} ${url} ${accept}`).toBe(location);
        }
      }
      const followed = await app.inject({ method: 'GET', url: location!, headers: { accept: '*/*' } });
      expect(followed.statusCode).toBe(200);
      expect(followed.body).toContain(consolePage);
    }
  });

  it('leaves other methods on /operator as they were: the JSON 404', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/operator', headers: { accept: 'text/html' } });
      expect(response.statusCode, method).toBe(404);
      expect(response.json(), method).toMatchObject({ message: 'Not found.' });
    }
  });

  it("keeps the portal's pages the portal's, including paths that only start like the console's", async () => {
    for (const url of ['/', '/auth/login', '/operators', '/operatorx', '/settings']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(portalPage);
      expect(response.body, url).not.toContain(consolePage);
    }
  });

  it("sends the console's page with the portal's security headers and CSP", async () => {
    const portal = await page('/auth/login');
    const console = await page('/operator/sign-in');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(console.headers[header], header).toBeDefined();
      expect(console.headers[header], header).toBe(portal.headers[header]);
    }
    expect(console.headers['content-security-policy']).toContain("script-src 'self'");
    expect(console.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')).toBeDefined();
  });

  it('sends the precompressed copy of the page the browser accepts', async () => {
    const response = await page('/operator/operators', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(consolePage);
  });

  it("caches the console's hashed assets for a year, like the portal's", async () => {
    for (const url of ['/operator/assets/index-d4e5f6.js', '/assets/index-a1b2c3.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy'], url).toBeDefined();
    }
    expect((await app.inject({ method: 'GET', url: '/operator/assets/index-d4e5f6.js' })).body).toContain(
      'Operator console',
    );
  });

  it('answers 404 for a missing file under /operator, and leaves the API alone', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/operator/assets/missing.js', headers: { accept: '*/*' } }))
        .statusCode,
    ).toBe(404);
    expect((await page('/operator/backup.zip')).statusCode).toBe(404);
    const api = await page(contract.operator.outbox.path);
    expect(api.statusCode).toBe(401);
    expect(api.headers['content-type']).toContain('application/json');
  });
});

describe('a portal build without the console', () => {
  let bare: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${portalPage}<div id="root"></div>`);
    bare = await buildTestApp({ portalDist: dist });
  });
  afterAll(async () => closeTestApp(bare));

  it('says the console is not built rather than showing the portal at /operator', async () => {
    const response = await bare.inject({
      method: 'GET',
      url: '/operator/sign-in',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(CONSOLE_NOT_BUILT);
    expect((await bare.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body).toContain(
      portalPage,
    );
  });
});
