import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import { isFileBody } from '../http/file-body.ts';

/** NUL and unpaired UTF-16 surrogates: PostgreSQL's text and jsonb cannot hold them. */
const UNSTORABLE = new RegExp(
  String.raw`\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]`,
);

export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain NUL characters or unpaired surrogates.';

/**
 * Any NUL or surrogate at all: a plain character class, far cheaper than UNSTORABLE's lookarounds, and
 * true of every text UNSTORABLE matches, so most texts (no surrogate, no NUL) are passed by it alone.
 */
const SUSPECT = new RegExp(String.raw`[\u0000\ud800-\udfff]`);

function unstorable(text: string): boolean {
  return SUSPECT.test(text) && UNSTORABLE.test(text);
}

/** The path (`rows.3.country`) of the first string or key that PostgreSQL cannot store, if any (the contract fuzzer's oracle asks it too). */
export function firstUnstorable(value: unknown, path: string[]): string[] | undefined {
  const found = unstorableReversed(value);
  return found && [...path, ...found.reverse()];
}

/**
 * firstUnstorable's walk, its path built leaf first and only once something is found: every request with
 * a body, query or parameters runs it, and an ingest batch is 10,000 rows of nine fields (allocating a
 * path per value and an entries list per object cost 15 ms of the event loop per batch).
 */
function unstorableReversed(value: unknown): string[] | undefined {
  if (typeof value === 'string') return unstorable(value) ? [] : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorableReversed(value[i]);
      if (found) {
        found.push(String(i));
        return found;
      }
    }
    return undefined;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    // A key PostgreSQL cannot store (in jsonb) is reported at the object that holds it.
    if (unstorable(key)) return [];
    const found = unstorableReversed((value as Record<string, unknown>)[key]);
    if (found) {
      found.push(key);
      return found;
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
      // A file body is the unread request stream: its reader checks the text it holds.
      if (requestKey === 'body' && isFileBody(request.body)) continue;
      const path = firstUnstorable(request[requestKey], []);
      if (path)
        throw new ApiError(422, UNSTORABLE_TEXT_MESSAGE, errorCodes.validationFailed, {
          [path.join('.') || requestKey]: [UNSTORABLE_TEXT_MESSAGE],
        });
    }
  });
}
