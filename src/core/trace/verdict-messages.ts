// What a verdict says, and its hint, as message values (issue 30, src/core/message.ts): the walk
// builds `{ id, args }` from this English catalogue, and `Verdict.message` / `Verdict.hint` are the
// value rendered here, so the CLI, the trace JSON's text, the reports, pcapng comments and the
// goldens keep today's bytes. The UI renders the same ids in its language
// (src/ui/i18n/messages/verdict.vi.ts). The drop event's line ("Dropped: CODE · message") is a value
// too, so the verdict's sentence is translated once for both.
//
// Holes hold data (addresses, refs, names, numbers) or a sub-message: a verdict's own, or the walk's
// words for a stack, a route, a port, a layer's default note or a Linux agent's head
// (core/walk/narration-messages.ts), rendered with the walk's catalogue.
import { msg, render, type Catalogue, type Msg, type MsgOf } from '../message';
import { NARRATION_EN } from '../walk/narration-messages';
import { ORIGIN_EN } from '../vfp/origin-messages';

type Dir = 'in' | 'out';
type PolicyDir = 'ingress' | 'egress';
type Router = { router: 'vpc' | 'l2'; gw: string };
const routerName = (a: Router) => (a.router === 'vpc' ? 'VPC router' : `gateway ${a.gw}`);
const orRef = (ref: string | undefined) => (ref ? ` (${ref})` : '');

