import fc from 'fast-check';

/**
 * Strings that have broken web services before: SQL, markup and script, path traversal, header
 * injection (CRLF), NUL and other control characters, format strings, prototype keys, lookalike
 * Unicode. Each is sent alone or around a generated value.
 */
export const hostileFragments = [
  "' OR '1'='1",
  "'; DROP TABLE members; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)--',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: injected=1',
  '\r\n\r\n<html>',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  '\u202eevil',
  '\ud800',
  '\uffff\ufffe',
  'NaN',
  '-0',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...hostileFragments), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...hostileFragments), fc.string({ maxLength: 8 }))
      .map(([a, h, b]) => a + h + b),
    weight: 1,
  },
);

/** One mebibyte: far past every field's maximum and past the default body limit. */
export const ONE_MB = 1024 * 1024;

export const hugeString: fc.Arbitrary<string> = fc
  .constantFrom('x', 'é', '🙂', '\u0000')
  .map((unit) => unit.repeat(Math.ceil(ONE_MB / unit.length)));

/**
 * The longest query value worth sending: the request line must stay under Node's 16 KB header limit,
 * past which Node itself refuses the connection (431) before the gateway sees the request. 2,048
 * UTF-16 units percent-encode to at most 12 KB.
 */
export const LONG_QUERY_VALUE = 2 * 1024;
