// What a walk says at each step, as message values (issue 30, src/core/message.ts): every trace
// event's line is built from this English catalogue, and the event's `text` is the value rendered
// here, so the CLI, the trace JSON's text, the reports, pcapng comments and the goldens keep today's
// bytes; the event carries the value as `msg`. The UI renders the same ids in its language
// (src/ui/i18n/messages/narration.vi.ts). Holes hold data (addresses, names, numbers) or a
// sub-message (a port's label, a direction, a stack, a route, a packet, a rewrite, an action).
//
// A line is composed when first read (event.ts): a walk that nobody reads builds no words.
import { msg, render, type MsgOf } from '../message';

type At = 'start' | 'mid';
type Yes = 'yes' | 'no';
type Icmp = 'ICMP' | 'ICMPv6';
const cap = (at: At, s: string) => (at === 'start' ? s.charAt(0).toUpperCase() + s.slice(1) : s);
const opt = (s: string | undefined, f: (s: string) => string) => (s ? f(s) : '');

export const NARRATION_EN = {
  // Parts of a line, " · " between them; lists of rewrites, "; " (flow cache) or ", " (nat).
  'join.dot': (a: { head: string; tail: string }) => `${a.head} · ${a.tail}`,
  'join.semicolon': (a: { head: string; tail: string }) => `${a.head}; ${a.tail}`,
  'join.comma': (a: { head: string; tail: string }) => `${a.head}, ${a.tail}`,

  // A VFP port's label (portLabel), at the start of a line or inside one.
  'port.pod': (a: { pod: string; at: At }) => `${cap(a.at, 'pod')} ${a.pod}'s port`,
  'port.hostVnic': (a: { at: At }) => `${cap(a.at, 'host')} vNIC (management) port`,
  'port.hostCbr0': (a: { at: At }) => `${cap(a.at, 'host')} cbr0 port`,
  'port.external': (a: { at: At }) => `${cap(a.at, 'external')} port`,
  'port.other': (a: { id: string; at: At }) => `${cap(a.at, 'port')} ${a.id}…`,

  // Which way a packet crosses a port (directionText).
  'dir.outVnic': () => 'outbound (OUT: leaving the vNIC into the switch)',
  'dir.inVnic': () => 'inbound (IN: from the switch towards the vNIC)',
  'dir.outWire': () => 'outbound (OUT: from the switch towards the wire)',
  'dir.inWire': () => 'inbound (IN: from the wire into the switch)',

  // One rewrite (describeEdit).
  'edit.src': (a: { ip: string }) => `source → ${a.ip}`,
  'edit.dst': (a: { ip: string }) => `destination → ${a.ip}`,
  'edit.srcMac': (a: { mac: string }) => `source MAC → ${a.mac}`,
  'edit.dstMac': (a: { mac: string }) => `destination MAC → ${a.mac}`,
  'edit.outerDstMac': (a: { mac: string }) => `outer destination MAC → ${a.mac}`,
  'edit.pushVxlan': (a: { vni?: number; ip: string }) => `push VXLAN VNI ${a.vni} to PA ${a.ip}`,
  'edit.pushHost': (a: { ip: string }) => `push host-internal encap to ${a.ip}`,
  'edit.pop': () => 'pop the outer headers',
  'edit.none': () => 'no rewrite',

  // What the deciding rule did (applyAction).
  'verb.action': (a: { action: string }) => a.action,
  'verb.meter': () => 'meter (counted, passes)',
  'verb.dynnatIcmp': (a: { ip: string }) => `dynnat (SNAT) source → ${a.ip} (ICMP: no port to track)`,
  'verb.dynnat': (a: { ip: string; pool: string }) => `dynnat (SNAT) source → ${a.ip} from pool ${a.pool}`,
  'verb.nat': (a: { edits: string }) => `nat ${a.edits}`,
  'verb.lbnat': (a: { input: string; hash: string; i: number; n: number; backend: string; ep?: string }) =>
    `lbnat: hash(${a.input}) = ${a.hash} → backend #${a.i} of ${a.n}: ${a.backend}${opt(a.ep, (ep) => ` (${ep})`)}`,
  'verb.encap': (a: { vni: number; pa: string; udp: number }) => `encap VXLAN VNI ${a.vni} → PA ${a.pa} (UDP ${a.udp})`,
  'verb.routeEncap': (a: { ip: string }) => `encap to the management port ${a.ip} (NeedEncap route; stays inside the host)`,
  'verb.decapVxlan': (a: { vni?: number }) => `decap: pop the VXLAN (VNI ${a.vni}) headers`,
  'verb.decapHost': () => 'decap: pop the host-internal headers',
  'verb.decapNone': () => 'decap (not encapsulated)',
  'verb.macRewrite': (a: { dst?: string; src?: string }) => `MAC rewrite${opt(a.dst, (m) => ` destination → ${m}`)}${opt(a.src, (m) => ` source → ${m}`)}`,
  'verb.paroute': (a: { ip: string; mac: string }) => `paroute: outer next hop ${a.ip} (${a.mac}) from the host's routes`,
  'verb.parouteNone': () => 'paroute (nothing encapsulated)',
  'verb.parouteNoHop': () => 'paroute: no next hop for the provider address',

  // A layer's default (pipeline.ts, hns/compile/pod-port.ts, cluster/world/windows-node.ts).
  'note.layerBlock': () => 'layer default: block',
  'note.passes': () => 'no rule matched: passes unchanged',
  'note.hnsDenyEgress': () => 'default deny: the endpoint has ACLs for this direction and none allows the packet (HNS default-deny, verified for egress)',
  'note.hnsDeny': () => 'default deny: the endpoint has ACLs for this direction and none allows the packet',
  'note.policyDeny': () => 'default deny: a policy selects the endpoint for this direction',
  /** A default note, then what the policy agent skipped (its own words). */
  'note.skipped': (a: { note: string; skipped: string }) => `${a.note}; ${a.skipped}`,

  // A port pass: entering, each layer, the flow cache.
  'port.enters': (a: { port: string; name: string; dir: string }) => `Enters ${a.port} (${a.name}), ${a.dir}`,
  'layer.rule': (a: { port: string; d: 'IN' | 'OUT'; layer: string; group: string; rule: string; own: Yes; prio: number; verb: string }) =>
    `${a.port}, ${a.d} · ${a.layer} · group ${a.group} · rule ${a.rule}${a.own === 'yes' ? " (the model's own name)" : ''} (priority ${a.prio}) matched → ${a.verb}`,
  'layer.passes': (a: { port: string; d: 'IN' | 'OUT'; layer: string; note: string }) => `${a.port}, ${a.d} · ${a.layer} · ${a.note}`,
  'layer.blocks': (a: { port: string; d: 'IN' | 'OUT'; layer: string; note: string }) => `${a.port}, ${a.d} · ${a.layer} · no rule matched → ${a.note}`,
  'flow.blocked': (a: { port: string; d: 'IN' | 'OUT' }) => `${a.port}, ${a.d} · flow cache hit: a blocked flow`,
  'flow.hit': (a: { port: string; d: 'IN' | 'OUT'; edits: string }) => `${a.port}, ${a.d} · flow cache hit: one lookup, cached transposition: ${a.edits}`,
  'flow.reverse': (a: { port: string; d: 'IN' | 'OUT'; edits: string }) =>
    `${a.port}, ${a.d} · flow cache hit (reverse flow: the connection is known to the stateful layers): translation undone: ${a.edits}`,
  'flow.inner': (a: { port: string; d: 'IN' | 'OUT'; edits: string }) =>
    `${a.port}, ${a.d} · flow cache hit on the inner packet (reverse flow of the translation made here): translation undone: ${a.edits}`,

  // A port that sends the packet back into the vSwitch (windows.ts atPort).
  'hairpin.reply': (a: { port: string; addr: string; to: string }) => `${a.port}: the reply, un-NATed here, is for ${a.addr}; the port sends it back into the vSwitch (hairpin) to ${a.to}`,
  'hairpin.out': (a: { port: string; ip: string }) => `${a.port}: the packet is for ${a.ip}, not the host, so the port sends it back into the vSwitch (hairpin), OUT`,
  'hairpin.steer': (a: { port: string; addr: string; to: string }) => `${a.port}: ${a.addr} is a hairpin translation's address; the reply goes back into the vSwitch to ${a.to}`,

  // The vSwitch (windows.ts switchFrame).
  'switch.translation': (a: { addr: string; port: string }) => `vSwitch: ${a.addr} is the address of a translation made by ${a.port}; the packet goes back to that port`,
  'switch.pool': (a: { addr: string; port: string }) => `vSwitch: ${a.addr} was handed out by a NAT pool; the mapping steers the packet to ${a.port}`,
  'switch.mac': (a: { mac: string; port: string }) => `vSwitch: destination MAC ${a.mac} → ${a.port}`,
  'switch.macBack': (a: { mac: string; port: string }) => `vSwitch: destination MAC ${a.mac} → ${a.port} (back to the port it came from: the packet is addressed to its sender)`,
  'switch.router': (a: { mac: string; port: string }) => `vSwitch: destination MAC ${a.mac} is the network's distributed router → ${a.port}`,
  'switch.uplink': (a: { mac: string }) => `vSwitch: ${a.mac} is no local port → the uplink (external port)`,
  'switch.upHost': (a: { iface: string; host: string }) => `Up the vNIC ${a.iface} into ${a.host}'s host compartment`,
  'switch.upPod': (a: { iface: string; owner: string }) => `Up the vNIC ${a.iface} into ${a.owner}'s compartment`,

  // A stack's name (stackName).
  'stack.hostCompartment': (a: { host: string; n: number }) => `${a.host} host compartment ${a.n}`,
  'stack.compartment': (a: { owner: string; n?: number }) => `${a.owner} compartment${a.n !== undefined ? ` ${a.n}` : ''}`,
  'stack.rootNetns': (a: { host: string }) => `${a.host} root netns`,
  'stack.netns': (a: { owner: string }) => `${a.owner} netns`,

  // A packet in one line (walk.ts describePacket, stack.ts describe).
  'packet.icmp': (a: { proto: Icmp; kind: string; tuple: string }) => `${a.proto} ${a.kind} ${a.tuple}`,
  'packet.line': (a: { flags?: string; tuple: string; size: number; df: Yes }) => `${a.flags ? `${a.flags} ` : ''}${a.tuple} (${a.size} bytes${a.df === 'yes' ? ', DF' : ''})`,
  'packet.short': (a: { flags: string; tuple: string }) => `${a.flags} ${a.tuple}`,
  'packet.icmpKind': (a: { proto: Icmp; kind: string }) => `${a.proto} ${a.kind}`,

  // A route (describeRoute) and why it exists (cluster/world, build.ts); `note` empty: none.
  'route.via': (a: { prefix: string; gw: string; iface: string; note: string }) => `${a.prefix} via ${a.gw} on ${a.iface}${opt(a.note, (n) => ` (${n})`)}`,
  'route.onLink': (a: { prefix: string; iface: string; note: string }) => `${a.prefix} on-link on ${a.iface}${opt(a.note, (n) => ` (${n})`)}`,
  'rnote.nodeSubnet': () => 'node subnet',
  'rnote.podSubnet': () => 'pod subnet',
  'rnote.defaultGateway': () => 'default gateway',
  'rnote.gatewayCbr0': () => 'default gateway: cbr0',
  'rnote.gatewayDr': () => 'default gateway: the distributed router',
  'rnote.gatewayHostVnic': () => 'default gateway: the host vNIC answers for it',
  'rnote.internet': () => 'the internet',
  'rnote.podCidrCbr0': () => "this node's pod CIDR, via the cbr0 endpoint",
  'rnote.podCidrHostRoute': () => "this node's pod CIDR (HostRoute policy)",
  'rnote.podCidrCilium': () => "this node's pod CIDR, via cilium_host, the pods' gateway; eBPF on each veth forwards",
  'rnote.podCidrBridge': () => "this node's pod CIDR, on the bridge",
  'rnote.hostGw': (a: { node: string }) => `host-gw route to ${a.node}'s pod CIDR`,
  'rnote.peer': (a: { node: string }) => `route to ${a.node}'s pod CIDR`,
  'rnote.flannelVxlan': (a: { node: string; ip: string }) => `flannel VXLAN route to ${a.node}'s pod CIDR (VTEP ${a.ip})`,
  'rnote.viaCiliumHost': () => 'default via cilium_host',
  'rnote.viaBridge': () => 'default via the node bridge',
  'rnote.aliasRange': (a: { node: string }) => `${a.node}'s alias IP range`,
  'rnote.external': (a: { ref: string }) => `the route for ${a.ref}'s external address`,
  'rnote.podCidr6': (a: { node: string }) => `${a.node}'s IPv6 pod CIDR`,
  /** How a Linux policy rule's port was found from a named port (`ref`: the destination pod, egress). */
  'pnote.namedPort': (a: { name: string; proto: string; n: number; ref?: string }) => `named port "${a.name}" → ${a.proto}/${a.n}${opt(a.ref, (r) => ` on ${r}`)}`,

  // Sending, answering, routing, forwarding, receiving (walk.ts, stack.ts).
  'stack.sends': (a: { who: string; packet: string }) => `${a.who} sends ${a.packet}`,
  'stack.answers': (a: { who: string; packet: string }) => `${a.who} answers with ${a.packet}`,
  'stack.route': (a: { stack: string; route: string; nh: string; mac: string }) => `${a.stack}: route ${a.route} → next hop ${a.nh} (${a.mac})`,
  'stack.arp': (a: { nd: Yes; ip: string; mac: string; ep?: string; by?: string }) =>
    `the vSwitch answers ${a.nd === 'yes' ? 'neighbor discovery' : 'ARP'} for ${a.ip} with ${a.mac}: ${a.ep ? `HNS endpoint ${a.ep}` : 'an HNS endpoint'}${opt(a.by, (b) => `, created by ${b}`)}`,
  'stack.fragmented': (a: { mtu: number }) => `fragmented to fit MTU ${a.mtu} (the walk follows the first fragment, ${a.mtu} bytes)`,
  'stack.loopback': (a: { stack: string; ip: string }) => `${a.stack}: ${a.ip} is a local address (loopback)`,
  'stack.forwards': (a: { stack: string; iface: string; ttl: number; next: number }) => `${a.stack}: IP forwarding on ${a.iface} forwards the packet (TTL ${a.ttl} → ${a.next})`,
  'deliver.reply': (a: { stack: string; packet: string }) => `Delivered to ${a.stack}: the socket that sent the request receives the ${a.packet}`,
  'deliver.icmp': (a: { stack: string; proto: Icmp; kind: string }) => `Delivered to ${a.stack}: ${a.proto} ${a.kind}`,
  'deliver.listening': (a: { stack: string; svc: string }) => `Delivered to ${a.stack}: a socket listens on ${a.svc}`,
  'deliver.unknown': (a: { stack: string }) => `Delivered to ${a.stack} (what listens there is not known: every port is taken as open)`,

  // The wire (underlay.ts).
  'wire.fragmented': (a: { size: number; mtu: number }) => `Underlay: ${a.size} bytes exceed MTU ${a.mtu}: fragmented (silently, the kind of mismatch that looks like a hang)`,
  'wire.fragmentedVxlan': (a: { size: number; inner: number; over: number; mtu: number }) =>
    `Underlay: ${a.size} bytes (${a.inner} + ${a.over} bytes of VXLAN headers) exceed MTU ${a.mtu}: fragmented (silently, the kind of mismatch that looks like a hang)`,
  'wire.toGateway': (a: { segment: string; from: string; gw: string }) => `L2 segment ${a.segment}: ${a.from} → gateway ${a.gw}`,
  'wire.segment': (a: { segment: string; from: string; to: string; mac: string }) => `L2 segment ${a.segment}: ${a.from} → ${a.to} (${a.mac})`,
  'wire.toVpcRouter': (a: { from: string }) => `VPC: ${a.from} hands the packet to the VPC router`,
  'wire.routerHost': (a: { router: 'vpc' | 'l2'; ip: string; host: string }) => `${a.router === 'vpc' ? 'VPC router' : 'Gateway'}: ${a.ip} is ${a.host} → delivers it`,
  'wire.routerRoute': (a: { router: 'vpc' | 'l2'; ip: string; note: string; node: string }) => `${a.router === 'vpc' ? 'VPC router' : 'Gateway'}: ${a.ip} is in ${a.note} → ${a.node}`,
  'wire.toInternet': (a: { host: string; ip: string }) => `Gateway → internet edge → ${a.host} (${a.ip})`,
  'wire.internet': (a: { from: string; host: string }) => `Internet: ${a.from} → ${a.host}`,
  'wire.fromInternet': (a: { gw: string; ip: string }) => `Internet edge → gateway ${a.gw} (${a.ip} is in the node subnet)`,

  // Linux nodes (linux.ts): conntrack, the Service translation, masquerade, VXLAN, the bridge, policy.
  'linux.conntrackReply': (a: { tuple: string }) => `conntrack: a reply of a translated connection → ${a.tuple}`,
  'linux.dnatEbpf': (a: { svc: string; backend: string; ep?: string }) => `eBPF (Cilium) service map: ${a.svc} → ${a.backend}${opt(a.ep, (ep) => ` (${ep})`)}`,
  'linux.dnatIptables': (a: { chain: string; svc: string; backend: string; ep?: string }) => `iptables ${a.chain} chain, DNAT: ${a.svc} → ${a.backend}${opt(a.ep, (ep) => ` (${ep})`)}`,
  'linux.localOnly': (a: { policy: string }) => `${a.policy} Local: this node's endpoints only, the client's address kept`,
  'linux.localFromNode': () => 'externalTrafficPolicy Local, but from the node itself: every endpoint',
  'linux.localFromPod': () => 'externalTrafficPolicy Local, but from a pod on this node: every endpoint',
  'linux.mark': (a: { mark: 'SNAT' | 'KUBE-MARK-MASQ'; why: string }) => `${a.mark}: ${a.why}`,
  'linux.whyHairpin': () => 'the pod reaches itself through its Service (hairpin)',
  'linux.whyFromNode': () => 'from the node itself',
  'linux.whyCluster': (a: { host: string }) => `externalTrafficPolicy Cluster: the reply must come back through ${a.host}`,
  'linux.whyOutside': () => 'a source outside the cluster CIDR',
  'linux.masqEbpf': (a: { ip: string }) => `eBPF masquerade: source → ${a.ip}`,
  'linux.masqIptables': (a: { ip: string }) => `iptables POSTROUTING MASQUERADE: source → ${a.ip}`,
  'linux.ciliumLoopback': () => "Cilium's service loopback address (--ipv4-service-loopback-address)",
  'linux.vxlanIn': (a: { host: string; vni: number; port: number; ip: string; dev: string }) => `${a.host}: eth0 receives VXLAN (VNI ${a.vni}, UDP ${a.port}) from ${a.ip}; ${a.dev} decapsulates it`,
  'linux.vxlanOut': (a: { dev: string; vni: number; port: number; ip: string; node: string }) => `${a.dev}: VXLAN (VNI ${a.vni}, UDP ${a.port}) → VTEP ${a.ip} (${a.node}), out eth0`,
  'linux.ownAddress': (a: { host: string; ip: string }) => `${a.host} root netns: ${a.ip} is the node's own address`,
  'linux.fromWire': (a: { host: string }) => `${a.host}: eth0 receives it; the root netns routes it (ip_forward)`,
  'linux.toPodEbpf': (a: { owner: string }) => `eBPF redirect to the pod's veth (lxc…) → ${a.owner}'s netns (eth0); no bridge`,
  'linux.toPodBridge': (a: { bridge: string; owner: string }) => `bridge ${a.bridge} → veth → ${a.owner}'s netns (eth0)`,
  'linux.podSendsEbpf': (a: { owner: string }) => `${a.owner}: eth0 → veth pair → its host end (lxc…), where Cilium's eBPF program takes it (no bridge) into the root netns`,
  'linux.podSendsBridge': (a: { owner: string; host: string }) => `${a.owner}: eth0 → veth pair → ${a.host}'s bridge (cbr0) into the root netns`,
  'linux.headEbpf': (a: { owner: string; dir: 'ingress' | 'egress' }) => `eBPF policy map of ${a.owner}'s endpoint (Cilium, ${a.dir})`,
  'linux.headCalico': (a: { chain: string; dir: 'ingress' | 'egress'; owner: string }) => `iptables ${a.chain} (Calico, ${a.dir === 'ingress' ? 'to' : 'from'} ${a.owner})`,
  'linux.conntrack': (a: { head: string; state: 'ESTABLISHED' | 'RELATED'; reply: Yes; accept: string }) =>
    `${a.head}: conntrack ${a.state}, ${a.reply === 'yes' ? 'the reply of an allowed connection' : 'a packet of an allowed connection'} → ${a.accept} before any policy rule`,
  'linux.self': (a: { head: string; accept: string }) => `${a.head}: a pod cannot block traffic to itself → ${a.accept}`,
  'linux.fromOwnNode': (a: { head: string; ip: string; accept: string }) => `${a.head}: traffic from its own node (${a.ip}) is always allowed (the kubelet's probes) → ${a.accept}`,
  'linux.allows': (a: { head: string; rule: string; svc: string; dir: 'ingress' | 'egress'; ip: string; note?: string; accept: string }) =>
    `${a.head}: ${a.rule} allows ${a.svc} ${a.dir === 'ingress' ? 'from' : 'to'} ${a.ip}${opt(a.note, (n) => ` (${n})`)} → ${a.accept}`,
} as const;

