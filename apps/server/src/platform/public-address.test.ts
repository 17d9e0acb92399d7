import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.255', 'private 172.16/12 end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT end'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback end'],
    ['169.254.169.254', 'cloud metadata'],
    ['192.0.0.8', 'IETF assignments'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast end'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'IPv6 unspecified'],
    ['::1', 'IPv6 loopback'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['::a9fe:a9fe', 'IPv4-compatible metadata'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::192.168.0.1', 'NAT64 of private'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:c0a8:0101::1', '6to4 of 192.168.1.1'],
    ['2002:a9fe:a9fe::1', '6to4 of metadata'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['100::1', 'discard-only'],
    ['not an address', 'not an address'],
    ['localhost', 'a name'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::1111',
    '2a00:1450:4007:80e::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '[2606:4700::1111]',
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
