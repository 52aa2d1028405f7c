import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@affiliate/contract';
import { freshTokens, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { useAuthStore } from '@/lib/auth-store';
import { storageKeys } from '@/lib/storage';
import { followStoredSession } from '@/lib/tab-sessions';
import { aMinuteAgo, inAnHour, operatorAccount, signInOperator } from '../../testing/render-console';
import { callConsole } from '../console-api';
import {
  OPERATOR_REFRESH_LOCK,
  refreshOperatorSession,
  signOutOperator,
  startOperatorSession,
} from '../operator-session';
import { OPERATOR_SESSION_KEY, useOperatorSession } from '../operator-session-store';

const me = api.operatorConsole.signedInOperator;
const refreshPath = api.operatorConsole.operatorRefresh.path;
const expiredBody = { message: 'Your session has expired.', code: 20102 };

function answer(reply: (request: RecordedRequest) => StubReply) {
  return stubFetch(reply);
}

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { state: Record<string, unknown> } | null;

describe("the console's session", () => {
  beforeEach(() => {
    useOperatorSession.setState({ token: null, expiresAt: null, refreshToken: null, expired: false });
    useAuthStore.getState().clearSession();
  });

  it("is kept under its own key: an affiliate's session in the same browser stays as it is, and both are kept", () => {
    useAuthStore
      .getState()
      .setSession({ token: 'affiliate-access', expiresAt: inAnHour(), refreshToken: 'affiliate-refresh' });
    startOperatorSession({
      token: 'operator-access',
      expiresAt: inAnHour(),
      refreshToken: 'operator-refresh',
    });

    expect(OPERATOR_SESSION_KEY).not.toBe(storageKeys.auth);
    expect(stored(OPERATOR_SESSION_KEY)?.state).toMatchObject({
      token: 'operator-access',
      refreshToken: 'operator-refresh',
    });
    expect(stored(storageKeys.auth)?.state).toMatchObject({
      token: 'affiliate-access',
      refreshToken: 'affiliate-refresh',
    });
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

  it('refreshes once with the operator refresh endpoint for parallel 401s, and retries each call with the new token', async () => {
    signInOperator({ token: 'stale' });
    const requests = answer((request) => {
      if (request.url === refreshPath)
        return { status: 200, data: { data: freshTokens('operator-new', 'operator-refresh-2') } };
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
    expect(refreshes[0]!.data).toEqual({ refreshToken: 'operator-refresh' });
    expect(useOperatorSession.getState()).toMatchObject({
      token: 'operator-new',
      refreshToken: 'operator-refresh-2',
    });
    expect(useAuthStore.getState().refreshToken).toBeNull();
  });

  it("refreshes under the console's own Web Lock, and takes the session another console tab stored meanwhile", async () => {
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      // Another console tab holds the lock (no lock `ifAvailable`) and stores its session before it is granted here.
      locks: {
        request: async (name: string, ...rest: unknown[]) => {
          held.push(name);
          const work = rest[rest.length - 1] as (lock: object | null) => Promise<unknown>;
          if ((rest[0] as { ifAvailable?: boolean }).ifAvailable) return work(null);
          localStorage.setItem(
            OPERATOR_SESSION_KEY,
            JSON.stringify({
              state: { token: 'other-tab', expiresAt: inAnHour(), refreshToken: 'other-tab-refresh' },
              version: 0,
            }),
          );
          return work({ name });
        },
      },
    });
    const requests = answer(() => ({ status: 200, data: { data: freshTokens() } }));
    signInOperator({ token: 'old', expiresAt: aMinuteAgo() });

    const tokens = await refreshOperatorSession();

    expect(held).toEqual([OPERATOR_REFRESH_LOCK, OPERATOR_REFRESH_LOCK]);
    expect(requests).toHaveLength(0);
    expect(tokens.refreshToken).toBe('other-tab-refresh');
    expect(useOperatorSession.getState().token).toBe('other-tab');
  });

  it('ends the session when the refresh is refused: the tokens go and the sign-in page is told why', async () => {
    useAuthStore
      .getState()
      .setSession({ token: 'affiliate-access', expiresAt: inAnHour(), refreshToken: 'affiliate-refresh' });
    signInOperator({ token: 'stale' });
    answer((request) =>
      request.url === refreshPath ? { status: 401, data: expiredBody } : { status: 401, data: expiredBody },
    );

    await expect(callConsole(me)).rejects.toMatchObject({ status: 401 });

    expect(useOperatorSession.getState()).toMatchObject({ token: null, refreshToken: null, expired: true });
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
    expect(useOperatorSession.getState()).toMatchObject({ refreshToken: 'operator-refresh', expired: false });
  });

  it('signs out locally first, then ends the sign-in on the server with its refresh token', async () => {
    signInOperator();
    const requests = answer(() => ({ status: 200, data: { data: { signedOut: true } } }));

    const done = signOutOperator();
    expect(useOperatorSession.getState().refreshToken).toBeNull();
    await done;

    expect(requests).toMatchObject([
      {
        method: 'POST',
        url: api.operatorConsole.operatorSignOut.path,
        data: { refreshToken: 'operator-refresh' },
      },
    ]);
    expect(stored(OPERATOR_SESSION_KEY)?.state).toMatchObject({ token: null, refreshToken: null });
  });

  it("follows the tokens another console tab stores, and not the affiliate portal's", () => {
    signInOperator();
    const stop = followStoredSession(useOperatorSession, OPERATOR_SESSION_KEY);
    const event = (key: string, state: object) =>
      window.dispatchEvent(
        new StorageEvent('storage', { key, newValue: JSON.stringify({ state, version: 0 }) }),
      );

    event(storageKeys.auth, { token: 'affiliate', expiresAt: inAnHour(), refreshToken: 'affiliate-refresh' });
    expect(useOperatorSession.getState().token).toBe('operator-access');
    event(OPERATOR_SESSION_KEY, { token: 'rotated', expiresAt: inAnHour(), refreshToken: 'rotated-refresh' });
    expect(useOperatorSession.getState()).toMatchObject({
      token: 'rotated',
      refreshToken: 'rotated-refresh',
    });
    stop();
  });
});
