// Field access for HNS objects read from JSON or Format-List text. Both print the same names, but
// Format-List turns everything into text (`NeedEncap=True`, `Priority=900`), v1 and v2 differ in case
// (`IPAddress` / `IpAddress`), and PowerShell prints a one-element array as a bare value. Readers
// here accept all of that and report what they cannot read with its path and line.
import { ipv6Oddity, parseIpv6Address, parsePrefix } from '../../../core/net/ip';
import type { Report } from '../report';
import { hnsMsg, type HnsMsg } from '../messages-hns';
import { indexPath, isObj, joinPath, listOf, pick, textOf, type Obj } from '../json-walk';

export interface Source {
  r: Report;
  /** The line of a path in the file, when the source knows it. */
  lineOf(path: string): number | undefined;
}

export class Fields {
  constructor(
    readonly o: Obj,
    readonly path: string,
    readonly src: Source,
  ) {}

  has(...names: string[]): boolean {
    const p = pick(this.o, ...names);
    return p !== undefined && p.value !== '';
  }

  raw(...names: string[]): unknown {
    return pick(this.o, ...names)?.value;
  }

  str(...names: string[]): string | undefined {
    const t = textOf(this.raw(...names));
    return t === '' ? undefined : t;
  }

  num(...names: string[]): number | undefined {
    const p = pick(this.o, ...names);
    if (!p || p.value === '') return undefined;
    if (typeof p.value === 'number' && Number.isFinite(p.value)) return p.value;
    if (typeof p.value === 'string' && /^-?\d+(\.\d+)?$/.test(p.value.trim())) return Number(p.value);
    this.warn(hnsMsg('hns.notNumber', { kv: `${p.key} : ${short(p.value)}` }), p.key);
    return undefined;
  }

  bool(...names: string[]): boolean | undefined {
    const p = pick(this.o, ...names);
    if (!p || p.value === '') return undefined;
    if (typeof p.value === 'boolean') return p.value;
    const t = textOf(p.value)?.toLowerCase();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0') return false;
    this.warn(hnsMsg('hns.notBoolean', { kv: `${p.key} : ${short(p.value)}` }), p.key);
    return undefined;
  }

  /** An address (IPv4 or IPv6, IPv6 in its RFC 5952 form: `FD00:0:0::5` reads `fd00::5`). One that
   * does not parse is warned with its line and field, and left out; so is valid IPv6 text that names
   * no address of an HNS object (a zone id, `::ffff:` mapped, ::, loopback, multicast, link-local),
   * by its name. `gateway`: a link-local next hop is how IPv6 routers are usually named. */
  ip(...names: string[]): string | undefined {
    return this.address(names, false);
  }

  /** A gateway or next hop: as `ip`, a link-local IPv6 address taken too. */
  gateway(...names: string[]): string | undefined {
    return this.address(names, true);
  }

  /** An address as printed when IPv4 (VIPs and next hops were never checked: kept so), an IPv6 one
   * checked as `ip` and in its RFC 5952 form. */
  vip(...names: string[]): string | undefined {
    const t = this.str(...names);
    return t !== undefined && t.includes(':') ? this.ip(...names) : t;
  }

  /** A next hop as `vip`, a link-local IPv6 one taken too. */
  hop(...names: string[]): string | undefined {
    const t = this.str(...names);
    return t !== undefined && t.includes(':') ? this.gateway(...names) : t;
  }

  /** An address prefix (`10.244.1.0/24`, `fd00:0::/64` read as `fd00::/64`); `10.244.1.0/99` is warned
   * with its line and field, and left out. */
  prefix(...names: string[]): string | undefined {
    return this.checked(names, 'prefix', (t) => (parsePrefix(t) !== undefined ? canonicalPrefix(t) : undefined));
  }

  /** A list of addresses or prefixes (FrontendVIPs, ExceptionList, RemoteAddresses): IPv6 entries in
   * their RFC 5952 form, an IPv6 entry that does not read warned and left out. IPv4 entries are kept
   * as printed (as they always were). */
  addresses(...names: string[]): string[] {
    const items = this.strings(...names);
    if (!items.some((x) => x.includes(':'))) return items;
    const key = pick(this.o, ...names)!.key;
    const kv = `${key} : ${short(items.join(','))}`;
    return items.flatMap((t) => {
      if (!t.includes(':')) return [t];
      const odd = oddity(t, true, true);
      if (odd) this.warn(odd === 'zone' ? hnsMsg('hns.ipv6Zone', { kv: `${key} : ${short(t)}` }) : hnsMsg('hns.ipv6Mapped', { kv: `${key} : ${short(t)}` }), key);
      else if (parsePrefix(t) !== undefined) return [canonicalPrefix(t)];
      else this.warn(hnsMsg('hns.notIpItem', { kv, v: short(t) }), key);
      return [];
    });
  }

