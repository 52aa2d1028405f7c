import { isAxiosError } from 'axios';
import { api, messages, type SessionTokens } from '@affiliate/contract';
import { createHttpClient } from './http-client';
import { useAuthStore } from './auth-store';

// The guard's check lives apart so the first screen does not load the HTTP client; kept here too for callers.
export { authenticate, isAuthenticated } from './authentication';

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

/** Best effort: the server revokes the refresh token family; the local session is cleared regardless. */
export async function revokeSession(refreshToken: string | null): Promise<void> {
  if (!refreshToken) return;
  try {
    await sessionClient.post(api.auth.logout.path, { refreshToken }, { skipSessionHandling: true });
  } catch {
    // Signing out must work offline or with an already revoked token.
  }
}
