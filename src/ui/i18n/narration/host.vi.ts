// Vietnamese for what happens outside VFP: a stack sends, routes, forwards or receives
// (src/core/walk/stack.ts, walk.ts), the vSwitch (windows.ts), the wire (underlay.ts) and Linux
// nodes (linux.ts). Node, pod, interface and route names stay as they are.
import type { Catalogue } from './engine';

/** stackName(): a compartment or netns. */
export const stack: Catalogue = [
  ['{host} host compartment {n}', 'host compartment {n} của {host}'],
  ['{host} root netns', 'root netns của {host}'],
  ['{owner} compartment {n}', 'compartment {n} của {owner}'],
  ['{owner} compartment', 'compartment của {owner}'],
  ['{owner} netns', 'netns của {owner}'],
  ['{name}', '{name}'],
];

/** A route's note (src/cluster/world/*-node.ts, build.ts). */
export const note: Catalogue = [
  ['node subnet', 'subnet của node'],
  ['pod subnet', 'subnet của pod'],
  ['default gateway', 'default gateway'],
  ['default gateway: cbr0', 'default gateway: cbr0'],
  ['default gateway: the distributed router', 'default gateway: distributed router'],
  ['the internet', 'internet'],
  ["this node's pod CIDR, via the cbr0 endpoint", 'pod CIDR của node này, qua endpoint cbr0'],
  ["this node's pod CIDR (HostRoute policy)", 'pod CIDR của node này (policy HostRoute)'],
  ["this node's pod CIDR, via cilium_host, the pods' gateway; eBPF on each veth forwards", 'pod CIDR của node này, qua cilium_host (gateway của các pod); eBPF trên từng veth forward packet'],
  ["this node's pod CIDR, on the bridge", 'pod CIDR của node này, trên bridge'],
  ["host-gw route to {node}'s pod CIDR", 'route host-gw tới pod CIDR của {node}'],
  ["route to {node}'s pod CIDR", 'route tới pod CIDR của {node}'],
  ["flannel VXLAN route to {node}'s pod CIDR (VTEP {ip})", 'route VXLAN của flannel tới pod CIDR của {node} (VTEP {ip})'],
  ['default via cilium_host', 'default qua cilium_host'],
  ['default via the node bridge', 'default qua bridge của node'],
  ["{node}'s alias IP range", 'dải alias IP của {node}'],
  ["the route for {ref}'s external address", 'route cho địa chỉ external của {ref}'],
];

/** describeRoute(): prefix, next hop or on-link, interface, note. */
export const route: Catalogue = [
  ['{prefix} via {gw} on vEthernet ({nic}) ({note@note})', '{prefix} qua {gw} trên vEthernet ({nic}) ({note})'],
  ['{prefix} on-link on vEthernet ({nic}) ({note@note})', '{prefix} on-link trên vEthernet ({nic}) ({note})'],
  ['{prefix} via {gw} on {iface} ({note@note})', '{prefix} qua {gw} trên {iface} ({note})'],
  ['{prefix} on-link on {iface} ({note@note})', '{prefix} on-link trên {iface} ({note})'],
  ['{prefix} via {gw} on {iface*}', '{prefix} qua {gw} trên {iface}'],
  ['{prefix} on-link on {iface*}', '{prefix} on-link trên {iface}'],
];

/** describePacket(): a packet in one line. */
export const pkt: Catalogue = [
  ['{flags} {proto} {src} → {dst} ({n} bytes, DF)', '{flags} {proto} {src} → {dst} ({n} byte, DF)'],
  ['{flags} {proto} {src} → {dst} ({n} bytes)', '{flags} {proto} {src} → {dst} ({n} byte)'],
  ['{proto} {src} → {dst} ({n} bytes, DF)', '{proto} {src} → {dst} ({n} byte, DF)'],
  ['{proto} {src} → {dst} ({n} bytes)', '{proto} {src} → {dst} ({n} byte)'],
  ['ICMP {kind} {proto} {src} → {dst}', 'ICMP {kind} {proto} {src} → {dst}'],
  ['{flags} {proto} {src} → {dst}', '{flags} {proto} {src} → {dst}'],
  ['ICMP {kind}', 'ICMP {kind}'],
];

