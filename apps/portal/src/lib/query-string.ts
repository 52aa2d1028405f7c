/**
 * Query serialisation: arrays in bracket form, unencoded
 * (`a[]=1&a[]=2`), nested objects as `a[b]=1`, null/undefined left out. Only the characters that would
 * break the query's structure (&, #, +, %, =, space) are escaped inside values.
 */
export type QueryValue =
  string | number | boolean | null | undefined | Date | QueryValue[] | { [key: string]: QueryValue };

function escapeValue(value: string): string {
  return value.replace(/[%&#+= ]/g, (ch) => encodeURIComponent(ch));
}

function serialiseValue(value: Exclude<QueryValue, null | undefined | QueryValue[] | object> | Date): string {
  return escapeValue(value instanceof Date ? value.toISOString() : String(value));
}

function append(parts: string[], key: string, value: QueryValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) append(parts, `${key}[]`, item);
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [sub, item] of Object.entries(value)) append(parts, `${key}[${sub}]`, item);
    return;
  }
  parts.push(`${key}=${serialiseValue(value)}`);
}

export function serializeQuery(params: Record<string, unknown> | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) append(parts, key, value as QueryValue);
  return parts.join('&');
}
