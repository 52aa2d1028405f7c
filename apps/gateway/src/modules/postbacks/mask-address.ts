/** Query parameters whose values are credentials of the tracker, by their usual names. */
const SECRET_PARAMETER = /token|key|secret|pass|auth|sig|session|credential/i;
/** A path segment that looks like an embedded key: long, and mixing letters and digits. */
const KEY_LIKE_SEGMENT = /^(?=.*\d)(?=.*[a-z])[A-Za-z0-9_-]{24,}$/i;
const MASK = '***';

/**
 * An address as the delivery log shows it: a password in it, the values of parameters named like
 * credentials and key-like path segments masked, so the log can be read over a shoulder or pasted
 * into a support ticket.
 */
export function maskAddress(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return MASK;
  }
  if (url.password) url.password = MASK;
  url.pathname = url.pathname
    .split('/')
    .map((segment) => (KEY_LIKE_SEGMENT.test(segment) ? MASK : segment))
    .join('/');
  for (const name of new Set(url.searchParams.keys())) {
    if (SECRET_PARAMETER.test(name)) url.searchParams.set(name, MASK);
  }
  return url.toString();
}
