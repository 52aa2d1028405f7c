import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '@affiliate/contract/common/endpoint';
import {
  endpointRequest,
  type AnyEndpointInput,
  type EndpointArgs,
  type EndpointOutput,
} from '@/lib/endpoint-request';
import type { Transport } from '@/lib/http-transport';
import { handleSessionExpiry } from '@/lib/session-expiry';
import { consoleRoutes, pathUnderBase } from '../config/console-routes';
import { operatorSend, refreshOperatorSession } from './operator-session';
import { useOperatorSession } from './operator-session-store';

/**
 * Operator endpoints meet an expired session: refresh once and retry; when that fails, the session is
 * over and the console goes to its sign-in page with a message (app/routes/root.tsx follows `expired`).
 * Exported for the one call that is not sent with fetch (a file upload with progress).
 */
export function withOperatorSession(send: Transport): Transport {
  return handleSessionExpiry(
    send,
    {
      // The refresh cookie is HttpOnly: whether it is still there, only a refresh can tell.
      hasRefreshToken: () => true,
      currentToken: () => useOperatorSession.getState().token,
      refresh: refreshOperatorSession,
      currentPath: () => window.location.pathname,
      openSessionExpired: () => useOperatorSession.getState().expire(),
      clearSession: () => useOperatorSession.getState().clearSession(),
    },
    (pathname) => pathUnderBase(pathname) === consoleRoutes.signIn.path,
  );
}

const operatorTransport = withOperatorSession(operatorSend);

/** Public endpoints (sign-in, the invitation) answer 401 about their input, never about a session. */
function transportOf(endpoint: Endpoint): Transport {
  return endpoint.access === 'operator' ? operatorTransport : operatorSend;
}

/**
 * The console's one way to call the gateway: `callConsole(api.operatorConsole.inviteOperator, { body })`,
 * typed by the contract. Rejects with the response `{ status, headers, data }` on a non-2xx answer.
 */
export function callConsole<E extends Endpoint>(
  endpoint: E,
  ...[input]: EndpointArgs<E>
): Promise<EndpointOutput<E>> {
  return call<EndpointOutput<E>>(endpoint, input as AnyEndpointInput | undefined);
}

/** `callConsole` with request headers (an Idempotency-Key). */
export function callConsoleWith<E extends Endpoint>(
  endpoint: E,
  input: EndpointArgs<E>[0],
  options: { headers: Record<string, string> },
): Promise<EndpointOutput<E>> {
  return call<EndpointOutput<E>>(endpoint, input as AnyEndpointInput | undefined, options.headers);
}

async function call<T>(
  endpoint: Endpoint,
  input: AnyEndpointInput | undefined,
  headers?: Record<string, string>,
): Promise<T> {
  const response = await transportOf(endpoint)<T>(
    endpointRequest(endpoint, input, headers ? { headers } : {}),
  );
  return response.data;
}

/**
 * A file the gateway answers to an operator (an applicant's ID picture): the body as a blob of type
 * `accept`, through the same transport as every console call (the bearer, one refresh on an expired
 * session); a failure is rejected like any call.
 */
export async function fetchConsoleFile<E extends Endpoint>(
  endpoint: E,
  input: EndpointArgs<E>[0],
  accept: string,
): Promise<Blob> {
  const request = {
    ...endpointRequest(endpoint, input as AnyEndpointInput | undefined, {}),
    responseType: 'blob' as const,
    accept,
  };
  return (await transportOf(endpoint)<Blob>(request)).data;
}

/** The key prefix of every query of an endpoint (for invalidation). */
export function consoleQueryKey(endpoint: Endpoint): readonly [string] {
  return [`${endpoint.method} ${endpoint.path}`];
}

/** Query options for an endpoint without input (the console's lists and the signed-in operator). */
export function consoleQueryOptions<E extends Endpoint>(endpoint: E) {
  return queryOptions({
    queryKey: consoleQueryKey(endpoint),
    queryFn: () => call<EndpointOutput<E>>(endpoint, undefined),
  });
}
