// IP addresses of both families. An IPv4 address is an unsigned 32-bit number (fast to compare and
// mask: the IPv4 walk stays as fast as it was); an IPv6 address is its RFC 5952 text, a string, so
// that equal addresses are equal values (===, Map keys, flow keys) and it prints as it is; its bytes
// are computed (and cached) only where a prefix is matched. `typeof ip` tells the family. The
// parsers are hand-written (no ipaddr.js): they are on the first load, and ip.test.ts checks them
// against ipaddr.js.

export type Ipv4 = number;
declare const IPV6: unique symbol;
/** An IPv6 address in RFC 5952 canonical text (lower case, zeros compressed): made by parseIpv6Address. */
export type Ipv6 = string & { readonly [IPV6]: true };
/** An address of either family. */
export type Ip = Ipv4 | Ipv6;
export type Family = 'ipv4' | 'ipv6';

export const isIpv6 = (ip: Ip): ip is Ipv6 => typeof ip === 'string';
export const familyOf = (ip: Ip): Family => (typeof ip === 'string' ? 'ipv6' : 'ipv4');

/** A prefix of either family. IPv6 prefixes keep their bytes for containment checks. */
export type Prefix =
  | { family: 'ipv4'; base: Ipv4; len: number }
  | { family: 'ipv6'; bytes: number[]; len: number };

/** Strict dotted quad: four decimal parts, each 0..255. */
export function parseIpv4(text: string): Ipv4 | undefined {
  // DOTTED_QUAD read by hand (a 100k-rule dump reads an address per rule): four parts of 1-3
  // digits without a leading zero, each ≤ 255, three dots, nothing else.
  const t = text.trim();
  let value = 0;
  let i = 0;
  for (let part = 0; part < 4; part++) {
    if (part > 0 && t.charCodeAt(i++) !== 46 /* . */) return undefined;
    const start = i;
    let n = 0;
    for (let c = t.charCodeAt(i); i - start < 3 && c >= 48 && c <= 57; c = t.charCodeAt(++i)) n = n * 10 + (c - 48);
    if (i === start || (i - start > 1 && t.charCodeAt(start) === 48) || n > 255) return undefined;
    value = value * 256 + n;
  }
  return i === t.length ? value : undefined;
}
const DOTTED_QUAD = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/;

/** An IPv6 address (RFC 4291 text: hex groups, one `::`, a dotted-quad tail, a zone after `%`
 * that is not part of the address) as 16 bytes. */
export function parseIpv6(text: string): number[] | undefined {
  let t = text.replace(/%[0-9a-z]+$/i, '');
  // As ipaddr.js (which read these before): a bare `::a.b.c.d` is IPv4-mapped.
  if (/^::\d+\.\d+\.\d+\.\d+$/.test(t)) t = `::ffff:${t.slice(2)}`;
  const halves = t.split('::');
  if (halves.length > 2) return undefined;
  const groups = (h: string): number[] | undefined => {
    if (h === '') return [];
    const parts = h.split(':');
    const out: number[] = [];
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      if (i === parts.length - 1 && part.includes('.')) {
        const v4 = DOTTED_QUAD.test(part) ? parseIpv4(part) : undefined;
        if (v4 === undefined) return undefined;
        out.push(v4 >>> 16, v4 & 0xffff);
      } else if (/^[0-9a-f]{1,4}$/i.test(part)) out.push(parseInt(part, 16));
      else return undefined;
    }
    return out;
  };
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  if (!head || !tail) return undefined;
  // A dotted quad ends the address: only in the last half.
  if (halves.length === 2 && halves[0]!.includes('.')) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...head, ...Array<number>(missing).fill(0), ...tail].flatMap((g) => [g >> 8, g & 0xff]);
}

/** RFC 5952 text of 16 bytes: lower-case hex without leading zeros, the longest run of two or more
 * zero groups (the first of equals) as `::`. */
export function formatIpv6(bytes: readonly number[]): string {
  const g = Array.from({ length: 8 }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j > i ? j : i + 1;
  }
  const hex = (a: number[]) => a.map((x) => x.toString(16)).join(':');
  return best < 0 ? hex(g) : `${hex(g.slice(0, best))}::${hex(g.slice(best + bestLen))}`;
}

/** An IPv6 address (not a prefix) in its canonical form; a zone (`%eth0`) is not read here. */
export function parseIpv6Address(text: string): Ipv6 | undefined {
  const t = text.trim();
  if (t.includes('%') || t.includes('/')) return undefined;
  const bytes = parseIpv6(t);
  return bytes ? (formatIpv6(bytes) as Ipv6) : undefined;
}

