// Layers of a vfpctrl dump. `/list-rule /layer X` prints no LAYER line, so the layer of a group is
// recovered from the group's name where the naming convention is unambiguous (VFP notes §2), and
// what vfpctrl never prints (layer defaults, statefulness) follows VFP Lab's documented model.
import type { Direction, Layer, PortKind } from '../../../core/vfp/model';

/** Group-name patterns whose layer is certain (names seen in real output and Microsoft's scripts). */
const GROUP_TO_LAYER: [RegExp, string][] = [
  [/^ACL_ENDPOINT_GROUP_/i, 'ACL_ENDPOINT_LAYER'],
  [/^ACL_SUBNET_GROUP_/i, 'ACL_SUBNET_LAYER'],
  [/^SLB_GROUP_NAT_/i, 'SLB_NAT_LAYER'],
  [/^SLB_GROUP_LB_/i, 'SLB_LB_LAYER'],
  [/^SLB_GROUP_HAIRPIN_/i, 'SLB_HAIRPIN_LAYER'],
  [/^SLB_GROUP_DECAP_/i, 'SLB_DECAP_LAYER_STATEFUL'],
  [/^LB_DSR_/i, 'LB_DSR'],
  [/^LB_OUT$/i, 'LB'],
  [/^VNET_GROUP_ENCAP_/i, 'VNET_ENCAP_LAYER'],
  [/^VNET_GROUP_PA_ROUTE_/i, 'VNET_PA_ROUTE_LAYER'],
];

export function layerOfGroup(group: string): string | undefined {
  return GROUP_TO_LAYER.find(([re]) => re.test(group))?.[1];
}

/** Stand-in name when neither a LAYER line nor the group name tells the layer. */
export const UNKNOWN_LAYER = 'UNKNOWN_LAYER';

/**
 * Priorities for layers whose LAYER line was not printed: the order VFP Lab assumes for a pod port
 * (VFP notes §2.4, assumption `layer-order`), spaced so that real priorities can sit between.
 */
const ASSUMED_PRIORITY: Record<string, number> = {
  ACL_ENDPOINT_LAYER: 100,
  ACL_SUBNET_LAYER: 110,
  LB_DSR: 200,
  SLB_LB_LAYER: 210,
  LB: 220,
  SLB_HAIRPIN_LAYER: 230,
  SLB_NAT_LAYER: 300,
  SLB_DECAP_LAYER_STATEFUL: 310,
  VNET_ENCAP_LAYER: 400,
  VNET_PA_ROUTE_LAYER: 500,
};

export function newLayer(name: string, priority?: number): Layer {
  const layer: Layer = {
    name,
    priority: priority ?? (Object.hasOwn(ASSUMED_PRIORITY, name) ? ASSUMED_PRIORITY[name] : undefined) ?? 1000,
    stateful: true,
    groups: [],
    defaultAction: { in: 'allow', out: 'allow' },
    provenance: { by: 'vfpctrl dump' },
  };
  if (priority === undefined) layer.provenance!.assumptions = ['layer-order'];
  return layer;
}

/**
 * Fills in what vfpctrl does not print once the layer's groups are known. Statefulness: from the
 * name when it says so, else whether any rule is stateful. Default: an ACL layer blocks what no rule
 * matched in a direction where an ACL applies (assumption `acl-default-deny-ingress` inbound,
 * verified outbound); other layers pass.
 */
export function finishLayer(layer: Layer): void {
  const rules = layer.groups.flatMap((g) => g.rules);
  layer.stateful = /STATELESS/i.test(layer.name) ? false : /STATEFUL/i.test(layer.name) || rules.some((r) => r.flags.stateful);
  if (!/^ACL_/i.test(layer.name)) return;
  for (const d of ['in', 'out'] as Direction[]) {
    if (!layer.groups.some((g) => g.direction === d && g.rules.length > 0)) continue;
    layer.defaultAction[d] = 'block';
    const text = 'vfpctrl does not print layer defaults: once an ACL applies in a direction, VFP Lab blocks what no rule allowed';
    layer.defaultNote = { ...layer.defaultNote, [d]: d === 'in' ? { text, assumption: 'acl-default-deny-ingress' } : { text } };
  }
}

/** Guesses the kind of an unnamed port from its layers; undefined when nothing tells. */
export function portKindFromLayers(layers: Layer[]): PortKind | undefined {
  const names = layers.map((l) => l.name.toUpperCase());
  if (names.some((n) => ['ACL_ENDPOINT_LAYER', 'LB_DSR', 'SLB_NAT_LAYER', 'VNET_ENCAP_LAYER'].includes(n))) return 'endpoint';
  if (names.some((n) => ['SLB_LB_LAYER', 'LB', 'SLB_HAIRPIN_LAYER'].includes(n))) return 'host';
  return undefined;
}
