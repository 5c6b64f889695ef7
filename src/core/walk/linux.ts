// A Linux node, at the level students know it: a network namespace per pod joined by a veth pair
// to the node's bridge (with Cilium: no bridge, an eBPF program on the veth's host end), the root namespace's routes, and the Service translation and masquerade
// that kube-proxy (iptables) or Cilium (eBPF, GKE Dataplane V2) apply, tracked by conntrack, and
// NetworkPolicy as the node's policy agent enforces it on the pod's veth (Calico's cali-tw / cali-fw
// chains, Cilium's eBPF policy map): egress once the packet left the pod (after the Service DNAT, as
// both do), ingress before the bridge hands it to the pod; new connections only.
import { familyOf, formatEndpoint, formatIp, formatIpv4, formatPrefix, prefixContains, type Ip, type Ipv4 } from '../net/ip';
import { hostAddressLike, hostOwns, ifaceAddress, ifaceOwns } from '../world/addresses';
import { reverseTuple, tupleKey, tupleOf, type Packet, type Tuple } from '../packet/packet';
import { fnv1aString } from '../net/hash';
import { applyEdits, type Edit } from '../packet/transposition';
import type { NearestAllow, Place, Verdict } from '../trace/trace';
import type { ConditionCheck } from '../vfp/match';
import { chooseBackend } from '../vfp/lb-hash';
import { loadBalancingOf } from './lb-record';
import { lookupFlow, storeFlow } from '../world/runtime';
import type { Compartment, Interface, LinuxHost, LinuxPodPolicy, LinuxPolicyDirection, LinuxPolicyRule, LinuxServiceRule } from '../world/world';
import type { Walk } from './context';
import type { Next } from './next';
import type { LinuxWalk } from './linux-walk';
import { snatHint } from './narration';
import { joinNarration, narrationMsg, type NarrationMsg } from './narration-messages';
import { unNatEdits } from './transpose';
import { hintOf, joinMsgs, verdictMsg, type VerdictMsg } from '../trace/verdict-messages';

const CONNTRACK = 'conntrack';
const rootNs = (h: LinuxHost): Compartment => h.compartments.find((c) => c.kind === 'host')!;
const place = (h: LinuxHost, c: Compartment): Place => ({ node: h.name, place: 'compartment', compartment: c.id, owner: c.owner });

/** Cilium's --ipv4-service-loopback-address (its default): the source of a pod that reached itself
 * through a Service (cilium/cilium#15709). */
export const CILIUM_SERVICE_LOOPBACK: Ipv4 = (169 << 24) | (254 << 16) | (42 << 8) | 1;

/** Why a Service translation marked the connection for source NAT (kube-proxy's KUBE-MARK-MASQ). */
interface MasqueradeMark {
  why: NarrationMsg;
  hairpin: boolean;
}
const marks = new WeakMap<Walk, MasqueradeMark>();

const isOwn = (h: LinuxHost, ip: Ip) => rootNs(h).interfaces.some((i) => ifaceOwns(i, ip));
const isLocalPod = (h: LinuxHost, ip: Ip) => h.compartments.some((c) => c.kind === 'pod' && c.interfaces.some((i) => ifaceOwns(i, ip)));

/**
 * The Service translation as kube-proxy's iptables mode programs it (pkg/proxy/iptables/proxier.go),
 * and as Cilium's eBPF service map does where it differs (assumption linux-service-translation):
 * - no endpoints at all: the filter table REJECTs (ICMP port unreachable; Cilium's
 *   --service-no-backend-response=reject answers ICMP destination unreachable the same way);
 * - a Local traffic policy without an endpoint on this node: DROP ("has no local endpoints");
 *   externalTrafficPolicy Local keeps the client's address, except for this node's own pods and the
 *   node itself, which use every endpoint (the node masqueraded);
 * - KUBE-MARK-MASQ: externalTrafficPolicy Cluster, a ClusterIP reached from outside the cluster CIDR,
 *   and a pod that reaches itself (the endpoint chain's `-s <endpoint IP>`): POSTROUTING masquerades.
 * False when the packet was rejected or dropped.
 */
