import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@affiliate/contract';
import { freshTokens, stubFetch, type StubReply } from '@/testing/fetch-stub';
import { hasValidToken, isLoggedIn, useAuthStore } from '../auth-store';
import { authenticate, isAuthenticated } from '../authentication';
import { REFRESH_LOCK, refreshSession } from '../session';
import { storageKeys } from '../storage';

const past = () => new Date(Date.now() - 60_000).toISOString();
const future = () => new Date(Date.now() + 60_000).toISOString();

function storeSession(session: {
  token?: string | null;
  expiresAt?: string | null;
  refreshToken?: string | null;
}) {
  useAuthStore.setState({ token: null, expiresAt: null, refreshToken: null, ...session });
}

function answerRefresh(reply: () => StubReply) {
  return stubFetch((request) => {
    if (request.url === '/api/v1/auth/refresh-token') return reply();
    return { status: 404 };
  });
}

describe('authentication state', () => {
  beforeEach(() => {
    useAuthStore.getState().clearSession();
  });

  it('is authenticated with a token that expires later than now, without calling the server', async () => {
    const requests = answerRefresh(() => ({ status: 500 }));
    storeSession({ token: 'access', expiresAt: future(), refreshToken: 'refresh' });
    expect(await isAuthenticated()).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('refreshes an expired token once and stores the new tokens', async () => {
    const tokens = freshTokens();
    const requests = answerRefresh(() => ({ status: 200, data: { data: tokens } }));
    storeSession({ token: 'old', expiresAt: past(), refreshToken: 'old-refresh' });

    expect(await isAuthenticated()).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', data: { refreshToken: 'old-refresh' } });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'new-access',
      refreshToken: 'new-refresh',
      expiresAt: tokens.expiresAt,
    });
  });

  it('is not authenticated when the refresh fails, and forgets the refused refresh token', async () => {
    answerRefresh(() => ({ status: 401, data: { message: 'Session expired', code: 20102 } }));
    storeSession({ token: 'old', expiresAt: past(), refreshToken: 'revoked' });

    expect(await isAuthenticated()).toBe(false);
    await expect(authenticate()).rejects.toThrow(messages.noToken);
    expect(isLoggedIn()).toBe(false);
  });

  it("rejects with 'Expired Token!' when the refresh fails", async () => {
    answerRefresh(() => ({ status: 503, data: { message: 'Unavailable' } }));
    storeSession({ token: 'old', expiresAt: past(), refreshToken: 'refresh' });
    await expect(authenticate()).rejects.toThrow(messages.expiredToken);
    // A server outage is no reason to sign the user out.
    expect(isLoggedIn()).toBe(true);
  });

  it("is not authenticated without a refresh token: 'No Token!' or 'Expired Token!'", async () => {
    const requests = answerRefresh(() => ({ status: 200, data: { data: freshTokens() } }));
    await expect(authenticate()).rejects.toThrow(messages.noToken);
    storeSession({ token: 'old', expiresAt: past() });
    await expect(authenticate()).rejects.toThrow(messages.expiredToken);
    expect(await isAuthenticated()).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it('shares one refresh between parallel callers (single flight)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const requests = stubFetch(async () => {
      await gate;
      return { status: 200, data: { data: freshTokens() } };
    });
    storeSession({ token: 'old', expiresAt: past(), refreshToken: 'refresh' });

    const callers = Promise.all([isAuthenticated(), isAuthenticated(), refreshSession(), isAuthenticated()]);
    release();
    const [a, b, tokens, c] = await callers;

    expect([a, b, c]).toEqual([true, true, true]);
    expect(tokens.token).toBe('new-access');
    expect(requests).toHaveLength(1);
  });

  it('counts as logged in while a refresh token is stored', () => {
    expect(isLoggedIn({ refreshToken: null })).toBe(false);
    expect(isLoggedIn({ refreshToken: 'r' })).toBe(true);
  });

  it('treats a token at or past its expiry as invalid', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(hasValidToken({ token: 't', expiresAt: '2026-05-01T10:00:01Z' }, now)).toBe(true);
    expect(hasValidToken({ token: 't', expiresAt: '2026-05-01T10:00:00Z' }, now)).toBe(false);
    expect(hasValidToken({ token: null, expiresAt: '2026-05-01T11:00:00Z' }, now)).toBe(false);
  });
});

