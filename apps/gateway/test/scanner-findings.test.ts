import { api, errorBody, errorCodes, fillPath, MAINTENANCE_SETTING_CODE } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '../src/plugins/storable-text.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';

// What the outside scanners (sqlmap, wapiti; docs/security.md) found against `npm start`, each as
// the scanner sent it.
let app: FastifyInstance;
let demo: SignedIn;
let demoId: number;
const logLines: string[] = [];

beforeAll(async () => {
  app = await buildTestApp({ logLevel: 'warn', logStream: { write: (line) => void logLines.push(line) } });
  demo = await signIn(app, DEMO.username, DEMO.password);
  demoId = (await app.inject({ url: api.auth.user.path, headers: demo.headers })).json<{
    data: { id: number };
  }>().data.id;
});
afterAll(async () => closeTestApp(app));

/** Refused before any query, as a field the database cannot store (plugins/storable-text.ts). */
function expectUnstorable(response: { statusCode: number; body: string }, field: string) {
  expect(response.statusCode, response.body).toBe(422);
  const body = JSON.parse(response.body) as unknown;
  expect(errorBody.strict().safeParse(body).success, response.body).toBe(true);
  expect(body).toMatchObject({
    code: errorCodes.validationFailed,
    errors: { [field]: [UNSTORABLE_TEXT_MESSAGE] },
  });
}

describe('a NUL character in text input (wapiti file/exec payloads ending in %00)', () => {
  it('in a query parameter is a 422 naming it, not a 500 from the database', async () => {
    const response = await app.inject({
      url: `${api.settings.settingAll.path}?filterByCode=%2Fetc%2Fpasswd%00`,
      headers: demo.headers,
    });
    expectUnstorable(response, 'filterByCode');
  });

  it('in a JSON body field is a 422 as well', async () => {
    const response = await app.inject({
      method: 'POST',
      url: api.auth.login.path,
      payload: { username: 'demo\u0000', password: DEMO.password },
    });
    expectUnstorable(response, 'username');
  });

  it('nested deep in a JSON body (stored as jsonb) is a 422', async () => {
    const url = fillPath(api.operator.putSetting.path, { code: 'brand.scan-test' });
    const response = await app.inject({
      method: 'PUT',
      url,
      headers: operatorHeaders,
      payload: { notes: [{ text: 'a\u0000b' }] },
    });
    expectUnstorable(response, 'notes.0.text');
  });

  it('the same requests without it still answer', async () => {
    const response = await app.inject({
      url: `${api.settings.settingAll.path}?filterByCode=${MAINTENANCE_SETTING_CODE}`,
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the member export (wapiti crawling its start URL)', () => {
  it('sends the file once: no "Reply was already sent" after the stream, for GET or HEAD', async () => {
    const url = `${fillPath(api.referrals.playerExport.path, { id: demoId })}?format=csv`;
    for (const method of ['GET', 'HEAD'] as const) {
      logLines.length = 0;
      const response = await app.inject({ method, url, headers: demo.headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(logLines.join('\n')).not.toMatch(/FST_ERR_REP_ALREADY_SENT/);
    }
  });
});

describe("wapiti's backup-file probes (the portal's client-side route fallback)", () => {
  const page = { accept: 'text/html,application/xhtml+xml' };

  it('a file name that is not in the build is a 404, not index.html with 200', async () => {
    for (const url of [
      '/backup.zip',
      '/backup.sql',
      '/auth/login.bak',
      '/auth/login~',
      '/auth/.login.swp',
      '/.docs.swp',
    ]) {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: errorCodes.notFound });
    }
  });

  it('client-side routes still get index.html', async () => {
    for (const url of ['/auth/login', '/referrals?year=2025', '/affilliate-tools', '/kyc?result=success']) {
      const response = await app.inject({ url, headers: page });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});
