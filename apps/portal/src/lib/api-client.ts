import type { AxiosError, AxiosInstance, AxiosResponse } from 'axios';
import { errorCodes } from '@affiliate/contract';
import { routes } from '@/config/routes';
import { useAuthStore } from './auth-store';
import { createHttpClient } from './http-client';
import { refreshSession } from './session';

export interface SessionExpiryHandling {
  hasRefreshToken: () => boolean;
  /** Shared (single-flight) refresh. */
  refresh: () => Promise<unknown>;
  currentPath: () => string;
  /** Opens the Session Expired dialog. */
  openSessionExpired: () => void;
  /** On the login path the dialog stays closed; the stale session is just dropped. */
  clearSession: () => void;
}

const defaultHandling: SessionExpiryHandling = {
  hasRefreshToken: () => Boolean(useAuthStore.getState().refreshToken),
  refresh: refreshSession,
  currentPath: () => window.location.pathname,
  openSessionExpired: () => useAuthStore.getState().openSessionExpiredModal(),
  clearSession: () => useAuthStore.getState().clearSession(),
};

/** A 401, or a body carrying code 20102, means the session is over (specification section 4). */
export function isSessionExpiry(response: AxiosResponse | undefined): boolean {
  if (!response) return false;
  const body = response.data as { code?: unknown } | null | undefined;
  return response.status === 401 || (typeof body === 'object' && body !== null && body.code === errorCodes.sessionExpired);
}

function isLoginPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === routes.authLogin.path;
}

/**
 * On session expiry: refresh once (shared by parallel failures) and retry the request once; without a
 * refresh token, or when the refresh fails, open the Session Expired dialog (not on the login path).
 * Every failure is rejected with the response, or with the error when there is no response.
 */
export function installSessionExpiryHandling(
  instance: AxiosInstance,
  handling: SessionExpiryHandling = defaultHandling,
): AxiosInstance {
  const expire = () => {
    if (isLoginPath(handling.currentPath())) handling.clearSession();
    else handling.openSessionExpired();
  };

  instance.interceptors.response.use(undefined, async (error: AxiosError) => {
    const { response, config } = error;
    if (!response || !config) throw error;
    if (!isSessionExpiry(response) || config._retry || config.skipSessionHandling) throw response;
    if (!handling.hasRefreshToken()) {
      expire();
      throw response;
    }
    try {
      await handling.refresh();
    } catch {
      expire();
      throw response;
    }
    return instance.request({ ...config, _retry: true });
  });
  return instance;
}

/** The one HTTP client of the portal's features. */
export const apiClient = installSessionExpiryHandling(createHttpClient());
