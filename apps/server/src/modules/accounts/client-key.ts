import { isIPv4, isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address (validated by the caller), with `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [a * 256 + b, c * 256 + d];
        });
  const [head = '', tail] = address.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Whom a per-client limit counts: an IPv4 address as is, an IPv6 address by its /64. One subscriber gets a
 * whole /64 (RFC 6177), so counting single IPv6 addresses would give anyone 2^64 fresh allowances.
 * IPv4-mapped IPv6 (`::ffff:192.0.2.1`, what a dual-stack socket reports) counts as the IPv4 address.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address.toLowerCase());
  const isMappedIpv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIpv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
