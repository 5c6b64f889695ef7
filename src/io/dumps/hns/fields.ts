// Field access for HNS objects read from JSON or Format-List text. Both print the same names, but
// Format-List turns everything into text (`NeedEncap=True`, `Priority=900`), v1 and v2 differ in case
// (`IPAddress` / `IpAddress`), and PowerShell prints a one-element array as a bare value. Readers
// here accept all of that and report what they cannot read with its path and line.
import { parsePrefix } from '../../../core/net/ip';
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

  /** An address (IPv4 or IPv6). One that does not parse is warned with its line and field, and left out. */
  ip(...names: string[]): string | undefined {
    return this.checked(names, 'ip', (t) => parsePrefix(t.includes(':') ? `${t}/128` : `${t}/32`) !== undefined);
  }

  /** An address prefix (`10.244.1.0/24`); `10.244.1.0/99` is warned with its line and field, and left out. */
  prefix(...names: string[]): string | undefined {
    return this.checked(names, 'prefix', (t) => parsePrefix(t) !== undefined);
  }

  private checked(names: string[], what: 'ip' | 'prefix', valid: (t: string) => boolean): string | undefined {
    const p = pick(this.o, ...names);
    const t = textOf(p?.value)?.trim();
    if (!p || !t) return undefined;
    if (valid(t)) return t;
    const len = /\/(\d+)$/.exec(t)?.[1];
    const kv = `${p.key} : ${short(t)}`;
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
