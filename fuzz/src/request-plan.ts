import fc from 'fast-check';
import { ownerParam, type Endpoint } from '@affiliate/contract';
import { z } from 'zod';
import { METHODS, pathParamNames, type TableEntry } from './endpoints.ts';
import { hostileString } from './hostile.ts';
import { fieldOp, type FieldMutation } from './mutations.ts';
import { schemaArbitrary, type JsonSchema } from './schema-arbitrary.ts';
import { AFFILIATES, type AffiliateName } from './sessions.ts';

/**
 * Who is calling. `member` and `operator` are the right credentials for those endpoints; the others
 * are what an attacker or a stale client sends: nothing, garbage, a malformed header, an expired
 * token, a token of a session that was logged out, a token signed with another key, the portal's
 * public client token.
 */
export type AuthKind =
  | 'member'
  | 'operator'
  | 'portal-client'
  | 'none'
  | 'garbage'
  | 'malformed'
  | 'expired'
  | 'revoked'
  | 'forged';
const WRONG_AUTH: AuthKind[] = [
  'none',
  'garbage',
  'malformed',
  'expired',
  'revoked',
  'forged',
  'portal-client',
  'operator',
  'member',
];

export type ParamChoice = { kind: 'own' } | { kind: 'other' } | { kind: 'value'; value: unknown };

export type Transport =
  | { kind: 'json' }
  | { kind: 'malformed-json'; cut: number; junk: string }
  | { kind: 'content-type'; type: string }
  | { kind: 'empty-body' }
  | { kind: 'no-body' }
  | { kind: 'oversize' }
  | { kind: 'method'; method: string }
  | { kind: 'xsrf-cookie' }
  | {
      kind: 'query-form';
      form: 'bracket' | 'bracket-mixed' | 'repeat' | 'bad-encoding' | 'unknown-key';
      at: number;
      value: string;
    };

export interface RequestPlan {
  /** The affiliate whose token a member request carries and whose id is "own". */
  as: AffiliateName;
  auth: AuthKind;
  /** The bearer of `garbage` and `malformed`. */
  garbage: string;
  params: Record<string, ParamChoice>;
  query: Record<string, unknown> | undefined;
  /** undefined: no body. */
  body: unknown;
  field: FieldMutation | undefined;
  transport: Transport;
  /** What the plan tries, for the statistics: `valid`, `body:null@username`, `auth:expired`, ... */
  family: string;
}

/** Input schemas as JSON Schema (what a request may hold), the source of every generator. */
export interface InputSchemas {
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
}

export function inputSchemas(endpoint: Endpoint): InputSchemas {
  const toJson = (schema: z.ZodType | undefined) =>
    schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
  return { params: toJson(endpoint.params), query: toJson(endpoint.query), body: toJson(endpoint.body) };
}

const garbageToken = fc.oneof(
  fc
    .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 64 })
    .map((s) => s.replace(/[^\x21-\x7e]/g, 'x') || 'x'),
  fc.constantFrom(
    'null',
    'undefined',
    'Bearer',
    'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    'a.b.c',
    '....',
    '%00',
    "' OR 1=1--",
    'x'.repeat(8192),
  ),
);

const contentTypes = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/vnd.api+json',
  'application/json-patch+json',
  '',
];

const hugeNumbers = [
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  '1e400',
  '-2147483649',
  '4294967296',
];
const nonNumbers = [
  'abc',
  '1.5',
  '1,0',
  '0x10',
  'NaN',
  'Infinity',
  '-0',
  ' ',
  'true',
  '[]',
  '{}',
  'me',
  '1 OR 1=1',
];

function paramMutation(names: string[]): fc.Arbitrary<[string, ParamChoice]> {
  const value: fc.Arbitrary<ParamChoice> = fc.oneof(
    { arbitrary: fc.constant({ kind: 'other' as const }), weight: 4 },
    {
      arbitrary: fc.constantFrom('0', '-1', '00', '-0').map((v) => ({ kind: 'value' as const, value: v })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...hugeNumbers).map((v) => ({ kind: 'value' as const, value: v })),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(...nonNumbers).map((v) => ({ kind: 'value' as const, value: v })),
      weight: 2,
    },
    { arbitrary: hostileString.map((v) => ({ kind: 'value' as const, value: v })), weight: 2 },
    {
      arbitrary: fc
        .integer({ min: 1, max: 100_000 })
        .map((v) => ({ kind: 'value' as const, value: String(v) })),
      weight: 1,
    },
  );
  return fc.tuple(fc.constantFrom(...names), value);
}

