const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value from a token or a path is a UUID, checked before it reaches a uuid column (where
 * anything else fails the query with 22P02 instead of answering not found).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
