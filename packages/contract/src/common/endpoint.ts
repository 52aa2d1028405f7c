import type { z } from 'zod';

/**
 * Who may call an endpoint:
 * - `public`: signed-out visitors (the portal client token, a stale user token or nothing at all);
 * - `member`: a signed-in affiliate's access token; the portal client token is refused;
 * - `operator`: a server-side operator token; never held by the browser.
 */
export type EndpointAccess = 'public' | 'member' | 'operator';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path exactly as the specification writes it, with `{param}` placeholders. */
  path: string;
  access: EndpointAccess;
  summary: string;
  tags: string[];
  body?: Body;
  query?: Query;
  params?: Params;
  /** The 2xx body (for a 302, the empty body of the redirect). */
  response: Response;
  /** Status of a success; 200 unless said. 302 is the tracking redirect's success: a `Location` answer. */
  status?: 200 | 201 | 202 | 204 | 302;
  /**
   * `exempt`: the XSRF cookie/header pair is not checked, because the request is authenticated by a
   * secret in its address, not by cookies (the identity provider's callback, and the sandbox
   * provider's hosted HTML form, which a browser posts with the portal's cookies but cannot give the
   * header). The gateway and the contract fuzzer both read it from here.
   */
  xsrf?: 'exempt';
  /**
   * `html`: a refusal may be an HTML page for the person in front of it (the sandbox provider's hosted
   * page shows its errors at their fields and a way back), besides the contract's JSON error body that
   * the gateway's shared checks answer. The contract fuzzer reads it from here.
   */
  errorPages?: 'html';
}

/** Declares an endpoint while keeping its schema types for both halves. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(definition: Endpoint<Body, Query, Params, Response>): Endpoint<Body, Query, Params, Response> {
  return definition;
}

/** `/api/v1/affiliate/{id}/member` -> `/api/v1/affiliate/:id/member` for routers that use colons. */
export function toColonPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{param}` placeholders; values are URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
