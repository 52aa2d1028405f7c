import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, signIn, type SignedIn } from './helpers.ts';

// Found by the contract fuzzer: an id past PostgreSQL's integer range reached the query and the
// database's "out of range for type integer" answered 500.
let app: FastifyInstance;
let demo: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
});
afterAll(async () => closeTestApp(app));

it('marking read an id past the integer range is a 422 naming it', async () => {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/bo/member/read-notifications',
    headers: demo.headers,
    payload: { ids: [1, 2_147_483_648] },
  });
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json()).toMatchObject({
    code: errorCodes.validationFailed,
    errors: { 'ids.1': [expect.any(String)] },
  });
});

it('the largest integer id is accepted (and marks nothing)', async () => {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/bo/member/read-notifications',
    headers: demo.headers,
    payload: { ids: [2_147_483_647] },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.updated).toBe(0);
});
