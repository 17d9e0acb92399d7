import { isIPv4, isIPv6 } from 'node:net';

/**
 * IPv4 ranges a fetch of a user-given address must never reach (IANA special-purpose registry):
 * this network, private, CGNAT, loopback, link-local (cloud metadata at 169.254.169.254), IETF
 * protocol assignments, documentation, 6to4 relays, benchmarking, multicast, reserved, broadcast.
 */
const refusedV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const v4Number = (address: string): number =>
  address.split('.').reduce((total, part) => total * 256 + Number(part), 0);

const refusedV4Ranges = refusedV4.map(([base, bits]) => ({
  base: v4Number(base),
  size: 2 ** (32 - bits),
}));

function isPublicV4(address: string): boolean {
  const value = v4Number(address);
  return !refusedV4Ranges.some((range) => value >= range.base && value < range.base + range.size);
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function v6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) {
    const value = v4Number(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups].map((group) =>
    Number.parseInt(group, 16),
  );
}

const v4Of = (high: number, low: number) => `${high >>> 8}.${high & 0xff}.${low >>> 8}.${low & 0xff}`;

function isPublicV6(address: string): boolean {
  const g = v6Groups(address);
  if (g.length !== 8 || g.some((group) => Number.isNaN(group))) return false;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (end: number) => g.slice(0, end).every((group) => group === 0);
  // IPv4-mapped (::ffff:a.b.c.d) and the old IPv4-compatible (::a.b.c.d, including :: and ::1).
  if (zeroTo(5) && g5 === 0xffff) return isPublicV4(v4Of(g6, g7));
  if (zeroTo(6)) return g6 !== 0 && isPublicV4(v4Of(g6, g7));
  // NAT64 (64:ff9b::/96, and the local-use 64:ff9b:1::/48): the IPv4 it carries decides.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return isPublicV4(v4Of(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return false;
  // 6to4 (2002::/16): the IPv4 in the next 32 bits decides.
  if (g0 === 0x2002) return isPublicV4(v4Of(g1, g2));
  // Only global unicast (2000::/3) is reachable; within it, IETF assignments (2001::/23 holds
  // Teredo, whose IPv4 is obfuscated), documentation (2001:db8::/32, 3fff::/20) are not.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 < 0x200) return false;
  if (g0 === 0x2001 && g1 === 0xdb8) return false;
  if (g0 === 0x3fff && g1 < 0x1000) return false;
  return true;
}

/**
 * Whether an IP address is on the public internet. Loopback, private, link-local, unique-local,
 * multicast, reserved and the IPv6 forms that carry such an IPv4 address are not.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return isPublicV4(bare);
  if (isIPv6(bare)) return isPublicV6(bare);
  return false;
}