/** The Linux policy engines' heads (linux.ts policyWords). */
export const lhead: Catalogue = [
  ["eBPF policy map of {ref}'s endpoint (Cilium, {dir})", 'eBPF policy map của endpoint {ref} (Cilium, {dir})'],
  ['iptables {chain} (Calico, to {ref})', 'iptables {chain} (Calico, tới {ref})'],
  ['iptables {chain} (Calico, from {ref})', 'iptables {chain} (Calico, từ {ref})'],
];

export const hostLines: Catalogue = [
  // Sending, answering, routing, forwarding, receiving.
  ['{who} sends {p@pkt}', '{who} gửi {p}'],
  ['{who} answers with {p@pkt}', '{who} trả lời bằng {p}'],
  ['{s@stack}: route {r@route} → next hop {nh} ({mac})', '{s}: theo route {r} → next hop {nh} ({mac})'],
  ['the vSwitch answers ARP for {ip} with {mac}: HNS endpoint {ep*}, created by {by*}', 'vSwitch trả lời ARP cho {ip} bằng {mac}: HNS endpoint {ep}, do {by} tạo'],
  ['the vSwitch answers ARP for {ip} with {mac}: HNS endpoint {ep*}', 'vSwitch trả lời ARP cho {ip} bằng {mac}: HNS endpoint {ep}'],
  ['fragmented to fit MTU {mtu} (the walk follows the first fragment, {n} bytes)', 'bị phân mảnh cho vừa MTU {mtu} (mô phỏng đi theo mảnh đầu tiên, {n} byte)'],
  ['{s@stack}: {ip} is a local address (loopback)', '{s}: {ip} là địa chỉ cục bộ (loopback)'],
  ['{s@stack}: IP forwarding on {iface*} forwards the packet (TTL {a} → {b})', '{s}: IP forwarding trên {iface} forward packet đi tiếp (TTL {a} → {b})'],
  ['Delivered to {s@stack}: the socket that sent the request receives the {p@pkt}', 'Đã tới {s}: socket đã gửi request nhận được {p}'],
  ['Delivered to {s@stack}: ICMP {kind}', 'Đã tới {s}: ICMP {kind}'],
  ['Delivered to {s@stack}: a socket listens on {svc}', 'Đã tới {s}: có socket đang listen trên {svc}'],
  ['Delivered to {s@stack} (what listens there is not known: every port is taken as open)', 'Đã tới {s} (không biết có gì listen ở đó: coi như mọi port đều mở)'],
  ["Up the vNIC {iface*} into {host}'s host compartment", 'Đi lên vNIC {iface} vào host compartment của {host}'],
  ["Up the vNIC {iface*} into {owner}'s compartment", 'Đi lên vNIC {iface} vào compartment của {owner}'],

  // The vSwitch.
  ['vSwitch: {ip} is the address of a translation made by {port@port}; the packet goes back to that port', 'vSwitch: {ip} là địa chỉ của một translation do {port} tạo ra; packet quay về port đó'],
  ['vSwitch: {ip} was handed out by a NAT pool; the mapping steers the packet to {port@port}', 'vSwitch: {ip} do NAT pool cấp ra; mapping của pool đưa packet tới {port}'],
  ['vSwitch: destination MAC {mac} → {port@port} (back to the port it came from: the packet is addressed to its sender)', 'vSwitch: MAC đích {mac} → {port} (quay lại đúng port nó vừa đi ra: packet gửi cho chính bên gửi)'],
  ["vSwitch: destination MAC {mac} is the network's distributed router → {port@port}", 'vSwitch: MAC đích {mac} là distributed router của network → {port}'],
  ['vSwitch: destination MAC {mac} → {port@port}', 'vSwitch: MAC đích {mac} → {port}'],
  ['vSwitch: {mac} is no local port → the uplink (external port)', 'vSwitch: {mac} không thuộc port cục bộ nào → đi ra uplink (external port)'],

  // The wire.
  [
    'Underlay: {size} bytes ({inner} + {over} bytes of VXLAN headers) exceed MTU {mtu}: fragmented (silently, the kind of mismatch that looks like a hang)',
    'Underlay: {size} byte ({inner} + {over} byte header VXLAN) vượt MTU {mtu}: bị phân mảnh (âm thầm: kiểu lệch MTU trông giống như bị treo)',
  ],
  ['Underlay: {size} bytes exceed MTU {mtu}: fragmented (silently, the kind of mismatch that looks like a hang)', 'Underlay: {size} byte vượt MTU {mtu}: bị phân mảnh (âm thầm: kiểu lệch MTU trông giống như bị treo)'],
  ['L2 segment {seg*}: {from} → gateway {gw}', 'Segment L2 {seg}: {from} → gateway {gw}'],
  ['L2 segment {seg*}: {from} → {to} ({mac})', 'Segment L2 {seg}: {from} → {to} ({mac})'],
  ['VPC: {from} hands the packet to the VPC router', 'VPC: {from} giao packet cho VPC router'],
  ['VPC router: {ip} is {host} → delivers it', 'VPC router: {ip} là {host} → giao tới đó'],
  ['Gateway: {ip} is {host} → delivers it', 'Gateway: {ip} là {host} → giao tới đó'],
  ['VPC router: {ip} is in {note@note} → {node}', 'VPC router: {ip} thuộc {note} → {node}'],
  ['Gateway: {ip} is in {note@note} → {node}', 'Gateway: {ip} thuộc {note} → {node}'],
  ['Gateway → internet edge → {host} ({ip})', 'Gateway → biên internet → {host} ({ip})'],
  ['Internet: {from} → {host}', 'Internet: {from} → {host}'],
  ['Internet edge → gateway {gw} ({ip} is in the node subnet)', 'Biên internet → gateway {gw} ({ip} thuộc subnet của node)'],

  // Linux nodes.
  ['conntrack: a reply of a translated connection → {t*}', 'conntrack: reply của một connection đã được dịch → {t}'],
  ['eBPF (Cilium) service map: {svc} → {backend} ({ep})', 'service map của eBPF (Cilium): {svc} → {backend} ({ep})'],
  ['eBPF (Cilium) service map: {svc} → {backend}', 'service map của eBPF (Cilium): {svc} → {backend}'],
  ['iptables KUBE-SERVICES → KUBE-SVC chain, DNAT: {svc} → {backend} ({ep})', 'iptables KUBE-SERVICES → chain KUBE-SVC, DNAT: {svc} → {backend} ({ep})'],
  ['iptables KUBE-SERVICES → KUBE-SVC chain, DNAT: {svc} → {backend}', 'iptables KUBE-SERVICES → chain KUBE-SVC, DNAT: {svc} → {backend}'],
  ['iptables {c*} chain, DNAT: {svc} → {backend} ({ep})', 'iptables {c} (chain), DNAT: {svc} → {backend} ({ep})'],
  ['iptables {c*} chain, DNAT: {svc} → {backend}', 'iptables {c} (chain), DNAT: {svc} → {backend}'],
  // kube-proxy's iptables mode (pkg/proxy/iptables/proxier.go) and Cilium where it differs (linux.ts translate).
  ["{policy} Local: this node's endpoints only, the client's address kept", '{policy} Local: chỉ các endpoint của node này, địa chỉ của client được giữ nguyên'],
  ['externalTrafficPolicy Local, but from the node itself: every endpoint', 'externalTrafficPolicy Local, nhưng đến từ chính node: mọi endpoint'],
  ['externalTrafficPolicy Local, but from a pod on this node: every endpoint', 'externalTrafficPolicy Local, nhưng đến từ một pod trên node này: mọi endpoint'],
  ['{m}: the pod reaches itself through its Service (hairpin)', '{m}: pod gọi chính nó qua Service của nó (hairpin)'],
  ['{m}: from the node itself', '{m}: đến từ chính node'],
  ['{m}: externalTrafficPolicy Cluster: the reply must come back through {host}', '{m}: externalTrafficPolicy Cluster: reply phải quay về qua {host}'],
  ['{m}: a source outside the cluster CIDR', '{m}: nguồn nằm ngoài cluster CIDR'],
  ['{dev}: VXLAN (VNI {vni}, UDP {port}) → VTEP {ip} ({node}), out eth0', '{dev}: VXLAN (VNI {vni}, UDP {port}) → VTEP {ip} ({node}), ra eth0'],
  ['{host}: eth0 receives VXLAN (VNI {vni}, UDP {port}) from {ip}; {dev} decapsulates it', '{host}: eth0 nhận VXLAN (VNI {vni}, UDP {port}) từ {ip}; {dev} bóc lớp VXLAN'],
  ["Cilium's service loopback address (--ipv4-service-loopback-address)", 'địa chỉ service loopback của Cilium (--ipv4-service-loopback-address)'],
  ["{host} root netns: {ip} is the node's own address", 'root netns của {host}: {ip} là địa chỉ của chính node'],
  ['{host}: eth0 receives it; the root netns routes it (ip_forward)', '{host}: eth0 nhận packet; root netns route nó đi tiếp (ip_forward)'],
  ["eBPF redirect to the pod's veth (lxc…) → {owner}'s netns (eth0); no bridge", 'eBPF redirect sang veth của pod (lxc…) → netns của {owner} (eth0); không qua bridge'],
  ["bridge {br} → veth → {owner}'s netns (eth0)", 'bridge {br} → veth → netns của {owner} (eth0)'],
  ['eBPF masquerade: source → {ip}', 'eBPF masquerade: nguồn → {ip}'],
  ['iptables POSTROUTING MASQUERADE: source → {ip}', 'iptables POSTROUTING MASQUERADE: nguồn → {ip}'],
  [
    "{owner}: eth0 → veth pair → its host end (lxc…), where Cilium's eBPF program takes it (no bridge) into the root netns",
    '{owner}: eth0 → veth pair → đầu bên host (lxc…), nơi chương trình eBPF của Cilium đưa packet vào root netns (không qua bridge)',
  ],
  ["{owner}: eth0 → veth pair → {host}'s bridge (cbr0) into the root netns", '{owner}: eth0 → veth pair → bridge (cbr0) của {host} vào root netns'],
  ['{head@lhead}: conntrack {state}, the reply of an allowed connection → {acc} before any policy rule', '{head}: conntrack {state}, reply của một connection đã được cho phép → {acc} trước mọi policy rule'],
  ['{head@lhead}: conntrack {state}, a packet of an allowed connection → {acc} before any policy rule', '{head}: conntrack {state}, packet của một connection đã được cho phép → {acc} trước mọi policy rule'],
  ['{head@lhead}: a pod cannot block traffic to itself → {acc}', '{head}: pod không thể chặn traffic tới chính nó → {acc}'],
  ["{head@lhead}: traffic from its own node ({ip}) is always allowed (the kubelet's probes) → {acc}", '{head}: traffic từ chính node của pod ({ip}) luôn được cho phép (probe của kubelet) → {acc}'],
  ['{head@lhead}: {rule*} allows {svc} from {ip} ({why*}) → {acc}', '{head}: {rule} cho phép {svc} từ {ip} ({why}) → {acc}'],
  ['{head@lhead}: {rule*} allows {svc} to {ip} ({why*}) → {acc}', '{head}: {rule} cho phép {svc} tới {ip} ({why}) → {acc}'],
  ['{head@lhead}: {rule*} allows {svc} from {ip} → {acc}', '{head}: {rule} cho phép {svc} từ {ip} → {acc}'],
  ['{head@lhead}: {rule*} allows {svc} to {ip} → {acc}', '{head}: {rule} cho phép {svc} tới {ip} → {acc}'],
];
