import type { Endpoint } from '@affiliate/contract';
import { LONG_QUERY_VALUE, ONE_MB } from './hostile.ts';
import type { HttpRequest } from './http.ts';
import type { KnownValues } from './known-values.ts';
import { applyFieldOp, describeFieldMutation } from './mutations.ts';
import type { Deployment } from './product.ts';
import type { InputSchemas, RequestPlan } from './request-plan.ts';
import { otherAffiliate, type Sessions } from './sessions.ts';

/** A plan made concrete: the bytes to send, and what the answer checks need to know about them. */
export interface Materialized {
  request: HttpRequest;
  /** Path parameters as the router will hand them to validation (decoded strings). */
  params: Record<string, string>;
  /** The mutation applied, for the statistics and the report. */
  detail: string;
}

export interface MaterializeContext {
  endpoint: Endpoint;
  schemas: InputSchemas;
  sessions: Sessions;
  known: KnownValues;
  deployment: Deployment;
}

/** Lone surrogates cannot be percent-encoded; they become U+FFFD, as a browser would send them. */
function wellFormed(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

function asText(value: unknown): string {
  return wellFormed(
    typeof value === 'string'
      ? value
      : value !== null && typeof value === 'object'
        ? JSON.stringify(value)
        : String(value),
  );
}

/** Query arrays in bracket form (`a[]=1&a[]=2`); null is a key without a value. */
function queryPairs(query: unknown): Array<[string, string | null]> {
  if (query === undefined) return [];
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return [['', asText(query)]];
  const pairs: Array<[string, string | null]> = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) pairs.push([`${key}[]`, asText(item)]);
    else pairs.push([key, value === null ? null : asText(value)]);
  }
  return pairs;
}

function encodePairs(pairs: Array<[string, string | null]>): string {
  // Brackets stay unencoded, as the portal writes them.
  const encode = (s: string) => encodeURIComponent(wellFormed(s)).replace(/%5B/g, '[').replace(/%5D/g, ']');
  return pairs.map(([k, v]) => (v === null ? encode(k) : `${encode(k)}=${encodeURIComponent(v)}`)).join('&');
}

async function authorization(plan: RequestPlan, ctx: MaterializeContext): Promise<string | undefined> {
  const { sessions } = ctx;
  switch (plan.auth) {
    case 'member':
      return `Bearer ${sessions.token(plan.as)}`;
    case 'operator':
      return `Bearer ${ctx.deployment.operatorToken}`;
    case 'portal-client':
      return `Bearer ${sessions.portalClientToken}`;
    case 'none':
      return undefined;
    case 'garbage':
      return `Bearer ${plan.garbage}`;
    case 'expired':
      return `Bearer ${await sessions.expiredToken(plan.as)}`;
    case 'revoked':
      return `Bearer ${sessions.revokedToken(plan.as)}`;
    case 'forged':
      return `Bearer ${await sessions.forgedToken(plan.as)}`;
    case 'malformed': {
      // A real member token in a header the gateway must not accept, or no token at all.
      const token = sessions.token(plan.as);
      const forms = [
        `Basic ${Buffer.from(`demo:${plan.garbage}`).toString('base64')}`,
        'Bearer',
        `Bearer ${token} ${plan.garbage}`,
        token,
        `Bearer ${token},Bearer ${token}`,
        `Token ${token}`,
      ];
      return forms[plan.garbage.length % forms.length];
    }
  }
}

