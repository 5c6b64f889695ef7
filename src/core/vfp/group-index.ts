// Rule lookup inside a group without scanning every rule. A Kubernetes node carries one load-balancer
// rule per Service port (thousands), almost all keyed on one destination address, so rules whose
// destination condition is a set of host addresses are indexed by that address; the rest stay in a
// short list. Both lists are kept in priority order and merged during lookup. LPM groups are indexed
// by prefix length, as VFP's longest-prefix-match groups are.
import { formatIpv6, maskOf, prefixContains, type Ip, type Ipv4, type Ipv6 } from '../net/ip';
import { matches, type HeaderView } from './match';
import type { Group, Rule } from './model';

interface PriorityIndex {
  kind: 'priority';
  /** By destination address (IPv4 /32 or IPv6 /128 conditions). */
  byDst: Map<Ip, Rule[]>;
  general: Rule[];
  /** Position in priority order (stable: ties keep the group's order), the tie-breaker between lists. */
  order: Map<Rule, number>;
}
interface LpmIndex {
  kind: 'lpm';
  /** Prefix lengths present, longest first, each with its rules by masked base address. */
  lengths: { len: number; mask: number; byBase: Map<Ipv4, Rule[]> }[];
  general: Rule[];
}
type Index = PriorityIndex | LpmIndex;

const cache = new WeakMap<Group, Index>();
const byPriority = (a: Rule, b: Rule) => a.priority - b.priority;

function hostAddresses(rule: Rule): Ip[] | undefined {
  const d = rule.conditions.dstIp;
  if (!d || d.length === 0) return undefined;
  const out: Ip[] = [];
  for (const p of d) {
    if (p.family === 'ipv4' && p.len === 32) out.push(p.base);
    else if (p.family === 'ipv6' && p.len === 128) out.push(formatIpv6(p.bytes) as Ipv6);
    else return undefined;
  }
  return out;
}

function build(g: Group): Index {
  const rules = [...g.rules].sort(byPriority);
  if (g.matchType === 'lpm') {
    // A rule may list several prefixes: it is indexed under each, and competes with the one that matched.
    const lens = new Map<number, Map<Ipv4, Rule[]>>();
    const general: Rule[] = [];
    for (const r of rules) {
      const d = r.conditions.dstIp;
      if (!d || d.length === 0 || d.some((p) => p.family !== 'ipv4')) {
        general.push(r);
        continue;
      }
      for (const p of d) {
        if (p.family !== 'ipv4') continue;
        let m = lens.get(p.len);
        if (!m) lens.set(p.len, (m = new Map()));
        const list = m.get(p.base) ?? [];
        if (!list.includes(r)) list.push(r);
        m.set(p.base, list);
      }
    }
    const lengths = [...lens.entries()].sort((a, b) => b[0] - a[0]).map(([len, byBase]) => ({ len, mask: maskOf(len), byBase }));
    return { kind: 'lpm', lengths, general };
  }
  const byDst = new Map<Ip, Rule[]>();
  const general: Rule[] = [];
  const order = new Map<Rule, number>();
  rules.forEach((r, i) => order.set(r, i));
  for (const r of rules) {
    const hosts = hostAddresses(r);
    if (!hosts) {
      general.push(r);
      continue;
    }
    for (const h of hosts) {
      const list = byDst.get(h) ?? [];
      list.push(r);
      byDst.set(h, list);
    }
  }
  return { kind: 'priority', byDst, general, order };
}

function indexOf(g: Group): Index {
  let ix = cache.get(g);
  if (!ix) cache.set(g, (ix = build(g)));
  return ix;
}

function firstMatch(list: Rule[] | undefined, h: HeaderView): Rule | undefined {
  if (!list) return undefined;
  for (const r of list) if (matches(r.conditions, h)) return r;
  return undefined;
}

/** The rule of this group that decides for the packet: best priority, or longest prefix for LPM groups. */
export function lookupRule(g: Group, h: HeaderView): Rule | undefined {
  const ix = indexOf(g);
  if (ix.kind === 'lpm') {
    if (typeof h.dst === 'string') return longestIpv6(ix.general, h);
    for (const { mask, byBase } of ix.lengths) {
      const r = firstMatch(byBase.get((h.dst & mask) >>> 0), h);
      if (r) return r;
    }
    return firstMatch(ix.general, h);
  }
  const a = firstMatch(ix.byDst.get(h.dst), h);
  const b = firstMatch(ix.general, h);
  if (!a) return b;
  if (!b) return a;
  return ix.order.get(a)! <= ix.order.get(b)! ? a : b;
}

/** An LPM group for an IPv6 destination: the matching rule with the longest destination prefix
 * that holds it (IPv6 rules are few: they are not indexed by length). */
function longestIpv6(rules: Rule[], h: HeaderView): Rule | undefined {
  let best: Rule | undefined;
  let bestLen = -1;
  for (const r of rules) {
    if (!matches(r.conditions, h)) continue;
    const len = Math.max(-1, ...(r.conditions.dstIp ?? []).filter((p) => prefixContains(p, h.dst)).map((p) => p.len));
    const l = r.conditions.dstIp ? len : 0;
    if (l > bestLen) [best, bestLen] = [r, l];
  }
  return best;
}

/** Rules in the order the group evaluates them (for display). */
export function rulesInOrder(g: Group): Rule[] {
  return [...g.rules].sort(byPriority);
}