export const VERDICT_EN = {
  // Delivered.
  'verdict.delivered': (a: { to: string }) => `delivered to ${a.to}`,
  'verdict.deliveredListening': (a: { to: string; svc: string }) => `delivered to ${a.to} (${a.svc} listening)`,
  'verdict.replyReceived': (a: { by: string }) => `reply received by ${a.by}`,

  // VFP: a port, its layers, the actions.
  'verdict.portBlocked': (a: { port: string }) => `port ${a.port} is blocked (vfpctrl /get-port-state: Blocked TRUE)`,
  'verdict.aclRule': (a: { rule: string; prio: number; layer: string; group: string; tuple: string }) => `rule ${a.rule} (priority ${a.prio}) in ${a.layer} / ${a.group} blocks ${a.tuple}`,
  'verdict.aclDefault': (a: { layer: string; tuple: string; d: Dir; note: string }) =>
    `no rule of ${a.layer} allows ${a.tuple} ${a.d === 'in' ? 'inbound' : 'outbound'}, and the layer's default is block (${a.note})`,
  'verdict.aclCached': () => 'the flow was blocked on its first packet; the cached verdict still applies',
  'verdict.aclCachedRule': (a: { rule: string; layer: string }) => `the flow was blocked on its first packet by rule ${a.rule} in ${a.layer}; the cached verdict still applies`,
  'verdict.snatExhausted': (a: { pool: string }) => `every port of ${a.pool} is held by a live translation`,
  'verdict.snatExhaustedRange': (a: { pool: string; lo: number; hi: number }) => `every port of ${a.pool} (${a.lo}-${a.hi}) is held by a live translation`,
  'verdict.lbNoBackend': (a: { vip: string }) => `the load balancer for ${a.vip} lists no backend (DIP)`,
  'verdict.hairpinSelf': (a: { ip: string }) => `the hash picked the calling pod itself (${a.ip}) and loopback DSR is off`,

  // The vSwitch.
  'verdict.switchNoMac': (a: { mac: string; uplink: 'from' | 'none' }) => `no port of the vSwitch has MAC ${a.mac}${a.uplink === 'from' ? ' (it came in from the uplink)' : ' and there is no uplink'}`,
  'verdict.noPort': (a: { port: string; host: string }) => `port ${a.port} does not exist on ${a.host}`,
  'verdict.noVnic': (a: { port: string }) => `port ${a.port} has no vNIC bound to it`,
  'verdict.echoReplyNotTranslated': (a: { ip: string }) => `the echo reply reached ${a.ip}, but VFP does not translate ICMP back to the pod that pinged`,

  // A stack (a compartment, a netns, a host outside the cluster).
  'verdict.nodePortFromSelf': (a: { port: number }) => `NodePort ${a.port} from the node itself is not supported on Windows (documented limitation); it works from other nodes and outside clients`,
  'verdict.flannelVxlanFromHost': () =>
    "a Windows node (or a hostProcess pod) reaching a pod on another node over Flannel VXLAN is not supported (Kubernetes' Windows networking page); pod to remote pod works",
  'verdict.unsupported': (a: { protocol: string }) => `${a.protocol} is not supported on Windows nodes`,
  'verdict.stackNoRoute': (a: { stack: string; ip: string }) => `${a.stack} has no route to ${a.ip}`,
  'verdict.routeNoInterface': (a: { route: string }) => `route ${a.route} names an interface the stack does not have`,
  'verdict.noArp': (a: { ip: string; iface: string }) => `no neighbour answers ARP for ${a.ip} on ${a.iface}`,
  'verdict.noNeighborAdvert': (a: { ip: string; iface: string }) => `no neighbour answers neighbor discovery for ${a.ip} on ${a.iface} (no neighbor advertisement)`,
  'verdict.stackMtu': (a: { size: number; mtu: number; iface: string }) => `a ${a.size}-byte packet with DF set does not fit the MTU ${a.mtu} of ${a.iface}`,
  'verdict.noSocket': (a: { stack: string; tuple: string; want: string }) => `${a.stack} has no socket for ${a.tuple}: its connection expects replies as ${a.want} (the reply was not un-NATed)`,
  'verdict.closedReject': (a: { stack: string; svc: string; answer: 'RST' | 'ICMP port unreachable' }) => `${a.stack}: nothing listens on ${a.svc} (discard reason: endpoint not found); the stack answers ${a.answer}`,
  'verdict.closedSilent': (a: { stack: string; svc: string }) =>
    `${a.stack}: nothing listens on ${a.svc} (discard reason: endpoint not found); dropped silently, as Windows Firewall's stealth mode does, so the client only sees a timeout`,
  'verdict.forwardingOff': (a: { stack: string; ip: string; iface: string }) => `${a.stack} received a packet for ${a.ip} on ${a.iface}, where IP forwarding is off`,
  'verdict.notForwarding': (a: { stack: string; ip: string }) => `${a.stack} received a packet for ${a.ip}, which is not its address; it does not forward`,
  'verdict.ttlForwarding': (a: { stack: string }) => `TTL expired while ${a.stack} forwarded the packet`,
  'verdict.encapNoListener': (a: { owner: string; port?: number }) =>
    `an encapsulated packet (${a.port !== undefined ? `VXLAN, UDP ${a.port}` : 'host-internal'}) reached ${a.owner}'s stack: no VFP rule decapsulated it, and nothing listens on that UDP port`,
  'verdict.encapNoForward': (a: { ip: string; owner: string }) => `an encapsulated packet for ${a.ip} reached ${a.owner}'s stack, which does not forward encapsulated traffic`,
  'verdict.loop': (a: { n: number }) => `the packet crossed ${a.n} places without reaching a verdict; the walk stopped it`,
  'verdict.noVerdict': () => 'the walk ended without a verdict',

  // The wire: the underlay, its router, the internet edge.
  'verdict.vxlanMtu': (a: { size: number; inner: number; over: number; mtu: number; df: 'set' | 'clear' }) =>
    `the VXLAN packet is ${a.size} bytes on the wire (${a.inner} + ${a.over} bytes of VXLAN headers), the underlay MTU is ${a.mtu}: a VTEP must not fragment VXLAN packets (RFC 7348 §4.3), so it is dropped${a.df === 'set' ? '' : ' although DF is clear'}`,
  'verdict.wireMtu': (a: { size: number; mtu: number }) => `the packet is ${a.size} bytes on the wire, the underlay MTU is ${a.mtu}, and DF is set`,
  'verdict.segmentNoMac': (a: { mac: string }) => `no station on the L2 segment has MAC ${a.mac}`,
  'verdict.ttlRouter': (a: { ip: string }) => `TTL expired at the router ${a.ip}`,
  'verdict.routerItself': (a: { router: 'vpc' | 'l2'; ip: string; svc?: string }) =>
    `the packet reached the ${a.router === 'vpc' ? 'VPC router' : "node subnet's gateway"} ${a.ip} itself: a router, not a modelled host, so ${a.svc === undefined ? 'whether it answers ping' : `what it serves on ${a.svc}`} is unknown and nothing is taken to answer`,
  'verdict.routedBack': (a: { ip: string; node: string; vip?: string }) =>
    `${a.ip} is routed to ${a.node}, which just sent it here: nothing on the node translated it${a.vip ? ` (${a.vip} has no load balancer for it there)` : ''}`,
  'verdict.vipNoBackends': (a: { ip: string; ref: string; why: string }) => `${a.ip} is the VIP of ${a.ref}: ${a.why}, so nothing on the node translated it and the underlay cannot route it`,
  'verdict.vipNoEndpoints': (a: { ref: string }) => `${a.ref} has no endpoints (its selector matches no pod), so kube-proxy programmed no load balancer`,
  'verdict.vipNoReadyEndpoint': (a: { ref: string; pods: string }) => `${a.ref} has no ready endpoint (${a.pods}), so kube-proxy programmed no load balancer`,
  'verdict.podTerminating': (a: { pod: string }) => `${a.pod} terminating`,
  'verdict.podNotReady': (a: { pod: string }) => `${a.pod} not ready`,
  'verdict.vipUnroutable': (a: { ip: string; ref: string }) => `${a.ip} is the VIP of ${a.ref}; a Service VIP is only translated inside a node, the underlay cannot route it`,
  'verdict.routerNoReturn': (a: Router & { ip: string; ref: string }) =>
    `the ${routerName(a)} has no route to ${a.ip} (${a.ref}): the request left the node with its untranslated pod address, so the reply cannot come back`,
  'verdict.routerNoRoute': (a: Router & { ip: string }) => `the ${routerName(a)} has no route to ${a.ip}`,
  'verdict.edgeIcmp': (a: { from: string; ip: string; ref?: string }) =>
    `${a.from}'s network has no route to ${a.ip}${orRef(a.ref)}: VFP's outbound NAT does not translate ICMP, so the echo left with the pod's own address`,
  'verdict.edgeNoReturn': (a: { from: string; ip: string; ref?: string }) =>
    `${a.from}'s network has no route to ${a.ip}${orRef(a.ref)}: the request left the cluster with an untranslated source, so the reply cannot come back`,
  'verdict.edgeNoRoute': (a: { from: string; ip: string; ref?: string }) => `${a.from}'s network has no route to ${a.ip}${orRef(a.ref)}`,

  // Linux nodes. `head` is the agent's words for where it decides (iptables chain, eBPF map).
  'verdict.linuxNoBackendsEbpf': (a: { svc: string }) => `eBPF (Cilium) service map: ${a.svc} has no backends → ICMP destination unreachable (--service-no-backend-response=reject)`,
  'verdict.linuxNoBackendsIptables': (a: { chain: string; svc: string }) => `iptables ${a.chain} (filter): "${a.svc} has no endpoints" → REJECT (ICMP port unreachable)`,
  'verdict.linuxNoLocalEbpf': (a: { svc: string; policy: string }) => `eBPF (Cilium) service map: ${a.svc} has no local backends (${a.policy} Local) → drop`,
  'verdict.linuxNoLocalIptables': (a: { chain: string; svc: string; policy: string }) => `iptables ${a.chain} (filter): "${a.svc} has no local endpoints" → DROP (${a.policy} Local)`,
  'verdict.linuxNoPod': (a: { host: string; ip: string }) => `no pod on ${a.host}'s bridge has ${a.ip}`,
  'verdict.linuxNoFdb': (a: { dev: string; mac: string }) => `${a.dev} has no FDB entry for ${a.mac}: no VTEP to send the VXLAN packet to`,
  'verdict.linuxPolicy': (a: { head: string; by: string; svc: string; ip: string; dir: PolicyDir; drop: string }) =>
    `${a.head}: no rule of ${a.by} allows ${a.svc} ${a.dir === 'ingress' ? 'from' : 'to'} ${a.ip} → ${a.drop} (the pod is isolated for ${a.dir})`,

  // Hints.
  'hint.lbSnat': (a: { node: string; from: string; to: string }) =>
    `the load balancer on ${a.node} rewrote the source ${a.from} → ${a.to} (non-DSR Service: the backend sees the node IP), so rules that allow the client pod by its own address cannot match. Allow the nodes' IPs too, or turn on DSR (kube-proxy --enable-dsr), which keeps the client pod's IP.`,
  'hint.outboundNat': (a: { from: string; to: string; node: string; port?: string; layer?: string; dst: string }) =>
    `outbound NAT rewrote the source ${a.from} → ${a.to} on ${a.node} (${a.port === undefined ? 'the node' : [a.port, a.layer].filter(Boolean).join(', ')}): ${a.dst} is not on the OutBoundNAT exception list, so rules that allow the pod by its own address cannot match. Add the destination's range (the cluster CIDR, for a pod) to the exception list.`,
  'hint.closestAllow': (a: { d: Dir; rule: string; fails: string }) =>
    `no rule allows this ${a.d === 'in' ? 'inbound' : 'outbound'} packet, so the layer's default blocks it. The closest allow, ${a.rule}, fails on ${a.fails}: change the policy behind it, or the packet, to match.`,
  /** One failed condition of the closest allow; `label` is match.ts's, lower-cased. */
  'hint.failed': (a: { label: string; want: string; has: string }) => `${a.label} (wants ${a.want}, has ${a.has})`,
  'hint.noAllow': (a: { d: Dir }) => `no rule allows ${a.d === 'in' ? 'inbound' : 'outbound'} packets here, so the layer's default blocks them: add an allow for this traffic.`,
  'hint.closedPort': () => 'Is the server process (the IIS site) running and bound to this port? A closed port and a firewall drop look the same from the client.',
  'hint.vxlanMtuCni': () => 'lower the HNS network / pod MTU by the 50-byte VXLAN overhead (e.g. 1450 on a 1500 underlay; EncapOverhead: 50 in the CNI config), or raise the underlay MTU',
  'hint.vxlanMtu': () => 'lower the HNS network / pod MTU by the 50-byte VXLAN overhead (e.g. 1450 on a 1500 underlay)',
  'hint.senderMtu': () => 'lower the sender MTU or clear DF',
  'hint.routerItself': () => 'the path up to the gateway worked; whether the router itself answers is outside what the files show',
  'hint.notTranslated': () => 'outbound NAT did not translate this pod address: is the destination inside the OutBoundNAT exception list?',
  'hint.pingOutboundNat': () => 'ping through outbound NAT fails on Windows; test with curl (TCP) instead',
  'hint.pingOtherNetwork': () => 'ping to another network fails from Windows pods while TCP and UDP work; test with curl instead',
  'hint.recreatePod': () => 'delete and recreate the pod',
  'hint.recreateNetwork': () => 'recreate the HNS network',
  'hint.leftOut': (a: { what: string }) => `left out: ${a.what}`,
  'hint.linuxNoPolicy': (a: { dir: PolicyDir; svc: string; ip: string }) =>
    a.dir === 'ingress'
      ? `no policy selecting this pod allows any ingress: add an ingress rule that allows ${a.svc} from ${a.ip}`
      : `no policy selecting this pod allows any egress: add a egress rule that allows ${a.svc} to ${a.ip}`,

  // Lists, built by joinMsgs: ", " between failed conditions and pods, "; " between hints.
  'list.comma': (a: { head: string; tail: string }) => `${a.head}, ${a.tail}`,
  'list.semicolon': (a: { head: string; tail: string }) => `${a.head}; ${a.tail}`,
  'list.empty': () => '',

  // The drop event's line: the verdict's sentence after its code.
  'event.dropped': (a: { reason: string; message: string }) => `Dropped: ${a.reason} · ${a.message}`,
  'event.rejected': (a: { reason: string; message: string }) => `Rejected: ${a.reason} · ${a.message}`,
} as const;

