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

const MACRO = /\{([a-z0-9_]+)\}/g;

/** A stand-in for the n-th macro: letters only, so it survives URL parsing unchanged and adds no digit to a segment. */
const standIn = (n: number) => `qzxj${String.fromCharCode(97 + (n % 26)).repeat(Math.floor(n / 26) + 1)}jxzq`;

/**
 * A postback's template as the console shows it: masked by `maskAddress`, as the delivery log masks the
 * addresses sent from it, with its macros kept in braces (a macro is no secret, and URL parsing would
 * percent-encode the braces). A macro in a credential's place is masked with it.
 */
export function maskTemplate(template: string): string {
  const macros: string[] = [];
  const plain = template.replace(MACRO, (macro) => standIn(macros.push(macro) - 1));
  let masked = maskAddress(plain);
  macros.forEach((macro, n) => {
    masked = masked.split(standIn(n)).join(macro);
  });
  return masked;
}