function translate(w: Walk, h: LinuxHost, rule: LinuxServiceRule, at: Place): boolean {
  const p = w.packet;
  const ebpf = h.dataplane === 'ebpf';
  const external = rule.nodePort === true || rule.external === true;
  const what = `${rule.service}:${rule.servicePort ?? rule.port}`;
  if (rule.backends.length === 0) {
    w.assume('linux-service-translation');
    const chain = external ? 'KUBE-EXTERNAL-SERVICES' : 'KUBE-SERVICES';
    w.fail('NO_BACKEND', ebpf ? verdictMsg('verdict.linuxNoBackendsEbpf', { svc: what }) : verdictMsg('verdict.linuxNoBackendsIptables', { chain, svc: what }), at, {}, 'rejected');
    return false;
  }
  const fromNode = isOwn(h, p.src);
  // externalTrafficPolicy Local: this node's pods and the node itself are short-circuited to every
  // endpoint ("pod traffic for … external destinations", "route LOCAL traffic …").
  const shortCircuit = external && (fromNode || isLocalPod(h, p.src));
  const local = rule.trafficPolicy === 'Local' && !shortCircuit;
  const policy = external ? 'externalTrafficPolicy' : 'internalTrafficPolicy';
  const backends = local ? rule.backends.filter((b) => b.local) : rule.backends;
  if (local || shortCircuit) w.assume('linux-service-translation');
  if (backends.length === 0) {
    const chain = external ? 'KUBE-EXTERNAL-SERVICES' : 'KUBE-SERVICES';
    w.fail('NO_BACKEND', ebpf ? verdictMsg('verdict.linuxNoLocalEbpf', { svc: what, policy }) : verdictMsg('verdict.linuxNoLocalIptables', { chain, svc: what, policy }), at);
    return false;
  }
  w.assume('lb-hash');
  const c = chooseBackend(rule.distribution, p, backends.length);
  const b = backends[c.index]!;
  const before = w.packet;
  w.packet = { ...p, dst: b.ip, dstPort: b.port };
  const backend = { svc: rule.service, backend: formatEndpoint(b.ip, b.port), ep: b.endpoint || undefined };
  const chain = `${rule.nodePort ? 'KUBE-NODEPORTS → KUBE-EXT' : rule.external ? 'KUBE-SERVICES → KUBE-EXT' : 'KUBE-SERVICES'} → ${local ? 'KUBE-SVL' : 'KUBE-SVC'}`;
  const parts: NarrationMsg[] = [ebpf ? narrationMsg('linux.dnatEbpf', backend) : narrationMsg('linux.dnatIptables', { chain, ...backend })];
  if (local) parts.push(narrationMsg('linux.localOnly', { policy }));
  else if (external && rule.trafficPolicy === 'Local') parts.push(narrationMsg(fromNode ? 'linux.localFromNode' : 'linux.localFromPod', {}));
  let why: NarrationMsg | undefined;
  if (b.ip === p.src) why = narrationMsg('linux.whyHairpin', {});
  else if (external && fromNode) why = narrationMsg('linux.whyFromNode', {});
  else if (external && rule.trafficPolicy !== 'Local' && !(ebpf && b.local)) why = narrationMsg('linux.whyCluster', { host: h.name });
  else if (!external && !ebpf && h.clusterCidr && h.clusterCidr.family === familyOf(p.src) && !prefixContains(h.clusterCidr, p.src)) why = narrationMsg('linux.whyOutside', {});
  if (why) {
    w.assume('linux-service-translation');
    marks.set(w, { why, hairpin: b.ip === p.src });
    parts.push(narrationMsg('linux.mark', { mark: ebpf ? 'SNAT' : 'KUBE-MARK-MASQ', why }));
  }
  w.emit('linux', 'lb', at, joinNarration('join.dot', parts) as NarrationMsg, {
    lb: loadBalancingOf(formatEndpoint(p.dst, p.dstPort), backends, rule.distribution, c, at),
    transpositions: [{ kind: 'dnat', at, before, after: w.packet, edits: [{ op: 'set-dst', ip: b.ip, port: b.port }] }],
  });
  return true;
}

/** The source NAT of a marked connection (POSTROUTING MASQUERADE): to the address of the interface
 * the packet leaves by, or Cilium's service loopback address for a pod that reached itself. */
function masquerade(w: Walk, h: LinuxHost, to: Ip, at: Place, note?: NarrationMsg): void {
  const port = 32768 + (w.rt.natNext.get(`${h.name}|masq`) ?? 0);
  w.rt.natNext.set(`${h.name}|masq`, port - 32768 + 1);
  const before = w.packet;
  const edits: Edit[] = [{ op: 'set-src', ip: to, port }];
  w.packet = applyEdits(before, edits);
  const masq = narrationMsg(h.dataplane === 'ebpf' ? 'linux.masqEbpf' : 'linux.masqIptables', { ip: formatEndpoint(to, port) });
  w.emit('linux', 'nat', at, note ? narrationMsg('join.dot', { head: masq, tail: note }) : masq, { transpositions: [{ kind: 'snat', at, before, after: w.packet, edits }] });
}

