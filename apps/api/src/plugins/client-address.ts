import net from 'node:net';

/**
 * The block a client address stands for when counting what it does: an IPv4 address by itself, an IPv6 address
 * by its /64, the block one subscriber is handed (anyone holding one /64 holds 2^64 addresses).
 */
export function addressBlock(ip: string): string {
  if (net.isIPv4(ip)) return ip;
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mappedIpv4) return mappedIpv4;
  if (!net.isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
