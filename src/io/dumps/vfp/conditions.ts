// vfpctrl condition lines (`Source IP : 10.0.0.1, 10.0.1.0/24`, `Protocols : 6`, `Destination ports :
// 80-90, 443`) into core Conditions. Lists are comma separated; ranges use a dash. An IPv4 address
// range becomes the few prefixes that cover it exactly, so matching stays prefix-based.
import { ipv4Prefix, ipv6Oddity, ipv6Prefix, parseIpv4, parseIpv6, parsePrefix, type Prefix } from '../../../core/net/ip';
import { ANY_PROTOCOL, PROTOCOL_NUMBER } from '../../../core/net/protocol';
import type { Conditions, PortRange } from '../../../core/vfp/model';
import { intOf } from '../text';
import { vfpMsg, type VfpMsg } from '../messages-vfp';

type Field = keyof Conditions;

const LABELS: Record<string, Field> = {
  'source ip': 'srcIp',
  'source ips': 'srcIp',
  'source address': 'srcIp',
  'destination ip': 'dstIp',
  'destination ips': 'dstIp',
  'destination address': 'dstIp',
  protocols: 'protocols',
  protocol: 'protocols',
  'source ports': 'srcPorts',
  'source port': 'srcPorts',
  'destination ports': 'dstPorts',
  'destination port': 'dstPorts',
  vni: 'vni',
  'vxlan vni': 'vni',
};

/** The Conditions field a label sets, or undefined for a label we do not model. */
export const conditionField = (label: string): Field | undefined => ownValue(LABELS, label.trim().toLowerCase());

/** A table's own entry: `constructor` or `toString` in a dump are words, not Object's methods. */
const ownValue = <V>(table: Record<string, V>, key: string): V | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** Sets one condition; returns why the value could not be read, if it could not. */
export function applyCondition(c: Conditions, field: Field, value: string): VfpMsg | undefined {
  const items = listItems(value);
  if (items.length === 0 || items.every(isWildcard)) return undefined;
  switch (field) {
    case 'srcIp':
    case 'dstIp': {
      const out: Prefix[] = c[field] === undefined ? [] : [...c[field]];
      for (const item of items) {
        const odd = item.includes(':') ? oddIpv6(item) : undefined;
        if (odd) return vfpMsg('vfp.ipv6Odd', { v: item, what: odd });
        const ps = prefixesOf(item);
        if (!ps) return vfpMsg('vfp.condIp', { v: item });
        for (const p of ps) out.push(p);
      }
      c[field] = out;
      return undefined;
    }
    case 'protocols': {
      const out: number[] = [];
      for (const item of items) {
        const n = intOf(item) ?? ownValue<number>(PROTOCOL_NUMBER, item.toLowerCase());
        if (n === undefined || n > ANY_PROTOCOL) return vfpMsg('vfp.condProtocol', { v: item });
        out.push(n);
      }
      // 256 is HNS's "any protocol": no condition at all.
      if (!out.includes(ANY_PROTOCOL)) c.protocols = c.protocols === undefined ? out : [...c.protocols, ...out];
      return undefined;
    }
    case 'srcPorts':
    case 'dstPorts': {
      const out: PortRange[] = c[field] === undefined ? [] : [...c[field]];
      for (const item of items) {
        const r = portRangeOf(item);
        if (!r) return vfpMsg('vfp.condPort', { v: item });
        out.push(r);
      }
      c[field] = out;
      return undefined;
    }
    case 'vni': {
      const n = intOf(items[0]!);
      if (n === undefined || n > 0xffffff) return vfpMsg('vfp.condVni', { v: items[0]! });
      c.vni = n;
      return undefined;
    }
  }
}

/** The items of a `,` or `;` separated list, trimmed, empty ones left out (one pass, no regex). */
function listItems(value: string): string[] {
  const items: string[] = [];
  for (let start = 0; start <= value.length; ) {
    let end = start;
    while (end < value.length && value.charCodeAt(end) !== 44 /* , */ && value.charCodeAt(end) !== 59 /* ; */) end++;
    const item = value.slice(start, end).trim();
    if (item !== '') items.push(item);
    start = end + 1;
  }
  return items;
}