interface LinuxVisit {
  start: Tuple;
}
const visits = new WeakMap<Walk, LinuxVisit>();
/** A packet that just left a pod's netns: its egress policy is judged in the root netns. */
const leaving = new WeakMap<Walk, { pod: Compartment; sent: Tuple }>();

/** The root netns handles a packet that came from a pod's veth or from the NIC. */
export function linuxHost(w: Walk, h: LinuxHost, from: 'pod' | 'wire'): Next {
  w.assume('linux-black-box');
  const ns = rootNs(h);
  const at = place(h, ns);
  const o = w.packet.outer;
  if (from === 'wire' && o?.kind === 'vxlan' && h.vxlan && o.dst === h.ip && o.dstPort === h.vxlan.udpPort && o.vni === h.vxlan.vni) {
    const before = w.packet;
    const edits: Edit[] = [{ op: 'pop' }];
    w.packet = applyEdits(before, edits);
    w.emit('linux', 'encap', at, narrationMsg('linux.vxlanIn', { host: h.name, vni: o.vni, port: o.dstPort, ip: formatIpv4(o.src), dev: h.vxlan.device }), { transpositions: [{ kind: 'decap', at, before, after: w.packet, edits }] });
  }
  visits.set(w, { start: tupleOf(w.packet) });
  const left = from === 'pod' ? leaving.get(w) : undefined;
  leaving.delete(w);
  const ct = lookupFlow(w.rt, h.name, CONNTRACK, 'in', tupleKey(w.packet));
  if (ct) {
    w.packet = applyEdits(w.packet, ct.edits);
    w.emit('linux', 'nat', at, narrationMsg('linux.conntrackReply', { tuple: `${w.packet.protocol} ${formatEndpoint(w.packet.src, w.packet.srcPort)} → ${formatEndpoint(w.packet.dst, w.packet.dstPort)}` }));
  } else if (w.leg === 'request') {
    const p = w.packet;
    const rule = h.services.find(
      (s) => s.protocol === p.protocol && s.port === p.dstPort && (s.nodePort ? hostOwns(h, p.dst) : s.vip === p.dst),
    );
    if (rule && !translate(w, h, rule, at)) return { at: 'done' };
  }
  if (left && !policyPasses(w, h, left.pod, 'egress', left.sent)) return { at: 'done' };
  if (hostOwns(h, w.packet.dst)) {
    w.emit('linux', 'forward', at, narrationMsg('linux.ownAddress', { host: h.name, ip: formatIp(w.packet.dst) }));
    finish(w, h);
    return { at: 'stack', host: h.name, comp: ns.id, iface: ns.interfaces[0]!.name };
  }
  if (w.packet.ttl <= 1) {
    w.fail('TTL_EXCEEDED', verdictMsg('verdict.ttlForwarding', { stack: h.name }), at);
    return { at: 'done' };
  }
  w.packet = { ...w.packet, ttl: w.packet.ttl - 1 };
  if (from === 'wire') w.emit('linux', 'forward', at, narrationMsg('linux.fromWire', { host: h.name }));
  return { at: 'send', host: h.name, comp: ns.id, forwarded: true };
}

