import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { apiBaseUrl, getRuntimeConfig } from '@/config/runtime-config';
import { useAuthStore } from './auth-store';
import { serializeQuery } from './query-string';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one retry after a session refresh. */
    _retry?: boolean;
    /** Calls that must never trigger the session-expiry handling (login, refresh, logout). */
    skipSessionHandling?: boolean;
  }
}

/** A path without a leading slash (the rates call) still resolves against the base address. */
export function resolveRequestUrl(url: string | undefined): string | undefined {
  if (!url || /^[a-z][a-z\d+.-]*:\/\//i.test(url) || url.startsWith('/')) return url;
  return `/${url}`;
}

/** Bearer = the signed-in user's token, else the public portal client token from /config.json. */
export function bearerToken(): string | null {
  const { token } = useAuthStore.getState();
  if (token) return token;
  try {
    return getRuntimeConfig().portalClientToken || null;
  } catch {
    return null;
  }
}

function prepareRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL = config.baseURL ?? apiBaseUrl();
  config.url = resolveRequestUrl(config.url);
  const token = bearerToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

/**
 * The transport of every call (specification section 7): one base address, bearer, bracket-form
 * unencoded query arrays, the XSRF cookie/header pair, success = 2xx, no timeout.
 */
export function createHttpClient(): AxiosInstance {
  const instance = axios.create({
    headers: { Accept: 'application/json' },
    paramsSerializer: { serialize: (params) => serializeQuery(params as Record<string, unknown>) },
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    withXSRFToken: true,
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
  });
  instance.interceptors.request.use(prepareRequest);
  return instance;
}
