import {
  logout as logoutEndpoint,
  refreshToken as refreshTokenEndpoint,
} from '@affiliate/contract/endpoints/auth';
import { useAuthStore } from './auth-store';
import { endpointRequest, type EndpointOutput } from './endpoint-request';
import { send } from './http-client';
import { createSessionRefresh, revokeRefreshToken } from './session-refresh';

/*
 * Refresh and logout are sent by the bare transport, not by callEndpoint: they are the tools of its
 * session-expiry handling (both endpoints are public, so they would bypass it anyway).
 */

/** Held by the tab that refreshes: the browser's other tabs of the portal wait for it. */
export const REFRESH_LOCK = 'goldline-session-refresh';

/**
 * Exchanges the stored refresh token for new tokens, once for all the callers of a tab and one tab at a
 * time (see `createSessionRefresh`).
 */
export const refreshSession = createSessionRefresh({
  store: useAuthStore,
  lock: REFRESH_LOCK,
  requestRefresh: async (refreshToken) => {
    const response = await send<EndpointOutput<typeof refreshTokenEndpoint>>(
      endpointRequest(refreshTokenEndpoint, { body: { refreshToken } }),
    );
    return response.data.data;
  },
});

/** Best effort: the server revokes the refresh token family; the local session is cleared regardless. */
export function revokeSession(refreshToken: string | null): Promise<void> {
  return revokeRefreshToken(send, logoutEndpoint, refreshToken);
}
