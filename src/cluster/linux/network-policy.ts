// NetworkPolicy → the filter a Linux node's policy agent enforces per pod: Calico (Felix) as
// iptables chains, or Cilium (GKE Dataplane V2) as eBPF policy maps. Both implement the whole API,
// so this is the API's semantics in plain terms the simulator can evaluate: per pod and direction,
// "not isolated" (no policy of that type selects the pod) or the union of every allow entry of every
// policy that selects it, with concrete prefixes, protocols and port ranges. Unlike HNS ACLs this
// keeps ipBlock.except per peer, SCTP, namespaceSelector on any label and named ports (resolved
// against the destination pod). What the scenario cannot settle is left out with a note.
import { fnv1aString } from '../../core/net/hash';
import { hostPrefix, mustPrefix, prefixContains, type Ip, type Prefix } from '../../core/net/ip';
import type { Protocol } from '../../core/net/protocol';
import type { PortRange, Provenance } from '../../core/vfp/model';
import type { LinuxPodPolicy, LinuxPolicyDirection, LinuxPolicyPeer, LinuxPolicyRule } from '../../core/world/world';
import { namespaceKeysNote, peerPods, policyTypes, rulesOf, selectsPod, unknownNamespaceKeys, type PolicyDirection, type PolicyPort, type PolicyRule } from '../network-policy-common';
import type { ResolvedNode, ResolvedPod, ResolvedScenario } from '../scenario/resolve';
import type { NetworkPolicySpec } from '../scenario/schema';
import { findPort } from '../scenario/named-ports';
import type { TranslationNote } from '../windows/translation-notes';
import { joinNarration, narrationMsg, noted, type NarrationMsg } from '../../core/walk/narration-messages';

/** Several notes of one rule, ", " between them (as the English always joined them). */
const notedJoin = (notes: NarrationMsg[]) => {
  const m = joinNarration('join.comma', notes);
  return typeof m === 'string' ? { note: m } : noted(m);
};

export type LinuxDataplane = 'iptables' | 'ebpf';

/** Who programs the filter, in the words of each dataplane. */
export const LINUX_POLICY_AGENT: Record<LinuxDataplane, string> = {
  iptables: 'Calico (Felix): iptables chains',
  ebpf: 'Cilium (GKE Dataplane V2): eBPF policy maps',
};

/** The host side of a pod's veth as the agent names it: Calico `cali` + 11 hex digits, Cilium `lxc` +
 * 11 hex digits (both derived from the workload; ours from its ref). */
export function hostVethName(podRef: string, dataplane: LinuxDataplane): string {
  const hex = (fnv1aString(podRef).toString(16).padStart(8, '0') + fnv1aString(`veth:${podRef}`).toString(16).padStart(8, '0')).slice(0, 11);
  return `${dataplane === 'iptables' ? 'cali' : 'lxc'}${hex}`;
}

/** A pod's addresses (its IPv6 one too in a dual-stack cluster): a selected pod is a peer by each. */
const podAddresses = (p: ResolvedPod): Ip[] => (p.ipv6 !== undefined ? [p.ip, p.ipv6] : [p.ip]);
const podPeers = (p: ResolvedPod): LinuxPolicyPeer[] => podAddresses(p).map((ip) => ({ prefix: hostPrefix(ip) }));
const inPeer = (peer: LinuxPolicyPeer, ip: Ip) => prefixContains(peer.prefix, ip) && !(peer.except ?? []).some((x) => prefixContains(x, ip));
/** Wider than one address: an ipBlock, not a pod. */
const isBlock = (p: Prefix) => p.len < (p.family === 'ipv4' ? 32 : 128);

/** A named port on `pod`: its container port of that name and protocol (pods[].ports); a pod that
 * names no container ports gives its only listener of that protocol, said as a guess. */
function namedPort(pod: ResolvedPod, protocol: Protocol, name: string): { port?: number; guessed: boolean } {
  const r = findPort(pod, name, protocol.toUpperCase() as 'TCP' | 'UDP' | 'SCTP');
  return r.port === undefined ? { guessed: false } : { port: r.port, guessed: r.how === 'guessed' };
}