/** An address of either family: a dotted quad, or IPv6 text (RFC 4291). */
export function parseIp(text: string): Ip | undefined {
  return parseIpv4(text) ?? parseIpv6Address(text);
}

export function mustIp(text: string): Ip {
  const ip = parseIp(text);
  if (ip === undefined) throw new Error(`not an IP address: ${text}`);
  return ip;
}

/** Why a text that reads as IPv6 is not an address a cluster object can carry: valid RFC 4291 forms
 * that Kubernetes refuses or that name no unicast address of a pod (said by name, not "invalid"). */
export type Ipv6Oddity = 'zone' | 'mapped' | 'unspecified' | 'loopback' | 'multicast' | 'link-local';
export function ipv6Oddity(text: string): Ipv6Oddity | undefined {
  const t = text.trim();
  if (/%/.test(t)) return 'zone';
  const bytes = parseIpv6(t);
  if (!bytes) return undefined;
  // A dotted tail after zero groups alone reads as IPv4-mapped (as ipaddr.js reads `::a.b.c.d`).
  if (/^[0:]*\d{1,3}\./.test(t)) return 'mapped';
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return 'mapped';
  if (bytes.every((b) => b === 0)) return 'unspecified';
  if (bytes.slice(0, 15).every((b) => b === 0) && bytes[15] === 1) return 'loopback';
  if (bytes[0] === 0xff) return 'multicast';
  if (bytes[0] === 0xfe && (bytes[1]! & 0xc0) === 0x80) return 'link-local';
  return undefined;
}

/** The bytes of an IPv6 address (cached: prefix matching asks for the same few addresses often). */
const v6Bytes = new Map<string, number[]>();
export function ipv6Bytes(ip: Ipv6): number[] {
  let b = v6Bytes.get(ip);
  if (!b) {
    b = parseIpv6(ip)!;
    if (v6Bytes.size > 4096) v6Bytes.clear();
    v6Bytes.set(ip, b);
  }
  return b;
}

/** The address's bytes in network order (4 or 16). */
export function ipBytes(ip: Ip): number[] {
  return typeof ip === 'number' ? [ip >>> 24, (ip >>> 16) & 255, (ip >>> 8) & 255, ip & 255] : ipv6Bytes(ip);
}

export function formatIp(ip: Ip): string {
  return typeof ip === 'number' ? formatIpv4(ip) : ip;
}

/** `address:port` as URLs write it: an IPv6 address in brackets (RFC 5952 §6). */
export function formatEndpoint(ip: Ip, port: number): string {
  return typeof ip === 'number' ? `${formatIpv4(ip)}:${port}` : `[${ip}]:${port}`;
}

/** formatEndpoint read back, as people write it: `a.b.c.d[:port]`, `[IPv6]:port` or a bare IPv6
 * address. `ip` is undefined when the address does not read; `port` is the text after it, unchecked. */
export function parseEndpointText(text: string): { ip?: Ip; port?: string } {
  const bracket = /^\[([^\]]+)\](?::(.*))?$/.exec(text);
  if (bracket) return { ip: parseIp(bracket[1]!), port: bracket[2] };
  if (text.split(':').length > 2) return { ip: parseIp(text) };
  const [ipText, port] = text.split(':');
  return { ip: parseIpv4(ipText ?? ''), port };
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
  const bytes = parseIpv6(addr);
  if (!bytes) return undefined;
  const len = lenText === undefined ? 128 : Number(lenText);
  if (len > 128) return undefined;
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

/** Whether `ip` is inside `p`: false across families. */
export function prefixContains(p: Prefix, ip: Ip): boolean {
  if (typeof ip === 'number') return p.family === 'ipv4' && ((ip & maskOf(p.len)) >>> 0) === p.base;
  return p.family === 'ipv6' && bytesUnder(p.bytes, ipv6Bytes(ip), p.len);
}

/** Whether the first `len` bits of `a` and `b` agree. */
function bytesUnder(a: readonly number[], b: readonly number[], len: number): boolean {
  const whole = len >> 3;
  for (let i = 0; i < whole; i++) if (a[i] !== b[i]) return false;
  const rest = len & 7;
  if (rest === 0) return true;
  const m = (0xff << (8 - rest)) & 0xff;
  return (a[whole]! & m) === (b[whole]! & m);
}

/** The IPv6 prefix of `len` bits over `bytes` (host bits cleared). */
export function ipv6Prefix(bytes: readonly number[], len: number): Prefix {
  const out = bytes.slice(0, 16);
  for (let i = 0; i < 16; i++) {
    const keep = Math.max(0, Math.min(8, len - i * 8));
    out[i] = out[i]! & ((0xff << (8 - keep)) & 0xff);
  }
  return { family: 'ipv6', bytes: out, len };
}

