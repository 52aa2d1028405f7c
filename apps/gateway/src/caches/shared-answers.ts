/**
 * Answers sent again and again unchanged (the figures cache's: caches/figures-cache.ts) carry their
 * JSON text and their compressed bytes beside them, worked out on the first request and reused on the
 * next: for a two-year dashboard (about 30 kB) writing and compressing were most of a request's CPU once
 * the figures came from memory. They live exactly as long as the answer (a WeakMap on it).
 */
export interface SharedEncodings {
  json?: string;
  /** By the request's Accept-Encoding header as sent: the same header always negotiates the same encoding. */
  compressed: Map<string, { encoding: string; body: Buffer }>;
}

/** At most this many Accept-Encoding spellings are kept per answer (browsers send one or two). */
export const MAX_SPELLINGS = 4;

const shared = new WeakMap<object, SharedEncodings>();

/** The answer will be sent again as it is: its encodings may be kept. */
export function markShared(answer: unknown): void {
  if (typeof answer === 'object' && answer !== null && !shared.has(answer))
    shared.set(answer, { compressed: new Map() });
}

/** The kept encodings of a shared answer, or undefined for any other value. */
export function sharedEncodings(answer: unknown): SharedEncodings | undefined {
  return typeof answer === 'object' && answer !== null ? shared.get(answer) : undefined;
}
