import type { ErrorMessage } from '../../http/api-error.ts';

/** The portal's page the provider sends the browser back to (the return addresses of /config.json). */
export const KYC_RETURN_PATH = '/kyc';

/** Where the initiate request came from, as its headers say (both absent for a non-browser client). */
export interface RequestOrigin {
  /** The Origin header: the page the browser sent the request from. */
  origin?: string | undefined;
  /** The Host header: the name the browser reached this gateway by. */
  host?: string | undefined;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origins a return address may have: the configured public address, and the portal's own origin
 * when it was opened under another name of this same machine (127.0.0.1 instead of localhost), so the
 * provider brings the browser back to the host it is signed in on.
 *
 * Why the request's own origin is not simply trusted: a browser cannot forge Origin, so a foreign page
 * cannot pass its own origin off; but any other client can send any Origin and Host it likes, and the
 * return address it chose would later redirect whoever opens the attempt's provider page. So the
 * request's origin counts only when (1) Origin and Host name the same host and port (the browser was
 * on this portal, not on a page that merely posts to it), (2) it has the public address's scheme and
 * port, and (3) its name and the public address's name are both loopback names: the only other names
 * that can reach this portal without the operator configuring them. Anything else stays refused, so a
 * return address never leaves the portal.
 */
export function allowedReturnOrigins(publicUrl: string, request: RequestOrigin = {}): string[] {
  const own = new URL(publicUrl);
  const allowed = [own.origin];
  if (!request.origin || !request.host) return allowed;
  let from: URL;
  try {
    from = new URL(request.origin);
  } catch {
    return allowed;
  }
  const sameHost = from.host === request.host.toLowerCase();
  const sameKind = from.protocol === own.protocol && from.port === own.port;
  const loopback = LOOPBACK_NAMES.has(from.hostname) && LOOPBACK_NAMES.has(own.hostname);
  if (sameHost && sameKind && loopback && from.origin !== own.origin) allowed.push(from.origin);
  return allowed;
}

/**
 * Why `address` may not be a return address, or null: it must be on one of the portal's own origins
 * (above) and its kyc path, so a verification can never send an affiliate's browser anywhere else.
 */
export function returnAddressProblem(
  publicUrl: string,
  address: string,
  request: RequestOrigin = {},
): ErrorMessage | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'Must be an absolute address.';
  }
  const origins = allowedReturnOrigins(publicUrl, request);
  if (
    !origins.includes(url.origin) ||
    url.pathname !== KYC_RETURN_PATH ||
    url.username ||
    url.password ||
    url.hash
  ) {
    return { key: 'error.kyc.returnAddress', values: { address: `${origins[0]}${KYC_RETURN_PATH}` } };
  }
  return null;
}