  private address(names: string[], gateway: boolean): string | undefined {
    return this.checked(
      names,
      'ip',
      (t) => (t.includes(':') ? parseIpv6Address(t) : parsePrefix(`${t}/32`) !== undefined ? t : undefined),
      (t) => oddity(t, false, gateway),
    );
  }

  private checked(names: string[], what: 'ip' | 'prefix', read: (t: string) => string | undefined, odd?: (t: string) => string | undefined): string | undefined {
    const p = pick(this.o, ...names);
    const t = textOf(p?.value)?.trim();
    if (!p || !t) return undefined;
    const kv = `${p.key} : ${short(t)}`;
    const named = t.includes(':') ? (odd ?? ((x: string) => oddity(x, true, true)))(t) : undefined;
    if (named) {
      if (named === 'zone') this.warn(hnsMsg('hns.ipv6Zone', { kv }), p.key);
      else if (named === 'mapped') this.warn(hnsMsg('hns.ipv6Mapped', { kv }), p.key);
      else this.warn(hnsMsg('hns.ipv6NotUnicast', { kv, kind: named }), p.key);
      return undefined;
    }
    const value = read(t);
    if (value !== undefined) return value;
    const len = /\/(\d+)$/.exec(t)?.[1];
    const long = len !== undefined && Number(len) > (t.includes(':') ? 128 : 32);
    if (long) this.warn(hnsMsg(what === 'ip' ? 'hns.notIpLong' : 'hns.notPrefixLong', { kv, len }), p.key);
    else this.warn(hnsMsg(what === 'ip' ? 'hns.notIp' : 'hns.notPrefix', { kv }), p.key);
    return undefined;
  }

  /** A list of strings: a JSON array, or one comma-separated string (`DNSServerList`, ACL addresses). */
  strings(...names: string[]): string[] {
    const v = this.raw(...names);
    const items = Array.isArray(v) ? v.map(textOf) : (textOf(v) ?? '').split(',');
    return items.map((s) => (s ?? '').trim()).filter((s) => s !== '');
  }

  /** The objects of a list field (a bare object counts as a list of one). */
  list(...names: string[]): Fields[] {
    const p = pick(this.o, ...names);
    if (!p) return [];
    const base = joinPath(this.path, p.key);
    const single = !Array.isArray(p.value);
    return listOf(p.value).flatMap((v, i) => (isObj(v) ? [new Fields(v, single ? base : indexPath(base, i), this.src)] : []));
  }

  obj(...names: string[]): Fields | undefined {
    const p = pick(this.o, ...names);
    return p && isObj(p.value) ? new Fields(p.value, joinPath(this.path, p.key), this.src) : undefined;
  }

  at(key?: string): { line?: number; field?: string } {
    const field = key ? joinPath(this.path, key) : this.path;
    return { line: this.src.lineOf(field), field: field || undefined };
  }

  warn(message: HnsMsg, key?: string): void {
    this.src.r.warn(message, this.at(key));
  }
}

function short(v: unknown): string {
  const t = typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
  return t.length > 60 ? `${t.slice(0, 60)}…` : t;
}

/** Why IPv6 text (an address, or the address of a prefix) is refused by name: a zone and a mapped
 * address always; an address that is no unicast one (`::`, `::1`, multicast, link-local) only where
 * one object's own address is meant (`prefixOk`: `::/0` and `ff00::/8` are prefixes, not addresses). */
function oddity(t: string, prefixOk: boolean, linkLocalOk: boolean): string | undefined {
  const slash = t.indexOf('/');
  const odd = ipv6Oddity(slash < 0 ? t : t.slice(0, slash));
  if (odd === 'zone' || odd === 'mapped') return odd;
  if (!odd || prefixOk || slash >= 0) return undefined;
  return odd === 'link-local' && linkLocalOk ? undefined : odd;
}

/** An IPv6 prefix with its address in RFC 5952 form and its length as printed; IPv4 as printed. */
function canonicalPrefix(t: string): string {
  if (!t.includes(':')) return t;
  const slash = t.indexOf('/');
  const addr = parseIpv6Address(slash < 0 ? t : t.slice(0, slash));
  return addr === undefined ? t : slash < 0 ? addr : `${addr}/${Number(t.slice(slash + 1))}`;
}