/** Where a packet the root netns routed goes: over the bridge to a pod, or out the NIC. */
export function linuxEgress(w: Walk, h: LinuxHost, iface: Interface): Next {
  const ns = rootNs(h);
  const at = place(h, ns);
  const p = w.packet;
  const mark = w.leg === 'request' ? marks.get(w) : undefined;
  marks.delete(w);
  if (iface.link === 'bridge') {
    const pod = h.compartments.find((c) => c.kind === 'pod' && c.interfaces.some((i) => ifaceOwns(i, p.dst)));
    if (!pod) {
      w.fail('NO_ROUTE', verdictMsg('verdict.linuxNoPod', { host: h.name, ip: formatIp(p.dst) }), at);
      return { at: 'done' };
    }
    // The filter table (the policy agent's chains) sees the packet before POSTROUTING masquerades it.
    if (!policyPasses(w, h, pod, 'ingress', tupleOf(p))) return { at: 'done' };
    if (mark) {
      if (h.dataplane === 'ebpf' && mark.hairpin) masquerade(w, h, CILIUM_SERVICE_LOOPBACK, at, narrationMsg('linux.ciliumLoopback', {}));
      else masquerade(w, h, ifaceAddress(iface, familyOf(p.src)) ?? iface.ip, at);
    }
    finish(w, h);
    w.emit('linux', 'forward', place(h, pod), h.dataplane === 'ebpf' ? narrationMsg('linux.toPodEbpf', { owner: pod.owner }) : narrationMsg('linux.toPodBridge', { bridge: iface.name, owner: pod.owner }));
    return { at: 'stack', host: h.name, comp: pod.id, iface: pod.interfaces[0]!.name };
  }
  if (iface.link === 'vxlan') return vxlanOut(w, h, iface, mark, at);
  const fromPod = h.compartments.some((c) => c.kind === 'pod' && c.interfaces.some((i) => ifaceOwns(i, p.src)));
  if (mark || (fromPod && w.leg === 'request' && !h.masqueradeExceptions.some((x) => prefixContains(x, p.dst)))) masquerade(w, h, hostAddressLike(h, p.src) ?? h.ip, at);
  finish(w, h);
  return { at: 'wire', from: h.name };
}

/** The VXLAN device (flannel.<VNI>): the next hop's MAC is a remote VTEP, whose node the FDB names;
 * the packet leaves eth0 inside VXLAN to that node's IP. */
function vxlanOut(w: Walk, h: LinuxHost, iface: Interface, mark: MasqueradeMark | undefined, at: Place): Next {
  const vx = h.vxlan;
  const peer = vx?.fdb.get(w.packet.dstMac);
  if (!vx || !peer) {
    w.fail('NO_ROUTE', verdictMsg('verdict.linuxNoFdb', { dev: iface.name, mac: w.packet.dstMac }), at);
    return { at: 'done' };
  }
  if (mark) masquerade(w, h, h.ip, at);
  finish(w, h);
  const outerMac = h.neighbors.get(peer.ip) ?? h.neighbors.get(rootNs(h).routes.find((r) => r.prefix.len === 0)?.nextHop ?? -1);
  const srcPort = 49152 + (fnv1aString(tupleKey(tupleOf(w.packet))) % 16384);
  const before = w.packet;
  const edits: Edit[] = [{ op: 'push', outer: { kind: 'vxlan', src: h.ip, dst: peer.ip, srcMac: h.mac, dstMac: outerMac ?? '00-00-00-00-00-00', srcPort, dstPort: vx.udpPort, vni: vx.vni } }];
  w.packet = applyEdits(before, edits);
  w.emit('linux', 'encap', at, narrationMsg('linux.vxlanOut', { dev: iface.name, vni: vx.vni, port: vx.udpPort, ip: formatIpv4(peer.ip), node: peer.node }), { transpositions: [{ kind: 'encap', at, before, after: w.packet, edits }] });
  return { at: 'wire', from: h.name };
}

/** conntrack remembers a translated request so that its reply is translated back. */
function finish(w: Walk, h: LinuxHost): void {
  const v = visits.get(w);
  visits.delete(w);
  if (!v || w.leg !== 'request') return;
  const end = tupleOf(w.packet);
  if (tupleKey(end) === tupleKey(v.start)) return;
  storeFlow(w.rt, {
    node: h.name,
    portId: CONNTRACK,
    direction: 'in',
    key: tupleKey(reverseTuple(end)),
    edits: unNatEdits(v.start, end),
    verdict: 'allow',
    decisions: [],
    reverse: true,
    createdAt: w.rt.now,
    lastUsed: w.rt.now,
    ttl: 120,
  });
}

/** A pod's netns sends: its veth leads into the root netns. */
export function linuxPodSend(w: Walk, h: LinuxHost, pod: Compartment): Next {
  leaving.set(w, { pod, sent: tupleOf(w.packet) });
  w.emit(
    'linux',
    'forward',
    place(h, pod),
    h.dataplane === 'ebpf'
      ? narrationMsg('linux.podSendsEbpf', { owner: pod.owner })
      : narrationMsg('linux.podSendsBridge', { owner: pod.owner, host: h.name }),
  );
  return { at: 'linux-host', host: h.name, from: 'pod' };
}

// --- NetworkPolicy on the pod's veth ---------------------------------------------------------

