import { api, errorBody, errorCodes, fillPath, MAINTENANCE_SETTING_CODE } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';

// What the outside scanners (sqlmap, wapiti; docs/security.md) found against `npm start`, each as
// the scanner sent it.
let app: FastifyInstance;
let demo: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
});
afterAll(async () => closeTestApp(app));

function expectMalformed(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(400);
  const body = JSON.parse(response.body) as unknown;
  expect(errorBody.strict().safeParse(body).success, response.body).toBe(true);
  expect(body).toMatchObject({ code: errorCodes.malformedRequest });
}

describe('a NUL character in text input (wapiti file/exec payloads ending in %00)', () => {
  it('in a query parameter is a 400, not a 500 from the database', async () => {
    const response = await app.inject({ url: `${api.settings.all.path}?filterByCode=%2Fetc%2Fpasswd%00`, headers: demo.headers });
    expectMalformed(response);
  });

  it('in a JSON body field is a 400 as well', async () => {
    const response = await app.inject({ method: 'POST', url: api.auth.login.path, payload: { username: 'demo\u0000', password: DEMO.password } });
    expectMalformed(response);
  });

  it('nested deep in a JSON body (stored as jsonb) is a 400', async () => {
    const url = fillPath(api.operator.putSetting.path, { code: 'brand.scan-test' });
    const response = await app.inject({ method: 'PUT', url, headers: operatorHeaders, payload: { notes: [{ text: 'a\u0000b' }] } });
    expectMalformed(response);
  });

  it('the same requests without it still answer', async () => {
    const response = await app.inject({ url: `${api.settings.all.path}?filterByCode=${MAINTENANCE_SETTING_CODE}`, headers: demo.headers });
    expect(response.statusCode).toBe(200);
  });
});