interface Compiling {
  rs: ResolvedScenario;
  pod: ResolvedPod;
  pol: NetworkPolicySpec;
  type: PolicyDirection;
  provenance: Provenance;
  note: (message: string, severity?: TranslationNote['severity']) => void;
  leftOut: string[];
}

/** The peers of a rule: undefined for "every peer"; otherwise prefixes, and the pods among them
 * (named ports of egress rules are resolved on each destination pod). */
function rulePeers(c: Compiling, rule: PolicyRule): { peers: LinuxPolicyPeer[]; pods: ResolvedPod[] } | undefined {
  if (!rule.peers || rule.peers.length === 0) return undefined;
  const peers: LinuxPolicyPeer[] = [];
  const pods: ResolvedPod[] = [];
  for (const peer of rule.peers) {
    if (peer.ipBlock) {
      const block: LinuxPolicyPeer = { prefix: mustPrefix(peer.ipBlock.cidr), except: (peer.ipBlock.except ?? []).map(mustPrefix) };
      if (block.except!.length === 0) delete block.except;
      peers.push(block);
      pods.push(...c.rs.pods.filter((p) => podAddresses(p).some((ip) => inPeer(block, ip))));
      continue;
    }
    const unknown = peer.namespaceSelector ? unknownNamespaceKeys(c.rs.scenario, peer.namespaceSelector) : [];
    if (unknown.length) c.note(namespaceKeysNote(unknown), 'info');
    for (const p of peerPods(c.rs, c.pol.metadata.namespace, peer)) {
      if (!pods.includes(p)) pods.push(p);
      peers.push(...podPeers(p));
    }
  }
  return { peers, pods };
}

const protocolOf = (p: PolicyPort): Protocol => p.protocol.toLowerCase() as Protocol;

/** The allow entries of one rule of one policy. */
function compileRule(c: Compiling, rule: PolicyRule, index: number): LinuxPolicyRule[] {
  const name = `networkpolicy ${c.pol.metadata.namespace}/${c.pol.metadata.name} ${c.type.toLowerCase()} rule ${index + 1}`;
  const base = { name, provenance: c.provenance };
  const resolved = rulePeers(c, rule);
  if (resolved && resolved.peers.length === 0) {
    c.note(`${c.type.toLowerCase()} rule ${index + 1} selects no pod or address in this scenario: it allows nothing`, 'info');
    return [];
  }
  const peers = resolved ? { peers: resolved.peers } : {};
  if (!rule.ports || rule.ports.length === 0) return [{ ...base, ...peers }];

  const out: LinuxPolicyRule[] = [];
  // Numbered ports (and named ports of an ingress rule, resolved on this pod), by protocol.
  const byProto = new Map<Protocol, { ranges?: PortRange[]; notes: NarrationMsg[] }>();
  const add = (proto: Protocol, range: PortRange | undefined, note?: NarrationMsg) => {
    const g = byProto.get(proto) ?? { ranges: [], notes: [] };
    if (!range) g.ranges = undefined;
    else g.ranges?.push(range);
    if (note) g.notes.push(note);
    byProto.set(proto, g);
  };
  for (const p of rule.ports) {
    const proto = protocolOf(p);
    if (p.port === undefined) add(proto, undefined);
    else if (typeof p.port === 'number') add(proto, { lo: p.port, hi: p.endPort ?? p.port });
    else if (c.type === 'Ingress') {
      const { port: n, guessed } = namedPort(c.pod, proto, p.port);
      const what = `named port "${p.port}"`;
      if (n === undefined) {
        c.note(`${what} cannot be resolved on ${c.pod.ref}: it has no container port of that name and protocol (and no single ${proto} listener to guess from when it names none); that port is left out`, 'warning');
        c.leftOut.push(`${what} of ${name} (not resolved on ${c.pod.ref})`);
      } else {
        c.note(guessed ? `${what} resolved to ${proto}/${n} on ${c.pod.ref}: its only ${proto} listener (the pod names no container ports)` : `${what} resolved to ${proto}/${n} on ${c.pod.ref}: its container port of that name`, 'info');
        add(proto, { lo: n, hi: n }, narrationMsg('pnote.namedPort', { name: String(p.port), proto, n }));
      }
    } else {
      // Egress: the name is looked up on each destination pod, so each gets its own entry.
      const dests = resolved ? resolved.pods : c.rs.pods;
      const what = `named port "${p.port}"`;
      let found = 0;
      for (const d of dests) {
        const n = namedPort(d, proto, p.port).port;
        if (n === undefined) continue;
        found++;
        out.push({ ...base, peers: podPeers(d), protocol: proto, ports: [{ lo: n, hi: n }], ...noted(narrationMsg('pnote.namedPort', { name: String(p.port), proto, n, ref: d.ref })) });
      }
      if (resolved?.peers.some((peer) => isBlock(peer.prefix))) c.note(`${what}: addresses of an ipBlock that are not pods have no named ports; only pods of the block are allowed`, 'info');
      if (found === 0) {
        c.note(`${what} resolves on no destination pod of this rule (none has a container port of that name and protocol, or, naming none, a single ${proto} listener); that port is left out`, 'warning');
        c.leftOut.push(`${what} of ${name} (resolved on no destination pod)`);
      }
    }
  }
  const grouped = [...byProto].map(([proto, g]): LinuxPolicyRule => ({ ...base, ...peers, protocol: proto, ...(g.ranges ? { ports: g.ranges } : {}), ...(g.notes.length ? notedJoin(g.notes) : {}) }));
  return [...grouped, ...out];
}

