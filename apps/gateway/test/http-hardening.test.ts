import { endpoint, errorCodes, memberId } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireOwnAffiliate } from '../src/http/access.ts';
import { contractRoute } from '../src/http/contract-route.ts';
import { accessGuard } from '../src/http/access.ts';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({}, (instance) => {
    // Test-only routes: the own-member guard (used by later issues' /affiliate/{id}/... routes) and a
    // handler whose answer breaks its response schema.
    instance.get(
      '/api/v1/test/affiliate/:id/things',
      {
        onRequest: accessGuard({
          method: 'GET',
          path: '/api/v1/test/affiliate/{id}/things',
          access: 'member',
        }),
        preHandler: requireOwnAffiliate('id'),
      },
      async () => ({ ok: true }),
    );
    const referralCount = endpoint({
      method: 'GET',
      path: '/api/v1/test/affiliate/{id}/referral-count',
      access: 'member',
      owner: 'id',
      summary: 'test only',
      tags: ['test'],
      params: z.object({ id: memberId }),
      response: z.object({ data: z.object({ count: z.number() }) }),
    });
    contractRoute(instance, referralCount, async () => ({ data: { count: 7 } }));
    // An owner parameter under a name no other endpoint uses, beside a parameter that is not the owner.
    const partnerNote = endpoint({
      method: 'GET',
      path: '/api/v1/test/partner/{partnerId}/notes/{noteId}',
      access: 'member',
      owner: 'partnerId',
      summary: 'test only',
      tags: ['test'],
      params: z.object({ partnerId: memberId, noteId: z.coerce.number().int() }),
      response: z.object({ data: z.object({ affiliate: z.number(), note: z.number() }) }),
    });
    contractRoute(instance, partnerNote, async (request) => ({
      data: { affiliate: request.affiliate.id, note: request.params.noteId },
    }));
    instance
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/v1/test/broken',
        { schema: { response: { 200: z.object({ id: z.number() }) } } },
        async () => ({ id: 'secret-internal-value' }) as never,
      );
  });
});
afterAll(async () => closeTestApp(app));

describe('malformed and oversized requests', () => {
  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: errorCodes.malformedRequest,
    });
  });

  it('answers a body over 64 KiB with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'demo', password: 'x'.repeat(70_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(errorCodes.payloadTooLarge);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/does-not-exist',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.', code: errorCodes.notFound });
  });

  it('hides the details of a response that breaks its schema behind a plain 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error.', code: errorCodes.internal });
    expect(response.body).not.toContain('secret-internal-value');
  });
});

describe('requireOwnAffiliate', () => {
  it("lets an affiliate reach their own id and refuses another's with 403", async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const demoId = (await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: demo.headers })).json()
      .data.id;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/test/affiliate/${demoId}/things`,
          headers: demo.headers,
        })
      ).statusCode,
    ).toBe(200);
    const denied = await app.inject({
      method: 'GET',
      url: `/api/v1/test/affiliate/${demoId}/things`,
      headers: rival.headers,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe(errorCodes.forbidden);
    const audit = await app.ctx.db.query(
      "SELECT 1 FROM audit_events WHERE event = 'access.denied' AND detail->>'reason' = 'other-affiliate'",
    );
    expect(audit.rowCount).toBe(1);
  });

  it('is applied to contract member routes on the parameter their endpoint declares as owner', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const demoId = (await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: demo.headers })).json()
      .data.id;
    const own = await app.inject({
      method: 'GET',
      url: `/api/v1/test/affiliate/${demoId}/referral-count`,
      headers: demo.headers,
    });
    expect(own.json()).toEqual({ data: { count: 7 } });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/test/affiliate/${demoId}/referral-count`,
          headers: rival.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/test/affiliate/${demoId}/referral-count` }))
        .statusCode,
    ).toBe(401);
  });

  it('guards an owner parameter of any name, and only that one', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const demoId = (await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: demo.headers })).json()
      .data.id;
    const rivalId = (await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: rival.headers })).json()
      .data.id;
    // {noteId} is not an affiliate's id: the rival's id there is no attempt at the rival's data.
    const own = await app.inject({
      method: 'GET',
      url: `/api/v1/test/partner/${demoId}/notes/${rivalId}`,
      headers: demo.headers,
    });
    expect(own.json()).toEqual({ data: { affiliate: demoId, note: rivalId } });
    const denied = await app.inject({
      method: 'GET',
      url: `/api/v1/test/partner/${demoId}/notes/1`,
      headers: rival.headers,
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe(errorCodes.forbidden);
    const audit = await app.ctx.db.query(
      "SELECT 1 FROM audit_events WHERE event = 'access.denied' AND detail->>'reason' = 'other-affiliate' AND detail->>'route' = '/api/v1/test/partner/:partnerId/notes/:noteId'",
    );
    expect(audit.rowCount).toBe(1);
  });
});

describe('XSRF cookie and header', () => {
  it('sets a readable XSRF-TOKEN cookie with the portal configuration the page loads first', async () => {
    const response = await app.inject({ method: 'GET', url: '/config.json' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBeFalsy();
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/');
    expect(cookie!.secure).toBeFalsy();
    // API answers do not mint cookies: server-to-server callers never get one.
    const api = await app.inject({ method: 'GET', url: '/api/v1/bo/setting/all' });
    expect(api.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('refuses a state-changing request with cookies but without the matching header', async () => {
    const payload = { username: DEMO.username, password: DEMO.password };
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      cookies: { 'XSRF-TOKEN': 'abc123' },
      payload,
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: 'CSRF token mismatch.', code: 40300 });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      cookies: { 'XSRF-TOKEN': 'abc123' },
      headers: { 'x-xsrf-token': 'zzz' },
      payload,
    });
    expect(wrong.statusCode).toBe(403);
    const right = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      cookies: { 'XSRF-TOKEN': 'abc123' },
      headers: { 'x-xsrf-token': 'abc123' },
      payload,
    });
    expect(right.statusCode).toBe(200);
  });

  it('does not check requests without cookies (server to server) nor safe methods', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/bo/setting/all', cookies: { 'XSRF-TOKEN': 'abc' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { username: DEMO.username, password: DEMO.password },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a strict CSP without inline scripts, no framing, no referrer and no HSTS on http', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the API reference at /docs with its own looser policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const spec = await app.inject({ method: 'GET', url: '/docs/json' });
    const doc = spec.json();
    expect(doc.paths['/api/v1/auth/login'].post).toBeDefined();
    expect(doc.components.securitySchemes.memberToken.scheme).toBe('bearer');
  });
});

describe('database outage', () => {
  it('answers 503 with code 50300 (and never a stack trace) when the database is unreachable', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    await app.ctx.db.close();
    const affiliate = await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: demo.headers });
    expect(affiliate.statusCode).toBe(503);
    expect(affiliate.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      code: errorCodes.unavailable,
    });
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json().code).toBe(errorCodes.unavailable);
  });
});
