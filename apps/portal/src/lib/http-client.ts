import { getRuntimeConfig } from '@/config/runtime-config';
import { useAuthStore } from './auth-store';
import { currentLanguage } from './i18n/language';
import { createTransport } from './http-transport';

export {
  createTransport,
  isHttpResponse,
  NetworkError,
  requestUrl,
  resolveRequestUrl,
  XSRF_COOKIE,
  XSRF_HEADER,
  xsrfToken,
  type HttpRequest,
  type HttpResponse,
  type Transport,
} from './http-transport';

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

/** The language the gateway answers the portal in: the shown one (the pseudo-language's is English). */
export function askedLanguage(): string {
  const language = currentLanguage();
  return language === 'pseudo' ? 'en' : language;
}

/**
 * The portal's transport of every call (see `createTransport`): the affiliate's bearer, else the public
 * portal client token; the gateway's messages in the shown language.
 */
export const send = createTransport(bearerToken, askedLanguage);
