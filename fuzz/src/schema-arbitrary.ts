import fc from 'fast-check';
import { KNOWN, type KnownSymbol } from './known-values.ts';

/** The part of JSON Schema that `z.toJSONSchema(schema, { io: 'input' })` writes for the contract. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Longest string generated for a field that sets no maximum. */
const UNBOUNDED_STRING = 300;
/** Arrays longer than this are generated as one item repeated (a full 10,000-row batch stays cheap to make and shrink). */
const REPEAT_ABOVE = 200;

/**
 * Values the schema accepts, edge values included: the bounds of numbers and lengths, empty and
 * largest lists, long and non-ASCII strings. Refinements (`.refine`) are not part of JSON Schema, so a
 * value may still break one; the answer checks decide validity with the zod schema itself.
 */
export function schemaArbitrary(schema: JsonSchema, field?: string): fc.Arbitrary<unknown> {
  const plain = plainArbitrary(schema, field);
  if (field === undefined || !isScalar(schema)) return plain;
  return fc.oneof(
    { arbitrary: plain, weight: 3 },
    { arbitrary: knownArbitrary(field, schema.pattern, plain), weight: 2 },
  );
}

function knownArbitrary(
  field: string,
  pattern: string | undefined,
  fallback: fc.Arbitrary<unknown>,
): fc.Arbitrary<KnownSymbol> {
  return fc.record({ pick: fc.nat(64), fallback }).map(({ pick, fallback: value }) => ({
    [KNOWN]: field,
    ...(pattern && { pattern }),
    pick,
    fallback: value,
  }));
}

function isScalar(schema: JsonSchema): boolean {
  const types = typesOf(schema);
  return (
    types.length > 0 &&
    types.every((t) => t === 'string' || t === 'integer' || t === 'number' || t === 'boolean')
  );
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function plainArbitrary(schema: JsonSchema, field?: string): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => schemaArbitrary(s, field)));
  if (schema.allOf?.length === 1) return schemaArbitrary(schema.allOf[0]!, field);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => plainArbitrary({ ...schema, type }, field)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return arrayArbitrary(schema, field);
    case 'object':
      return objectArbitrary(schema);
    default:
      // `z.unknown()` and friends: any JSON.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? Math.floor(schema.exclusiveMinimum) + 1 : -1_000_000_000);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? Math.ceil(schema.exclusiveMaximum) - 1 : 1_000_000_000);
  return { min, max };
}

function integerArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = integerBounds(schema);
  const any = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
  const small = fc.integer({ min: Math.max(min, -1000), max: Math.min(max, Math.max(min, -1000) + 2000) });
  return fc.oneof(
    { arbitrary: small, weight: 4 },
    { arbitrary: any, weight: 2 },
    { arbitrary: fc.constantFrom(min, max), weight: 2 },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  const any = fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
  });
  return fc.oneof(
    any,
    fc
      .constantFrom(...[schema.minimum, schema.maximum].filter((v): v is number => v !== undefined), 0)
      .filter((v) => v >= min && v <= max),
  );
}

/** Characters beyond ASCII: accents, other scripts, right-to-left, emoji (two UTF-16 units), joiners. */
const unicodeUnit = fc.constantFrom(
  'é',
  'ß',
  'ø',
  'ж',
  '中',
  '文',
  'ا',
  'ש',
  '🙂',
  '👩‍💻',
  '\u200d',
  '\u00a0',
  'ﬁ',
  'Ω',
);

/** A string of exactly `length` UTF-16 units (as zod counts them). */
function exactLength(length: number): fc.Arbitrary<string> {
  if (length === 0) return fc.constant('');
  const unit = fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), unicodeUnit);
  return fc.array(unit, { minLength: 1, maxLength: Math.min(length, 64) }).map((parts) => {
    const chunk = parts.join('') || 'x';
    return chunk.repeat(Math.ceil(length / chunk.length)).slice(0, length);
  });
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? UNBOUNDED_STRING;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.pattern) {
    // The pattern carries the format (email, date-time, codes); lengths are checked on top of it.
    const matching = fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).filter(fits);
    return fc.oneof(
      { arbitrary: matching, weight: 4 },
      { arbitrary: fc.stringMatching(new RegExp(schema.pattern)).filter(fits), weight: 1 },
    );
  }
  const short = fc
    .string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, Math.max(minLength, 24)) })
    .filter(fits);
  const unicode = fc
    .array(unicodeUnit, { minLength: 1, maxLength: 16 })
    .map((parts) => parts.join(''))
    .filter(fits);
  const edges = fc
    .constantFrom(minLength, Math.max(minLength, Math.min(1, maxLength)), maxLength)
    .chain(exactLength);
  return fc.oneof(
    { arbitrary: short, weight: 4 },
    { arbitrary: unicode, weight: 2 },
    { arbitrary: edges, weight: 2 },
  );
}

function arrayArbitrary(schema: JsonSchema, field?: string): fc.Arbitrary<unknown[]> {
  const itemField = field?.replace(/s$/, '');
  const item = schema.items ? schemaArbitrary(schema.items, itemField) : fc.jsonValue({ maxDepth: 1 });
  const minItems = schema.minItems ?? 0;
  const maxItems = schema.maxItems ?? 20;
  const few = fc.array(item, { minLength: minItems, maxLength: Math.min(maxItems, minItems + 3) });
  const largest =
    maxItems <= REPEAT_ABOVE
      ? fc.array(item, { minLength: maxItems, maxLength: maxItems })
      : item.map((one) => Array.from({ length: maxItems }, () => one));
  return fc.oneof(
    { arbitrary: few, weight: 8 },
    { arbitrary: fc.array(item, { minLength: minItems, maxLength: minItems }), weight: 1 },
    { arbitrary: largest, weight: 1 },
  );
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((name) => name in properties);
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, s]) => [name, schemaArbitrary(s, name)]),
  );
  const requiredOnly = Object.fromEntries(required.map((name) => [name, model[name]!]));
  const declared = fc.oneof(
    { arbitrary: fc.record(model, { requiredKeys: required }), weight: 3 },
    // The smallest object the schema takes: every optional field left out.
    { arbitrary: fc.record(requiredOnly), weight: 1 },
  );
  // A field named after another (`password_confirmation` after `password`) usually has to repeat it.
  const confirmations = Object.keys(properties).flatMap((a) =>
    Object.keys(properties)
      .filter((b) => b !== a && b.startsWith(a))
      .map((b) => [a, b] as const),
  );
  const withConfirmations =
    confirmations.length === 0
      ? declared
      : fc.tuple(declared, fc.boolean()).map(([value, confirm]) => {
          if (!confirm) return value;
          const copy = { ...value };
          for (const [a, b] of confirmations) if (a in copy && b in copy) copy[b] = copy[a];
          return copy;
        });
  if (typeof schema.additionalProperties !== 'object') return withConfirmations;
  // A record (`z.record(z.string(), ...)`): any keys besides the declared ones.
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 24 }),
    schemaArbitrary(schema.additionalProperties),
    { maxKeys: 4 },
  );
  return fc.tuple(withConfirmations, extra).map(([known, more]) => ({ ...more, ...known }));
}