/** `*`, `any` or `all` in any case: no condition. */
const isWildcard = (item: string): boolean => item === '*' || (item.length === 3 && /^(any|all)$/i.test(item));

export function portRangeOf(text: string): PortRange | undefined {
  const t = text.trim();
  // One port, the common case, without a match array.
  if (t.length <= 5 && /^\d+$/.test(t)) {
    const port = Number(t);
    return port <= 65535 ? { lo: port, hi: port } : undefined;
  }
  const m = /^(\d{1,5})(?:\s*-\s*(\d{1,5}))?$/.exec(t);
  if (!m) return undefined;
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  return lo <= hi && hi <= 65535 ? { lo, hi } : undefined;
}

/** A zone id (`fe80::1%eth0`, which parsePrefix would drop silently) or an IPv4-mapped address: valid
 * IPv6 text a rule cannot match as written, refused by name. */
function oddIpv6(item: string): 'zone' | 'mapped' | undefined {
  const slash = item.indexOf('/');
  const odd = ipv6Oddity(slash < 0 ? item : item.slice(0, slash));
  return odd === 'zone' || odd === 'mapped' ? odd : undefined;
}

/** An address, a prefix (also `a.b.c.d/255.255.0.0`; IPv6 `fd00::/64` in any RFC 4291 form), or a range `a-b` of either family. */
export function prefixesOf(text: string): Prefix[] | undefined {
  const t = text.trim();
  const direct = parsePrefix(t);
  if (direct) return [direct];
  const mask = /^([\d.]+)\/([\d.]+)$/.exec(t);
  if (mask) {
    const base = parseIpv4(mask[1]!);
    const len = maskLength(mask[2]!);
    return base === undefined || len === undefined ? undefined : [ipv4Prefix(base, len)];
  }
  const range = /^([\d.]+)\s*-\s*([\d.]+)$/.exec(t);
  if (range) {
    const lo = parseIpv4(range[1]!);
    const hi = parseIpv4(range[2]!);
    return lo === undefined || hi === undefined || lo > hi ? undefined : coverRange(lo, hi);
  }
  const range6 = /^([\da-f:.]+)\s*-\s*([\da-f:.]+)$/i.exec(t);
  if (range6 && t.includes(':')) {
    const lo = parseIpv6(range6[1]!);
    const hi = parseIpv6(range6[2]!);
    return lo && hi && toBig(lo) <= toBig(hi) ? coverRange6(toBig(lo), toBig(hi)) : undefined;
  }
  return undefined;
}

const toBig = (bytes: readonly number[]): bigint => bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n);
const fromBig = (n: bigint): number[] => Array.from({ length: 16 }, (_, i) => Number((n >> BigInt(8 * (15 - i))) & 0xffn));

/** The smallest list of IPv6 prefixes covering lo..hi exactly (as coverRange, over 128 bits). */
function coverRange6(lo: bigint, hi: bigint): Prefix[] {
  const out: Prefix[] = [];
  for (let at = lo; at <= hi; ) {
    let bits = 0n;
    while (bits < 128n && at % (1n << (bits + 1n)) === 0n && at + (1n << (bits + 1n)) - 1n <= hi) bits++;
    out.push(ipv6Prefix(fromBig(at), 128 - Number(bits)));
    at += 1n << bits;
  }
  return out;
}

function maskLength(mask: string): number | undefined {
  const m = parseIpv4(mask);
  if (m === undefined) return undefined;
  for (let len = 0; len <= 32; len++) if ((len === 0 ? 0 : (0xffffffff << (32 - len)) >>> 0) === m) return len;
  return undefined;
}

/** The smallest list of IPv4 prefixes covering lo..hi exactly. */
export function coverRange(lo: number, hi: number): Prefix[] {
  const out: Prefix[] = [];
  let at = lo;
  while (at <= hi) {
    let bits = 0;
    while (bits < 32 && at % 2 ** (bits + 1) === 0 && at + 2 ** (bits + 1) - 1 <= hi) bits++;
    out.push(ipv4Prefix(at, 32 - bits));
    at += 2 ** bits;
  }
  return out;
}