type PolicyDir = 'ingress' | 'egress';

/** The policy agent's object for one pod and direction, in the dataplane's own words. */
function agentWords(h: LinuxHost, pod: Compartment, pol: LinuxPodPolicy, dir: PolicyDir) {
  if (h.dataplane === 'iptables') {
    const chain = `cali-${dir === 'ingress' ? 'tw' : 'fw'}-${pol.hostVeth}`;
    return { object: chain, head: narrationMsg('linux.headCalico', { chain, dir, owner: pod.owner }), layer: 'iptables filter (Calico)', accept: 'ACCEPT', drop: 'DROP' };
  }
  return { object: 'eBPF policy map', head: narrationMsg('linux.headEbpf', { owner: pod.owner, dir }), layer: 'eBPF policy (Cilium)', accept: 'allowed', drop: 'Policy denied' };
}

const policyTable = (pod: Compartment) => `policy:${pod.id}`;
const ctDirection = (dir: PolicyDir) => (dir === 'ingress' ? 'in' : 'out');
const opposite = (d: 'in' | 'out') => (d === 'in' ? 'out' : 'in');

/** What a packet is, in a policy's terms: "tcp/80", "udp/53", "icmp". */
const service = (p: Tuple) => (p.protocol === 'icmp' ? 'icmp' : `${p.protocol}/${p.dstPort}`);
const objectName = (r: { provenance: LinuxPolicyRule['provenance'] }) =>
  r.provenance.k8s ? `${r.provenance.k8s.kind.toLowerCase()} ${r.provenance.k8s.namespace ? `${r.provenance.k8s.namespace}/` : ''}${r.provenance.k8s.name}` : (r.provenance.by ?? 'policy');

function isolatedByText(f: LinuxPolicyDirection): string {
  const names = f.isolatedBy.map((p) => objectName({ provenance: p }));
  return names.length > 1 ? `any of ${names.join(', ')}` : (names[0] ?? 'a policy');
}

/** Each condition of an allow entry, passed or failed. */
function checks(r: LinuxPolicyRule, dir: PolicyDir, p: Tuple): ConditionCheck[] {
  const out: ConditionCheck[] = [];
  const remote: Ip = dir === 'ingress' ? p.src : p.dst;
  if (r.peers) {
    out.push({
      label: dir === 'ingress' ? 'Source IP' : 'Destination IP',
      expected: r.peers.map((x) => `${formatPrefix(x.prefix)}${x.except?.length ? ` except ${x.except.map(formatPrefix).join(', ')}` : ''}`).join(', '),
      actual: formatIp(remote),
      pass: r.peers.some((x) => prefixContains(x.prefix, remote) && !(x.except ?? []).some((e) => prefixContains(e, remote))),
    });
  }
  if (r.protocol) out.push({ label: 'Protocols', expected: r.protocol, actual: p.protocol, pass: r.protocol === p.protocol });
  if (r.ports) {
    const has = p.protocol === 'icmp' ? '-' : String(p.dstPort);
    out.push({
      label: 'Destination ports',
      expected: r.ports.map((x) => (x.lo === x.hi ? String(x.lo) : `${x.lo}-${x.hi}`)).join(', '),
      actual: has,
      pass: p.protocol !== 'icmp' && r.ports.some((x) => p.dstPort >= x.lo && p.dstPort <= x.hi),
    });
  }
  return out;
}

function rememberConnection(w: Walk, h: LinuxHost, pod: Compartment, dir: PolicyDir, podSide: Tuple, rule?: string): void {
  const d = ctDirection(dir);
  const entry = { node: h.name, portId: policyTable(pod), edits: [], verdict: 'allow' as const, decisions: rule ? [{ layer: 'NetworkPolicy', rule }] : [], createdAt: w.rt.now, lastUsed: w.rt.now, ttl: 120 };
  storeFlow(w.rt, { ...entry, direction: d, key: tupleKey(podSide), reverse: false });
  storeFlow(w.rt, { ...entry, direction: opposite(d), key: tupleKey(reverseTuple(podSide)), reverse: true });
}

/** The node's policy agent judges a packet entering (ingress) or leaving (egress) a pod: `podSide` is
 * the packet as the pod sees it, w.packet as the filter sees it. False when it dropped it. */
