import type { z } from 'zod';

/** A contract query schema: an object of fields (possibly with cross-field rules). */
type QuerySchema = z.ZodObject;

/**
 * Reads a screen's URL query with the contract's query schema, so the URL means what the gateway would
 * make of it and every default lives in the contract. Field by field: a missing or invalid field takes
 * the schema's default (or stays unset), so one bad value in a shared link does not lose the rest. A
 * field that breaks a cross-field rule (a month without a year) is dropped the same way.
 */
export function parseUrlQuery<S extends QuerySchema>(
  schema: S,
  search: URLSearchParams | string,
): z.output<S> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = params.get(key);
    if (value !== null && field.safeParse(value).success) raw[key] = value;
  }
  for (;;) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    const named = result.error.issues.map((issue) => String(issue.path[0])).filter((key) => key in raw);
    // Nothing left to drop: only the defaults remain.
    if (named.length === 0) return schema.parse({});
    for (const key of named) delete raw[key];
  }
}

/** The schema's defaults: what an empty URL query stands for. */
export function queryDefaults<S extends QuerySchema>(schema: S): z.output<S> {
  return schema.parse({});
}

/**
 * The URL query of parsed values, in the schema's field order, leaving out what equals the schema's
 * default or is unset: the default view is the bare path.
 */
export function toUrlQuery<S extends QuerySchema>(schema: S, values: z.output<S>): URLSearchParams {
  const defaults = queryDefaults(schema) as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of Object.keys(schema.shape)) {
    const value = (values as Record<string, unknown>)[key];
    if (value !== undefined && value !== null && value !== defaults[key]) params.set(key, String(value));
  }
  return params;
}
