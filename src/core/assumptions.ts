// What the public evidence does not settle is a named model decision, never a hidden constant.
// Every trace lists the ids it relied on; the UI and the README show the text. The ids are in
// assumption-ids.ts, so the walk can check one without carrying these texts (the app's first load).
import type { AssumptionId } from './assumption-ids';

export type { AssumptionId } from './assumption-ids';

export const ASSUMPTIONS = {
  'layer-order': {
    title: 'Layer order',
    text: 'Layers are walked by ascending priority for OUT (leaving a vNIC into the switch) and in reverse for IN. No public /list-layer from a Kubernetes node gives the real priorities.',
  },
  'layer-default-allow': {
    title: 'Layer default',
    text: 'A layer where no rule matched passes the packet on unchanged (VFP has a "default allow" layer flag; which layers carry it on a node is not published).',
  },
  'acl-default-deny-ingress': {
    title: 'ACL default deny, inbound',
    text: 'Once any ACL applies to an endpoint in a direction, unmatched packets of that direction are blocked. Verified for egress on Windows Server 2025; assumed for ingress.',
  },
  'lb-hash': {
    title: 'Load-balancer hash',
    text: "The backend is FNV-1a of the distribution's tuple (then the MurmurHash3 finalizer) modulo the ordered backend list. The real VFP hash is not public.",
  },
  'reverse-flow-at-entry-port': {
    title: 'Where a reply is un-NATed',
    text: "A reply addressed to the node (source NAT to the node IP, the non-DSR default) comes back to the host port that translated the request, whose reverse flow un-NATs it there (design.md §3); the port then sends it back into the vSwitch (hairpin) to the port where the request entered VFP on that node, which passes it without a second un-NAT (how the host port hands it back is not public). A reply that never passes the translating port (DSR, sourceNat: none) is un-NATed by the reverse flow at the port where the request entered VFP; on Overlay, when that port is the external port and the reply will leave the backend's port inside VXLAN (a pod of another node reached the node's address and the load balancer kept its address: DSR, externalTrafficPolicy Local), the backend's port un-NATs it instead, before VNET_ENCAP_LAYER, as a DSR backend answers its client directly.",
  },
  'snat-binding-steering': {
    title: 'Replies to SNAT',
    text: "A reply to a (node IP, port) pair that outbound NAT handed out is steered to the pod's port by the NAT pool's mapping; how the vSwitch does it is not documented.",
  },
  'needencap-to-host': {
    title: 'NeedEncap routes',
    text: 'An endpoint ROUTE/SDNRoute with NeedEncap is a rule in VNET_ENCAP_LAYER that wraps the packet in a host-internal encapsulation to the management (host vNIC) port; nothing of it reaches the wire. The host port unwraps it in SLB_DECAP_LAYER_STATEFUL: the layer is seen on Kubernetes nodes, but which port holds it and its rule names (DECAP_<node IP>) are ours.',
  },
  'non-dsr-lb-at-host-port': {
    title: 'Non-DSR load balancing',
    text: 'Without DSR the load-balancer rules live on the host vNIC (management) port in SLB_LB_LAYER, as the talk tells it; Microsoft documents this placement only for DSR load balancers.',
  },
  'host-port-hairpin': {
    title: 'Host port hairpin',
    text: 'A packet the management port translated to an address that is not the host\'s own is sent back into the vSwitch from that port (VFP layers can carry a hairpin flag).',
  },
  'l2bridge-ingress-mac-rewrite': {
    title: 'L2Bridge inbound MAC rewrite',
    text: "On L2Bridge, a packet arriving from the wire for a local pod's IP gets that pod's MAC in VNET_MAC_REWRITE_LAYER on the external port and is switched straight to the pod's port.",
  },
  'mac-rewrite-by-route': {
    title: 'MAC of a remote backend',
    text: "After the load balancer picks a backend on another node, the destination MAC is the next hop the host's routing table gives for the backend's IP.",
  },
  'non-dsr-source': {
    title: 'Source seen by a non-DSR backend',
    text: "Without DSR the load balancer on the host port rewrites the source of a Service packet to the node IP; only DSR keeps the client pod's IP (kubernetes/kubernetes#83072; the Kubernetes Windows networking page lists keeping the originating pod IP as what DSR adds). A NetworkPolicy that allows only the client pod's IP therefore drops non-DSR Service traffic. cluster.kubeProxy.sourceNat: none is a labelled option for a build that left the source alone.",
  },
  'dsr-at-client-port': {
    title: 'DSR',
    text: "With DSR the LB_DSR rule on the client pod's own port picks the backend and rewrites VIP:port to DIP:port; the backend's port carries NAT_/ALLOW_NAT_ rules.",
  },
  'overlay-dr-mac': {
    title: 'Overlay router MAC',
    text: "On Overlay the pod's gateway is the network's distributed router; frames to its MAC that no VNET rule encapsulates are handed to the host vNIC.",
  },
  'closed-port-silent': {
    title: 'Closed port',
    text: 'A TCP SYN or UDP datagram to a port where nothing listens is dropped silently (Windows Firewall stealth mode), as the talk\'s capture shows; cluster.closedPort: reset answers RST / ICMP port unreachable instead.',
  },
  'icmp-snat-one-way': {
    title: 'ICMP through outbound NAT',
    text: "VFP's outbound NAT has rules for TCP and UDP only, so an ICMP echo leaves with the pod's own address and its reply has no way back to it (documented: ping to another network fails from Windows pods while TCP and UDP work). Where an imported rule does translate ICMP to the node IP, the echo reply is not translated back.",
  },
  'local-traffic-dsr': {
    title: 'externalTrafficPolicy: Local is DSR',
    text: "kube-proxy's winkernel gives a Service with externalTrafficPolicy: Local a DSR load balancer whenever HNS supports DSR, whatever --enable-dsr (cluster.kubeProxy.dsr) says; Kubernetes' Windows networking page lists \"Local Traffic Policy in non-DSR mode\" as unsupported. That is why the backend sees the client's IP although dsr is false.",
  },
  'session-affinity-ignored': {
    title: 'Session affinity on Windows Server 2019',
    text: 'Session affinity needs Windows Server 2022 (Kubernetes Windows page). On 2019 kube-proxy logs "Session Affinity is not supported on this version of Windows"; what HNS then does is not public: the model ignores the affinity, so each flow is hashed on its own 5-tuple.',
  },
  'internet-edge': {
    title: 'Internet edge',
    text: "Outside hosts on the internet can answer addresses of the node subnet (the site's edge translates those) but not pod addresses.",
  },
  'vpc-routing': {
    title: 'VPC routing',
    text: "A VPC-native underlay routes each node's alias IP range to that node, so pod IPs are reachable without encapsulation.",
  },
  'linux-black-box': {
    title: 'Linux nodes',
    text: "Linux nodes are modelled at the level of netns, veth, a bridge, routes and the kube-proxy / eBPF Service translation. NetworkPolicy is enforced as the API defines it, as Calico's iptables chains or Cilium's eBPF policy maps do: per pod and direction, isolated once any policy of that type selects the pod, then the union of every allow; judged on the veth after the Service DNAT, new connections only (conntrack lets replies by); traffic from the pod's own node and to itself always passes. A named port is the pod's only listener of that protocol (a scenario does not name container ports). The chains and maps are not walked rule by rule. On a VXLAN overlay a Linux node runs flannel's VXLAN backend (flannel.<VNI>, a route per other node via its VTEP, the VTEP's MAC in the neighbour table and the node IP in the FDB), so it speaks VXLAN with the Windows nodes both ways; Kubernetes' Windows page requires VNI 4096 and UDP 4789 for that.",
  },
  'linux-service-translation': {
    title: 'Linux Service translation',
    text: "A Linux node translates Services as kube-proxy's iptables mode programs it (pkg/proxy/iptables/proxier.go): a Service with no endpoints is REJECTed (ICMP port unreachable); a Local traffic policy with no endpoint on the node DROPs; externalTrafficPolicy Local keeps the client's address and uses this node's endpoints, except for the node itself and its own pods, which use every endpoint (kube-proxy's local-traffic detector; the model counts only this node's pods as local, as --detect-local-mode NodeCIDR or an interface mode do: with ClusterCIDR, the default, pods of other nodes are short-circuited too); KUBE-MARK-MASQ, then POSTROUTING MASQUERADE to the outgoing interface's address, for externalTrafficPolicy Cluster, a ClusterIP reached from outside the cluster CIDR (the node itself) and a pod that reaches itself through its Service (hairpin), so that each reply comes back through the node's conntrack. Cilium (eBPF, Dataplane V2) is walked the same way where its documentation agrees (no backends: --service-no-backend-response=reject, its default, answers ICMP; Local policies; SNAT to the node for a remote backend in its default SNAT mode) and differs: a pod that reaches itself gets the source 169.254.42.1 (--ipv4-service-loopback-address, cilium/cilium#15709); the model's own, from Cilium's design rather than a source it cites: a NodePort's local backend is not source-NATed (Cilium SNATs what it forwards to another node) and the node reaching a ClusterIP is not masqueraded. No public source settles what GKE's Dataplane V2 sets for these options, nor whether its socket-level load balancing translates a pod's connection before any packet leaves it (the model translates in the root netns).",
  },
  'node-reaches-clusterip': {
    title: 'A Windows node reaching a Service address',
    text: "The node's own connection to a ClusterIP is balanced by the load-balancer rules on its host vNIC port, as for its pods. Sources disagree: Kubernetes' Windows troubleshooting page calls a node that cannot reach Services by their IP a known limitation of Windows networking (pods can), while Microsoft's node health script (networkhealth.ps1) looks for the host's LB rules in DSR mode (LB_HOST_…), i.e. expects the node to reach them. Newer kube-proxy and HNS builds are taken to do so; on an older node the connection may fail.",
  },
  'egress-acl-before-lb': {
    title: 'Egress ACLs before the load balancer',
    text: "A pod's egress ACLs (ACL_ENDPOINT_LAYER, OUT) judge the packet before any load balancer picked a backend: a rule there sees the Service's VIP and port, not the backend's. The NetworkPolicy API leaves the order open (a policy is about the backend's address, which implementations apply after the Service translation); no public source settles VFP's layer order on a node (see Layer order), so where this decides a verdict it is the model's own.",
  },
  'named-port-acl-per-pod': {
    title: 'Named ports in HNS ACLs',
    text: "HNS ACLs take port numbers, so a NetworkPolicy's named port is written as the number each pod gives that name (its container ports): an ingress rule with the protected pod's number, an egress rule with one ACL per destination pod. That is the API's meaning; which Windows policy agents do it, no public source says (Calico for Windows skips rules with named ports), so the generic agent's ACL is the model's own.",
  },
  'hostport-nat-at-host-port': {
    title: 'hostPort at the host vNIC',
    text: "A pod's hostPort is an HNS PortMapping endpoint policy (win-bridge: ExternalPort = hostPort, InternalPort = containerPort). Where VFP applies it is not published: the model puts a NAT rule (node IP:hostPort → pod IP:containerPort, the source kept) on the host vNIC port, in SLB_LB_LAYER beside the NodePort rules, since a packet for the node's IP reaches that port; the reply is un-NATed there.",
  },
  'dual-stack-ipv6': {
    title: 'IPv6 on a dual-stack node',
    text: "Sources show that HNS programs IPv6 groups beside the IPv4 ones (ACL_ENDPOINT_GROUP_IPV6_IN/OUT, LB_DSR_IPv6_OUT, SLB_GROUP_DECAP_IPv6_IN), that kube-proxy's IPv6 proxier makes its own load balancers (Flags IPv6) and that a dual-stack endpoint has an IPv6 address and a ::/0 route; what fills the IPv6 groups is not published. The model: an ACL without addresses (a policy's any) is in both families' groups of a dual-stack endpoint, an ACL with addresses in its family's; the IPv6 service range gets a NeedEncap route like the IPv4 one; IPv6 is not source-NATed on the way out (pods' IPv6 addresses are routed as they are), while a non-DSR IPv6 load balancer rewrites the source to the node's IPv6 address as its IPv4 twin does to the node IP; a node's IPv6 pod CIDR keeps ::1 (gateway) and ::2 (cbr0) as the IPv4 one keeps .1 and .2.",
  },
} as const satisfies Record<AssumptionId, { title: string; text: string }>;

