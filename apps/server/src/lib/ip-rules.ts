import ipaddr from 'ipaddr.js';

export type ParsedRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses an IP or CIDR; a bare address becomes a /32 or /128. Returns undefined when invalid. */
export function parseRange(value: string): ParsedRange | undefined {
  const text = value.trim();
  try {
    if (text.includes('/')) return normaliseRange(ipaddr.parseCIDR(text));
    const addr = normalise(ipaddr.parse(text));
    return [addr, addr.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return undefined;
  }
}

function normalise(addr: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  // An IPv4-mapped IPv6 address (::ffff:1.2.3.4) is the IPv4 address for every rule.
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (addr as ipaddr.IPv6).toIPv4Address();
  }
  return addr;
}

function normaliseRange([addr, bits]: ParsedRange): ParsedRange {
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96) {
    return [(addr as ipaddr.IPv6).toIPv4Address(), bits - 96];
  }
  return [addr, bits];
}

/** Parses a visitor address for matching; undefined when it is not an IP at all. */
export function parseIp(value: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  try {
    return normalise(ipaddr.parse(value.trim()));
  } catch {
    return undefined;
  }
}

/** True when the address lies in any of the ranges (families never cross-match). */
export function matchesAny(ip: ipaddr.IPv4 | ipaddr.IPv6, ranges: readonly ParsedRange[]): boolean {
  return ranges.some(([range, bits]) => range.kind() === ip.kind() && ip.match(range, bits));
}