export interface LinuxPodPolicyBuild {
  /** Undefined when no policy selects the pod (nothing isolates it). */
  policy?: LinuxPodPolicy;
  notes: TranslationNote[];
}

/** What the node's policy agent enforces for `pod`. */
export function linuxPolicyForPod(rs: ResolvedScenario, pod: ResolvedPod, dataplane: LinuxDataplane): LinuxPodPolicyBuild {
  const notes: TranslationNote[] = [];
  if (rs.scenario.cluster.networkPolicy === 'ignored') return { notes };
  const dirs: Partial<Record<PolicyDirection, LinuxPolicyDirection>> = {};
  for (const pol of rs.scenario.networkPolicies) {
    if (!selectsPod(pol, pod)) continue;
    const object = `networkpolicy/${pol.metadata.namespace}/${pol.metadata.name}`;
    const provenance: Provenance = { k8s: { kind: 'NetworkPolicy', namespace: pol.metadata.namespace, name: pol.metadata.name }, by: LINUX_POLICY_AGENT[dataplane] };
    const note = (message: string, severity: TranslationNote['severity'] = 'warning') => {
      if (!notes.some((n) => n.object === object && n.message === message)) notes.push({ node: pod.node.name, object, severity, message });
    };
    for (const type of policyTypes(pol)) {
      // Any policy of this type that selects the pod isolates it; the allows add up.
      const dir = (dirs[type] ??= { isolatedBy: [], allow: [] });
      dir.isolatedBy.push(provenance);
      const leftOut: string[] = [];
      rulesOf(pol, type).forEach((rule, i) => dir.allow.push(...compileRule({ rs, pod, pol, type, provenance, note, leftOut }, rule, i)));
      if (leftOut.length) dir.leftOut = [...(dir.leftOut ?? []), ...leftOut];
    }
  }
  if (!dirs.Ingress && !dirs.Egress) return { notes };
  const policy: LinuxPodPolicy = { hostVeth: hostVethName(pod.ref, dataplane) };
  if (dirs.Ingress) policy.ingress = dirs.Ingress;
  if (dirs.Egress) policy.egress = dirs.Egress;
  return { policy, notes };
}

/** The filters of every pod of a Linux node, by netns (compartment id = the pod's ref). */
export function linuxPolicies(rs: ResolvedScenario, node: ResolvedNode, dataplane: LinuxDataplane): { policies: Map<string, LinuxPodPolicy>; notes: TranslationNote[] } {
  const policies = new Map<string, LinuxPodPolicy>();
  const notes: TranslationNote[] = [];
  for (const pod of rs.pods.filter((p) => p.node === node)) {
    const b = linuxPolicyForPod(rs, pod, dataplane);
    if (b.policy) policies.set(pod.ref, b.policy);
    notes.push(...b.notes);
  }
  return { policies, notes };
}
