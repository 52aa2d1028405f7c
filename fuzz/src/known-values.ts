/**
 * Values the product has shown the fuzzer, by field name: every primitive of a success body and of
 * the request that earned it. A generated field may ask for one of them instead of a random value
 * (`{ [KNOWN]: 'refreshToken', pick: 3, fallback }`), which is how valid requests reach past "not
 * found" and "wrong password" to the code behind: a refresh token a sign-in returned, a customer id a
 * list showed, the password a change set. Symbols are resolved when the request is sent, so a
 * generated request stays plain data that fast-check can shrink.
 */
export const KNOWN = '\u0000known';

export interface KnownSymbol {
  [KNOWN]: string;
  /** The field's pattern: values the product wrote in any field of the same format qualify too. */
  pattern?: string;
  pick: number;
  fallback: unknown;
}

/** The pool of values seen in fields of one JSON Schema pattern (dates, currencies, amounts...). */
export function patternPool(pattern: string): string {
  return `~${pattern}`;
}

export function isKnownSymbol(value: unknown): value is KnownSymbol {
  return typeof value === 'object' && value !== null && KNOWN in value;
}

const POOL_SIZE = 24;
/** Passwords are kept longer: signing an affiliate in again may need one set many requests ago. */
const PASSWORD_POOL_SIZE = 500;

/** Fields that take the same kind of secret share one pool (a new password becomes a current one). */
function poolName(field: string): string {
  return /password/i.test(field) ? 'password' : field;
}

export class KnownValues {
  private readonly pools = new Map<string, Array<string | number | boolean>>();

  constructor(seed: Record<string, Array<string | number>> = {}) {
    for (const [field, values] of Object.entries(seed)) for (const value of values) this.add(field, value);
  }

  add(field: string, value: string | number | boolean): void {
    const name = poolName(field);
    const pool = this.pools.get(name) ?? [];
    const at = pool.indexOf(value);
    if (at >= 0) pool.splice(at, 1);
    pool.push(value);
    if (pool.length > (name === 'password' ? PASSWORD_POOL_SIZE : POOL_SIZE)) pool.shift();
    this.pools.set(name, pool);
  }

  /** Every primitive under a named field, at any depth (long strings are not worth keeping). */
  harvest(value: unknown, field?: string): void {
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.harvest(item, field);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) this.harvest(inner, key);
    } else if (
      field !== undefined &&
      (typeof value === 'number' ||
        typeof value === 'boolean' ||
        (typeof value === 'string' && value.length <= 512))
    ) {
      this.add(field, value);
    }
  }

  /**
   * Every primitive of a value together with its JSON Schema: strings under a `pattern` also go to that
   * pattern's pool, so a date the product wrote in `period_start` can be sent as an ingested `day`.
   */
  harvestBySchema(
    value: unknown,
    schema:
      | { pattern?: string; properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] }
      | undefined,
  ): void {
    if (!schema || value === null || value === undefined) return;
    for (const alternative of schema.anyOf ?? []) this.harvestBySchema(value, alternative as typeof schema);
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.harvestBySchema(item, schema.items as typeof schema);
    } else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        this.harvestBySchema(inner, schema.properties?.[key] as typeof schema);
    } else if (typeof value === 'string' && schema.pattern && value.length <= 512) {
      this.add(patternPool(schema.pattern), value);
    }
  }

  values(field: string): ReadonlyArray<string | number | boolean> {
    return this.pools.get(poolName(field)) ?? [];
  }

  /** Replaces every symbol in a generated value with a known value (or its fallback when none is known). */
  resolve(value: unknown): unknown {
    if (isKnownSymbol(value)) {
      const pool = [
        ...this.values(value[KNOWN]),
        ...(value.pattern ? this.values(patternPool(value.pattern)) : []),
      ];
      return pool.length > 0 ? pool[value.pick % pool.length] : this.resolve(value.fallback);
    }
    if (Array.isArray(value)) return value.map((item) => this.resolve(item));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.resolve(v)]));
    return value;
  }
}
