import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_TTL_MS } from '../src/modules/auth/service.ts';
import { advanceClock, buildTestApp, closeTestApp, DEMO, signIn, type SignedIn } from './helpers.ts';

// Its own file: it moves the app's clock a month forward.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(async () => closeTestApp(app));

const list = async (session: SignedIn): Promise<{ id: string; current: boolean }[]> => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/bo/me/sessions',
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const sessionState = (id: string) =>
  app.ctx.db.maybeOne<{ revoked_at: Date | null; revoke_reason: string | null }>(
    'SELECT revoked_at, revoke_reason FROM sessions WHERE id = $1',
    [id],
  );

describe('sessions past their lifetime', () => {
  it('are ended when the list is read: not listed, closed in the database, their refresh refused', async () => {
    const forgotten = await signIn(app, DEMO.username, DEMO.password);
    const forgottenId = (await list(forgotten)).find((row) => row.current)!.id;

    // A month without a refresh: the forgotten session's refresh token is past its 30 days.
    advanceClock(app, REFRESH_TOKEN_TTL_MS + 60_000);
    expect(await sessionState(forgottenId)).toMatchObject({ revoked_at: null });
    const today = await signIn(app, DEMO.username, DEMO.password);

    const listed = await list(today);
    expect(listed.map((row) => row.id)).not.toContain(forgottenId);
    expect(listed.filter((row) => row.current)).toHaveLength(1);
    expect(await sessionState(forgottenId)).toMatchObject({
      revoked_at: expect.any(Date),
      revoke_reason: 'expired',
    });

    // "Log out the others" has nothing left to count from that month.
    const others = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/me/sessions/revoke-others',
      headers: today.headers,
    });
    expect(others.json()).toEqual({ data: { revoked: listed.length - 1 } });

    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      payload: { refreshToken: forgotten.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
