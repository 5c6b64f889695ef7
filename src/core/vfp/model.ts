// The VFP object model as vfpctrl shows it: a vSwitch port holds layers, a layer holds groups,
// a group holds rules. Names, priorities and flags are kept as Windows prints them.
import type { Family, Ip, Ipv4, Prefix } from '../net/ip';
import type { Mac } from '../net/mac';
import type { Protocol } from '../net/protocol';
import type { Msg } from '../message';

export type Direction = 'in' | 'out';
export type PortKind = 'endpoint' | 'host' | 'external';

/** Who created an object: the HNS object behind it and the Kubernetes object behind that. */
export interface Provenance {
  /** HNS object: its type (Endpoint, LoadBalancer, Network, or a policy type such as ACL / OutBoundNAT / ROUTE) and id. */
  hns?: { type: string; id: string; name?: string };
  /** Kubernetes object, e.g. { kind: 'Service', namespace: 'default', name: 'web' }. */
  k8s?: { kind: string; namespace?: string; name: string };
  /** Who programs it (CNI plugin, kube-proxy, a policy agent, or a vfpctrl dump used as is). */
  by?: string;
  /** `by` as a value (the UI says it in the user's language): not written to the trace's JSON. */
  byMsg?: Msg;
  /** Written by someone for particular traffic (a network policy), not by the infrastructure: the
   * rule a "why was it dropped" answer should point to first. */
  intent?: boolean;
  /** Made (added) or changed by hand in the builder (`nodes[].vfpEdits`), not by HNS. */
  hand?: 'added' | 'changed';
  /** Assumption ids this object's existence or placement relies on. */
  assumptions?: string[];
  /** What of this object the model made up because no public source shows it (issue 11). */
  modelOwn?: ModelOwn;
}

/** The "model's own" label: `name: 'invented'` — no public source shows such a name
 * (OUTBOUNDNAT_EXCEPTION_*, ROUTE_NEEDENCAP_*, MAC_REWRITE_*, DECAP_*...); `name: 'pattern'` — the
 * name follows the pattern Microsoft's networkhealth.ps1 matches, but the part it matches with `\w*`
 * is not public and is left out; `priority` — the rule's or layer's priority is the model's own. */
export interface ModelOwn {
  name?: 'invented' | 'pattern';
  priority?: boolean;
}

export interface PortRange {
  lo: number;
  hi: number;
}

/** Rule conditions. An absent field matches anything; a list matches if any entry matches. */
export interface Conditions {
  srcIp?: Prefix[];
  dstIp?: Prefix[];
  protocols?: number[];
  srcPorts?: PortRange[];
  dstPorts?: PortRange[];
  /** VXLAN network identifier of the outer header (decap rules). */
  vni?: number;
  /** Whether the packet must (true) or must not (false) be encapsulated. */
  encapsulated?: boolean;
  /** The model's own condition: the load-balancer frontend (`VIP:port/protocol-number`) that
   * translated the connection (Packet.frontend). VFP ties NAT_ / HairPin_ rules to their load
   * balancer through its flows; no vfpctrl condition prints it. */
  frontends?: string[];
}

export type Distribution = 'none' | 'sourceIpProtocol' | 'sourceIp';

export interface Backend {
  ip: Ip;
  port: number;
  /** Canonical ref of the receiver when known, e.g. pod/default/web-1. */
  endpoint?: string;
  /** HNS endpoint id behind this DIP. */
  hnsId?: string;
  /** True when the backend is an endpoint on this node. */
  local: boolean;
  mac?: Mac;
}

export interface NatPool {
  name: string;
  ip: Ip;
  lo: number;
  hi: number;
}

