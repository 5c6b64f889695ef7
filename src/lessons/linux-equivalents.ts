// One line per step on the Linux equivalent, for students who bring the Linux mental model
// (netns, veth, bridge, iptables or eBPF). Keyed on what happened, not on how it is worded.
import type { TraceEvent } from '../core/trace/trace';

export const LINUX_LINES = {
  send: 'on Linux: the app writes to a socket inside the pod\'s network namespace',
  podRoute: 'on Linux: `ip route` in the pod netns sends it out eth0, one end of a veth pair',
  hostRoute: 'on Linux: `ip route` in the root netns (host-gw routes each node\'s pod CIDR via that node; VPC-native GKE sends it to the default gateway and the VPC routes the alias range)',
  forward: 'on Linux: net.ipv4.ip_forward=1 lets the root netns route between the bridge and eth0',
  portOut: "on Linux: the packet leaves the pod netns through the veth into the node's bridge (cbr0; Cilium has no bridge: an eBPF program on the veth's host end takes it)",
  portIn: "on Linux: the bridge (or Cilium's eBPF redirect) hands it to the pod's veth and into its netns",
  hostPort: 'on Linux: the root netns sends and receives on eth0 directly; there is no management port',
  externalPort: 'on Linux: eth0, the node\'s NIC',
  acl: 'on Linux: NetworkPolicy as iptables chains (Calico) or eBPF programs (Cilium) attached to the pod\'s veth',
  aclDrop: 'on Linux: a DROP in the policy chain; `iptables -L -v` (or `cilium monitor --type drop`) would count it',
  snat: 'on Linux: `iptables -t nat -A POSTROUTING … -j MASQUERADE` (or ip-masq-agent) rewrites the source',
  natException: 'on Linux: the RETURN rules before MASQUERADE (ip-masq-agent nonMasqueradeCIDRs) keep cluster traffic unNATed',
  lb: 'on Linux: kube-proxy KUBE-SERVICES → KUBE-SVC-… → KUBE-SEP-… DNAT (iptables), or a Cilium service-map lookup (eBPF)',
  needEncap: 'on Linux: nothing like it: Service traffic is translated in the node\'s root netns (PREROUTING) as it arrives from the pod\'s veth (Cilium: at the veth, or at connect()); Windows detours it to the management port',
  decapHost: 'on Linux: nothing like it; the DNAT happens where the packet already is',
  vxlan: 'on Linux: the flannel.1 VXLAN device (`ip -d link show flannel.1`, `bridge fdb show dev flannel.1`)',
  macRewrite: 'on Linux: an ordinary L3 hop: the node routes the packet to the pod and takes the new MACs from its neighbour table',
  paroute: 'on Linux: the VXLAN device\'s outer packet follows the root netns routes',
  switch: 'on Linux: the bridge\'s forwarding database (`bridge fdb show br cbr0`); Cilium redirects between veths in eBPF instead',
  flow: 'on Linux: conntrack (`conntrack -L`): only a connection\'s first packet walks the nat rules; later packets reuse its NAT binding, and filter chains usually accept them early as ESTABLISHED',
  reverse: 'on Linux: conntrack recognises the reply and reverses the NAT automatically',
  hairpin: 'on Linux: hairpin mode on the bridge port lets a packet go back out the port it came in on',
  deliver: 'on Linux: a listening socket in the pod netns (`ss -ltn`)',
  noListener: 'on Linux: the kernel answers RST at once (no stealth mode), so the client sees "connection refused"',
  wire: 'on Linux: the same wire',
  mtu: 'on Linux: the same limit (`ip link show` MTU); flannel sets the pod MTU 50 bytes below the NIC\'s',
  // IPv6 (a dual-stack cluster): the same steps, with IPv6's commands and tables.
  podRoute6: 'on Linux: `ip -6 route` in the pod netns sends it out eth0; the next hop\'s MAC comes from neighbor discovery (`ip -6 neigh`), not ARP',
  hostRoute6: 'on Linux: `ip -6 route` in the root netns, with each node\'s IPv6 pod CIDR routed via that node',
  forward6: 'on Linux: net.ipv6.conf.all.forwarding=1 lets the root netns route IPv6 between the bridge and eth0',
  acl6: 'on Linux: NetworkPolicy as ip6tables chains (Calico) or eBPF programs (Cilium): each family is filtered on its own',
  aclDrop6: 'on Linux: a DROP in the ip6tables policy chain; `ip6tables -L -v` (or `cilium monitor --type drop`) would count it',
  lb6: 'on Linux: kube-proxy\'s IPv6 proxier: KUBE-SERVICES → KUBE-SVC-… → KUBE-SEP-… DNAT in ip6tables, or a Cilium service-map lookup (eBPF)',
  snat6: 'on Linux: `ip6tables -t nat … -j MASQUERADE` rewrites an IPv6 source, where IPv6 is NATed at all',
} as const;

export type LinuxLine = keyof typeof LINUX_LINES;

const L = Object.fromEntries(Object.keys(LINUX_LINES).map((k) => [k, k])) as { [K in LinuxLine]: K };

export function linuxEquivalent(e: TraceEvent): string | undefined {
  const id = linuxEquivalentId(e);
  return id && LINUX_LINES[id];
}

/** Which line fits the step (the UI words it in the chosen language). */
export function linuxEquivalentId(e: TraceEvent): LinuxLine | undefined {
  const id = lineOf(e);
  // An IPv6 packet: the IPv6 twin of the line, where Linux words it differently.
  const twin = `${id}6` as LinuxLine;
  return id && typeof e.packet.dst === 'string' && twin in LINUX_LINES ? twin : id;
}

function lineOf(e: TraceEvent): LinuxLine | undefined {
  const at = e.at;
  switch (e.kind) {
    case 'send':
    case 'answer':
      return L.send;
    case 'route':
      if (e.text.includes('IP forwarding')) return L.forward;
      if (e.text.startsWith('Up the vNIC')) return L.portIn;
      return at.owner?.startsWith('pod/') ? L.podRoute : L.hostRoute;
    case 'port':
      if (at.portKind === 'external') return L.externalPort;
      if (at.portKind === 'host') return L.hostPort;
      return at.direction === 'out' ? L.portOut : L.portIn;
    case 'layer': {
      const layer = at.layer ?? '';
      const t = e.transpositions?.[0]?.kind;
      if (layer.startsWith('ACL')) return e.tone === 'block' ? L.aclDrop : L.acl;
      if (e.lb) return L.lb;
      if (t === 'snat') return L.snat;
      if (layer === 'SLB_NAT_LAYER') return L.natException;
      if (t === 'encap') return e.text.includes('VXLAN') ? L.vxlan : L.needEncap;
      if (t === 'decap') return e.text.includes('VXLAN') ? L.vxlan : L.decapHost;
      if (t === 'mac-rewrite') return L.macRewrite;
      if (layer === 'VNET_PA_ROUTE_LAYER') return L.paroute;
      return undefined;
    }
    case 'flow-hit':
      return e.flow?.reverse ? L.reverse : L.flow;
    case 'switch':
      return L.switch;
    case 'hairpin':
      return L.hairpin;
    case 'wire':
      return e.text.includes('MTU') ? L.mtu : L.wire;
    case 'deliver':
      return L.deliver;
    case 'drop':
      if (e.text.includes('NO_LISTENER')) return L.noListener;
      if (e.text.includes('ACL_DENY')) return L.aclDrop;
      if (e.text.includes('MTU_EXCEEDED')) return L.mtu;
      return undefined;
    case 'linux':
      return undefined;
  }
}
