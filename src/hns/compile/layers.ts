// The layers HNS programs on each kind of port, with the priorities we use. Names come from real
// vfpctrl output and Microsoft's diagnostic scripts; the priorities (and so the order) of layers on
// Kubernetes ports are not published: these are ours (assumption `layer-order`), lowest first for
// OUT: ACL sees real pod addresses, NAT/LB sits below it, encapsulation lowest.
import type { Direction, Group, Layer, Provenance, Rule } from '../../core/vfp/model';

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
