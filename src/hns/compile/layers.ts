// The layers HNS programs on each kind of port, with the priorities we use. Names come from real
// vfpctrl output and Microsoft's diagnostic scripts; the priorities (and so the order) of layers on
// Kubernetes ports are not published: these are ours (assumption `layer-order`), lowest first for
// OUT: ACL sees real pod addresses, NAT/LB sits below it, encapsulation lowest.
import type { Family, Prefix } from '../../core/net/ip';
import type { Conditions, Direction, Group, Layer, Provenance, Rule } from '../../core/vfp/model';

export const LAYER = {
  ACL_ENDPOINT_LAYER: 10,
  LB_DSR: 20,
  SLB_NAT_LAYER: 30,
  SLB_LB_LAYER: 30,
  LB: 31,
  SLB_HAIRPIN_LAYER: 32,
  VNET_MAC_REWRITE_LAYER: 35,
  VNET_ENCAP_LAYER: 40,
  SLB_DECAP_LAYER_STATEFUL: 45,
  VNET_PA_ROUTE_LAYER: 50,
} as const;

export type LayerName = keyof typeof LAYER;

const STATEFUL: Record<LayerName, boolean> = {
  ACL_ENDPOINT_LAYER: true,
  LB_DSR: true,
  SLB_NAT_LAYER: true,
  SLB_LB_LAYER: true,
  LB: true,
  SLB_HAIRPIN_LAYER: true,
  VNET_MAC_REWRITE_LAYER: false,
  VNET_ENCAP_LAYER: false,
  SLB_DECAP_LAYER_STATEFUL: true,
  VNET_PA_ROUTE_LAYER: false,
};

export function layer(name: LayerName, groups: Group[], provenance?: Provenance): Layer {
  return {
    name,
    friendlyName: name,
    priority: LAYER[name],
    stateful: STATEFUL[name],
    groups,
    defaultAction: { in: 'allow', out: 'allow' },
    // The priorities (10-50) are ours: no public /list-layer of a Kubernetes node shows them.
    provenance: { ...provenance, modelOwn: { priority: true } },
  };
}

export function group(name: string, direction: Direction, rules: Rule[], opts: { priority?: number; matchType?: 'priority' | 'lpm'; family?: 'ipv4' | 'ipv6' } = {}): Group {
  return {
    name,
    friendlyName: name,
    priority: opts.priority ?? 1,
    direction,
    family: opts.family ?? 'ipv4',
    conditions: {},
    matchType: opts.matchType ?? 'priority',
    rules,
  };
}

/** A rule as one family's group holds it: with only that family's addresses in its address
 * conditions, or none when a condition names addresses of the other family only. A rule without
 * address conditions (an ACL for any address) belongs to both families' groups. */
export function ruleForFamily(r: Rule, family: Family): Rule | undefined {
  const keep = (list: Prefix[] | undefined): Prefix[] | undefined | null => {
    if (!list) return undefined;
    const mine = list.filter((p) => p.family === family);
    return mine.length ? (mine.length === list.length ? list : mine) : null;
  };
  const src = keep(r.conditions.srcIp);
  const dst = keep(r.conditions.dstIp);
  if (src === null || dst === null) return undefined;
  if (src === r.conditions.srcIp && dst === r.conditions.dstIp) return r;
  const conditions: Conditions = { ...r.conditions };
  if (src) conditions.srcIp = src;
  if (dst) conditions.dstIp = dst;
  return { ...r, conditions };
}

/** The IPv6 twin of an IPv4 group's name, as vfpctrl prints them (…_IPV4_IN → …_IPV6_IN, …_IPv4_… → …_IPv6_…). */
export const ipv6GroupName = (ipv4Name: string): string => ipv4Name.replace('IPV4', 'IPV6').replace('IPv4', 'IPv6');

export interface FamilyOptions {
  priority?: number;
  matchType?: 'priority' | 'lpm';
  /** The IPv6 group even when no rule is for IPv6 (the ACL layer always shows its four). */
  always?: boolean;
  /** Rules without addresses go to the IPv6 group too (a dual-stack endpoint's "any" ACL); else IPv4 only. */
  addresslessInBoth?: boolean;
  /** What a rule in the IPv6 group carries besides (an assumption). */
  ipv6Rule?: (r: Rule) => Rule;
}

/**
 * A group and, when any rule is for IPv6, its IPv6 twin: each holding the rules of its family.
 * The IPv4 group is always there (with every IPv4-only scenario's rules, as before dual-stack).
 */
export function familyGroups(ipv4Name: string, direction: Direction, rules: Rule[], opts: FamilyOptions = {}): Group[] {
  const { always, addresslessInBoth, ipv6Rule, ...groupOpts } = opts;
  const v4 = rules.map((r) => ruleForFamily(r, 'ipv4')).filter((r): r is Rule => r !== undefined);
  const v6 = rules
    .filter((r) => hasFamily(r, 'ipv6') || (addresslessInBoth && addressesOf(r).length === 0))
    .map((r) => ruleForFamily(r, 'ipv6'))
    .filter((r): r is Rule => r !== undefined)
    .map((r) => (ipv6Rule ? ipv6Rule(r) : r));
  const out = [group(ipv4Name, direction, v4.length === rules.length ? rules : v4, groupOpts)];
  if (v6.length || always) out.push(group(ipv6GroupName(ipv4Name), direction, v6, { ...groupOpts, family: 'ipv6' }));
  return out;
}

const addressesOf = (r: Rule) => [...(r.conditions.srcIp ?? []), ...(r.conditions.dstIp ?? [])];
const hasFamily = (r: Rule, family: Family) => addressesOf(r).some((p) => p.family === family);
