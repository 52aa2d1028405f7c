import { BlockList, isIP } from 'node:net';

/** The provider's callback addresses: single IPs and CIDR ranges, IPv4 and IPv6. */
export interface AddressAllowlist {
  allows(address: string): boolean;
}

/** Why an allow-list entry is not an address or a CIDR range, or null when it is one. */
export function allowlistEntryProblem(entry: string): string | null {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(prefix) && bits <= max ? null : `"${entry}" has a prefix length outside 0-${max}`;
}

// Behind a dual-stack listener an IPv4 caller shows up as ::ffff:a.b.c.d.
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Entries must have passed `allowlistEntryProblem` (the configuration checks them at start). */
export function addressAllowlist(entries: string[]): AddressAllowlist {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return {
    allows(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}
