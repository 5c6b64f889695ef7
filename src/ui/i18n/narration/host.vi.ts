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
  ['{s@stack} has no route to {ip}', '{s} không có route nào tới {ip}'],
  ['route {r@route} names an interface the stack does not have', 'route {r} trỏ tới một interface mà stack không có'],
  ['no neighbour answers ARP for {ip} on {iface*}', 'không neighbour nào trả lời ARP cho {ip} trên {iface}'],
  ['a {n}-byte packet with DF set does not fit the MTU {mtu} of {iface*}', 'packet {n} byte có bật DF không vừa MTU {mtu} của {iface}'],
  ['{s@stack}: IP forwarding on {iface*} forwards the packet (TTL {a} → {b})', '{s}: IP forwarding trên {iface} forward packet đi tiếp (TTL {a} → {b})'],
  ['{s@stack} received a packet for {ip} on {iface*}, where IP forwarding is off', '{s} nhận một packet gửi tới {ip} trên {iface}, nhưng IP forwarding ở đó đang tắt'],
  ['{s@stack} received a packet for {ip}, which is not its address; it does not forward', '{s} nhận một packet gửi tới {ip}, không phải địa chỉ của nó; nó không forward'],
  ['TTL expired while {s@stack} forwarded the packet', 'TTL hết hạn khi {s} đang forward packet'],
  ['{P} is not supported on Windows nodes', 'Windows node không hỗ trợ {P}'],
  ['Delivered to {s@stack}: the socket that sent the request receives the {p@pkt}', 'Đã tới {s}: socket đã gửi request nhận được {p}'],
  ['Delivered to {s@stack}: ICMP {kind}', 'Đã tới {s}: ICMP {kind}'],
  ['Delivered to {s@stack}: a socket listens on {svc}', 'Đã tới {s}: có socket đang listen trên {svc}'],
  ['Delivered to {s@stack} (what listens there is not known: every port is taken as open)', 'Đã tới {s} (không biết có gì listen ở đó: coi như mọi port đều mở)'],
  ['reply received by {ref}', '{ref} đã nhận được reply'],
  ['delivered to {ref} ({svc} listening)', 'đã tới {ref} ({svc} đang listen)'],
  ['delivered to {ref}', 'đã tới {ref}'],
  ['{s@stack} has no socket for {t*}: its connection expects replies as {want*} (the reply was not un-NATed)', '{s} không có socket nào cho {t}: connection của nó chờ reply dạng {want} (reply chưa được un-NAT)'],
  ['{s@stack}: nothing listens on {svc} (discard reason: endpoint not found); the stack answers RST', '{s}: không có gì listen trên {svc} (discard reason: endpoint not found); stack trả lời bằng RST'],
  ['{s@stack}: nothing listens on {svc} (discard reason: endpoint not found); the stack answers ICMP port unreachable', '{s}: không có gì listen trên {svc} (discard reason: endpoint not found); stack trả lời bằng ICMP port unreachable'],
  [
    "{s@stack}: nothing listens on {svc} (discard reason: endpoint not found); dropped silently, as Windows Firewall's stealth mode does, so the client only sees a timeout",
    '{s}: không có gì listen trên {svc} (discard reason: endpoint not found); packet bị drop âm thầm như stealth mode của Windows Firewall, nên client chỉ thấy timeout',
  ],
  ["Up the vNIC {iface*} into {host}'s host compartment", 'Đi lên vNIC {iface} vào host compartment của {host}'],
  ["Up the vNIC {iface*} into {owner}'s compartment", 'Đi lên vNIC {iface} vào compartment của {owner}'],
  ["an encapsulated packet (VXLAN, UDP {port}) reached {owner}'s stack: no VFP rule decapsulated it, and nothing listens on that UDP port", 'một packet còn lớp encap (VXLAN, UDP {port}) tới stack của {owner}: không rule VFP nào decap nó, và không có gì listen trên port UDP đó'],
  ["an encapsulated packet (host-internal) reached {owner}'s stack: no VFP rule decapsulated it, and nothing listens on that UDP port", 'một packet còn lớp encap (nội bộ host) tới stack của {owner}: không rule VFP nào decap nó, và không có gì listen trên port UDP đó'],
  ["an encapsulated packet for {ip} reached {owner}'s stack, which does not forward encapsulated traffic", 'một packet còn lớp encap gửi tới {ip} đã tới stack của {owner}, mà stack này không forward traffic có encap'],
  ['the packet crossed {n} places without reaching a verdict; the walk stopped it', 'packet đã đi qua {n} chặng mà chưa có kết luận; mô phỏng dừng nó lại'],
  ['the walk ended without a verdict', 'mô phỏng kết thúc mà không có kết luận'],
  ['Dropped: {code}', 'Bị drop: {code}'],
  ['Rejected: {code}', 'Bị từ chối: {code}'],

  // The vSwitch.
  ['vSwitch: {ip} is the address of a translation made by {port@port}; the packet goes back to that port', 'vSwitch: {ip} là địa chỉ của một translation do {port} tạo ra; packet quay về port đó'],
  ['vSwitch: {ip} was handed out by a NAT pool; the mapping steers the packet to {port@port}', 'vSwitch: {ip} do NAT pool cấp ra; mapping của pool đưa packet tới {port}'],
  ['vSwitch: destination MAC {mac} → {port@port} (back to the port it came from: the packet is addressed to its sender)', 'vSwitch: MAC đích {mac} → {port} (quay lại đúng port nó vừa đi ra: packet gửi cho chính bên gửi)'],
  ["vSwitch: destination MAC {mac} is the network's distributed router → {port@port}", 'vSwitch: MAC đích {mac} là distributed router của network → {port}'],
  ['vSwitch: destination MAC {mac} → {port@port}', 'vSwitch: MAC đích {mac} → {port}'],
  ['vSwitch: {mac} is no local port → the uplink (external port)', 'vSwitch: {mac} không thuộc port cục bộ nào → đi ra uplink (external port)'],
  ['no port of the vSwitch has MAC {mac} (it came in from the uplink)', 'không port nào của vSwitch có MAC {mac} (packet vào từ uplink)'],
  ['no port of the vSwitch has MAC {mac} and there is no uplink', 'không port nào của vSwitch có MAC {mac} và không có uplink'],
  ['port {id} does not exist on {host}', 'port {id} không tồn tại trên {host}'],
  ['port {name*} has no vNIC bound to it', 'port {name} không gắn với vNIC nào'],
  ['port {name*} is blocked (vfpctrl /get-port-state: Blocked TRUE)', 'port {name} đang bị block (vfpctrl /get-port-state: Blocked TRUE)'],
  ['the echo reply reached {ip}, but VFP does not translate ICMP back to the pod that pinged', 'echo reply đã về tới {ip}, nhưng VFP không dịch ICMP ngược lại cho pod đã ping'],

  // The wire.
  [
    'the VXLAN packet is {size} bytes on the wire ({inner} + {over} bytes of VXLAN headers), the underlay MTU is {mtu}: a VTEP must not fragment VXLAN packets (RFC 7348 §4.3), so it is dropped although DF is clear',
    'trên dây packet VXLAN dài {size} byte ({inner} + {over} byte header VXLAN), MTU của underlay là {mtu}: VTEP không được phân mảnh packet VXLAN (RFC 7348 §4.3), nên packet bị drop dù không bật DF',
  ],
  [
    'the VXLAN packet is {size} bytes on the wire ({inner} + {over} bytes of VXLAN headers), the underlay MTU is {mtu}: a VTEP must not fragment VXLAN packets (RFC 7348 §4.3), so it is dropped',
    'trên dây packet VXLAN dài {size} byte ({inner} + {over} byte header VXLAN), MTU của underlay là {mtu}: VTEP không được phân mảnh packet VXLAN (RFC 7348 §4.3), nên packet bị drop',
  ],
  ['the packet is {size} bytes on the wire ({inner} + {over} bytes of VXLAN headers), the underlay MTU is {mtu}, and DF is set', 'trên dây packet dài {size} byte ({inner} + {over} byte header VXLAN), MTU của underlay là {mtu}, mà DF đang bật'],
  ['the packet is {size} bytes on the wire, the underlay MTU is {mtu}, and DF is set', 'trên dây packet dài {size} byte, MTU của underlay là {mtu}, mà DF đang bật'],
  [
    'Underlay: {size} bytes ({inner} + {over} bytes of VXLAN headers) exceed MTU {mtu}: fragmented (silently, the kind of mismatch that looks like a hang)',
    'Underlay: {size} byte ({inner} + {over} byte header VXLAN) vượt MTU {mtu}: bị phân mảnh (âm thầm: kiểu lệch MTU trông giống như bị treo)',
  ],
  ['Underlay: {size} bytes exceed MTU {mtu}: fragmented (silently, the kind of mismatch that looks like a hang)', 'Underlay: {size} byte vượt MTU {mtu}: bị phân mảnh (âm thầm: kiểu lệch MTU trông giống như bị treo)'],
  ['L2 segment {seg*}: {from} → gateway {gw}', 'Segment L2 {seg}: {from} → gateway {gw}'],
  ['L2 segment {seg*}: {from} → {to} ({mac})', 'Segment L2 {seg}: {from} → {to} ({mac})'],
  ['no station on the L2 segment has MAC {mac}', 'không máy nào trên segment L2 có MAC {mac}'],
  ['VPC: {from} hands the packet to the VPC router', 'VPC: {from} giao packet cho VPC router'],
  ['TTL expired at the router {ip}', 'TTL hết hạn tại router {ip}'],
  ['VPC router: {ip} is {host} → delivers it', 'VPC router: {ip} là {host} → giao tới đó'],
  ['Gateway: {ip} is {host} → delivers it', 'Gateway: {ip} là {host} → giao tới đó'],
  ['VPC router: {ip} is in {note@note} → {node}', 'VPC router: {ip} thuộc {note} → {node}'],
  ['Gateway: {ip} is in {note@note} → {node}', 'Gateway: {ip} thuộc {note} → {node}'],
  ['{ip} is routed to {node}, which just sent it here: nothing on the node translated it ({ref} has no load balancer for it there)', '{ip} được route về {node}, chính node vừa gửi nó ra: không gì trên node dịch địa chỉ này ({ref} không có load balancer nào cho nó ở đó)'],
  ['{ip} is routed to {node}, which just sent it here: nothing on the node translated it', '{ip} được route về {node}, chính node vừa gửi nó ra: không gì trên node dịch địa chỉ này'],
  ['Gateway → internet edge → {host} ({ip})', 'Gateway → biên internet → {host} ({ip})'],
  [
    '{ip} is the VIP of {ref}: {svc} has no endpoints (its selector matches no pod), so kube-proxy programmed no load balancer, so nothing on the node translated it and the underlay cannot route it',
    '{ip} là VIP của {ref}: {svc} không có endpoint nào (selector không khớp pod nào), nên kube-proxy không lập load balancer nào; vì vậy không gì trên node dịch địa chỉ này và underlay không route được nó',
  ],
  ['{ip} is the VIP of {ref}; a Service VIP is only translated inside a node, the underlay cannot route it', '{ip} là VIP của {ref}; VIP của Service chỉ được dịch bên trong node, underlay không route được nó'],
  [
    'the VPC router has no route to {ip} ({ref}): the request left the node with its untranslated pod address, so the reply cannot come back',
    'VPC router không có route tới {ip} ({ref}): request rời node với địa chỉ pod chưa được dịch, nên reply không quay về được',
  ],
  [
    'the gateway {gw} has no route to {ip} ({ref}): the request left the node with its untranslated pod address, so the reply cannot come back',
    'gateway {gw} không có route tới {ip} ({ref}): request rời node với địa chỉ pod chưa được dịch, nên reply không quay về được',
  ],
  ['the VPC router has no route to {ip}', 'VPC router không có route tới {ip}'],
  ['the gateway {gw} has no route to {ip}', 'gateway {gw} không có route tới {ip}'],
  ['Internet: {from} → {host}', 'Internet: {from} → {host}'],
  [
    "{from}'s network has no route to {ip} ({ref}): VFP's outbound NAT does not translate ICMP, so the echo left with the pod's own address",
    'network của {from} không có route tới {ip} ({ref}): outbound NAT của VFP không dịch ICMP, nên echo đã đi ra với chính địa chỉ của pod',
  ],
  [
    "{from}'s network has no route to {ip}: VFP's outbound NAT does not translate ICMP, so the echo left with the pod's own address",
    'network của {from} không có route tới {ip}: outbound NAT của VFP không dịch ICMP, nên echo đã đi ra với chính địa chỉ của pod',
  ],
  [
    "{from}'s network has no route to {ip} ({ref}): the request left the cluster with an untranslated source, so the reply cannot come back",
    'network của {from} không có route tới {ip} ({ref}): request rời cluster với địa chỉ nguồn chưa được dịch, nên reply không quay về được',
  ],
  [
    "{from}'s network has no route to {ip}: the request left the cluster with an untranslated source, so the reply cannot come back",
    'network của {from} không có route tới {ip}: request rời cluster với địa chỉ nguồn chưa được dịch, nên reply không quay về được',
  ],
  ["{from}'s network has no route to {ip} ({ref})", 'network của {from} không có route tới {ip} ({ref})'],
  ["{from}'s network has no route to {ip}", 'network của {from} không có route tới {ip}'],
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
  ['iptables {chain} (filter): "{svc} has no endpoints" → REJECT (ICMP port unreachable)', 'iptables {chain} (filter): "{svc} has no endpoints" (không có endpoint nào) → REJECT (ICMP port unreachable)'],
  ['iptables {chain} (filter): "{svc} has no local endpoints" → DROP ({policy} Local)', 'iptables {chain} (filter): "{svc} has no local endpoints" (node này không có endpoint nào) → DROP ({policy} Local)'],
  [
    'eBPF (Cilium) service map: {svc} has no backends → ICMP destination unreachable (--service-no-backend-response=reject)',
    'service map của eBPF (Cilium): {svc} không có backend nào → ICMP destination unreachable (--service-no-backend-response=reject)',
  ],
  ['eBPF (Cilium) service map: {svc} has no local backends ({policy} Local) → drop', 'service map của eBPF (Cilium): {svc} không có backend nào trên node này ({policy} Local) → drop'],
  ["{policy} Local: this node's endpoints only, the client's address kept", '{policy} Local: chỉ các endpoint của node này, địa chỉ của client được giữ nguyên'],
  ['externalTrafficPolicy Local, but from the node itself: every endpoint', 'externalTrafficPolicy Local, nhưng đến từ chính node: mọi endpoint'],
  ['externalTrafficPolicy Local, but from a pod on this node: every endpoint', 'externalTrafficPolicy Local, nhưng đến từ một pod trên node này: mọi endpoint'],
  ['{m}: the pod reaches itself through its Service (hairpin)', '{m}: pod gọi chính nó qua Service của nó (hairpin)'],
  ['{m}: from the node itself', '{m}: đến từ chính node'],
  ['{m}: externalTrafficPolicy Cluster: the reply must come back through {host}', '{m}: externalTrafficPolicy Cluster: reply phải quay về qua {host}'],
  ['{m}: a source outside the cluster CIDR', '{m}: nguồn nằm ngoài cluster CIDR'],
  ['{dev}: VXLAN (VNI {vni}, UDP {port}) → VTEP {ip} ({node}), out eth0', '{dev}: VXLAN (VNI {vni}, UDP {port}) → VTEP {ip} ({node}), ra eth0'],
  ['{host}: eth0 receives VXLAN (VNI {vni}, UDP {port}) from {ip}; {dev} decapsulates it', '{host}: eth0 nhận VXLAN (VNI {vni}, UDP {port}) từ {ip}; {dev} bóc lớp VXLAN'],
  ['{dev} has no FDB entry for {mac}: no VTEP to send the VXLAN packet to', '{dev} không có FDB entry cho {mac}: không có VTEP nào để gửi packet VXLAN tới'],
  ["Cilium's service loopback address (--ipv4-service-loopback-address)", 'địa chỉ service loopback của Cilium (--ipv4-service-loopback-address)'],
  ["{host} root netns: {ip} is the node's own address", 'root netns của {host}: {ip} là địa chỉ của chính node'],
  ['{host}: eth0 receives it; the root netns routes it (ip_forward)', '{host}: eth0 nhận packet; root netns route nó đi tiếp (ip_forward)'],
  ["no pod on {host}'s bridge has {ip}", 'không pod nào trên bridge của {host} có địa chỉ {ip}'],
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
  ['{head@lhead}: no rule of {by*} allows {svc} from {ip} → {drop*} (the pod is isolated for ingress)', '{head}: không rule nào của {by} cho phép {svc} từ {ip} → {drop} (pod đang bị cô lập chiều ingress)'],
  ['{head@lhead}: no rule of {by*} allows {svc} to {ip} → {drop*} (the pod is isolated for egress)', '{head}: không rule nào của {by} cho phép {svc} tới {ip} → {drop} (pod đang bị cô lập chiều egress)'],
];
