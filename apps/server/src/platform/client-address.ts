import { isIPv6 } from 'node:net';

/**
 * The key a client address is counted under by the login throttle and the rate limits: an IPv4
 * address as it is, an IPv6 address by its /64 network. One subscriber usually holds a whole /64,
 * so counting single IPv6 addresses would let one client rotate through billions of them.
 */
export function clientKeyOf(ip: string): string {
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  return `${firstGroups(address, 4).join(':')}::/64`;
}

/** The first `count` 16-bit groups of a valid IPv6 address, `::` expanded, without leading zeros. */
function firstGroups(address: string, count: number): string[] {
  const [head = '', tail] = address.split('::');
  const partsOf = (text: string) => (text ? text.split(':') : []);
  // A dotted IPv4 tail (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) stands for two groups.
  const width = (parts: string[]) => parts.length + (parts.at(-1)?.includes('.') ? 1 : 0);
  const start = partsOf(head);
  const end = tail === undefined ? [] : partsOf(tail);
  const groups =
    tail === undefined ? start : [...start, ...Array(8 - width(start) - width(end)).fill('0'), ...end];
  return groups
    .slice(0, count)
    .map((group) => (group.includes('.') ? group : Number.parseInt(group, 16).toString(16)));
}
