// IP addresses. The engine keeps IPv4 addresses as unsigned 32-bit numbers (fast to compare and
// mask); IPv6 is parsed (rules and dumps carry IPv6 prefixes) but packets are IPv4 only. The
// parsers are hand-written (no ipaddr.js): they are on the first load, and ip.test.ts checks them
// against ipaddr.js.

export type Ipv4 = number;
export type Family = 'ipv4' | 'ipv6';

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
function parseIpv6(text: string): number[] | undefined {
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
function formatIpv6(bytes: readonly number[]): string {
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
  return `${formatIpv6(p.bytes)}/${p.len}`;
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
