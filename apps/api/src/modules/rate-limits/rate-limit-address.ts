import { isIPv6 } from 'node:net';

/**
 * The address a per-IP limit counts: an IPv4 address as it is, an IPv6 address by its /64
 * network, since one subscriber gets a whole /64 and could take a new address per request.
 * An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) counts as its IPv4 address.
 */
export function rateLimitAddress(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  // An embedded IPv4 tail (`…:192.0.2.1`) counts as one group here, not two: it sits in the
  // last 64 bits, so the four groups of the prefix come out right either way.
  const tailGroups = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+/, '') || '0');
  return `${prefix.join(':')}::/64`;
}
