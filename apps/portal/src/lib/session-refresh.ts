import type { SessionTokens } from '@affiliate/contract/endpoints/auth';
import type { Endpoint } from '@affiliate/contract/common/endpoint';
import { messages } from '@affiliate/contract/common/messages';
import { endpointRequest } from './endpoint-request';
import type { Transport } from './http-transport';
import { hasValidToken, type StoredSessionStore } from './stored-session';

/** How one app renews its stored session. */
export interface SessionRefreshSetup {
  store: StoredSessionStore;
  /** The Web Lock the app's tabs take turns on while one of them refreshes. */
  lock: string;
  /** Sends the refresh token to the app's refresh endpoint; resolves with the new tokens. */
  requestRefresh: (refreshToken: string) => Promise<SessionTokens>;
}

/** A 4xx answer (not a network failure or an outage). */
function isRefusal(reason: unknown): boolean {
  const status = (reason as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

const HELD_ELSEWHERE = Symbol('the lock is held by another tab');

/** How long a tab that waited for another tab's refresh waits for that tab's stored session to reach it. */
const OTHER_TAB_SESSION_WAIT_MS = 1_000;

/**
 * Runs `work` holding `lock` across tabs, telling it whether another tab held the lock first (and may
 * just have refreshed); where Web Locks are missing, just runs it.
 */
async function holdingLock<T>(lock: string, work: (waited: boolean) => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work(false);
  const first = await locks.request(lock, { ifAvailable: true }, (held) =>
    held ? work(false) : HELD_ELSEWHERE,
  );
  return first === HELD_ELSEWHERE ? locks.request(lock, () => work(true)) : (first as T);
}

/** Resolves at another tab's next change to localStorage (the `storage` event), or after `ms`. */
function anotherTabsNextWrite(ms: number): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', done);
  });
}

/**
 * The refresh of one stored session (the affiliate's in session.ts, the operator's in the console):
 * exchanges the stored refresh token for new tokens. Single flight: parallel callers in a tab share one
 * request, and the tabs of the browser take turns (Web Locks), because the gateway rotates refresh
 * tokens; it forgives a token rotated moments ago, but a tab that keeps an old one would be signed out
 * later. Under the lock, a newer session another tab stored meanwhile (localStorage holds it) is taken
 * instead of spending a refresh token that tab has already rotated; a tab that waited for the lock also
 * waits (at most a second) for that session to reach its localStorage. A refused refresh token will never
 * work again: it is forgotten, so the guard stops retrying it.
 */
export function createSessionRefresh({
  store,
  lock,
  requestRefresh,
}: SessionRefreshSetup): () => Promise<SessionTokens> {
  let pending: Promise<SessionTokens> | null = null;

  const refreshUnlessAnotherTabDid = async (presented: string, waited: boolean): Promise<SessionTokens> => {
    await store.persist.rehydrate();
    let stored = store.getState();
    if (waited && stored.refreshToken === presented) {
      // The tab that held the lock may have stored its new session already: Chromium hands one tab's
      // localStorage writes to the others asynchronously, so it may not be here yet. Wait for it rather
      // than spend the refresh token that tab has just rotated (a refused refresh clears the session,
      // which arrives the same way).
      await anotherTabsNextWrite(OTHER_TAB_SESSION_WAIT_MS);
      await store.persist.rehydrate();
      stored = store.getState();
    }
    if (!stored.refreshToken) throw new Error(messages.noToken);
    if (stored.refreshToken !== presented && stored.token && stored.expiresAt && hasValidToken(stored)) {
      return { token: stored.token, expiresAt: stored.expiresAt, refreshToken: stored.refreshToken };
    }
    const tokens = await requestRefresh(stored.refreshToken);
    store.getState().setSession(tokens);
    return tokens;
  };

  return () => {
    if (pending) return pending;
    const { refreshToken } = store.getState();
    if (!refreshToken) return Promise.reject(new Error(messages.noToken));
    pending = holdingLock(lock, (waited) => refreshUnlessAnotherTabDid(refreshToken, waited))
      .catch((reason: unknown) => {
        if (isRefusal(reason)) store.getState().clearSession();
        throw reason;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  };
}

/**
 * Signs a session out on the server: `signOut` (a public endpoint taking `{ refreshToken }`) revokes the
 * sign-in the token belongs to. Best effort: the caller has cleared the local session already, and
 * signing out must work offline or with an already revoked token.
 */
export async function revokeRefreshToken(
  transport: Transport,
  signOut: Endpoint,
  refreshToken: string | null,
): Promise<void> {
  if (!refreshToken) return;
  try {
    await transport(endpointRequest(signOut, { body: { refreshToken } }));
  } catch {
    // Nothing to do: see above.
  }
}
