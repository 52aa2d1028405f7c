import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(async () => closeTestApp(app));

async function signInFrom(
  username: string,
  password: string,
  userAgent: string,
  remoteAddress: string,
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  return { ...data, headers: { authorization: `Bearer ${data.token}` } };
}

const list = (session: SignedIn) =>
  app.inject({ method: 'GET', url: '/api/v1/bo/me/sessions', headers: session.headers });
const me = (session: SignedIn) =>
  app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: session.headers });
const refresh = (session: SignedIn) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh-token',
    payload: { refreshToken: session.refreshToken },
  });
const revoke = (session: SignedIn, id: string) =>
  app.inject({ method: 'DELETE', url: `/api/v1/bo/me/sessions/${id}`, headers: session.headers });
const revokeOthers = (session: SignedIn) =>
  app.inject({ method: 'POST', url: '/api/v1/bo/me/sessions/revoke-others', headers: session.headers });

async function sessionIds(
  session: SignedIn,
): Promise<{ id: string; current: boolean; device: string; ip: string | null }[]> {
  const response = await list(session);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('the sessions list', () => {
  it("shows both of demo's sessions with device and masked address, the current one flagged, and none of rival's", async () => {
    await signInFrom(RIVAL.username, RIVAL.password, CHROME_WINDOWS, '198.51.100.77');
    const laptop = await signInFrom(DEMO.username, DEMO.password, CHROME_WINDOWS, '203.0.113.45');
    const phone = await signInFrom(DEMO.username, DEMO.password, SAFARI_IPHONE, '192.0.2.9');

    const seenFromPhone = await sessionIds(phone);
    const phoneRow = seenFromPhone.find((row) => row.current)!;
    const laptopRow = seenFromPhone.find(
      (row) => row.device === 'Chrome on Windows' && row.ip === '203.0.113.•••',
    );
    expect(phoneRow).toMatchObject({ device: 'Safari on iPhone', ip: '192.0.2.•••' });
    expect(laptopRow).toMatchObject({ current: false });
    expect(seenFromPhone.filter((row) => row.current)).toHaveLength(1);
    expect(seenFromPhone.some((row) => row.ip === '198.51.100.•••')).toBe(false);
    expect(JSON.stringify(seenFromPhone)).not.toContain('203.0.113.45');

    const seenFromLaptop = await sessionIds(laptop);
    expect(seenFromLaptop.find((row) => row.current)?.id).toBe(laptopRow!.id);
  });
});

describe('signing out one session', () => {
  it("revokes another session of one's own: its access token is refused at once and its refresh fails", async () => {
    const keeper = await signIn(app, DEMO.username, DEMO.password);
    const other = await signIn(app, DEMO.username, DEMO.password);
    expect((await me(other)).statusCode).toBe(200); // now in the signed-in cache
    const otherId = (await sessionIds(other)).find((row) => row.current)!.id;

    const response = await revoke(keeper, otherId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { revoked: true, current: false } });

    const refused = await me(other);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(errorCodes.sessionExpired);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await me(keeper)).statusCode).toBe(200);
    expect((await sessionIds(keeper)).some((row) => row.id === otherId)).toBe(false);
  });

  it('revoking the current session signs this caller out', async () => {
    const session = await signIn(app, DEMO.username, DEMO.password);
    const id = (await sessionIds(session)).find((row) => row.current)!.id;
    const response = await revoke(session, id);
    expect(response.json()).toEqual({ data: { revoked: true, current: true } });
    expect((await me(session)).json().code).toBe(errorCodes.sessionExpired);
  });

  it("answers 404 for a rival's session, and the rival stays signed in", async () => {
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    expect((await me(rival)).statusCode).toBe(200);
    const rivalId = (await sessionIds(rival)).find((row) => row.current)!.id;
    const demo = await signIn(app, DEMO.username, DEMO.password);

    const response = await revoke(demo, rivalId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'There is no such session.',
      code: errorCodes.notFound,
    });
    expect((await me(rival)).statusCode).toBe(200);
    expect((await refresh(rival)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown, malformed or already revoked session id', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    expect((await revoke(demo, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke(demo, 'not-a-session')).statusCode).toBe(404);
    const other = await signIn(app, DEMO.username, DEMO.password);
    const otherId = (await sessionIds(other)).find((row) => row.current)!.id;
    expect((await revoke(demo, otherId)).statusCode).toBe(200);
    expect((await revoke(demo, otherId)).statusCode).toBe(404);
  });

  it('is 401 without a token', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/bo/me/sessions' })).statusCode).toBe(401);
  });
});

