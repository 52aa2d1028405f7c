import { errorCodes } from '@affiliate/contract';
import type { preValidationAsyncHookHandler } from 'fastify';
import { ApiError } from './api-error.ts';

/** The dotted path of the first string holding U+0000 (keys included), or null. */
export function findNulCharacter(value: unknown, at = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? at || 'request' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    if (key.includes('\u0000')) return path;
    const found = findNulCharacter(inner, path);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb: a query parameter or body field holding one made
 * the database fail and the request answer 500 (wapiti's `%00` payloads). No field of the product
 * takes one, so the request is refused as malformed before any handler or query runs.
 */
export const rejectNulCharacters: preValidationAsyncHookHandler = async function (request) {
  const field = findNulCharacter(request.query) ?? findNulCharacter(request.params) ?? findNulCharacter(request.body);
  if (field) throw new ApiError(400, 'Text must not contain NUL characters.', errorCodes.malformedRequest, { [field]: ['Text must not contain NUL characters.'] });
};
