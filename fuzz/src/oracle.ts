import { errorBody, errorCodes, ownerParam, type Endpoint } from '@affiliate/contract';
import fastQuerystring from 'fast-querystring';
import secureJson from 'secure-json-parse';
import { firstUnstorable } from '../../apps/gateway/src/plugins/storable-text.ts';
import type { HttpAnswer, HttpRequest } from './http.ts';
import type { Materialized } from './materialize.ts';
import { parseCsv, type Ownership } from './ownership.ts';
import type { RequestPlan } from './request-plan.ts';
import type { Sessions } from './sessions.ts';

/** What the answer to a request must be, decided in the order the gateway handles a request. */
export interface Expectation {
  /** Where the request must stop (`handler` when it reaches the endpoint's code). */
  stage: 'route' | 'xsrf' | 'auth' | 'body' | 'validation' | 'ownership' | 'handler';
  /** The error statuses allowed (429 is always allowed). */
  errors: number[];
  /** Whether the endpoint's success status is allowed. */
  success: boolean;
  /** The error code a 401 must carry (20102 for an expired or revoked session, never for other failures). */
  sessionExpired?: boolean;
  why: string;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The statuses an endpoint's own code may answer with for a request the contract accepts: a rule of
 * the domain the schemas do not state (a real calendar date, the longest dashboard range, a common
 * password), a conflict, something not found, wrong credentials in a sign-in.
 */
const BUSINESS_ERRORS = [400, 401, 403, 404, 409, 422];
/** A read the contract accepts succeeds, or is refused by a rule of the domain or finds nothing. */
const READ_ERRORS = [404, 422];
/** Default request body limit; some routes take more (ingest), so a larger body may also pass. */
const DEFAULT_BODY_LIMIT = 64 * 1024;

export interface OracleContext {
  endpoint: Endpoint;
  /** Methods the table declares for this endpoint's path. */
  allowedMethods: string[];
  sessions: Sessions;
  ownership: Ownership;
}

/** The body as the gateway's parsers hand it to validation, or the status that stops it first. */
function parsedBody(request: HttpRequest): { value: unknown } | { status: number; why: string } {
  if (!STATE_CHANGING.has(request.method)) return { value: undefined };
  const text = request.body;
  const contentType = request.headers['content-type'];
  if (text === undefined || text === '') {
    if (contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json' && text === '')
      return { status: 400, why: 'an empty JSON body' };
    return { value: null };
  }
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  if (media === 'application/json') {
    try {
      // Fastify's JSON parser: prototype-poisoning keys are refused like malformed JSON.
      return {
        value: secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }),
      };
    } catch {
      return { status: 400, why: 'malformed JSON' };
    }
  }
  if (media === 'text/plain') return { value: text };
  return { status: 415, why: `content type ${JSON.stringify(contentType ?? '(none)')}` };
}

