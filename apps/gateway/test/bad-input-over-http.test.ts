import { errorBody, errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  portalClientHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';

// The requests a new user found answering 500 from `npm start` (the portal served): each is sent here
// through a listening HTTP server, as a browser or curl sends it, to an app configured like production.
let app: FastifyInstance;
let base: string;
let demo: SignedIn;
let rivalId: number;

beforeAll(async () => {
  app = await buildTestApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  demo = await signIn(app, DEMO.username, DEMO.password);
  const rival = await signIn(app, RIVAL.username, RIVAL.password);
  rivalId = await affiliateIdOf(rival);
});
afterAll(async () => closeTestApp(app));

async function affiliateIdOf(affiliate: SignedIn): Promise<number> {
  const response = await fetch(`${base}/api/v1/auth/user`, { headers: affiliate.headers });
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function send(
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${base}${path}`, { method, body: init.body, headers: init.headers });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as unknown };
}
const json = { 'content-type': 'application/json' };

/** A client error in the contract's shape: the status asked for, never a 5xx, never Fastify's own body. */
function expectClientError(answer: { status: number; body: unknown; text: string }, status: number) {
  expect(answer.status, answer.text).toBe(status);
  expect(errorBody.strict().safeParse(answer.body).success, answer.text).toBe(true);
  expect(answer.text).not.toMatch(/FST_ERR|statusCode|stack/);
}

describe('bad sign-in requests', () => {
  it('an empty username is a 422 naming the field', async () => {
    const answer = await send('POST', '/api/v1/auth/login', {
      body: JSON.stringify({ username: '' }),
      headers: json,
    });
    expectClientError(answer, 422);
    expect(answer.body).toMatchObject({
      code: errorCodes.validationFailed,
      errors: { username: ['Username is not valid.'] },
    });
  });

  it('a number for the username is a 422', async () => {
    const answer = await send('POST', '/api/v1/auth/login', {
      body: JSON.stringify({ username: 5 }),
      headers: json,
    });
    expectClientError(answer, 422);
    expect(Object.keys((answer.body as { errors: object }).errors)).toContain('username');
  });

  it('a refresh without its token is a 422', async () => {
    const answer = await send('POST', '/api/v1/auth/refresh-token', { body: '{}', headers: json });
    expectClientError(answer, 422);
    expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(['refreshToken']);
  });

  it('a forgotten password with a number for the username is a 422', async () => {
    const answer = await send('POST', '/api/v1/bo/auth/forgot-password', {
      body: JSON.stringify({ username: 5 }),
      headers: { ...json, ...portalClientHeaders },
    });
    expectClientError(answer, 422);
  });

  it('malformed JSON is a 400', async () => {
    const answer = await send('POST', '/api/v1/auth/login', { body: '{"username": "demo", ', headers: json });
    expectClientError(answer, 400);
    expect(answer.body).toEqual({
      message: 'The request body is not valid JSON.',
      code: errorCodes.malformedRequest,
    });
  });

  it('a 5 MB body is a 413', async () => {
    const answer = await send('POST', '/api/v1/auth/login', {
      body: JSON.stringify({ username: 'demo', password: 'x'.repeat(5 * 1024 * 1024) }),
      headers: json,
    });
    expectClientError(answer, 413);
  });
});

describe('bad affiliate ids and filters', () => {
  it.each(['member', 'dashboard', 'referral-count'])(
    'an id of 0 on /affiliate/{id}/%s is a client error, not 500',
    async (resource) => {
      const answer = await send('GET', `/api/v1/affiliate/0/${resource}`, { headers: demo.headers });
      expectClientError(answer, 422);
      expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(['id']);
    },
  );

  it("another affiliate's id is a 403", async () => {
    const answer = await send('GET', `/api/v1/affiliate/${rivalId}/member`, { headers: demo.headers });
    expectClientError(answer, 403);
  });

  it.each([
    ['year=1999', 'year'],
    ['year=2024&month=13', 'month'],
    ['month=4', 'month'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['category=bingo', 'category'],
    ['deposited=maybe', 'deposited'],
    ['year=2024&year=2025', 'year'],
  ])('player list filters out of range (%s) are a 422 naming %s', async (query, field) => {
    const me = await affiliateIdOf(demo);
    const answer = await send('GET', `/api/v1/affiliate/${me}/member?${query}`, { headers: demo.headers });
    expectClientError(answer, 422);
    expect(Object.keys((answer.body as { errors: object }).errors)).toContain(field);
  });
});
