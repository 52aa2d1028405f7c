import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { ErrorText } from '../../http/api-error.ts';

/**
 * Postbacks go only to public addresses: an affiliate's template must not reach the brand's own
 * network (cloud metadata at 169.254.169.254, an admin port on 127.0.0.1, a database on 10.x). The
 * check runs on the address actually connected to (the socket's own lookup), so a name that resolves
 * to a public address when saved and a private one when sent (DNS rebinding) is still refused.
 */
export class PrivateAddressError extends Error {
  constructor(readonly address: string) {
    super(`The address resolves to ${address}, which is not on the public internet.`);
    this.name = 'PrivateAddressError';
  }
}

/** True for a unicast address on the public internet (not private, loopback, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  // An IPv4-compatible one (::127.0.0.1, which a URL writes [::7f00:1]) is deprecated (RFC 4291) and
  // reaches no public host: ipaddr.js calls it unicast, so it is refused here.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0))
    return false;
  return parsed.range() === 'unicast';
}

/** A socket lookup that refuses non-public addresses (all of them, when a name has several). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => !isPublicAddress(a.address));
      if (refused) return callback(new PrivateAddressError(refused.address), '', 0);
      if (options.all) return callback(null, addresses as unknown as string, 0);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The destination's problem at save time, or null: an address literal is judged as it is; a name is
 * resolved now (the socket's lookup judges it again at every send).
 */
export async function destinationProblem(url: URL, allowPrivate: boolean): Promise<ErrorText | null> {
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host))
    return isPublicAddress(host) ? null : { key: 'error.postback.addressNotPublic', values: { host } };
  const addresses = await new Promise<LookupAddress[] | null>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? null : found)),
  );
  if (!addresses || addresses.length === 0) return { key: 'error.postback.hostNotFound', values: { host } };
  const refused = addresses.find((a) => !isPublicAddress(a.address));
  return refused
    ? { key: 'error.postback.resolvesNotPublic', values: { host, address: refused.address } }
    : null;
}