/** Every request the fuzzer may send to one endpoint: valid ones and each kind of invalid one. */
export function planArbitrary(entry: TableEntry, allEntries: TableEntry[]): fc.Arbitrary<RequestPlan> {
  const { endpoint } = entry;
  const schemas = inputSchemas(endpoint);
  const names = pathParamNames(endpoint.path);
  // The parameter the contract declares as naming the signed-in affiliate: valid plans put the caller's
  // own id there, the path family puts the other affiliate's (the gateway must answer 403).
  const owner = ownerParam(endpoint);

  const paramsArb: fc.Arbitrary<Record<string, ParamChoice>> = fc.record(
    Object.fromEntries(
      names.map((name) => {
        if (name === owner) return [name, fc.constant<ParamChoice>({ kind: 'own' })];
        const schema = schemas.params?.properties?.[name] ?? { type: 'string' };
        return [name, schemaArbitrary(schema, name).map<ParamChoice>((value) => ({ kind: 'value', value }))];
      }),
    ),
  );
  const queryArb: fc.Arbitrary<Record<string, unknown> | undefined> = schemas.query
    ? (schemaArbitrary(schemas.query) as fc.Arbitrary<Record<string, unknown>>)
    : fc.constant(undefined);
  const bodyArb: fc.Arbitrary<unknown> = schemas.body
    ? schemaArbitrary(schemas.body)
    : fc.constant(undefined);
  const rightAuth: fc.Arbitrary<AuthKind> =
    endpoint.access === 'member'
      ? fc.constant('member')
      : endpoint.access === 'operator'
        ? fc.constant('operator')
        : fc.constantFrom<AuthKind>('none', 'portal-client', 'member', 'expired', 'garbage');

  const base = fc.record({
    as: fc.constantFrom(...AFFILIATES),
    auth: rightAuth,
    garbage: garbageToken,
    params: paramsArb,
    query: queryArb,
    body: bodyArb,
  });
  const plan = (overrides: fc.Arbitrary<Partial<RequestPlan> & { family: string }>) =>
    fc
      .tuple(base, overrides)
      .map(([b, o]): RequestPlan => ({ field: undefined, transport: { kind: 'json' }, ...b, ...o }));

  const allowed = new Set(
    allEntries.filter((e) => e.endpoint.path === endpoint.path).map((e) => e.endpoint.method),
  );
  const wrongMethods = [...METHODS, 'HEAD', 'OPTIONS'].filter(
    (m) => !allowed.has(m as Endpoint['method']) && !(m === 'HEAD' && allowed.has('GET')),
  );
  const takesBody = endpoint.method !== 'GET';

  const transports: Array<fc.Arbitrary<Transport>> = [
    fc
      .record({
        form: fc.constantFrom(
          'bracket' as const,
          'bracket-mixed' as const,
          'repeat' as const,
          'bad-encoding' as const,
          'unknown-key' as const,
        ),
        at: fc.nat(),
        value: fc.oneof(fc.string({ maxLength: 8 }), hostileString),
      })
      .map((q) => ({ kind: 'query-form' as const, ...q })),
  ];
  if (wrongMethods.length > 0)
    transports.push(fc.constantFrom(...wrongMethods).map((method) => ({ kind: 'method' as const, method })));
  if (takesBody) {
    transports.push(
      fc.constant({ kind: 'xsrf-cookie' as const }),
      fc
        .record({
          cut: fc.nat(),
          junk: fc.constantFrom('', ',', '}', '{', '"', "'", 'undefined', '\u0000', '/*', 'NaN', '01'),
        })
        .map((m) => ({ kind: 'malformed-json' as const, ...m })),
      fc.constantFrom(...contentTypes).map((type) => ({ kind: 'content-type' as const, type })),
      fc.constant({ kind: 'empty-body' as const }),
      fc.constant({ kind: 'no-body' as const }),
      fc.constant({ kind: 'oversize' as const }),
    );
  }

  const families: Array<{ arbitrary: fc.Arbitrary<RequestPlan>; weight: number }> = [
    { arbitrary: plan(fc.constant({ family: 'valid' })), weight: 6 },
    {
      arbitrary: plan(
        fc.oneof(...transports).map((transport) => ({
          transport,
          family: `transport:${transport.kind === 'query-form' ? `query-${transport.form}` : transport.kind}`,
        })),
      ),
      weight: 3,
    },
  ];
  if (schemas.body) {
    families.push({
      arbitrary: plan(
        fc
          .record({ at: fc.nat(), change: fieldOp })
          .map((m) => ({ field: { target: 'body' as const, ...m }, family: `body:${m.change.op}` })),
      ),
      weight: 4,
    });
  }
  if (schemas.query) {
    families.push({
      arbitrary: plan(
        fc
          .record({ at: fc.nat(), change: fieldOp })
          .map((m) => ({ field: { target: 'query' as const, ...m }, family: `query:${m.change.op}` })),
      ),
      weight: 2,
    });
  }
  if (names.length > 0) {
    families.push({
      arbitrary: fc.tuple(base, paramMutation(names)).map(([b, [name, choice]]): RequestPlan => ({
        ...b,
        params: { ...b.params, [name]: choice },
        field: undefined,
        transport: { kind: 'json' },
        family: `path:${choice.kind === 'value' ? 'value' : choice.kind}`,
      })),
      weight: 3,
    });
  }
  // For a public endpoint every credential is "wrong" in name only: the bearer is ignored.
  const wrongAuth = WRONG_AUTH.filter((auth) => auth !== endpoint.access);
  families.push({
    arbitrary: plan(fc.constantFrom(...wrongAuth).map((auth) => ({ auth, family: `auth:${auth}` }))),
    weight: endpoint.access === 'public' ? 1 : 3,
  });
  return fc.oneof(...families);
}
