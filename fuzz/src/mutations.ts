import fc from 'fast-check';
import { hostileString, hugeString } from './hostile.ts';
import type { JsonSchema } from './schema-arbitrary.ts';

/** A change to one field of a body or query (or to the whole of it), chosen by position so it shrinks. */
export type FieldOp =
  | { op: 'missing' }
  | { op: 'null' }
  | { op: 'wrong-type'; value: unknown }
  | { op: 'array-for-scalar' }
  | { op: 'huge'; value: string }
  | { op: 'hostile'; value: string }
  | { op: 'extra'; key: string; value: unknown }
  | { op: 'past-bound'; side: 'min' | 'max' };

export interface FieldMutation {
  target: 'body' | 'query';
  /** Which field: an index into the value's field paths (the whole value is path 0). */
  at: number;
  change: FieldOp;
}

const anyJson = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.string({ maxLength: 12 }),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 2 }),
);

const extraKey = fc.oneof(
  fc.string({ minLength: 1, maxLength: 16 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'member_id', 'admin', 'role'),
);

export const fieldOp: fc.Arbitrary<FieldOp> = fc.oneof(
  fc.constant({ op: 'missing' as const }),
  fc.constant({ op: 'null' as const }),
  anyJson.map((value) => ({ op: 'wrong-type' as const, value })),
  fc.constant({ op: 'array-for-scalar' as const }),
  { arbitrary: hugeString.map((value) => ({ op: 'huge' as const, value })), weight: 1 },
  { arbitrary: hostileString.map((value) => ({ op: 'hostile' as const, value })), weight: 2 },
  fc
    .record({ key: extraKey, value: anyJson })
    .map(({ key, value }) => ({ op: 'extra' as const, key, value })),
  {
    arbitrary: fc
      .constantFrom('min' as const, 'max' as const)
      .map((side) => ({ op: 'past-bound' as const, side })),
    weight: 2,
  },
);

type Path = Array<string | number>;

/** The whole value, then every field and item inside it, depth first. */
export function fieldPaths(value: unknown, path: Path = []): Path[] {
  const paths: Path[] = [path];
  if (Array.isArray(value))
    value.slice(0, 3).forEach((item, i) => paths.push(...fieldPaths(item, [...path, i])));
  else if (value !== null && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) paths.push(...fieldPaths(inner, [...path, key]));
  return paths;
}

/** The JSON Schema of the value at a path (the first alternative of a union that has it). */
export function schemaAt(schema: JsonSchema | undefined, path: Path): JsonSchema | undefined {
  if (!schema || path.length === 0) return schema;
  const [head, ...rest] = path;
  for (const alternative of schema.anyOf ?? schema.oneOf ?? []) {
    const found = schemaAt(alternative, path);
    if (found) return found;
  }
  if (typeof head === 'number') return schemaAt(schema.items, rest);
  const property =
    schema.properties?.[head!] ??
    (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
  return schemaAt(property, rest);
}

/** A value just past the schema's bound on one side, or undefined when that side has none. */
function pastBound(schema: JsonSchema | undefined, side: 'min' | 'max', current: unknown): unknown {
  if (!schema) return undefined;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    if (side === 'min') return schema.minimum !== undefined ? schema.minimum - 1 : schema.exclusiveMinimum;
    return schema.maximum !== undefined ? schema.maximum + 1 : schema.exclusiveMaximum;
  }
  if (type === 'string') {
    if (side === 'min') return schema.minLength ? 'x'.repeat(schema.minLength - 1) : undefined;
    return schema.maxLength !== undefined ? 'é'.repeat(schema.maxLength + 1) : undefined;
  }
  if (type === 'array' && Array.isArray(current)) {
    const item = current[0] ?? null;
    if (side === 'min') return schema.minItems ? current.slice(0, schema.minItems - 1) : undefined;
    return schema.maxItems !== undefined
      ? Array.from({ length: schema.maxItems + 1 }, () => item)
      : undefined;
  }
  return undefined;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (structuredClone(value) as T);
}

/** Applies a field mutation; returns the new value (undefined stands for "no value at all"). */
export function applyFieldOp(
  value: unknown,
  schema: JsonSchema | undefined,
  mutation: FieldMutation,
): unknown {
  const paths = fieldPaths(value);
  const path = paths[mutation.at % paths.length]!;
  const change = mutation.change;
  const root = { value: clone(value) } as Record<string, unknown>;
  const full: Path = ['value', ...path];
  const parent = full
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root) as Record<
    string | number,
    unknown
  >;
  const key = full[full.length - 1]!;
  const current = parent[key];
  switch (change.op) {
    case 'missing':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 'null':
      parent[key] = null;
      break;
    case 'wrong-type':
      parent[key] = change.value;
      break;
    case 'array-for-scalar':
      parent[key] = [current];
      break;
    case 'huge':
    case 'hostile':
      parent[key] = change.value;
      break;
    case 'extra': {
      const target =
        current !== null && typeof current === 'object' && !Array.isArray(current)
          ? (current as Record<string, unknown>)
          : undefined;
      if (target)
        Object.defineProperty(target, change.key, {
          value: change.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else parent[key] = { [change.key]: change.value };
      break;
    }
    case 'past-bound': {
      const next = pastBound(schemaAt(schema, path), change.side, current);
      if (next !== undefined) parent[key] = next;
      break;
    }
  }
  return root.value;
}

/** Short label for the statistics and the failure report. */
export function describeFieldMutation(value: unknown, mutation: FieldMutation): string {
  const paths = fieldPaths(value);
  const path = paths[mutation.at % paths.length]!;
  return `${mutation.target}:${mutation.change.op}@${path.length ? path.join('.') : '(whole)'}`;
}