/** The `index`-th prefix of length `len` inside `p` (a node's pod CIDR carved from the cluster's):
 * the index fills the bits between p.len and len. Undefined when it does not fit. */
export function subPrefix(p: Prefix, len: number, index: number): Prefix | undefined {
  const width = len - p.len;
  if (width < 0 || index < 0 || (width < 53 && index >= 2 ** width)) return undefined;
  if (p.family === 'ipv4') return ipv4Prefix((p.base + index * 2 ** (32 - len)) >>> 0, len);
  const bytes = p.bytes.slice();
  let rest = index;
  for (let bit = len - 1; bit >= p.len && rest > 0; bit--) {
    if (rest % 2) bytes[bit >> 3] = bytes[bit >> 3]! | (0x80 >> (bit & 7));
    rest = Math.floor(rest / 2);
  }
  return ipv6Prefix(bytes, len);
}

/** The address `n` after `ip` (IPv4 wraps at 2^32; IPv6 carries into the higher bytes). */
export function offsetIp(ip: Ip, n: number): Ip {
  if (typeof ip === 'number') return (ip + n) >>> 0;
  return nthIp({ family: 'ipv6', bytes: ipv6Bytes(ip), len: 128 }, n);
}

/** The prefix that is this one address (/32 or /128). */
export const hostPrefix = (ip: Ip): Prefix => (typeof ip === 'number' ? ipv4Prefix(ip, 32) : ipv6Prefix(ipv6Bytes(ip), 128));

/** The prefix of `len` bits that holds `ip`. */
export function prefixOf(ip: Ip, len: number): Prefix {
  return typeof ip === 'number' ? ipv4Prefix(ip, len) : ipv6Prefix(ipv6Bytes(ip), len);
}


/** True when every address of `inner` is inside `outer` (same family). */
export function prefixCovers(outer: Prefix, inner: Prefix): boolean {
  if (outer.family !== inner.family || outer.len > inner.len) return false;
  if (outer.family === 'ipv4' && inner.family === 'ipv4') return ((inner.base & maskOf(outer.len)) >>> 0) === outer.base;
  if (outer.family === 'ipv6' && inner.family === 'ipv6') return bytesUnder(outer.bytes, inner.bytes, outer.len);
  return false;
}

/** The IPv4 prefixes that cover `outer` minus every `except` (fewest prefixes: halves are split only
 * where an exception cuts them). How an ipBlock `cidr` with `except` becomes allow-only ACLs. */
export function subtractPrefixes(outer: Prefix, excepts: readonly Prefix[]): Prefix[] {
  if (excepts.some((x) => prefixCovers(x, outer))) return [];
  const cutting = excepts.filter((x) => prefixCovers(outer, x));
  if (cutting.length === 0) return [outer];
  const half = outer.len + 1;
  const [lo, hi] = halves(outer, half);
  return [...subtractPrefixes(lo, cutting), ...subtractPrefixes(hi, cutting)];
}

/** The two prefixes of length `half` that make `p`. */
function halves(p: Prefix, half: number): [Prefix, Prefix] {
  if (p.family === 'ipv4') return [ipv4Prefix(p.base, half), ipv4Prefix((p.base + 2 ** (32 - half)) >>> 0, half)];
  const hi = p.bytes.slice();
  const bit = half - 1;
  hi[bit >> 3] = hi[bit >> 3]! | (0x80 >> (bit & 7));
  return [ipv6Prefix(p.bytes, half), ipv6Prefix(hi, half)];
}

export function formatPrefix(p: Prefix): string {
  if (p.family === 'ipv4') return `${formatIpv4(p.base)}/${p.len}`;
  return `${formatIpv6(p.bytes)}/${p.len}`;
}

/** The n-th address of an IPv4 prefix (0 = the network address). */
export function nthAddress(p: Prefix, n: number): Ipv4 {
  if (p.family !== 'ipv4') throw new Error('nthAddress: an IPv4 prefix is expected (nthIp takes either family)');
  return (p.base + n) >>> 0;
}

/** The n-th address of a prefix of either family (n < 2^53; IPv6 adds to the low 64 bits). */
export function nthIp(p: Prefix, n: number): Ip {
  if (p.family === 'ipv4') return (p.base + n) >>> 0;
  const bytes = p.bytes.slice();
  let carry = n;
  for (let i = 15; i >= 0 && carry > 0; i--) {
    const v = bytes[i]! + (carry % 256);
    bytes[i] = v & 255;
    carry = Math.floor(carry / 256) + (v >> 8);
  }
  return formatIpv6(bytes) as Ipv6;
}

export function prefixSize(p: Prefix): number {
  return 2 ** ((p.family === 'ipv4' ? 32 : 128) - p.len);
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
