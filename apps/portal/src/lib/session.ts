import { logout as logoutEndpoint, refreshToken as refreshTokenEndpoint, type SessionTokens } from '@affiliate/contract/endpoints/auth';
import { messages } from '@affiliate/contract/common/messages';
import { useAuthStore } from './auth-store';
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
