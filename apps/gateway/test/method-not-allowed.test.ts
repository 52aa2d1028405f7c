import { errorBody, errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, signIn, type SignedIn } from './helpers.ts';

// Found by the contract fuzzer: a known path asked with a method it does not take answered 404
// ("Not found."), as if the resource did not exist; it is a 405 naming the methods it takes.
let app: FastifyInstance;
let demo: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
});
afterAll(async () => closeTestApp(app));

describe('a known path with another method', () => {
  it.each([
    ['POST', '/api/v1/health', 'GET, HEAD'],
    ['GET', '/api/v1/bo/me/change-password', 'POST'],
    ['DELETE', '/api/v1/affiliate/1/member', 'GET, HEAD'],
    ['PATCH', '/api/v1/operator/settings/system.maintenance', 'PUT'],
    // The archive's path, not the delete route with an empty banner id.
    ['DELETE', '/api/v1/affiliate/1/banner/', 'POST, GET, HEAD'],
  ])('%s %s is a 405 with Allow: %s', async (method, url, allow) => {
    const response = await app.inject({ method: method as 'GET', url, headers: demo.headers });
    expect(response.statusCode, response.body).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(errorBody.strict().parse(response.json())).toMatchObject({ code: errorCodes.methodNotAllowed });
  });

  it('an empty path parameter does not match its route', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/commission-plans/',
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(404);
    // Where the path without its parameter is a route of its own (the settings list), it is that route's 405.
    const settings = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/settings/',
      headers: demo.headers,
    });
    expect(settings.statusCode).toBe(405);
    expect(settings.headers.allow).toBe('GET, HEAD');
  });

  it('an unknown path is still a 404', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/no-such-thing',
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.', code: errorCodes.notFound });
  });
});
