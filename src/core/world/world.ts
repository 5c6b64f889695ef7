// The world a packet walks through: hosts (Windows nodes, Linux nodes, outside hosts), the underlay
// between them, and the internet edge. Built by src/cluster (or from imported dumps); read-only here.
import type { Ip, Ipv4, Ipv6, Prefix } from '../net/ip';
import type { Mac } from '../net/mac';
import type { Msg } from '../message';
import type { Protocol } from '../net/protocol';
import type { Port, PortRange, Provenance } from '../vfp/model';
import type { ReasonCode } from '../trace/reasons';
import type { VerdictMsg } from '../trace/verdict-messages';
import type { ModelSettings } from './settings';
import type { LinuxWalk } from '../walk/linux-walk';

export interface Listener {
  protocol: Protocol;
  port: number;
}

export interface Interface {
  /** As ipconfig names it: `vEthernet (Ethernet)`, `vEthernet (cbr0)`, `eth0`. */
  name: string;
  ip: Ipv4;
  prefixLen: number;
  /** The interface's IPv6 address in a dual-stack cluster (the same vNIC or veth carries both). */
  ipv6?: { ip: Ipv6; prefixLen: number };
  mac: Mac;
  /** The vSwitch port this vNIC is bound to (Windows). */
  portId?: string;
  /** Linux and outside hosts: the NIC to the underlay, the node's bridge, a pod's veth end, or a
   * VXLAN device (flannel.<VNI>) that encapsulates to the node behind the next hop's MAC. */
  link?: 'uplink' | 'bridge' | 'veth' | 'vxlan';
  /** IP forwarding on this interface (the host's cbr0 and management vNIC on L2Bridge). */
  forwarding?: boolean;
  mtu: number;
}

export interface Route {
  prefix: Prefix;
  /** Absent: on-link. */
  nextHop?: Ip;
  iface: string;
  metric?: number;
  /** Why this route exists (shown in traces): "flannel host-gw route to win-node-2's pod CIDR". */
  note?: string;
  /** `note` as a message value (core/walk/narration-messages.ts), where the code that made the route wrote one. */
  noteMsg?: Msg;
}

/** A packet the stack refuses for a documented platform limit, e.g. NodePort from the node itself. */
export interface LocalRefusal {
  /** Absent: any protocol. */
  protocol?: Protocol;
  /** Absent: any port. */
  dstPort?: number;
  /** Matches packets this stack sends to one of its own addresses. */
  toSelf: boolean;
  /** Matches only packets to these destinations. */
  dstPrefixes?: Prefix[];
  reason: ReasonCode;
  /** What the verdict says (trace/verdict-messages.ts). */
  msg: VerdictMsg;
}

/** A TCP/IP stack: a Windows network compartment or a Linux network namespace. */
export interface Compartment {
  id: string;
  /** Compartment number on Windows (1 = the host's default compartment). */
  number?: number;
  kind: 'host' | 'pod';
  /** The ref of what lives here: pod/default/web-1 or node/win-node-1. */
  owner: string;
  interfaces: Interface[];
  routes: Route[];
  listeners: Listener[];
  /** What listens is unknown (rebuilt from dumps): every port counts as open, and the trace says so. */
  listenersUnknown?: boolean;
  closedPort: 'drop' | 'reset';
  refusals?: LocalRefusal[];
  /** Initial TTL of packets this stack sends. */
  ttl: number;
}

/** An ARP answer the vSwitch gives for an HNS endpoint without a port: the MAC, and who asked for it. */
export interface ArpAnswer {
  mac: Mac;
  provenance: Provenance;
}

export interface WindowsHost {
  kind: 'windows';
  name: string;
  ip: Ipv4;
  /** The node's IPv6 address in a dual-stack cluster. */
  ipv6?: Ipv6;
  /** The physical NIC's MAC (the management vNIC took it over). */
  mac: Mac;
  network: { name: string; type: 'L2Bridge' | 'Overlay' | 'L2Tunnel' | 'Transparent'; drMac?: Mac };
  vswitch: {
    name: string;
    ports: Port[];
    externalPortId?: string;
    hostPortId?: string;
    /** Addresses the vSwitch answers ARP for on behalf of an HNS endpoint that has no port of its own
     * (kube-proxy's source-VIP endpoint on Overlay, with the host's MAC), with the object behind each. */
    arp?: Map<Ip, ArpAnswer>;
  };
  compartments: Compartment[];
  /** IPs the vSwitch / host can resolve to MACs on its segments (ARP), beyond its own ports. */
  neighbors: Map<Ip, Mac>;
  /** NIC MTU towards the underlay. */
  mtu: number;
  /** Protocols the Windows stack does not carry for containers (SCTP). */
  unsupportedProtocols: Protocol[];
}

export interface LinuxServiceRule {
  vip: Ip;
  port: number;
  protocol: Protocol;
  /** Every ready endpoint of the Service in the cluster; `local` marks this node's own. None: the
   * Service has no endpoints, and kube-proxy REJECTs what is sent to it. */
  backends: { ip: Ip; port: number; endpoint?: string; local?: boolean }[];
  distribution: 'none' | 'sourceIp';
  service: string;
  /** NodePort rules match the node's own IP. */
  nodePort?: boolean;
  /** The Service's port this rule stands for (a NodePort's `port`), as kube-proxy's comments name it. */
  servicePort?: number;
  /** An external IP or LoadBalancer address of the Service (external traffic, as a NodePort). */
  external?: boolean;
  /** The traffic policy that applies to this address (internalTrafficPolicy for a ClusterIP,
   * externalTrafficPolicy for a NodePort): Local uses this node's endpoints only, and drops when
   * there are none. Absent: Cluster. */
  trafficPolicy?: 'Cluster' | 'Local';
}