describe('signing out all other sessions', () => {
  it("ends every other session of the caller, keeps this one, and leaves the rival's alone", async () => {
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const first = await signIn(app, DEMO.username, DEMO.password);
    const second = await signIn(app, DEMO.username, DEMO.password);
    const keeper = await signIn(app, DEMO.username, DEMO.password);
    const before = (await sessionIds(keeper)).length;
    expect(before).toBeGreaterThanOrEqual(3);

    const response = await revokeOthers(keeper);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { revoked: before - 1 } });
    for (const gone of [first, second]) expect((await me(gone)).json().code).toBe(errorCodes.sessionExpired);
    expect(await sessionIds(keeper)).toEqual([expect.objectContaining({ current: true })]);
    expect((await me(rival)).statusCode).toBe(200);

    expect((await revokeOthers(keeper)).json()).toEqual({ data: { revoked: 0 } });
  });
});

describe('signing out a group of sessions (one device on the settings screen)', () => {
  const revokeGroup = (session: SignedIn, sessionIds: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/bo/me/sessions/revoke',
      headers: session.headers,
      payload: { sessionIds },
    });

  it("ends the listed sessions of one's own, never the current one nor another affiliate's", async () => {
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const rivalId = (await sessionIds(rival)).find((row) => row.current)!.id;
    const linuxA = await signInFrom(
      DEMO.username,
      DEMO.password,
      CHROME_WINDOWS.replace('Windows NT 10.0; Win64; x64', 'X11; Linux x86_64'),
      '203.0.113.5',
    );
    const linuxB = await signInFrom(
      DEMO.username,
      DEMO.password,
      CHROME_WINDOWS.replace('Windows NT 10.0; Win64; x64', 'X11; Linux x86_64'),
      '203.0.113.6',
    );
    const keeper = await signInFrom(DEMO.username, DEMO.password, SAFARI_IPHONE, '192.0.2.9');
    const listed = await sessionIds(keeper);
    const linuxIds = listed.filter((row) => row.device === 'Chrome on Linux').map((row) => row.id);
    expect(linuxIds.length).toBeGreaterThanOrEqual(2);
    const keeperId = listed.find((row) => row.current)!.id;

    const response = await revokeGroup(keeper, [...linuxIds, keeperId, rivalId]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { revoked: linuxIds.length } });
    for (const gone of [linuxA, linuxB]) expect((await me(gone)).json().code).toBe(errorCodes.sessionExpired);
    const after = await sessionIds(keeper);
    expect(after.some((row) => linuxIds.includes(row.id))).toBe(false);
    expect(after.find((row) => row.current)?.id).toBe(keeperId);
    expect((await me(rival)).statusCode).toBe(200);

    // Again: nothing left to end.
    expect((await revokeGroup(keeper, linuxIds)).json()).toEqual({ data: { revoked: 0 } });
  });

  it('refuses an empty list, a malformed id and more than 200 ids with field errors', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    for (const bad of [
      [],
      ['not-a-uuid'],
      Array.from({ length: 201 }, () => '11111111-1111-4111-8111-111111111111'),
    ]) {
      const response = await revokeGroup(demo, bad);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors ?? {}).some((field) => field.startsWith('sessionIds'))).toBe(
        true,
      );
    }
  });
});
