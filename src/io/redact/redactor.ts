// The redactor: scan every input first (so replacements can avoid every original and prefixes can
// be moved whole), then replace. One redactor = one consistent mapping across all it is given.
import { formatIpv4, parseIpv4 } from '../../core/net/ip';
import { ContainerIdMapper, GuidMapper } from './guid';
import { Ipv4Mapper } from './ipv4';
import { formatIpv6, Ipv6Mapper, parseIpv6 } from './ipv6';
import { MacMapper } from './mac';
import type { RedactionEntry, RedactionKind, RedactionMapping, RedactOptions } from './model';
import { NameMapper } from './names';
import { tokenOf, tokenRegex, type TokenGroups } from './scan';

export interface Redactor {
  /** Redacts several texts with one mapping (all are scanned before any is replaced). */
  texts(texts: readonly string[]): string[];
  /** Redacts every string inside a JSON-like value; object keys and non-strings are kept. */
  value<T>(value: T): T;
  mapping(): RedactionMapping;
}

const splitPrefix = (text: string): { addr: string; suffix: string } => {
  const slash = text.indexOf('/');
  return slash < 0 ? { addr: text, suffix: '' } : { addr: text.slice(0, slash), suffix: text.slice(slash) };
};

export function createRedactor(options: RedactOptions = {}): Redactor {
  const ipv4 = new Ipv4Mapper();
  const ipv6 = new Ipv6Mapper();
  const macs = new MacMapper(ipv4);
  const guids = new GuidMapper();
  const containers = new ContainerIdMapper();
  const names = new NameMapper(options.names);
  const regex = tokenRegex(names.pattern());
  const entries: RedactionEntry[] = [];
  const recorded = new Set<string>();

  const record = (kind: RedactionKind, original: string, replacement: string) => {
    const k = `${kind}\u0000${original}`;
    if (recorded.has(k) || original === replacement) return;
    recorded.add(k);
    entries.push({ kind, original, replacement });
  };

  const observe = (text: string) => {
    for (const m of text.matchAll(regex)) {
      const token = tokenOf(m.groups ?? {});
      if (!token) continue;
      const { addr, suffix } = splitPrefix(token.text);
      if (token.kind === 'ipv4') {
        const ip = parseIpv4(addr);
        if (ip !== undefined) ipv4.observe(ip, suffix ? Number(suffix.slice(1)) : undefined);
      } else if (token.kind === 'ipv6') {
        const bytes = parseIpv6(addr);
        if (bytes) ipv6.observe(bytes);
      } else if (token.kind === 'mac') macs.observe(token.text);
      else if (token.kind === 'guid') guids.observe(token.text);
      else if (token.kind === 'cid') containers.observe(token.text);
    }
  };

  const replaceToken = (groups: TokenGroups, match: string): string => {
    const token = tokenOf(groups);
    if (!token) return match;
    const { addr, suffix } = splitPrefix(token.text);
    switch (token.kind) {
      case 'ipv4': {
        const ip = parseIpv4(addr);
        if (ip === undefined) return match;
        const out = formatIpv4(ipv4.map(ip));
        record('ipv4', addr, out);
        return out + suffix;
      }
      case 'ipv6': {
        const bytes = parseIpv6(addr);
        if (!bytes) return match;
        const out = formatIpv6(ipv6.map(bytes));
        record('ipv6', addr, out);
        return out + suffix;
      }
      case 'mac': {
        const out = macs.map(token.text);
        record('mac', token.text, out);
        return out;
      }
      case 'guid': {
        const out = guids.map(token.text);
        record('guid', token.text, out);
        return out;
      }
      case 'cid': {
        const out = containers.map(token.text);
        record('containerId', token.text, out);
        return out;
      }
      case 'name': {
        const kind = names.kindOf(token.text);
        if (!kind) return match;
        const out = names.map(token.text);
        record(kind, token.text, out);
        return out;
      }
      case 'head':
        return guids.mapHead(token.text) ?? match;
    }
  };

  const replace = (text: string): string => text.replace(regex, (match: string, ...rest: unknown[]) => replaceToken(groupsOf(rest), match));

  return {
    texts(texts) {
      texts.forEach(observe);
      ipv4.allocate();
      return texts.map(replace);
    },
    value<T>(value: T): T {
      const strings: string[] = [];
      collectStrings(value, strings);
      strings.forEach(observe);
      ipv4.allocate();
      return mapStrings(value, replace);
    },
    mapping: () => ({
      entries: [...entries],
      ipv4Networks: [...ipv4.networks],
      notes: [...names.said.notes, ...ipv4.said.notes],
      noteMsgs: [...names.said.noteMsgs, ...ipv4.said.noteMsgs],
    }),
  };
}

/** String.replace passes the named groups as its last argument. */
function groupsOf(rest: unknown[]): TokenGroups {
  const last = rest[rest.length - 1];
  return typeof last === 'object' && last !== null ? last : {};
}

function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, out));
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach((v) => collectStrings(v, out));
}

function mapStrings<T>(value: T, f: (s: string) => string): T;
function mapStrings(value: unknown, f: (s: string) => string): unknown {
  if (typeof value === 'string') return f(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) Object.defineProperty(out, k, { value: mapStrings(v, f), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return value;
}
