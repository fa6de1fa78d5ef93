import { isIP } from 'node:net';

/**
 * Which IP addresses a webhook may never reach (ADR 0044): anything that is not a public unicast
 * address. IPv4: this network, private, CGNAT, loopback, link-local (cloud metadata), the
 * IETF and documentation ranges, benchmarking, multicast, reserved and broadcast. IPv6: anything
 * outside 2000::/3 (loopback, unspecified, ULA fc00::/7, link-local fe80::/10, multicast),
 * documentation and the 2001::/23 protocol block (Teredo); the IPv4 inside an IPv4-mapped
 * (::ffff:a.b.c.d), NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address is judged as IPv4.
 */
const BLOCKED_V4: [number, number][] = [
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
].map(([base, bits]) => [v4Number(base as string), bits as number]);

function v4Number(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function isBlockedV4(value: number): boolean {
  return BLOCKED_V4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return value >= base && value < base + size;
  });
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 included). */
export function v6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = v4Number(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  const zeros = tail === undefined ? [] : new Array(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last];
}

function isBlockedV6(address: string): boolean {
  const g = v6Groups(address);
  if (g.length !== 8 || g.some((n) => !Number.isInteger(n) || n < 0 || n > 0xffff)) return true;
  const embedded = (hi: number, lo: number) => (hi * 65536 + lo) >>> 0;
  const g0 = g[0] ?? 0;
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible)
  if (g.slice(0, 5).every((n) => n === 0) && (g[5] === 0xffff || g[5] === 0)) {
    if (g[5] === 0 && g[6] === 0) return true; // ::, ::1 and the like
    return isBlockedV4(embedded(g[6] ?? 0, g[7] ?? 0));
  }
  // NAT64 64:ff9b::/96 and the local-use 64:ff9b:1::/48: the IPv4 it reaches decides.
  if (g0 === 0x64 && g[1] === 0xff9b) return isBlockedV4(embedded(g[6] ?? 0, g[7] ?? 0));
  // 6to4 2002:a.b.c.d::/48
  if (g0 === 0x2002) return isBlockedV4(embedded(g[1] ?? 0, g[2] ?? 0));
  // Public unicast is 2000::/3; all else (ULA, link-local, multicast, loopback) is not.
  if ((g0 & 0xe000) !== 0x2000) return true;
  if (g0 === 0x2001 && (g[1] ?? 0) < 0x200) return true; // 2001::/23 (Teredo, ORCHID…)
  if (g0 === 0x2001 && g[1] === 0xdb8) return true; // documentation
  return false;
}

/** True for an address a webhook may not reach; anything that is not an IP address too. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare.split('%')[0] ?? '');
  if (version === 4) return isBlockedV4(v4Number(bare));
  if (version === 6) return isBlockedV6(bare);
  return true;
}
