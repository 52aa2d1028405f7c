import type { z } from 'zod';

/**
 * Who may call an endpoint:
 * - `public`: signed-out visitors (the portal client token, a stale user token or nothing at all);
 * - `member`: a signed-in affiliate's access token; the portal client token is refused;
 * - `operator`: a machine's static operator token (never held by a browser), or the access token of a
 *   person signed in to the operator console whose role the endpoint's `roles` admit.
 */
export type EndpointAccess = 'public' | 'member' | 'operator';

/**
 * What a person signed in to the operator console may do (an `operator` endpoint lists the roles it
 * admits; `admin` may do everything, so it is never listed):
 * - `finance`: withdrawals, adjustments, commission periods and plans, rates, payout options;
 * - `support`: tickets and identity reviews, affiliates read-only;
 * - `marketing`: banners, broadcasts and landing pages; the program's affiliate managers, who decide
 *   applications to join (approve with a deal, reject, ask); affiliates read-only.
 * The static operator tokens of machines (the player and activity feed, the CLI on the server) are not
 * people and pass every operator endpoint.
 */
export const operatorRoles = ['admin', 'finance', 'support', 'marketing'] as const;
export type OperatorRole = (typeof operatorRoles)[number];
/** The roles an endpoint may list: every role but admin, which is always admitted. */
export type GrantedRole = Exclude<OperatorRole, 'admin'>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `{name}` placeholders of a path, as a union of their names (`'id' | 'bannerId'`). */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamName<Rest>
  : never;

/** Everything an endpoint declares but its path and its owner (see `Endpoint`). */
interface EndpointFields<
  Body extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Params extends z.ZodType | undefined,
  Response extends z.ZodType,
  Access extends EndpointAccess,
> {
  method: HttpMethod;
  access: Access;
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
   * `text/html`: the success answer is a page for a person (the demo landing, the sandbox provider's
   * hosted page), not JSON: documented as text/html in the OpenAPI, and the contract fuzzer checks that
   * the answer says so. Every other endpoint's success and every refusal without `errorPages` is JSON.
   */
  produces?: 'text/html';
  /**
   * `html`: a refusal may be an HTML page for the person in front of it (the sandbox provider's hosted
   * page shows its errors at their fields and a way back, and an address that opens nothing is a page
   * too), besides the contract's JSON error body that the gateway's shared checks answer. Documented as
   * both in the OpenAPI; the contract fuzzer reads it from here.
   */
  errorPages?: 'html';
  /**
   * On an `operator` endpoint, the console roles admitted besides `admin` (empty: admin only); the
   * gateway refuses any other role with 403. Absent on other endpoints.
   */
  roles?: readonly GrantedRole[];
  /**
   * `person`: an `operator` endpoint about the one signed in to the console (their account, their
   * sessions). A machine's static token has no console account, so the gateway answers it 403; the
   * contract fuzzer, which calls operator endpoints with such a token, reads it from here.
   */
  actor?: 'person';
  /**
   * On a `member` endpoint that only reads: the scope a personal API token needs to call it (an
   * affiliate's own tools: aggregators, trackers). A token is refused (403) on every endpoint without one:
   * money, settings, security and sessions stay with a signed-in person.
   */
  tokenScope?: PersonalTokenScope;
  /**
   * Besides its JSON body, the endpoint takes a file in this media type, read as a stream (never held
   * whole): its own query (ignored by a JSON body) and its own success answer. Documented as an
   * alternative request body in the OpenAPI; the gateway registers a parser for the media type on the
   * route's context only.
   */
  accepts?: AcceptedFile;
}

/** A file an endpoint takes besides its JSON body (`Endpoint.accepts`). */
export interface AcceptedFile {
  mediaType: 'text/csv';
  query: z.ZodType;
  response: z.ZodType;
  /** What the OpenAPI says of the file body. */
  description: string;
}

/** What a personal API token may be allowed to read. */
export const PERSONAL_TOKEN_SCOPES = ['reports:read', 'players:read'] as const;
export type PersonalTokenScope = (typeof PERSONAL_TOKEN_SCOPES)[number];