export type NarrationMsg = MsgOf<typeof NARRATION_EN>;
export const narrationMsg = msg<typeof NARRATION_EN>();

/** Items joined by `sep`, nested as a balanced tree (log₂ n deep; the joins are associative). */
export function joinNarration(sep: 'join.dot' | 'join.semicolon' | 'join.comma', items: readonly (NarrationMsg | string)[]): NarrationMsg | string {
  const join = (lo: number, hi: number): NarrationMsg | string => {
    if (hi - lo === 1) return items[lo]!;
    const mid = (lo + hi) >>> 1;
    return narrationMsg(sep, { head: join(lo, mid), tail: join(mid, hi) });
  };
  return items.length ? join(0, items.length) : '';
}

/** The English of each layer default note the code writes, by id: a note is model data (a layer may
 * come from a document), so the walk says a known one by its id and any other as its own text. */
const NOTE_IDS = ['note.layerBlock', 'note.passes', 'note.hnsDenyEgress', 'note.hnsDeny', 'note.policyDeny'] as const;
const NOTE_BY_TEXT = new Map<string, NarrationMsg>(NOTE_IDS.map((id) => [NARRATION_EN[id](), narrationMsg(id, {})]));

/** A layer's default note as a value: a known note, a known note and what an agent skipped after
 * "; " (windows-node.ts), or the note's own text. */
export function layerNoteMsg(text: string): NarrationMsg | string {
  const known = NOTE_BY_TEXT.get(text);
  if (known) return known;
  const cut = text.indexOf('; ');
  const head = cut < 0 ? undefined : NOTE_BY_TEXT.get(text.slice(0, cut));
  return head ? narrationMsg('note.skipped', { note: head, skipped: text.slice(cut + 2) }) : text;
}

/** A route's note and its value, for the code that makes routes (cluster/world): `note` stays the
 * English the model has always shown, `noteMsg` lets the walk say it in any language. */
export const noted = (m: NarrationMsg): { note: string; noteMsg: NarrationMsg } => ({ note: render([NARRATION_EN], m), noteMsg: m });