export type Action =
  | { type: 'allow' }
  | { type: 'block' }
  | { type: 'meter' }
  /** Dynamic source NAT from a pool of (address, port) pairs. */
  | { type: 'dynnat'; pool: NatPool }
  /** Static NAT. */
  | { type: 'nat'; src?: Ip; srcPort?: number; dst?: Ip; dstPort?: number }
  /** Load-balancer NAT: VIP:port → one backend chosen by hash; optionally SNAT to `snat`. */
  | {
      type: 'lbnat';
      backends: Backend[];
      distribution: Distribution;
      /** Source address for a load balancer that also rewrites the source (overlay source VIP, node IP). */
      snat?: { ip: Ip; pool: NatPool };
      /** Keep the VIP as destination (PreserveDIP): MAC rewrite only. */
      preserveDip?: boolean;
      /** When the hash picks the sender itself: drop (DSR without loopback DSR), or SNAT to `hairpinSnat`. */
      selfHit?: 'drop' | 'snat';
      hairpinSnat?: { ip: Ip; pool: NatPool };
    }
  /** VXLAN encapsulation towards a provider address. */
  | { type: 'encap'; vni: number; pa: Ipv4; innerDstMac?: Mac; udpPort: number }
  /** The `NeedEncap` route: host-internal encapsulation to the host vNIC (management) port. */
  | { type: 'route-encap'; to: Ipv4; toMac: Mac }
  | { type: 'decap' }
  | { type: 'mac-rewrite'; dstMac?: Mac; srcMac?: Mac }
  /** PA route: the outer packet's next hop comes from the host's routing (sets the outer MACs). */
  | { type: 'paroute' };

export type ActionType = Action['type'];

export interface RuleFlags {
  terminating: boolean;
  stateful: boolean;
  /** The number vfpctrl prints (8195 = terminating stateful + 0x2000). */
  raw: number;
}

export interface Rule {
  id: string;
  friendlyName?: string;
  priority: number;
  flags: RuleFlags;
  conditions: Conditions;
  action: Action;
  /** Idle lifetime, in seconds, of flows this rule creates. */
  flowTtl: number;
  provenance?: Provenance;
  /** Text blocks a dump carried that we keep but do not interpret (Rule Data, Modify, ...). */
  extra?: string[];
  /** Counters as a dump printed them (vfpctrl /get-rule-counter): evidence to compare a walk with. */
  counters?: { matchedPackets: number; droppedPackets: number; pendingPackets?: number; droppedFlows?: number };
}

export interface Group {
  name: string;
  friendlyName?: string;
  priority: number;
  direction: Direction;
  family: Family;
  conditions: Conditions;
  matchType: 'priority' | 'lpm';
  rules: Rule[];
}

export interface Layer {
  name: string;
  friendlyName?: string;
  priority: number;
  stateful: boolean;
  groups: Group[];
  /** What happens when no rule of an applicable group matches, per direction. */
  defaultAction: Record<Direction, 'allow' | 'block'>;
  /** Why the default is what it is (shown in traces), and the assumption behind it. */
  defaultNote?: Partial<Record<Direction, { text: string; assumption?: string }>>;
  provenance?: Provenance;
}

export interface Port {
  /** The port name vfpctrl uses: a GUID. */
  id: string;
  friendlyName: string;
  kind: PortKind;
  mac?: Mac;
  blocked: boolean;
  layers: Layer[];
  provenance?: Provenance;
  /** What this port leads to, for reading traces: a ref such as pod/default/web-1 or node/win-node-1. */
  owner?: string;
  /** Counters as a dump printed them (vfpctrl /get-port-counter), per direction. */
  counters?: Partial<Record<Direction, { totalPackets?: number; droppedPackets?: number; droppedAcl?: number; pendingPackets?: number }>>;
  /** The vSwitch it belongs to and its port number, when a dump said so. */
  switchName?: string;
  portNumber?: number;
}

export const FLAGS_TERMINATING_STATEFUL: RuleFlags = { terminating: true, stateful: true, raw: 8195 };
export const FLAGS_TERMINATING: RuleFlags = { terminating: true, stateful: false, raw: 1 };

/** Decodes vfpctrl's rule flags: 0x1 terminating, 0x2 stateful (other bits kept in `raw`). */
export function decodeFlags(raw: number): RuleFlags {
  return { terminating: (raw & 1) !== 0, stateful: (raw & 2) !== 0, raw };
}

export function protocolsOf(...ps: Protocol[]): number[] {
  const N: Record<Protocol, number> = { icmp: 1, tcp: 6, udp: 17, sctp: 132 };
  return ps.map((p) => N[p]);
}
