import { isIPv4, isIPv6 } from 'node:net';

/**
 * The sign-in address as the sessions list shows it: enough to recognise a network (the first three
 * IPv4 octets, the first three IPv6 groups), never the whole address, so a screenshot or a shoulder
 * does not give away where the affiliate lives.
 */
export function maskedAddress(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.•••`;
  if (isIPv6(address)) {
    const groups = address.split('::')[0]!.split(':').filter(Boolean).slice(0, 3);
    return `${groups.length > 0 ? groups.join(':') : ''}:•••`;
  }
  return null;
}