describe('refreshing across tabs', () => {
  beforeEach(() => {
    useAuthStore.getState().clearSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** What another tab of the portal leaves in localStorage once it has refreshed. */
  function anotherTabStores(session: { token: string; expiresAt: string; refreshToken: string }) {
    localStorage.setItem(storageKeys.auth, JSON.stringify({ state: session, version: 0 }));
  }

  it('takes the session another tab stored meanwhile instead of spending the rotated refresh token', async () => {
    const requests = answerRefresh(() => ({ status: 200, data: { data: freshTokens() } }));
    storeSession({ token: 'old', expiresAt: past(), refreshToken: 'rotated-by-the-other-tab' });
    anotherTabStores({ token: 'other-tab-access', expiresAt: future(), refreshToken: 'other-tab-refresh' });

    const tokens = await refreshSession();

    expect(requests).toHaveLength(0);
    expect(tokens).toMatchObject({ token: 'other-tab-access', refreshToken: 'other-tab-refresh' });
    expect(useAuthStore.getState()).toMatchObject({
      token: 'other-tab-access',
      refreshToken: 'other-tab-refresh',
    });
  });

  /**
   * Web Locks as a browser grants them while another tab holds the lock: `ifAvailable` gets no lock;
   * a plain request is granted once `otherTabDone` has run (the other tab's refresh ending).
   */
  function locksHeldByAnotherTab(held: string[], otherTabDone: () => void) {
    return {
      request: async (name: string, ...rest: unknown[]) => {
        held.push(name);
        const work = rest[rest.length - 1] as (lock: object | null) => Promise<unknown>;
        if ((rest[0] as { ifAvailable?: boolean }).ifAvailable) return work(null);
        otherTabDone();
        return work({ name });
      },
    };
  }

  it('refreshes under the Web Lock the tabs share, and reads the stored session once it holds it', async () => {
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      // The other tab finishes its refresh while this one waits for the lock.
      locks: locksHeldByAnotherTab(held, () =>
        anotherTabStores({
          token: 'other-tab-access',
          expiresAt: future(),
          refreshToken: 'other-tab-refresh',
        }),
      ),
    });
    const requests = answerRefresh(() => ({ status: 200, data: { data: freshTokens() } }));
    storeSession({ token: 'old', expiresAt: past(), refreshToken: 'refresh' });

    await refreshSession();

    expect(held).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(requests).toHaveLength(0);
    expect(useAuthStore.getState().refreshToken).toBe('other-tab-refresh');
  });

  it('after waiting for the lock, waits for the session the other tab stored to reach this tab', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      // The lock comes free before the other tab's write is visible here; it arrives 30 ms later.
      locks: locksHeldByAnotherTab([], () =>
        setTimeout(() => {
          anotherTabStores({
            token: 'other-tab-access',
            expiresAt: future(),
            refreshToken: 'other-tab-refresh',
          });
          window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.auth }));
        }, 30),
      ),
    });
    const requests = answerRefresh(() => ({ status: 200, data: { data: freshTokens() } }));
    storeSession({ token: 'old', expiresAt: past(), refreshToken: 'refresh' });

    const tokens = await refreshSession();

    expect(requests).toHaveLength(0);
    expect(tokens).toMatchObject({ token: 'other-tab-access', refreshToken: 'other-tab-refresh' });
  });

  it('refreshes at once when no other tab holds the lock', async () => {
    const held: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, _options: unknown, work: (lock: object | null) => Promise<unknown>) => (
          held.push(name),
          work({ name })
        ),
      },
    });
    const requests = answerRefresh(() => ({ status: 200, data: { data: freshTokens() } }));
    storeSession({ token: 'old', expiresAt: past(), refreshToken: 'refresh' });
    await refreshSession();
    // One request for the lock (granted at once), and the refresh.
    expect(held).toEqual([REFRESH_LOCK]);
    expect(requests).toHaveLength(1);
  });

  it('refreshes when the stored session is still the one this tab holds', async () => {
    const requests = answerRefresh(() => ({ status: 200, data: { data: freshTokens() } }));
    storeSession({ token: 'old', expiresAt: past(), refreshToken: 'refresh' });
    await refreshSession();
    expect(requests).toHaveLength(1);
    expect(useAuthStore.getState().refreshToken).toBe('new-refresh');
  });
});