export type VerdictMsg = MsgOf<typeof VERDICT_EN>;
/** A verdict's holes may hold the walk's words as values (a stack, a route, a port, a layer's note). */
const WITH_NARRATION: readonly Catalogue[] = [VERDICT_EN, NARRATION_EN, ORIGIN_EN];
export const verdictMsg = msg<typeof VERDICT_EN>();

/** In English: the verdict's `message` and `hint`, the trace JSON's text, the CLI. A value with
 * only plain arguments (every delivered verdict: one a walk) calls its sentence directly: render()'s
 * copy of the arguments cost about a microsecond, a third of a walk on the fast path. */
export function verdictText(m: Msg): string {
  const f = (VERDICT_EN as Catalogue)[m.id] as ((a: Msg['args']) => string) | undefined;
  if (!f) return render(WITH_NARRATION, m);
  for (const k in m.args) if (typeof m.args[k] === 'object') return render(WITH_NARRATION, m);
  return f(m.args);
}

/** A list as nested messages (`list.comma` or `list.semicolon`), rendered "a, b, c"; one item is itself.
 * Nested as a balanced tree, halves within halves: the joins are associative, so the text is the
 * same, and a list of thousands (a Service's not-ready pods) is log₂ n deep, not n (a chain that deep
 * overflowed the stack of JSON.stringify, render and structuredClone). */
export function joinMsgs(sep: 'list.comma' | 'list.semicolon', items: readonly VerdictMsg[]): VerdictMsg {
  if (!items.length) return verdictMsg('list.empty', {});
  const join = (lo: number, hi: number): VerdictMsg => {
    if (hi - lo === 1) return items[lo]!;
    const mid = (lo + hi) >>> 1;
    return verdictMsg(sep, { head: join(lo, mid), tail: join(mid, hi) });
  };
  return join(0, items.length);
}

/** A hint for a verdict: the value and its English. */
export const hintOf = (m: VerdictMsg): { hint: string; hintMsg: VerdictMsg } => ({ hint: verdictText(m), hintMsg: m });
