import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';

/** NUL and unpaired UTF-16 surrogates: PostgreSQL's text and jsonb cannot hold them. */
const UNSTORABLE = new RegExp(String.raw`\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]`);

export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates.';

/** The path (`rows.3.country`) of the first string or key that PostgreSQL cannot store, if any (the contract fuzzer's oracle asks it too). */
export function firstUnstorable(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = firstUnstorable(item, [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return path;
      const found = firstUnstorable(inner, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

const parts = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['body', 'body'],
] as const;

/**
 * Text that cannot be stored is refused before validation, on every route that declares the request
 * part, with a 422 naming the field. Without it a NUL in a login name, a query filter or a setting's
 * value reached PostgreSQL and the request answered 500 (found by the contract fuzzer).
 */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (!schema) return;
    for (const [schemaKey, requestKey] of parts) {
      if (!schema[schemaKey]) continue;
      const path = firstUnstorable(request[requestKey], []);
      if (path) throw new ApiError(422, UNSTORABLE_TEXT_MESSAGE, errorCodes.validationFailed, { [path.join('.') || requestKey]: [UNSTORABLE_TEXT_MESSAGE] });
    }
  });
}
