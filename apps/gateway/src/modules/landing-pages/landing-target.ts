/**
 * Whether a deep link's target lies under one of the allowed prefixes, compared as parsed URLs, never
 * as text: the same scheme, the same host and port, and a path that is the prefix's path or continues it
 * after a slash. So `https://brand.example/sports` allows `https://brand.example/sports/final` but not
 * `https://brand.example/sportsevil`, `https://brand.example.evil.com/sports`,
 * `https://brand.example@evil.com/sports` (a user name, refused outright), `javascript:` or `data:`
 * addresses, nor `https://brand.example/sports/../admin` (the parser resolves the dots first).
 *
 * Answers the target as the parser spells it — what was checked is exactly where the visitor goes — or
 * null when no prefix allows it.
 */
export function allowedTarget(prefixes: readonly string[], to: string): string | null {
  let target: URL;
  try {
    target = new URL(to);
  } catch {
    return null;
  }
  if (
    (target.protocol !== 'https:' && target.protocol !== 'http:') ||
    target.username !== '' ||
    target.password !== ''
  )
    return null;
  for (const text of prefixes) {
    const prefix = URL.parse(text);
    if (prefix && isUnder(target, prefix)) return target.toString();
  }
  return null;
}

function isUnder(target: URL, prefix: URL): boolean {
  if (target.protocol !== prefix.protocol || target.host !== prefix.host) return false;
  // '' for a whole site: every path starts with '/'.
  const path = prefix.pathname.replace(/\/+$/, '');
  return target.pathname === path || target.pathname.startsWith(`${path}/`);
}
