import { isAxiosError } from 'axios';
import { api, messages, type SessionTokens } from '@affiliate/contract';
import { createHttpClient } from './http-client';
import { hasValidToken, useAuthStore } from './auth-store';

/** Refresh and logout go through a client without the session-expiry interceptor: they are its tools. */
export const sessionClient = createHttpClient();

let pendingRefresh: Promise<SessionTokens> | null = null;

async function requestRefresh(refreshToken: string): Promise<SessionTokens> {
  const response = await sessionClient.post<{ data: SessionTokens }>(
    api.auth.refreshToken.path,
    { refreshToken },
    { skipSessionHandling: true },
  );
  return response.data.data;
}

/**
 * Exchanges the stored refresh token for new tokens. Single flight: parallel callers share one request,
 * because the gateway rotates refresh tokens and treats a reused one as theft.
 */
export function refreshSession(): Promise<SessionTokens> {
  if (pendingRefresh) return pendingRefresh;
  const { refreshToken } = useAuthStore.getState();
  if (!refreshToken) return Promise.reject(new Error(messages.noToken));
  pendingRefresh = requestRefresh(refreshToken)
    .then((tokens) => {
      useAuthStore.getState().setSession(tokens);
      return tokens;
    })
    .catch((reason: unknown) => {
      // A refused refresh token will never work again: forget it so the guard stops retrying it.
      if (isAxiosError(reason) && reason.response && reason.response.status < 500) useAuthStore.getState().clearSession();
      throw reason;
    })
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

/**
 * Resolves with a usable access token: the stored one while it is valid, else one refresh attempt.
 * Rejects with 'No Token!' when nothing is stored and 'Expired Token!' when the refresh fails.
 */
export async function authenticate(now: number = Date.now()): Promise<string> {
  const state = useAuthStore.getState();
  if (state.token && hasValidToken(state, now)) return state.token;
  if (!state.refreshToken) throw new Error(state.token ? messages.expiredToken : messages.noToken);
  try {
    const tokens = await refreshSession();
    return tokens.token;
  } catch {
    throw new Error(messages.expiredToken);
  }
}

/** Authenticated = a token exists and expires later than now, or one refresh succeeded. */
export async function isAuthenticated(now: number = Date.now()): Promise<boolean> {
  try {
    await authenticate(now);
    return true;
  } catch {
    return false;
  }
}

/** Best effort: the server revokes the refresh token family; the local session is cleared regardless. */
export async function revokeSession(refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  try {
    await sessionClient.post(api.auth.logout.path, { refreshToken }, { skipSessionHandling: true });
  } catch {
    // Signing out must work offline or with an already revoked token.
  }
}