export function expectation(plan: RequestPlan, sent: Materialized, ctx: OracleContext): Expectation {
  const { endpoint } = ctx;
  const { request } = sent;
  const oversize = (request.body?.length ?? 0) > DEFAULT_BODY_LIMIT;
  const allowed = ctx.allowedMethods.includes('GET') ? [...ctx.allowedMethods, 'HEAD'] : ctx.allowedMethods;
  if (!allowed.includes(request.method)) {
    // The not-found route reads its body first, so a body past the default limit stops there.
    return {
      stage: 'route',
      errors: oversize ? [405, 413] : [405],
      success: false,
      why: `${request.method} is not a method of this path`,
    };
  }
  if (
    STATE_CHANGING.has(request.method) &&
    request.headers.cookie &&
    !request.headers['x-xsrf-token'] &&
    endpoint.xsrf !== 'exempt'
  ) {
    return { stage: 'xsrf', errors: [403], success: false, why: 'a cookie without its X-XSRF-TOKEN header' };
  }
  const rightAuth = endpoint.access === 'public' || plan.auth === endpoint.access;
  if (!rightAuth) {
    const expired = endpoint.access === 'member' && (plan.auth === 'expired' || plan.auth === 'revoked');
    return {
      stage: 'auth',
      errors: [401],
      success: false,
      sessionExpired: expired,
      why: `${plan.auth} credentials on a ${endpoint.access} endpoint`,
    };
  }

  const withLimit = (e: Expectation): Expectation =>
    oversize && !e.errors.includes(413)
      ? { ...e, errors: [...e.errors, 413], why: `${e.why} (or 413: body over 64 KB)` }
      : e;

  const body = parsedBody(request);
  if ('status' in body)
    return withLimit({ stage: 'body', errors: [body.status], success: false, why: body.why });

  const invalid: string[] = [];
  const check = (part: string, schema: Endpoint['params'], value: unknown) => {
    if (!schema) return;
    const result = schema.safeParse(value);
    if (!result.success)
      invalid.push(
        `${part}: ${result.error.issues.map((i) => `${i.path.join('.') || '(whole)'} ${i.message}`).join('; ')}`.slice(
          0,
          300,
        ),
      );
  };
  const query = request.query ? fastQuerystring.parse(request.query) : {};
  // Before the schemas, the gateway refuses text PostgreSQL cannot store (NUL, an unpaired surrogate) in
  // every part a route declares, whatever the schema allows: a 422 naming the field.
  for (const [part, schema, value] of [
    ['params', endpoint.params, sent.params],
    ['body', endpoint.body, body.value],
    ['query', endpoint.query, query],
  ] as const) {
    if (schema && firstUnstorable(value, [])) invalid.push(`${part}: text PostgreSQL cannot store`);
  }
  check('params', endpoint.params, sent.params);
  check('body', endpoint.body, body.value);
  check('query', endpoint.query, query);
  if (invalid.length > 0)
    return withLimit({ stage: 'validation', errors: [422], success: false, why: invalid.join(' | ') });

  const owner = ownerParam(endpoint);
  if (owner !== null && owner in sent.params) {
    const ownId = String(ctx.sessions.id(plan.as));
    const parsed = endpoint.params!.parse(sent.params) as Record<string, unknown>;
    if (String(parsed[owner]) !== ownId)
      return withLimit({
        stage: 'ownership',
        errors: [403],
        success: false,
        why: `{${owner}} = ${String(parsed[owner])} is not ${plan.as}'s id ${ownId}`,
      });
  }
  // Operator endpoints about the person signed in to the console (the contract's `actor`): the fuzzer
  // calls operator endpoints with a machine's static token, which has no console account.
  if (endpoint.actor === 'person')
    return withLimit({
      stage: 'handler',
      errors: [403],
      success: false,
      why: 'a machine token has no console account',
    });
  if (request.method === 'GET')
    return withLimit({ stage: 'handler', errors: READ_ERRORS, success: true, why: 'a valid read' });
  return withLimit({ stage: 'handler', errors: BUSINESS_ERRORS, success: true, why: 'a valid request' });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Whether an answer comes in the media type the contract documents for it: a page (`produces`) is
 * text/html and nothing else is; a refusal is the JSON error body as application/json, or an HTML page
 * where the endpoint's refusals may be pages (`errorPages`).
 */
export function mediaTypeProblem(
  endpoint: Pick<Endpoint, 'produces' | 'errorPages'>,
  outcome: 'success' | 'refusal',
  contentType: string,
): string | undefined {
  const html = contentType.startsWith('text/html');
  const type = contentType || 'no content type';
  if (outcome === 'success') {
    if (endpoint.produces === 'text/html')
      return html ? undefined : `the page answered ${type}, the contract documents text/html`;
    return html ? 'an HTML page where the contract documents no page' : undefined;
  }
  if (html)
    return endpoint.errorPages === 'html'
      ? undefined
      : 'an HTML refusal where the contract documents the JSON error body';
  return contentType.startsWith('application/json')
    ? undefined
    : `the JSON error body answered as ${type}, the contract documents application/json`;
}

/** Checks one answer; returns what is wrong with it, or undefined. */
export async function checkAnswer(
  plan: RequestPlan,
  sent: Materialized,
  answer: HttpAnswer,
  expected: Expectation,
  ctx: OracleContext,
): Promise<string | undefined> {
  const { endpoint } = ctx;
  const successStatus = endpoint.status ?? 200;
  if (answer.status === 0) {
    // Node closes the connection of a body it will not read; the 413 it wrote may be lost with it.
    if (answer.cutOff && expected.errors.includes(413)) return undefined;
    return `no answer (${answer.text})`;
  }
  if (answer.status >= 500) return `a server error (${answer.status})`;
  if (/FST_ERR|"statusCode"|\bat .+\.(ts|js):\d+/.test(answer.text))
    return 'framework internals or a stack trace in the body';
  const isHead = sent.request.method === 'HEAD';

  // A redirect is a success only where the contract says so (the tracking redirect), and must say where to.
  const redirect = successStatus === 302 && answer.status === 302;
  if ((answer.status >= 200 && answer.status < 300) || redirect) {
    if (!expected.success)
      return `success ${answer.status}, expected ${expected.errors.join('/')} (${expected.why})`;
    if (answer.status !== successStatus)
      return `success status ${answer.status}, the contract says ${successStatus}`;
    if (redirect) return answer.headers.location ? undefined : '302 without a Location header';
    if (isHead) return undefined;
    const json = parseJson(answer.text);
    const contentType = String(answer.headers['content-type'] ?? '');
    const typeProblem = mediaTypeProblem(endpoint, 'success', contentType);
    if (typeProblem) return typeProblem;
    const parsed = json.ok ? endpoint.response.safeParse(json.value) : undefined;
    if (!(parsed?.success || endpoint.response.safeParse(answer.text).success)) {
      return `success body does not parse against the response schema: ${
        parsed && !parsed.success
          ? parsed.error.issues
              .slice(0, 3)
              .map((i) => `${i.path.join('.')} ${i.message}`)
              .join('; ')
          : 'not JSON'
      }`;
    }
    if (endpoint.access === 'member') {
      const body = json.ok
        ? json.value
        : contentType.startsWith('text/csv')
          ? parseCsv(answer.text)
          : answer.text;
      const leak = await ctx.ownership.findLeak(plan.as, body);
      if (leak) return `another affiliate's data in ${plan.as}'s answer: ${leak}`;
    }
    return undefined;
  }

  if (answer.status === 429) {
    if (!answer.headers['retry-after']) return '429 without Retry-After';
  } else if (!expected.errors.includes(answer.status)) {
    return `${answer.status}, expected ${[...expected.errors, ...(expected.success ? [successStatus] : [])].join('/')} (${expected.stage}: ${expected.why})`;
  }
  if (answer.status === 405) {
    const allow = String(answer.headers.allow ?? '');
    if (!ctx.allowedMethods.every((m) => allow.includes(m)))
      return `405 without an Allow header naming ${ctx.allowedMethods.join(', ')} (got ${JSON.stringify(allow)})`;
  }
  if (isHead) return undefined;
  const contentType = String(answer.headers['content-type'] ?? '');
  const typeProblem = mediaTypeProblem(endpoint, 'refusal', contentType);
  if (typeProblem) return typeProblem;
  // A page the contract documents for this refusal: for the person reading it, not a body to parse.
  if (contentType.startsWith('text/html')) return undefined;
  const json = parseJson(answer.text);
  if (!json.ok || !errorBody.strict().safeParse(json.value).success)
    return `${answer.status} without the contract's error body`;
  const code = (json.value as { code?: number }).code;
  if (answer.status === 401 && expected.stage === 'auth') {
    if (expected.sessionExpired && code !== errorCodes.sessionExpired)
      return `401 for an expired or revoked session without code ${errorCodes.sessionExpired}`;
    if (!expected.sessionExpired && code === errorCodes.sessionExpired)
      return `401 with code ${errorCodes.sessionExpired} (session expired) for ${plan.auth} credentials`;
  }
  return undefined;
}
