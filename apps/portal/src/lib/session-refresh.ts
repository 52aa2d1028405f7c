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

/** Runs `work` holding `lock` across tabs; where Web Locks are missing, just runs it. */
function holdingLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(lock, work) : work();
}

/**
 * The refresh of one stored session (the affiliate's in session.ts, the operator's in the console):
 * exchanges the stored refresh token for new tokens. Single flight: parallel callers in a tab share one
 * request, and the tabs of the browser take turns (Web Locks), because the gateway rotates refresh
 * tokens; it forgives a token rotated moments ago, but a tab that keeps an old one would be signed out
 * later. Under the lock, a newer session another tab stored meanwhile (localStorage holds it) is taken
 * instead of spending a refresh token that tab has already rotated. A refused refresh token will never
 * work again: it is forgotten, so the guard stops retrying it.
 */
export function createSessionRefresh({ store, lock, requestRefresh }: SessionRefreshSetup): () => Promise<SessionTokens> {
  let pending: Promise<SessionTokens> | null = null;

  const refreshUnlessAnotherTabDid = async (presented: string): Promise<SessionTokens> => {
    await store.persist.rehydrate();
    const stored = store.getState();
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
    pending = holdingLock(lock, () => refreshUnlessAnotherTabDid(refreshToken))
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
export async function revokeRefreshToken(transport: Transport, signOut: Endpoint, refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  try {
    await transport(endpointRequest(signOut, { body: { refreshToken } }));
  } catch {
    // Nothing to do: see above.
  }
}