export interface Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Access extends EndpointAccess = EndpointAccess,
  Owner extends string | null = string | null,
> extends EndpointFields<Body, Query, Params, Response, Access> {
  /** Path exactly as the specification writes it, with `{param}` placeholders. */
  path: string;
  /**
   * The path parameter that names the signed-in affiliate (`id` in `/api/v1/affiliate/{id}/member`), or
   * null when no parameter does. Every endpoint with a placeholder says which (`endpoint` does not
   * type-check otherwise, and `ownerParam` throws), so none can skip the check by a name nobody listed.
   * The gateway refuses any other value there (403), the portal fills it from the session, the contract
   * fuzzer attacks it with another affiliate's id. Only a `member` endpoint has one.
   */
  owner?: Owner;
}

/**
 * `owner` is required when the path has a placeholder and absent when it has none; it names one of the
 * path's placeholders, on a `member` endpoint only.
 */
type OwnerDeclaration<Path extends string, Access extends EndpointAccess, Owner> = [
  PathParamName<Path>,
] extends [never]
  ? { owner?: never }
  : { owner: Access extends 'member' ? Owner : null };

/** `roles` is required on an `operator` endpoint and absent elsewhere. */
type RolesDeclaration<Access extends EndpointAccess> = Access extends 'operator'
  ? { roles: readonly GrantedRole[] }
  : { roles?: never };

/** Declares an endpoint while keeping its schema types for both halves. */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
  Access extends EndpointAccess = EndpointAccess,
  const Path extends string = string,
  Owner extends PathParamName<Path> | null = null,
  Accepts extends AcceptedFile | undefined = undefined,
>(
  definition: EndpointFields<Body, Query, Params, Response, Access> & {
    path: Path;
    accepts?: Accepts;
  } & OwnerDeclaration<Path, Access, Owner> &
    RolesDeclaration<Access>,
): Endpoint<Body, Query, Params, Response, Access, Owner> & { accepts?: Accepts } {
  return definition as Endpoint<Body, Query, Params, Response, Access, Owner> & { accepts?: Accepts };
}

/** The file an endpoint takes besides JSON (its `accepts`), or never. */
export type AcceptedFileOf<E extends Pick<Endpoint, 'accepts'>> = [NonNullable<E['accepts']>] extends [never]
  ? never
  : NonNullable<E['accepts']>;

/**
 * The parameter of `endpoint`'s path that must be the signed-in affiliate's own id, or null. Throws when
 * the endpoint has a placeholder but says nothing of ownership, or names something its path does not
 * hold, or gives an owner to an endpoint an affiliate does not call: the gateway calls it as it
 * registers each route, so such an endpoint stops the server from starting rather than going unguarded.
 */
export function ownerParam(endpoint: Pick<Endpoint, 'method' | 'path' | 'access' | 'owner'>): string | null {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const where = `${endpoint.method} ${endpoint.path}`;
  if (endpoint.owner === undefined || endpoint.owner === null) {
    if (endpoint.owner === undefined && names.length > 0)
      throw new Error(`${where} has path parameters but declares no owner (a parameter name, or null)`);
    return null;
  }
  if (!names.includes(endpoint.owner))
    throw new Error(`${where} declares owner {${endpoint.owner}}, which its path does not hold`);
  if (endpoint.access !== 'member')
    throw new Error(`${where} declares an owner but is not a member endpoint`);
  return endpoint.owner;
}

/**
 * Whether a console operator of `role` may call `endpoint`: admin always; another role when the
 * endpoint lists it. Throws for an `operator` endpoint that declares no roles, so none goes unguarded
 * (the gateway calls it for every operator route as it registers them).
 */
export function roleAdmits(
  endpoint: Pick<Endpoint, 'method' | 'path' | 'access' | 'roles'>,
  role: OperatorRole,
): boolean {
  if (endpoint.access !== 'operator')
    throw new Error(`${endpoint.method} ${endpoint.path} is not an operator endpoint`);
  if (!endpoint.roles) throw new Error(`${endpoint.method} ${endpoint.path} declares no roles`);
  return role === 'admin' || (endpoint.roles as readonly OperatorRole[]).includes(role);
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
