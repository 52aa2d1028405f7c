import { errorBody, errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';

// Found by the contract fuzzer: a NUL character or an unpaired surrogate in a string reached
// PostgreSQL, which cannot store either in text or jsonb, and the request answered 500.
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

it.each([
  [
    'a NUL in a login name',
    'POST',
    '/api/v1/auth/login',
    { username: 'de\u0000mo', password: 'x' },
    {},
    'username',
  ],
  [
    'a NUL in a query filter',
    'GET',
    '/api/v1/bo/setting/all?filterByCode=%00',
    undefined,
    {},
    'filterByCode',
  ],
  ['a NUL in an outbox address', 'GET', '/api/v1/operator/outbox?to=a%00b', undefined, operatorHeaders, 'to'],
  [
    'a NUL in a setting value',
    'PUT',
    '/api/v1/operator/settings/brand.extra',
    { note: 'x\u0000y' },
    operatorHeaders,
    'note',
  ],
  [
    'an unpaired surrogate in a setting value',
    'PUT',
    '/api/v1/operator/settings/brand.extra',
    { note: '\ud800' },
    operatorHeaders,
    'note',
  ],
  [
    'a NUL in a setting key',
    'PUT',
    '/api/v1/operator/settings/brand.extra',
    { 'a\u0000': 1 },
    operatorHeaders,
    'body',
  ],
])('%s is a 422 naming the field', async (_, method, url, payload, headers, field) => {
  const response = await app.inject({ method: method as 'GET', url, headers, ...(payload && { payload }) });
  expect(response.statusCode, response.body).toBe(422);
  const body = errorBody.strict().parse(response.json());
  expect(body.code).toBe(errorCodes.validationFailed);
  expect(Object.keys(body.errors ?? {})).toEqual([field]);
});

it('text with emoji (paired surrogates) and other scripts is stored as sent', async () => {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v1/operator/settings/brand.extra',
    headers: operatorHeaders,
    payload: { note: '🙂 中文 ж' },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().data.value).toEqual({ note: '🙂 中文 ж' });
});

it('names the first unstorable text deep in a batch by its path, and passes a batch without one', async () => {
  const { firstUnstorable } = await import('../src/plugins/storable-text.ts');
  const rows = Array.from({ length: 5 }, (_, i) => ({
    customer_id: i,
    day: '2026-11-05',
    country: 'DE',
    tags: ['a', '🙂'],
  }));
  expect(firstUnstorable({ rows }, [])).toBeUndefined();
  expect(
    firstUnstorable({ rows: rows.map((row, i) => (i === 3 ? { ...row, country: 'D\u0000E' } : row)) }, []),
  ).toEqual(['rows', '3', 'country']);
  expect(
    firstUnstorable({ rows: rows.map((row, i) => (i === 2 ? { ...row, tags: ['a', 'x\udc00'] } : row)) }, [
      'body',
    ]),
  ).toEqual(['body', 'rows', '2', 'tags', '1']);
  // A key that cannot be stored is reported at the object holding it.
  expect(firstUnstorable({ rows: [{ ok: 1 }, { 'k\ud800': 1 }] }, [])).toEqual(['rows', '1']);
  // Paired surrogates (emoji) are storable, in keys too.
  expect(firstUnstorable({ '🙂': ['🙂'] }, [])).toBeUndefined();
});
