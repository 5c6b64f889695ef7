// IP addresses. The engine keeps IPv4 addresses as unsigned 32-bit numbers (fast to compare and
// mask); IPv6 is parsed (rules and dumps carry IPv6 prefixes) but packets are IPv4 only.
import ipaddr from 'ipaddr.js';

export type Ipv4 = number;
export type Family = 'ipv4' | 'ipv6';

/** A prefix of either family. IPv6 prefixes keep their bytes for containment checks. */
export type Prefix =
  | { family: 'ipv4'; base: Ipv4; len: number }
  | { family: 'ipv6'; bytes: number[]; len: number };

/** Strict dotted quad: four decimal parts, each 0..255. */
export function parseIpv4(text: string): Ipv4 | undefined {
  const t = text.trim();
  if (!ipaddr.IPv4.isValidFourPartDecimal(t)) return undefined;
  const b = ipaddr.IPv4.parse(t).octets;
  return ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
}

export function mustIpv4(text: string): Ipv4 {
  const ip = parseIpv4(text);
  if (ip === undefined) throw new Error(`not an IPv4 address: ${text}`);
  return ip;
}

export function formatIpv4(ip: Ipv4): string {
  return `${ip >>> 24}.${(ip >>> 16) & 255}.${(ip >>> 8) & 255}.${ip & 255}`;
}

export function maskOf(len: number): number {
  return len === 0 ? 0 : (0xffffffff << (32 - len)) >>> 0;
}

/** Parses `a.b.c.d/n`, a bare IPv4 address (as /32), an IPv6 prefix or address (as /128). */
export function parsePrefix(text: string): Prefix | undefined {
  const t = text.trim();
  const slash = t.indexOf('/');
  const addr = slash < 0 ? t : t.slice(0, slash);
  const lenText = slash < 0 ? undefined : t.slice(slash + 1);
  if (lenText !== undefined && !/^\d{1,3}$/.test(lenText)) return undefined;
  const v4 = parseIpv4(addr);
  if (v4 !== undefined) {
    const len = lenText === undefined ? 32 : Number(lenText);
    if (len > 32) return undefined;
    return { family: 'ipv4', base: (v4 & maskOf(len)) >>> 0, len };
  }
  if (!ipaddr.IPv6.isValid(addr)) return undefined;
  const len = lenText === undefined ? 128 : Number(lenText);
  if (len > 128) return undefined;
  const bytes = ipaddr.IPv6.parse(addr).toByteArray();
  for (let i = 0; i < 16; i++) {
    const keep = Math.max(0, Math.min(8, len - i * 8));
    bytes[i] = bytes[i]! & ((0xff << (8 - keep)) & 0xff);
  }
  return { family: 'ipv6', bytes, len };
}

export function mustPrefix(text: string): Prefix {
  const p = parsePrefix(text);
  if (!p) throw new Error(`not an IP prefix: ${text}`);
  return p;
}

export function ipv4Prefix(base: Ipv4, len: number): Prefix {
  return { family: 'ipv4', base: (base & maskOf(len)) >>> 0, len };
}

export function prefixContainsIpv4(p: Prefix, ip: Ipv4): boolean {
  return p.family === 'ipv4' && ((ip & maskOf(p.len)) >>> 0) === p.base;
}

/** True when every address of `inner` is inside `outer` (same family). */
export function prefixCovers(outer: Prefix, inner: Prefix): boolean {
  if (outer.family !== inner.family || outer.len > inner.len) return false;
  if (outer.family === 'ipv4' && inner.family === 'ipv4') return ((inner.base & maskOf(outer.len)) >>> 0) === outer.base;
  if (outer.family === 'ipv6' && inner.family === 'ipv6') {
    for (let bit = 0; bit < outer.len; bit++) {
      const i = bit >> 3;
      const m = 0x80 >> (bit & 7);
      if ((outer.bytes[i]! & m) !== (inner.bytes[i]! & m)) return false;
    }
    return true;
  }
  return false;
}

/** The IPv4 prefixes that cover `outer` minus every `except` (fewest prefixes: halves are split only
 * where an exception cuts them). How an ipBlock `cidr` with `except` becomes allow-only ACLs. */
export function subtractPrefixes(outer: Prefix, excepts: readonly Prefix[]): Prefix[] {
  if (outer.family !== 'ipv4') return [outer];
  if (excepts.some((x) => prefixCovers(x, outer))) return [];
  const cutting = excepts.filter((x) => prefixCovers(outer, x));
  if (cutting.length === 0) return [outer];
  const half = outer.len + 1;
  const lo = ipv4Prefix(outer.base, half);
  const hi = ipv4Prefix((outer.base + 2 ** (32 - half)) >>> 0, half);
  return [...subtractPrefixes(lo, cutting), ...subtractPrefixes(hi, cutting)];
}

export function formatPrefix(p: Prefix): string {
  if (p.family === 'ipv4') return `${formatIpv4(p.base)}/${p.len}`;
  return `${ipaddr.fromByteArray(p.bytes).toString()}/${p.len}`;
}

/** The n-th address of a prefix (0 = the network address). */
export function nthAddress(p: Prefix, n: number): Ipv4 {
  if (p.family !== 'ipv4') throw new Error('IPv6 address arithmetic is not modelled');
  return (p.base + n) >>> 0;
}

export function prefixSize(p: Prefix): number {
  return p.family === 'ipv4' ? 2 ** (32 - p.len) : Infinity;
}

/** RFC 1918, loopback, link-local and CGNAT: addresses the internet does not route. */
export function isPrivateIpv4(ip: Ipv4): boolean {
  return PRIVATE.some((p) => prefixContainsIpv4(p, ip));
}
const PRIVATE: Prefix[] = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '127.0.0.0/8', '169.254.0.0/16', '100.64.0.0/10'].map(
  (t) => mustPrefix(t),
);

export function isApipa(ip: Ipv4): boolean {
  return prefixContainsIpv4(APIPA, ip);
}
const APIPA = mustPrefix('169.254.0.0/16');
