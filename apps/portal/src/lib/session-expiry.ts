import { errorCodes } from '@affiliate/contract/common/errors';
import { isHttpResponse, type HttpResponse, type Transport } from './http-transport';

/** What a transport does when a session is over, for one app's session (the portal's, the console's). */
export interface SessionExpiryHandling {
  hasRefreshToken: () => boolean;
  /** The access token a request is sent with now. */
  currentToken: () => string | null;
  /** Shared (single-flight) refresh. */
  refresh: () => Promise<unknown>;
  currentPath: () => string;
  /** Tells the person their session is over (the portal's Session Expired dialog). */
  openSessionExpired: () => void;
  /** On the sign-in page nothing is told: the stale session is just dropped. */
  clearSession: () => void;
  /**
   * The account was suspended (code 20105 on a request or on its refresh): sign out and say why, rather
   * than "session expired", which would only send the person to a sign-in that refuses them. Without it,
   * such an answer is rejected like any other.
   */
  accountClosed?: () => void;
}

/** A body carrying code 20105: the account is suspended or disabled, whatever the session. */
export function isAccountClosed(response: unknown): boolean {
  if (!isHttpResponse(response)) return false;
  const body = response.data as { code?: unknown } | null | undefined;
  return typeof body === 'object' && body !== null && body.code === errorCodes.accountDisabled;
}

/** A 401, or a body carrying code 20102, means the session is over. */
export function isSessionExpiry(response: HttpResponse | undefined): boolean {
  if (!response) return false;
  const body = response.data as { code?: unknown } | null | undefined;
  return (
    response.status === 401 ||
    (typeof body === 'object' && body !== null && body.code === errorCodes.sessionExpired)
  );
}

/**
 * On session expiry: refresh once (shared by parallel failures) and retry the request once, with the new
 * token; without a refresh token, or when the refresh fails, tell the person (`openSessionExpired`; on
 * the sign-in page, the stale session is just dropped). Every failure is rejected with the response, or
 * with the error when there is no response.
 */
export function handleSessionExpiry(
  transport: Transport,
  handling: SessionExpiryHandling,
  isSignInPath: (pathname: string) => boolean,
): Transport {
  const expire = () => {
    if (isSignInPath(handling.currentPath())) handling.clearSession();
    else handling.openSessionExpired();
  };
  return async <T>(request: Parameters<Transport>[0]): Promise<HttpResponse<T>> => {
    const sentWith = handling.currentToken();
    try {
      return await transport<T>(request);
    } catch (caught) {
      let reason = caught;
      if (handling.accountClosed && isAccountClosed(reason)) {
        handling.accountClosed();
        throw reason;
      }
      if (!isHttpResponse(reason) || !isSessionExpiry(reason)) throw reason;
      const renewed = handling.currentToken();
      if (renewed !== null && renewed !== sentWith) {
        // Renewed while the request was out (another tab's refresh, or a parallel one in this tab):
        // retried with that token rather than spending the refresh token again.
        try {
          return await transport<T>(request);
        } catch (again) {
          if (!isHttpResponse(again) || !isSessionExpiry(again)) throw again;
          reason = again;
        }
      }
      if (!handling.hasRefreshToken()) {
        expire();
        throw reason;
      }
      try {
        await handling.refresh();
      } catch (refusal) {
        if (handling.accountClosed && isAccountClosed(refusal)) handling.accountClosed();
        else expire();
        throw reason;
      }
      // The one retry: the bearer is read again, so it carries the new token; its failure is final.
      return transport<T>(request);
    }
  };
}
