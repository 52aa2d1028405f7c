import type { z } from 'zod';
import { fillPath, ownerParam, type Endpoint } from '@affiliate/contract/common/endpoint';
import type { HttpRequest } from './http-transport';

/**
 * The typed side of a call: what an endpoint of the contract takes and gives, inferred from its zod
 * schemas, and the HTTP request it becomes. Calls go through `callEndpoint` (api-client.ts); this layer
 * is apart so that the session modules (refresh, sign-out) can use it without the session-expiry
 * handling that is built on it, and so that the operator console can use it without the affiliate's
 * session: whose id fills an owner parameter is the caller's to say (`memberId`).
 */

/**
 * The path parameters a call gives: every one but the endpoint's declared owner (`Owner`), which the
 * session fills unless given, since the gateway refuses any other id there (403).
 */
type ParamsInput<P extends z.ZodType, Owner> = {
  [K in Exclude<keyof z.input<P>, Owner>]: string | number;
} & {
  [K in Extract<keyof z.input<P>, Owner>]?: string | number;
};

/** `name?: T` when everything in T is optional, else `name: T`. */
type Field<Name extends string, T> = object extends T ? { [K in Name]?: T } : { [K in Name]: T };

/**
 * What a call of `E` takes: `params` for the path (the owner parameter is the session's member id by
 * default), `query` and `body` as the contract's schemas accept them (`z.input`: defaults may be left out).
 */
export type EndpointInput<E extends Endpoint> =
  E extends Endpoint<infer B, infer Q, infer P, z.ZodType>
    ? (P extends z.ZodType ? Field<'params', ParamsInput<P, NonNullable<E['owner']>>> : { params?: never }) &
        (Q extends z.ZodType ? Field<'query', z.input<Q>> : { query?: never }) &
        (B extends z.ZodType ? Field<'body', z.input<B>> : { body?: never })
    : never;

/** The 2xx body of `E`, as the contract's response schema gives it. */
export type EndpointOutput<E extends Endpoint> = z.output<E['response']>;

/** The query of `E` with the contract's defaults applied (what a URL parsed with its schema gives). */
export type EndpointQuery<E extends Endpoint> =
  E extends Endpoint<z.ZodType | undefined, infer Q> ? (Q extends z.ZodType ? z.output<Q> : never) : never;

/** The input argument: optional when the endpoint needs nothing that has no default. */
export type EndpointArgs<E extends Endpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/** Loosely typed input, for code that handles every endpoint alike. */
export interface AnyEndpointInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The signed-in member's id, for an endpoint's owner parameter (none outside the affiliate portal). */
export type MemberIdSource = () => number | undefined;

const noMember: MemberIdSource = () => undefined;

/**
 * The path parameters with the session's member id (`memberId`) filled in for the endpoint's declared
 * owner parameter when not given; a placeholder the session cannot fill stays missing (fillPath then
 * says which).
 */
export function resolvePathParams(
  endpoint: Pick<Endpoint, 'method' | 'path' | 'access' | 'owner'>,
  params: Record<string, string | number> = {},
  memberId: MemberIdSource = noMember,
): Record<string, string | number> {
  const owner = ownerParam(endpoint);
  if (owner === null || params[owner] !== undefined) return { ...params };
  const id = memberId();
  return id === undefined ? { ...params } : { ...params, [owner]: id };
}

/** How one call differs from the endpoint's plain request. */
export interface CallOptions {
  /** Headers of this call only, for example an Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * The path as the specification writes it, when it differs from the contract's in form only: the rates
   * call has no leading slash, and the transport resolves it against the configured base address.
   */
  path?: string;
}

/** The HTTP request of one call of an endpoint. */
export function endpointRequest(
  endpoint: Endpoint,
  input: AnyEndpointInput = {},
  options: CallOptions = {},
  memberId: MemberIdSource = noMember,
): HttpRequest {
  const path = options.path ?? endpoint.path;
  return {
    method: endpoint.method,
    url: fillPath(path, resolvePathParams(endpoint, input.params, memberId)),
    query: input.query,
    body: input.body,
    ...(options.headers ? { headers: options.headers } : {}),
  };
}
