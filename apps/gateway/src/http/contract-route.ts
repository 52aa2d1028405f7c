import { errorBody, ownerParam, toColonPath, type AcceptedFileOf, type Endpoint } from '@affiliate/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessGuard, requireOwnAffiliate, type ActingOperator, type SignedInAffiliate } from './access.ts';
import { acceptFileBody, isFileBody, type FileBody } from './file-body.ts';
import { requireConsolePerson } from './operator-access.ts';
import { operatorActionAudit, type AuditDetail } from './operator-audit.ts';
import { quietRequestLogger } from './quiet-request-logger.ts';

// `body?`, `query?`, `params?` are optional in Endpoint: strip the undefined before inferring.
type Input<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;

/**
 * An endpoint's query as the contract parses it, its defaults applied: services take this type, so a
 * default (`deposited: true`, `per_page: 10`, `granularity: 'day'`) is written once, in the contract.
 */
export type ContractQuery<E extends Endpoint> = Input<E['query']>;

/**
 * The request a handler of `E` gets. On a `member` endpoint the access guard has signed the affiliate in
 * before any handler runs, so `affiliate` is there by type (elsewhere it is null); on an `operator`
 * endpoint, likewise, who acts (`operator`).
 */
export type ContractRequest<E extends Endpoint> = FastifyRequest<{
  Body: Input<E['body']> | ([AcceptedFileOf<E>] extends [never] ? never : FileBody);
  Querystring: [AcceptedFileOf<E>] extends [never] ? Input<E['query']> : z.output<AcceptedFileOf<E>['query']>;
  Params: Input<E['params']>;
}> &
  (E['access'] extends 'member' ? { affiliate: SignedInAffiliate } : unknown) &
  (E['access'] extends 'operator' ? { operator: ActingOperator } : unknown);

/**
 * Returns the success body, serialised through the contract's response schema; or the reply itself
 * when the handler has sent a file (a download stream) on its own.
 */
export type ContractHandler<E extends Endpoint> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<
  | z.output<E['response']>
  | ([AcceptedFileOf<E>] extends [never] ? never : z.output<AcceptedFileOf<E>['response']>)
  | FastifyReply
>;

export interface ContractRouteOptions {
  preHandler?: preHandlerAsyncHookHandler[];
  /** Per-route limit (replaces the global default for this route), or false for none. */
  rateLimit?: RateLimitOptions | false;
  /** Largest request body this route takes, in bytes (the app's default otherwise). */
  bodyLimit?: number;
  /** On an operator endpoint that changes something: what its audit row adds (operator-audit.ts). */
  auditDetail?: AuditDetail;
  /**
   * The least severe request log lines this route writes (the app's level otherwise): 'warn' leaves out
   * the two lines Fastify writes per request at info, and keeps warnings and errors.
   */
  logLevel?: 'warn';
  /** false: never compressed, and no compression hooks run for the route (plugins/compression.ts). */
  compress?: false;
}

const securityByAccess = {
  public: [{}, { portalClientToken: [] }],
  member: [{ memberToken: [] }],
  operator: [{ operatorToken: [] }, { operatorConsoleToken: [] }],
} as const;

/** An HTML page, as the OpenAPI documents it: a string of text/html. */
const htmlPage = z.string();

/**
 * The answers the route declares, by status, each in its media type: JSON unless the contract says the
 * success is a page (`produces`) or a refusal may be one (`errorPages`), so the OpenAPI tells a client
 * what it will get. A page is sent as a string with its own type, which Fastify writes as it is.
 */
function responseSchemas(endpoint: Endpoint, status: number) {
  const success = endpoint.produces
    ? { content: { [endpoint.produces]: { schema: endpoint.response } } }
    : endpoint.response;
  const refusal =
    endpoint.errorPages === 'html'
      ? { content: { 'application/json': { schema: errorBody }, 'text/html': { schema: htmlPage } } }
      : errorBody;
  return { [status]: success, '4xx': refusal, '5xx': errorBody };
}

/** The route schema's note of a file body (`Endpoint.accepts`), which the OpenAPI transform documents. */
export const FILE_BODY_SCHEMA_KEY = 'x-file-body';

