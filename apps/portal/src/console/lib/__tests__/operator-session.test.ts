import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { useAuthStore } from '@/lib/auth-store';
import { inAnHour, operatorAccount, signInOperator } from '../../testing/render-console';
import { callConsole } from '../console-api';
import {
  authenticateOperator,
  OPERATOR_REFRESH_LOCK,
  signOutOperator,
  startOperatorSession,
} from '../operator-session';
import { LEGACY_OPERATOR_SESSION_KEY, useOperatorSession } from '../operator-session-store';

const me = api.operatorConsole.signedInOperator;
const refreshPath = api.operatorConsole.operatorRefresh.path;
const expiredBody = { message: 'Your session has expired.', code: 20102 };
const consoleSession = (token: string) => ({ token, expiresAt: inAnHour() });

function answer(reply: (request: RecordedRequest) => StubReply) {
  return stubFetch(reply);
}

describe("the console's session", () => {
  beforeEach(() => {
    useOperatorSession.setState({ token: null, expiresAt: null, hadSession: false, expired: false });
    useAuthStore.getState().clearSession();
    localStorage.clear();
  });

  it("keeps the operator's token in memory only: nothing of it in the origin's storage, the affiliate's session untouched", () => {
    useAuthStore
      .getState()
      .setSession({ token: 'affiliate-access', expiresAt: inAnHour(), refreshToken: 'affiliate-refresh' });
    startOperatorSession(consoleSession('operator-access'));

    expect(useOperatorSession.getState()).toMatchObject({ token: 'operator-access', hadSession: true });
    const storage = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(storage).not.toContain('operator-access');
    expect(localStorage.getItem(LEGACY_OPERATOR_SESSION_KEY)).toBeNull();
    expect(useAuthStore.getState().token).toBe('affiliate-access');
  });

  it("sends the operator's access token, never the affiliate's or the portal client token, with the XSRF header", async () => {
    useAuthStore
      .getState()
      .setSession({ token: 'affiliate-access', expiresAt: inAnHour(), refreshToken: 'affiliate-refresh' });
    signInOperator();
    document.cookie = 'XSRF-TOKEN=xsrf-1';
    const requests = answer(() => ({ status: 200, data: { data: operatorAccount() } }));

    await callConsole(me);
    useOperatorSession.setState({ token: null });
    await callConsole(api.operatorConsole.operatorSignIn, {
      body: { email: 'ada@goldline.example', password: 'x', code: '123456' },
    });

    expect(requests[0]).toMatchObject({ method: 'GET', url: me.path });
    expect(requests[0]!.headers).toMatchObject({
      authorization: 'Bearer operator-access',
      'x-xsrf-token': 'xsrf-1',
    });
    expect(requests[1]!.headers.authorization).toBeUndefined();
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('refreshes once with the cookie for parallel 401s (no token in the body), and retries each call with the new token', async () => {
    signInOperator({ token: 'stale' });
    document.cookie = 'XSRF-TOKEN=xsrf-2';
    const requests = answer((request) => {
      if (request.url === refreshPath) return { status: 200, data: { data: consoleSession('operator-new') } };
      return request.headers.authorization === 'Bearer operator-new'
        ? { status: 200, data: { data: operatorAccount() } }
        : { status: 401, data: expiredBody };
    });

    const results = await Promise.all([
      callConsole(me),
      callConsole(me),
      callConsole(api.operatorConsole.operatorAccounts),
    ]);

    expect(results).toHaveLength(3);
    const refreshes = requests.filter((request) => request.url === refreshPath);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.data).toEqual({});
    // The cookie rides on a state-changing request: the XSRF header goes with it.
    expect(refreshes[0]!.headers['x-xsrf-token']).toBe('xsrf-2');
    expect(useOperatorSession.getState().token).toBe('operator-new');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('gets a token for a reloaded page or a new tab from the cookie, taking turns with the other tabs', async () => {
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, work: () => Promise<unknown>) => {
          held.push(name);
          return work();
        },
      },
    });
    answer((request) =>
      request.url === refreshPath
        ? { status: 200, data: { data: consoleSession('from-cookie') } }
        : { status: 404, data: {} },
    );

    expect(await authenticateOperator()).toBe('from-cookie');
    expect(held).toEqual([OPERATOR_REFRESH_LOCK]);
    vi.unstubAllGlobals();
  });

  it('without a session to renew, says there is none and tells nobody it expired', async () => {
    answer(() => ({ status: 401, data: expiredBody }));
    await expect(authenticateOperator()).rejects.toThrow('No Token!');
    expect(useOperatorSession.getState()).toMatchObject({ token: null, expired: false });
  });

  it('ends the session when the refresh is refused: the token goes and the sign-in page is told why', async () => {
    useAuthStore
      .getState()
      .setSession({ token: 'affiliate-access', expiresAt: inAnHour(), refreshToken: 'affiliate-refresh' });
    signInOperator({ token: 'stale' });
    answer(() => ({ status: 401, data: expiredBody }));

    await expect(callConsole(me)).rejects.toMatchObject({ status: 401 });

    expect(useOperatorSession.getState()).toMatchObject({ token: null, expired: true });
    expect(useAuthStore.getState().refreshToken).toBe('affiliate-refresh');
  });

  it('leaves a 401 of the sign-in alone: wrong credentials are not an expired session', async () => {
    signInOperator();
    const requests = answer(() => ({
      status: 401,
      data: { message: 'Wrong email or password.', code: 20101 },
    }));

    await expect(
      callConsole(api.operatorConsole.operatorSignIn, {
        body: { email: 'a@b.example', password: 'x', code: '123456' },
      }),
    ).rejects.toMatchObject({ status: 401 });

    expect(requests).toHaveLength(1);
    expect(useOperatorSession.getState()).toMatchObject({ token: 'operator-access', expired: false });
  });

  it('signs out locally first, then has the server end the sign-in and clear the cookie', async () => {
    signInOperator();
    const requests = answer(() => ({ status: 200, data: { data: { signedOut: true } } }));

    const done = signOutOperator();
    expect(useOperatorSession.getState().token).toBeNull();
    await done;

    expect(requests).toMatchObject([
      { method: 'POST', url: api.operatorConsole.operatorSignOut.path, data: {} },
    ]);
  });
});