function policyPasses(w: Walk, h: LinuxHost, pod: Compartment, dir: PolicyDir, podSide: Tuple): boolean {
  const pol = h.policies?.get(pod.id);
  if (!pol) return true;
  const f = pol[dir];
  const at: Place = place(h, pod);
  const ct = lookupFlow(w.rt, h.name, policyTable(pod), ctDirection(dir), tupleKey(podSide));
  if (w.leg === 'reply' || ct) {
    // conntrack: packets of a connection already allowed (and its reply) pass before any rule.
    if (ct) ct.lastUsed = w.rt.now;
    if (f) {
      const words = agentWords(h, pod, pol, dir);
      const state = ct ? 'ESTABLISHED' : 'RELATED';
      w.emit('linux', 'flow', { ...at, layer: words.object }, narrationMsg('linux.conntrack', { head: words.head, state, reply: ct?.reverse || w.leg === 'reply' ? 'yes' : 'no', accept: words.accept }));
    }
    return true;
  }
  const p = w.packet;
  const own = pod.interfaces.some((i) => ifaceOwns(i, dir === 'ingress' ? p.src : p.dst));
  const fromNode = dir === 'ingress' && h.compartments.some((c) => c.kind === 'host' && c.interfaces.some((i) => ifaceOwns(i, p.src)));
  if (!f || own || fromNode) {
    if (f) {
      const words = agentWords(h, pod, pol, dir);
      w.emit('linux', 'allow', { ...at, layer: words.object }, own ? narrationMsg('linux.self', { head: words.head, accept: words.accept }) : narrationMsg('linux.fromOwnNode', { head: words.head, ip: formatIp(p.src), accept: words.accept }));
    }
    rememberConnection(w, h, pod, dir, podSide);
    return true;
  }
  const words = agentWords(h, pod, pol, dir);
  const allow = f.allow.find((r) => checks(r, dir, p).every((c) => c.pass));
  if (allow) {
    w.emit('linux', 'allow', { ...at, layer: words.object, rule: allow.name }, narrationMsg('linux.allows', { head: words.head, rule: allow.name, svc: service(p), dir, ip: formatIp(dir === 'ingress' ? p.src : p.dst), note: allow.noteMsg ?? (allow.note || undefined), accept: words.accept }));
    rememberConnection(w, h, pod, dir, podSide, allow.name);
    return true;
  }
  w.fail('ACL_DENY', verdictMsg('verdict.linuxPolicy', { head: words.head, by: isolatedByText(f), svc: service(p), ip: formatIp(dir === 'ingress' ? p.src : p.dst), dir, drop: words.drop }), { ...at, layer: words.object }, policyVerdict(w, h, f, words, dir, p));
  return false;
}

/** The verdict's rule, provenance and nearest allow, as Windows ACL drops fill them. */
function policyVerdict(w: Walk, h: LinuxHost, f: LinuxPolicyDirection, words: ReturnType<typeof agentWords>, dir: PolicyDir, p: Packet): Partial<Verdict> {
  const first = f.isolatedBy[0] ?? {};
  const by = f.isolatedBy.length > 1 ? `${first.by ?? h.dataplane}; isolated by ${f.isolatedBy.map((x) => objectName({ provenance: x })).join(', ')}` : first.by;
  let best: { rule: LinuxPolicyRule; failed: ConditionCheck[] } | undefined;
  for (const r of f.allow) {
    const failed = checks(r, dir, p).filter((c) => !c.pass);
    if (!best || failed.length < best.failed.length) best = { rule: r, failed };
  }
  const nearestAllow: NearestAllow | undefined = best && { layer: words.object, group: objectName(best.rule), rule: best.rule.name, failed: best.failed };
  const hints: VerdictMsg[] = (f.leftOut ?? []).map((x) => verdictMsg('hint.leftOut', { what: x }));
  const snat = snatHint(w, nearestAllow).hintMsg;
  if (snat) hints.unshift(snat);
  if (f.allow.length === 0) hints.push(verdictMsg('hint.linuxNoPolicy', { dir, svc: service(p), ip: formatIp(dir === 'ingress' ? p.src : p.dst) }));
  return {
    rule: { id: words.object, friendlyName: `${words.object} (default for an isolated pod: ${words.drop})`, layer: words.layer, provenance: { ...first, by } },
    nearestAllow,
    ...(hints.length ? hintOf(joinMsgs('list.semicolon', hints)) : {}),
  };
}

export const LINUX_WALK: LinuxWalk = { host: linuxHost, egress: linuxEgress, podSend: linuxPodSend };
