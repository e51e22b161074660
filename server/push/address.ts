import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a push may never reach (checked at send time, on the address the connection really
 * uses, so a name that resolves to the server's own network, or re-resolves there later, is
 * refused): unspecified, loopback, private, shared (CGNAT), link-local, documentation and
 * benchmarking, multicast and reserved ranges, IPv6 unique-local, link-local, NAT64 and mapped.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
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
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** True when a push may not go to this address. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  // ::ffff:7f00:1 (mapped, written in hex), and the deprecated IPv4-compatible ::a.b.c.d.
  if (/^::(ffff:)?[0-9a-f]{1,4}:[0-9a-f]{1,4}$/i.test(address)) return true;
  return blocked.check(address, 'ipv6');
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the push agent: resolves as usual, then refuses the connection when any address
 * the name resolves to is forbidden (so a mixed answer cannot be raced into a private one).
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad || addresses.length === 0) {
      const refused: NodeJS.ErrnoException = new Error(
        `push endpoint ${hostname} resolves to a non-public address`,
      );
      refused.code = 'EPUSHFORBIDDEN';
      return callback(refused, '');
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0]!;
    callback(null, first.address, first.family);
  });
}
