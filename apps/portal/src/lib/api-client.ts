import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '@affiliate/contract/common/endpoint';
import { routes } from '@/config/routes';
import { sessionMemberId, useAuthStore } from './auth-store';
import {
  endpointRequest,
  type CallOptions,
  resolvePathParams,
  type AnyEndpointInput,
  type EndpointArgs,
  type EndpointInput,
  type EndpointOutput,
} from './endpoint-request';
import { send, type Transport } from './http-client';
import { refreshSession } from './session';
import { handleSessionExpiry, type SessionExpiryHandling } from './session-expiry';
import { signOutSuspended } from './signed-out';

export type { CallOptions, EndpointInput, EndpointOutput, EndpointQuery } from './endpoint-request';
export { isSessionExpiry, type SessionExpiryHandling } from './session-expiry';

const defaultHandling: SessionExpiryHandling = {
  hasRefreshToken: () => Boolean(useAuthStore.getState().refreshToken),
  currentToken: () => useAuthStore.getState().token,
  refresh: refreshSession,
  currentPath: () => window.location.pathname,
  openSessionExpired: () => useAuthStore.getState().openSessionExpiredModal(),
  clearSession: () => useAuthStore.getState().clearSession(),
  accountClosed: () => signOutSuspended(),
};

function isLoginPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === routes.authLogin.path;
}

/**
 * The portal's session-expiry handling (see `handleSessionExpiry`): the affiliate's session, the Session
 * Expired dialog, none on the login path.
 */
export function withSessionExpiryHandling(
  transport: Transport,
  handling: SessionExpiryHandling = defaultHandling,
): Transport {
  return handleSessionExpiry(transport, handling, isLoginPath);
}

const memberTransport = withSessionExpiryHandling(send);

/**
 * Only member endpoints can meet an expired session: public ones (login, refresh, forgot password, the
 * settings) ignore the bearer, so their 401 is an answer about the input (a wrong password), never a
 * reason to refresh or to show the Session Expired dialog.
 */
function transportOf(endpoint: Endpoint): Transport {
  return endpoint.access === 'member' ? memberTransport : send;
}

/*
 * Responses are not parsed with the contract's zod schemas here. The gateway writes every response from
 * those same schemas (and its suite parses each one against them), so a second check in the browser would
 * find nothing, while it would cost CPU on every call and pull every response schema into the first
 * download. The types are the contract's all the same: they are inferred from the schemas.
 */

/**
 * The one way to call the gateway: `callEndpoint(api.referrals.playerList, { query })`. The path comes from
 * the contract, its `{id}` filled with the session's member id; the input and the answer are typed by the
 * endpoint's schemas. Rejects with the response `{ status, headers, data }` on a non-2xx answer.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input]: EndpointArgs<E>
): Promise<EndpointOutput<E>> {
  return call<EndpointOutput<E>>(endpoint, input as AnyEndpointInput | undefined);
}

/** `callEndpoint` with per-call options: headers (an Idempotency-Key) or the specification's form of the path. */
export function callEndpointWith<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions,
): Promise<EndpointOutput<E>> {
  return call<EndpointOutput<E>>(endpoint, input as AnyEndpointInput, options);
}

async function call<T>(
  endpoint: Endpoint,
  input: AnyEndpointInput | undefined,
  options?: CallOptions,
): Promise<T> {
  const response = await transportOf(endpoint)<T>(endpointRequest(endpoint, input, options, sessionMemberId));
  return response.data;
}

/** A download (an export): the answer as a file of type `accept`; a failure is rejected like any call. */
export async function fetchEndpointFile<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  accept: string,
): Promise<Blob> {
  const request = {
    ...endpointRequest(endpoint, input as AnyEndpointInput, {}, sessionMemberId),
    responseType: 'blob' as const,
    accept,
  };
  const response = await transportOf(endpoint)<Blob>(request);
  return response.data;
}

/** The key prefix of every query of an endpoint (for invalidation): `['GET /api/v1/affiliate/{id}/member']`. */
export function endpointKey(endpoint: Endpoint): readonly [string] {
  return [`${endpoint.method} ${endpoint.path}`];
}

/**
 * A query key derived from the endpoint and its input, path parameters resolved (so two members never
 * share an entry): `['GET /api/v1/affiliate/{id}/member', { params: { id: 7 }, query: {...} }]`.
 */
export function endpointQueryKey<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
): readonly [string, AnyEndpointInput] {
  const { params, query, body } = (input ?? {}) as AnyEndpointInput;
  const resolved = resolvePathParams(endpoint, params, sessionMemberId);
  return [
    ...endpointKey(endpoint),
    {
      ...(Object.keys(resolved).length > 0 ? { params: resolved } : {}),
      ...(query !== undefined ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
    },
  ];
}

type OptionalInput<E extends Endpoint> =
  object extends EndpointInput<E> ? EndpointInput<E> | undefined : EndpointInput<E>;

/**
 * The one way to make query options: key from `endpointQueryKey`, fetch by `callEndpoint` with the same
 * input, so the two cannot disagree. `toData` (run once per fetch) picks or keeps what the screen needs.
 * Add cache settings by spreading: `{ ...endpointQueryOptions(api.members.me), staleTime: 60_000 }`.
 */
export function endpointQueryOptions<E extends Endpoint, TData = EndpointOutput<E>>(
  endpoint: E,
  input?: OptionalInput<E>,
  toData?: (output: EndpointOutput<E>) => TData,
) {
  return queryOptions({
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: async (): Promise<TData> => {
      const output = await call<EndpointOutput<E>>(endpoint, input as AnyEndpointInput | undefined);
      return toData ? toData(output) : (output as TData);
    },
  });
}
