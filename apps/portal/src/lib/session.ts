import { logout as logoutEndpoint, refreshToken as refreshTokenEndpoint, type SessionTokens } from '@affiliate/contract/endpoints/auth';
import { messages } from '@affiliate/contract/common/messages';
import { hasValidToken, useAuthStore } from './auth-store';
import { endpointRequest, type EndpointOutput } from './endpoint-request';
import { send } from './http-client';

/*
 * Refresh and logout are sent by the bare transport, not by callEndpoint: they are the tools of its
 * session-expiry handling (both endpoints are public, so they would bypass it anyway).
 */

let pendingRefresh: Promise<SessionTokens> | null = null;

async function requestRefresh(refreshToken: string): Promise<SessionTokens> {
  const response = await send<EndpointOutput<typeof refreshTokenEndpoint>>(endpointRequest(refreshTokenEndpoint, { body: { refreshToken } }));
  return response.data.data;
}

/** A 4xx answer (not a network failure or an outage). */
function isRefusal(reason: unknown): boolean {
  const status = (reason as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Held by the tab that refreshes: the browser's other tabs of the portal wait for it. */
export const REFRESH_LOCK = 'goldline-session-refresh';

/** Runs `work` holding the refresh lock across tabs; where Web Locks are missing, just runs it. */
function holdingRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, work) : work();
}

/**
 * Under the lock: when another tab has stored a newer session meanwhile (localStorage holds it), take it
 * instead of spending a refresh token that tab has already rotated.
 */
async function refreshUnlessAnotherTabDid(presented: string): Promise<SessionTokens> {
  await useAuthStore.persist.rehydrate();
  const stored = useAuthStore.getState();
  if (!stored.refreshToken) throw new Error(messages.noToken);
  if (stored.refreshToken !== presented && stored.token && stored.expiresAt && hasValidToken(stored)) {
    return { token: stored.token, expiresAt: stored.expiresAt, refreshToken: stored.refreshToken };
  }
  const tokens = await requestRefresh(stored.refreshToken);
  useAuthStore.getState().setSession(tokens);
  return tokens;
}

/**
 * Exchanges the stored refresh token for new tokens. Single flight: parallel callers in a tab share one
 * request, and the tabs of the browser take turns (Web Locks), because the gateway rotates refresh tokens;
 * it forgives a token rotated moments ago, but a tab that keeps an old one would be signed out later.
 */
export function refreshSession(): Promise<SessionTokens> {
  if (pendingRefresh) return pendingRefresh;
  const { refreshToken } = useAuthStore.getState();
  if (!refreshToken) return Promise.reject(new Error(messages.noToken));
  pendingRefresh = holdingRefreshLock(() => refreshUnlessAnotherTabDid(refreshToken))
    .catch((reason: unknown) => {
      // A refused refresh token will never work again: forget it so the guard stops retrying it.
      if (isRefusal(reason)) useAuthStore.getState().clearSession();
      throw reason;
    })
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

/** Best effort: the server revokes the refresh token family; the local session is cleared regardless. */
export async function revokeSession(refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  try {
    await send(endpointRequest(logoutEndpoint, { body: { refreshToken } }));
  } catch {
    // Signing out must work offline or with an already revoked token.
  }
}
