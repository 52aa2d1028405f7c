import { allowlistEntryProblem } from './address-allowlist.ts';

/**
 * Which proxies in front of the gateway are believed about the client's address (X-Forwarded-For):
 * none, the nearest `hops` of them, or those at the listed addresses. Never every hop: then the
 * header's first entry, which the client writes itself, would be the address rate limits and the
 * audit count, and any client could pick its own.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges, which Fastify's trustProxy accepts beside addresses. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_EVERY_HOP_REFUSED =
  '"true" would trust every hop, so any client could choose its own address by sending X-Forwarded-For; set the number of proxies in front of the gateway (1 behind the shipped HAProxy) or their addresses';

/** TRUST_PROXY's text as the gateway uses it, or why it cannot be used. */
export function parseTrustProxy(text: string): { value: TrustProxy } | { problem: string } {
  const value = text.trim();
  if (value === '' || value === 'false' || value === '0') return { value: false };
  if (value === 'true') return { problem: TRUST_EVERY_HOP_REFUSED };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10
      ? { value: hops }
      : { problem: `${hops} proxies in a row is not a deployment: at most 10` };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (namedRanges.has(entry)) continue;
    const problem = allowlistEntryProblem(entry);
    if (problem)
      return {
        problem: `${problem}: give false, a number of proxies (1 behind the shipped HAProxy), or the proxies' addresses (IPs, CIDR ranges, loopback, linklocal, uniquelocal)`,
      };
  }
  return { value: entries };
}

/**
 * Fastify's form of it. Fastify 5 ignores a bare hop count (it cannot tell the nearest peer is a proxy,
 * so it trusts no hop at all); a count is handed over as the equivalent function instead: believe the
 * `hops` nearest entries, the connection's own address first. That is exact only while the gateway is
 * reachable through the proxy alone (compose.yaml publishes no gateway port): where clients can also
 * reach it directly, give the proxy's address instead.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