export async function materialize(plan: RequestPlan, ctx: MaterializeContext): Promise<Materialized> {
  const { endpoint, schemas, sessions, known } = ctx;
  const details: string[] = [];

  const params: Record<string, string> = {};
  for (const [name, choice] of Object.entries(plan.params)) {
    params[name] =
      choice.kind === 'own'
        ? String(sessions.id(plan.as))
        : choice.kind === 'other'
          ? String(sessions.id(otherAffiliate(plan.as)))
          : asText(known.resolve(choice.value));
  }
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );

  let query = known.resolve(plan.query);
  if (plan.field?.target === 'query') {
    details.push(describeFieldMutation(query ?? {}, plan.field));
    const change =
      plan.field.change.op === 'huge'
        ? { ...plan.field.change, value: plan.field.change.value.slice(0, LONG_QUERY_VALUE) }
        : plan.field.change;
    query = applyFieldOp(query ?? {}, schemas.query, { ...plan.field, change });
  }
  let pairs = queryPairs(query);

  let body = known.resolve(plan.body);
  if (plan.field?.target === 'body') {
    details.push(describeFieldMutation(body, plan.field));
    body = applyFieldOp(body, schemas.body, plan.field);
  }

  let method: string = endpoint.method;
  let bodyText = body === undefined ? undefined : JSON.stringify(body);
  let contentType: string | undefined = bodyText === undefined ? undefined : 'application/json';
  let cookie: string | undefined;
  const t = plan.transport;
  switch (t.kind) {
    case 'json':
      break;
    case 'malformed-json': {
      const text = bodyText ?? '{}';
      bodyText = text.slice(0, t.cut % Math.max(1, text.length)) + t.junk;
      contentType = 'application/json';
      break;
    }
    case 'content-type':
      bodyText ??= '{}';
      contentType = t.type;
      break;
    case 'empty-body':
      bodyText = '';
      contentType = 'application/json';
      break;
    case 'no-body':
      bodyText = undefined;
      contentType = undefined;
      break;
    case 'oversize': {
      const padded =
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? { ...body, padding: 'x'.repeat(ONE_MB) }
          : { value: body ?? null, padding: 'x'.repeat(ONE_MB) };
      bodyText = JSON.stringify(padded);
      contentType = 'application/json';
      break;
    }
    case 'method':
      method = t.method;
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) bodyText = contentType = undefined;
      break;
    case 'xsrf-cookie':
      cookie = 'XSRF-TOKEN=fuzz-cookie-without-its-header';
      break;
    case 'query-form': {
      const keys = [...new Set([...Object.keys(schemas.query?.properties ?? {}), ...pairs.map(([k]) => k)])];
      const value = wellFormed(t.value);
      const key = keys.length > 0 ? keys[t.at % keys.length]! : 'q';
      const current = pairs.find(([k]) => k === key)?.[1] ?? value;
      if (t.form === 'bracket') pairs = [...pairs.filter(([k]) => k !== key), [`${key}[]`, current]];
      if (t.form === 'bracket-mixed')
        pairs = [...pairs, [`${key}[]`, value], [key, current], [`${key}[]`, current]];
      if (t.form === 'repeat') pairs = [...pairs, [key, current], [key, value]];
      if (t.form === 'unknown-key') pairs = [...pairs, [`${key}_${value}`, value], [value, value]];
      if (t.form === 'bad-encoding') {
        const encoded = encodePairs(pairs);
        const bad = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%00', '+%2B+', '%u0041'][t.at % 7];
        details.push(`transport:query-bad-encoding ${bad}`);
        return build(
          `${encoded}${encoded ? '&' : ''}${encodeURIComponent(key)}=${encodeURIComponent(current ?? '')}${bad}`,
        );
      }
      break;
    }
  }
  return build(encodePairs(pairs));

  async function build(queryString: string): Promise<Materialized> {
    const headers: Record<string, string> = {};
    const auth = await authorization(plan, ctx);
    if (auth !== undefined) headers.authorization = auth;
    if (contentType !== undefined) headers['content-type'] = contentType;
    if (cookie !== undefined) headers.cookie = cookie;
    return {
      request: {
        method,
        path,
        query: queryString,
        headers,
        ...(bodyText !== undefined && { body: bodyText }),
      },
      params,
      detail: [plan.family, ...details].join(' '),
    };
  }
}