/** One address a Linux policy rule names: a prefix, minus its exceptions. */
export interface LinuxPolicyPeer {
  prefix: Prefix;
  except?: Prefix[];
}

/** One allow entry of a Linux pod's policy filter: a packet matches when every given field does. */
export interface LinuxPolicyRule {
  /** The remote end: the source for ingress, the destination for egress. Absent: every address. */
  peers?: LinuxPolicyPeer[];
  /** Absent: every protocol. */
  protocol?: Protocol;
  /** Destination ports. Absent: every port. */
  ports?: PortRange[];
  /** The rule in words, for narration: "networkpolicy default/api ingress rule 1". */
  name: string;
  /** The object that asked for it (shown with a verdict). */
  provenance: Provenance;
  /** How its ports were found when the source did not give numbers (a named port), in English and as a value. */
  note?: string;
  noteMsg?: Msg;
}

/** A pod's filter for one direction. Its presence means the pod is isolated for that direction:
 * only what a rule allows passes (plus replies of allowed connections, which conntrack lets by). */
export interface LinuxPolicyDirection {
  /** The objects that isolate the pod in this direction. */
  isolatedBy: Provenance[];
  /** The union of every allow entry. */
  allow: LinuxPolicyRule[];
  /** What could not be enforced and was left out, in words (said beside a drop). */
  leftOut?: string[];
}

/** What the node's policy agent enforces for one pod. A direction left out is not isolated. */
export interface LinuxPodPolicy {
  /** The host side of the pod's veth, as the policy agent names it (Calico: cali…). */
  hostVeth: string;
  ingress?: LinuxPolicyDirection;
  egress?: LinuxPolicyDirection;
}

export interface LinuxHost {
  kind: 'linux';
  name: string;
  ip: Ipv4;
  ipv6?: Ipv6;
  mac: Mac;
  /** The dataplane whose words the trace uses: iptables (kube-proxy) or eBPF (Cilium / Dataplane V2). */
  dataplane: 'iptables' | 'ebpf';
  /** netns of the host (kind 'host') and of each pod. */
  compartments: Compartment[];
  services: LinuxServiceRule[];
  /** Destinations not masqueraded (the cluster's ranges). */
  masqueradeExceptions: Prefix[];
  /** The cluster's pod range, as kube-proxy's local-traffic detector (--cluster-cidr) knows it: a
   * ClusterIP reached from a source outside it is masqueraded. Absent: no such masquerade. */
  clusterCidr?: Prefix;
  neighbors: Map<Ip, Mac>;
  mtu: number;
  /** On a VXLAN overlay, the node's VXLAN device as flannel programs it: its VNI and UDP port, and
   * its forwarding database (a remote VTEP's MAC → that node's IP). */
  vxlan?: { device: string; vni: number; udpPort: number; fdb: Map<Mac, { ip: Ipv4; node: string }> };
  /** Per pod netns (compartment id): the policy filter the node's policy agent (Calico iptables or
   * Cilium eBPF) enforces. A pod without an entry is not isolated. */
  policies?: Map<string, LinuxPodPolicy>;
}

export interface ExternalHost {
  kind: 'external';
  name: string;
  ip: Ipv4;
  ipv6?: Ipv6;
  mac: Mac;
  /** 'underlay': on the node network / VPC; 'internet': beyond the edge. */
  location: 'underlay' | 'internet';
  compartments: [Compartment];
  neighbors: Map<Ip, Mac>;
}

export type Host = WindowsHost | LinuxHost | ExternalHost;

export interface Underlay {
  kind: 'l2' | 'vpc';
  name: string;
  subnet: Prefix;
  gateway: Ipv4;
  gatewayMac: Mac;
  /** A dual-stack underlay's IPv6 subnet and router (the same router MAC answers both families). */
  ipv6?: { subnet: Prefix; gateway: Ipv6 };
  mtu: number;
  /** Prefixes the underlay routes to a node: a VPC's alias IP ranges (GKE VPC-native), a Service's
   * external IP that the network sends to a node. */
  nodeRoutes: { prefix: Prefix; node: string; note: string; noteMsg?: Msg }[];
}

/** What an address is, for explanations and for naming receivers. */
export interface AddressInfo {
  kind: 'pod' | 'node' | 'service-vip' | 'external' | 'gateway' | 'source-vip';
  ref: string;
  /** For a Service VIP without usable backends: why none (trace/verdict-messages.ts). */
  noBackends?: VerdictMsg;
}

export interface World {
  hosts: Map<string, Host>;
  underlay: Underlay;
  addressBook: Map<Ip, AddressInfo>;
  settings: ModelSettings;
  /** How the walk moves a packet through a Linux host; given with the Linux hosts (linux-walk.ts). */
  linux?: LinuxWalk;
}