/**
 * The route's schemas of what it takes and answers. An endpoint that also takes a file (`accepts`)
 * keeps its JSON body schema (every other body is validated against it, as before), notes the file for
 * the OpenAPI, takes the file's query, and answers either success (the JSON answer is tried first, so a
 * JSON body's answer is serialised as before).
 */
function requestSchemas(endpoint: Endpoint, status: number) {
  const response = responseSchemas(endpoint, status);
  const file = endpoint.accepts;
  if (!file) {
    return {
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.query && { querystring: endpoint.query }),
      response,
    };
  }
  if (endpoint.query) throw new Error(`${endpoint.method} ${endpoint.path}: a query and a file's query`);
  return {
    body: endpoint.body,
    [FILE_BODY_SCHEMA_KEY]: { mediaType: file.mediaType, description: file.description },
    querystring: file.query,
    response: { ...response, [status]: z.union([endpoint.response, file.response]) },
  };
}

/** The zod validator, but a file body (the unread stream its parser handed on) passes the body's check. */
const fileBodyValidator: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data: unknown) => (isFileBody(data) ? { value: data } : validate(data));
};

/** The endpoint's declared owner parameter must be the signed-in affiliate's own id (403 otherwise). */
function ownerGuards(endpoint: Endpoint): preHandlerAsyncHookHandler[] {
  const owner = ownerParam(endpoint);
  return owner === null ? [] : [requireOwnAffiliate(owner)];
}

/** An endpoint about the console's signed-in person refuses a machine's token (after validation). */
function personGuards(endpoint: Endpoint): preHandlerAsyncHookHandler[] {
  return endpoint.access === 'operator' && endpoint.actor === 'person' ? [requireConsolePerson] : [];
}

/** An operator's changes (every method but GET) are audited with who made them. */
function auditHooks(endpoint: Endpoint, detail: AuditDetail | undefined) {
  if (endpoint.access !== 'operator' || endpoint.method === 'GET') return {};
  const { preSerialization, onSend } = operatorActionAudit(endpoint, detail);
  return { preSerialization, onSend };
}

/**
 * Registers a route exactly as the contract declares it: method, path, access (an operator endpoint's
 * roles too: one that declares none stops the server here), request schemas (validated) and the success
 * and error bodies (serialised through the same schemas).
 */
export function contractRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: ContractHandler<E>,
  options: ContractRouteOptions = {},
): void {
  const status = endpoint.status ?? 200;
  const guard = accessGuard(endpoint);
  const file = endpoint.accepts;
  // A file's parser is the route's own: in a scope of its own, no other route takes the media type.
  if (file) {
    void app.register(async (scope) => {
      acceptFileBody(scope, file.mediaType);
      register(scope);
    });
  } else register(app);
  function register(target: FastifyInstance): void {
    target.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: toColonPath(endpoint.path),
      schema: {
        summary: endpoint.summary,
        tags: endpoint.tags,
        security: [
          ...securityByAccess[endpoint.access],
          ...(endpoint.tokenScope ? [{ personalToken: [endpoint.tokenScope] }] : []),
        ],
        ...requestSchemas(endpoint, status),
        ...(endpoint.params && { params: endpoint.params }),
      },
      ...(options.rateLimit !== undefined && { config: { rateLimit: options.rateLimit } }),
      ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
      ...(options.logLevel !== undefined && {
        logLevel: options.logLevel,
        childLoggerFactory: quietRequestLogger,
      }),
      ...(options.compress === false && { compress: false as const }),
      // The route's schema types are the contract's; the validator is the app's, given each zod schema.
      ...(file && { validatorCompiler: fileBodyValidator as never }),
      onRequest: guard,
      preHandler: [...ownerGuards(endpoint), ...personGuards(endpoint), ...(options.preHandler ?? [])],
      ...auditHooks(endpoint, options.auditDetail),
      handler: async (request, reply) => {
        const body = await handler(request as unknown as ContractRequest<E>, reply);
        // A handler that sent a file returns the reply, but the reply is a thenable: awaiting it waits
        // for the stream to finish (or break off) and yields undefined, so the headers having gone out is
        // what tells (`sent` stays false for a stream the client closed half-way).
        if (body === reply || reply.raw.headersSent) return reply;
        return reply.code(status).send(body);
      },
    });
  }
}
