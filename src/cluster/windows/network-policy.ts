// NetworkPolicy → HNS ACL endpoint policies, as a policy agent programs them: allow ACLs per rule, an
// allow-host-to-endpoint rule so the kubelet can still probe the pod, and the HNS default-deny once
// any ACL exists for a direction. Which agent is a setting (`cluster.windowsPolicyAgent`):
// - `generic` follows the API: `ipBlock.except` only narrows its own peer (the cidr minus the
//   exceptions, as allow-only prefixes), so allows of several policies add up and no block outranks
//   another policy's allow (NetworkPolicy API: "except ... should not be included");
// - `calico` does what Calico's Windows data plane does: a rule with `except` ("negative matches
//   (currently unsupported)") or with a named port is skipped whole, and the trace says so.
// What HNS ACLs cannot express is reported, not silently dropped.
import { formatIpv4, formatPrefix, mustPrefix, prefixContains, subtractPrefixes, type Ip } from '../../core/net/ip';
import { PROTOCOL_NUMBER, ANY_PROTOCOL } from '../../core/net/protocol';
import type { AclPolicy, Origin } from '../../hns/model';
import { namespaceKeysNote, peerPods, policyTypes, rulesOf, selectsPod, unknownNamespaceKeys, type PolicyPorts } from '../network-policy-common';
import type { ResolvedPod, ResolvedScenario } from '../scenario/resolve';
import type { PolicyPeer } from '../scenario/schema';
import type { TranslationNote } from './translation-notes';
import { byOf, originMsg } from '../../core/vfp/origin-messages';
import { findPort } from '../scenario/named-ports';

/** The concrete addresses a peer stands for (HNS ACLs need concrete IPs, not selectors): the agent
 * resolves a namespaceSelector against the namespaces' labels, as the API defines it. */
function peerAddresses(rs: ResolvedScenario, policyNs: string, peer: PolicyPeer, note: (m: string) => void): string[] {
  if (peer.ipBlock) {
    const except = (peer.ipBlock.except ?? []).map(mustPrefix);
    return except.length ? subtractPrefixes(mustPrefix(peer.ipBlock.cidr), except).map(formatPrefix) : [peer.ipBlock.cidr];
  }
  if (peer.namespaceSelector) {
    const unknown = unknownNamespaceKeys(rs.scenario, peer.namespaceSelector);
    if (unknown.length) note(namespaceKeysNote(unknown));
  }
  const pods = peerPods(rs, policyNs, peer);
  // A dual-stack pod is both of its addresses (the IPv6 one goes to the endpoint's IPv6 ACL group).
  return pods.flatMap((p) => [`${formatIpv4(p.ip)}/32`, ...(p.ipv6 !== undefined ? [`${p.ipv6}/128`] : [])]);
}

/** The pods a peer stands for (an ipBlock: the pods inside it, outside its exceptions). */
function peerPodsOf(rs: ResolvedScenario, policyNs: string, peer: PolicyPeer): ResolvedPod[] {
  if (!peer.ipBlock) return peerPods(rs, policyNs, peer);
  const cidr = mustPrefix(peer.ipBlock.cidr);
  const except = (peer.ipBlock.except ?? []).map(mustPrefix);
  const inside = (ip: Ip) => prefixContains(cidr, ip) && !except.some((x) => prefixContains(x, ip));
  return rs.pods.filter((p) => inside(p.ip) || (p.ipv6 !== undefined && inside(p.ipv6)));
}

/** Why Calico's Windows data plane skips a rule, if it does. */
function calicoSkips(r: { peers?: PolicyPeer[]; ports?: PolicyPorts }): string | undefined {
  if (r.peers?.some((p) => p.ipBlock?.except?.length)) return 'it has ipBlock.except: Calico for Windows skips rules with negative matches ("negative matches (currently unsupported)")';
  if (r.ports?.some((p) => typeof p.port === 'string')) return 'it has a named port: Calico for Windows skips rules with named ports';
  return undefined;
}

/** A named port as the generic agent resolves it for an ACL: the pod's container port of that name
 * and protocol (pods[].ports). A pod that names no container ports gives nothing to resolve. */
function aclNamedPort(pod: ResolvedPod, name: string, protocol: 'TCP' | 'UDP'): number | undefined {
  if (!pod.spec.ports?.length) return undefined;
  const r = findPort(pod, name, protocol);
  return r.port !== undefined && r.how === 'declared' ? r.port : undefined;
}

/** Ports of a rule grouped by protocol, as HNS ACL Protocols + port lists. A named port is resolved
 * by `named` (ingress: on the pod the ACL protects) or left to the caller (egress: per destination). */
function portSets(ports: PolicyPorts | undefined, note: (m: string) => void, named: ((name: string, protocol: 'TCP' | 'UDP') => number | undefined) | 'per-destination'): { protocol: number; ports: string[] }[] {
  if (!ports || ports.length === 0) return [{ protocol: ANY_PROTOCOL, ports: [] }];
  const by = new Map<number, string[]>();
  for (const p of ports) {
    if (p.protocol === 'SCTP') {
      note('SCTP ports cannot be expressed on Windows (no SCTP support); that port is left out');
      continue;
    }
    if (typeof p.port === 'string') {
      if (named === 'per-destination') continue;
      const n = named(p.port, p.protocol);
      if (n === undefined) {
        note(`named port "${p.port}" cannot be expressed as an HNS ACL (ACLs take numbers); that port is left out`);
        continue;
      }
      const proto = PROTOCOL_NUMBER[p.protocol.toLowerCase() as 'tcp' | 'udp'];
      by.set(proto, [...(by.get(proto) ?? []), String(n)]);
      continue;
    }
    const proto = PROTOCOL_NUMBER[p.protocol.toLowerCase() as 'tcp' | 'udp'];
    const list = by.get(proto) ?? [];
    if (p.port !== undefined) list.push(p.endPort ? `${p.port}-${p.endPort}` : String(p.port));
    by.set(proto, list);
  }
  return [...by.entries()].map(([protocol, ps]) => ({ protocol, ports: ps }));
}

export { policyTypes };

/** The ACL policies an endpoint of `pod` gets, and what could not be expressed. */
export function aclsForPod(rs: ResolvedScenario, pod: ResolvedPod): { acls: AclPolicy[]; origins: Origin[]; notes: TranslationNote[]; skipped: { direction: 'In' | 'Out'; text: string }[] } {
  const notes: TranslationNote[] = [];
  const skipped: { direction: 'In' | 'Out'; text: string }[] = [];
  const agent = rs.scenario.cluster.windowsPolicyAgent;
  const acls: (AclPolicy & { origin?: Origin })[] = [];
  const origins: Origin[] = [];
  if (rs.scenario.cluster.networkPolicy === 'ignored') return { acls, origins, notes, skipped };
  let seq = 0;
  const dirs = { In: false, Out: false };
  for (const pol of rs.scenario.networkPolicies) {
    if (!selectsPod(pol, pod)) continue;
    const obj = `networkpolicy/${pol.metadata.namespace}/${pol.metadata.name}`;
    const origin: Origin = { kind: 'NetworkPolicy', namespace: pol.metadata.namespace, name: pol.metadata.name, ...byOf(originMsg('origin.agent', { agent })) };
    origins.push(origin);
    const note = (m: string) => {
      if (!notes.some((n) => n.object === obj && n.message === m)) notes.push({ node: pod.node.name, object: obj, severity: 'warning', message: m });
    };
    for (const type of policyTypes(pol)) {
      const dir: 'In' | 'Out' = type === 'Ingress' ? 'In' : 'Out';
      dirs[dir] = true;
      const rules = rulesOf(pol, type);
      rules.forEach((r, ri) => {
        const skip = agent === 'calico' ? calicoSkips(r) : undefined;
        if (skip) {
          const text = `Calico skipped ${pol.metadata.name} ${type.toLowerCase()} rule ${ri + 1}: ${skip}`;
          note(`${type.toLowerCase()} rule ${ri + 1} is skipped: ${skip}`);
          skipped.push({ direction: dir, text });
          return;
        }
        const allow = (r.peers ?? []).flatMap((p) => peerAddresses(rs, pol.metadata.namespace, p, note));
        if (r.peers && r.peers.length > 0 && allow.length === 0) {
          note(`${type.toLowerCase()} rule ${ri + 1} selects no pod or address in this scenario: it allows nothing`);
          return;
        }
        // Named ports (generic agent): ingress on this pod's own container ports; egress on each
        // destination pod's, one ACL per pod. HNS ACLs take numbers, so the agent writes them
        // (assumption named-port-acl-per-pod: which Windows agents do, no public source says).
        const namedOrigin: Origin = { ...origin, assumptions: ['named-port-acl-per-pod'] };
        const inbound = (name: string, proto: 'TCP' | 'UDP') => {
          const n = aclNamedPort(pod, name, proto);
          if (n === undefined && pod.spec.ports?.length) note(`named port "${name}": ${pod.ref} has no container port of that name (${proto})`);
          return n;
        };
        const sets = portSets(r.ports, note, dir === 'In' ? inbound : 'per-destination');
        if (dir === 'Out') {
          const dests = r.peers?.length ? r.peers.flatMap((p) => peerPodsOf(rs, pol.metadata.namespace, p)) : rs.pods;
          for (const p of r.ports ?? []) {
            if (typeof p.port !== 'string' || p.protocol === 'SCTP') continue;
            let found = 0;
            for (const d of [...new Set(dests)]) {
              const n = aclNamedPort(d, p.port, p.protocol);
              if (n === undefined) continue;
              found++;
              acls.push({ type: 'ACL', direction: 'Out', protocols: [PROTOCOL_NUMBER[p.protocol.toLowerCase() as 'tcp' | 'udp']], localPorts: [], remotePorts: [String(n)], localAddresses: [], ruleType: 'Switch', origin: namedOrigin, id: `${pol.metadata.name}-${type.toLowerCase()}-${ri + 1}-${p.port}-${d.name}`, action: 'Allow', priority: 1000 + seq, remoteAddresses: [`${formatIpv4(d.ip)}/32`] });
              seq++;
            }
            if (found === 0) note(`named port "${p.port}" cannot be expressed as an HNS ACL (ACLs take numbers); that port is left out`);
          }
          if (r.ports?.length && r.ports.every((p) => typeof p.port === 'string' || p.protocol === 'SCTP')) return;
        }
        const usedNamed = dir === 'In' && (r.ports ?? []).some((p) => typeof p.port === 'string' && p.protocol !== 'SCTP' && aclNamedPort(pod, p.port, p.protocol) !== undefined);
        for (const ps of sets) {
          const base = {
            type: 'ACL' as const,
            direction: dir,
            protocols: [ps.protocol],
            localPorts: dir === 'In' ? ps.ports : [],
            remotePorts: dir === 'Out' ? ps.ports : [],
            localAddresses: [],
            ruleType: 'Switch' as const,
            origin: usedNamed ? namedOrigin : origin,
          };
          acls.push({ ...base, id: `${pol.metadata.name}-${type.toLowerCase()}-${ri + 1}`, action: 'Allow', priority: 1000 + seq, remoteAddresses: allow });
          seq++;
        }
      });
    }
  }
  if (dirs.In) {
    acls.push({
      type: 'ACL',
      id: 'allow-host-to-endpoint',
      action: 'Allow',
      direction: 'In',
      priority: 900,
      protocols: [ANY_PROTOCOL],
      localAddresses: [],
      remoteAddresses: [`${formatIpv4(pod.node.ip)}/32`, ...(pod.node.ipv6 !== undefined && pod.ipv6 !== undefined ? [`${pod.node.ipv6}/128`] : [])],
      localPorts: [],
      remotePorts: [],
      ruleType: 'Switch',
      origin: { kind: 'Node', name: pod.node.name, ...byOf(originMsg('origin.agentProbe', { agent: originMsg('origin.agent', { agent }) })) },
    });
  }
  // A direction with policies but no allow rule: an explicit block makes the default-deny happen
  // (where Calico skipped rules, the layer default does it, so that the drop can say what was skipped).
  for (const dir of ['In', 'Out'] as const) {
    if (dirs[dir] && !skipped.some((s) => s.direction === dir) && !acls.some((a) => a.direction === dir && a.action === 'Allow' && a.id !== 'allow-host-to-endpoint')) {
      acls.push({ type: 'ACL', id: `deny-all-${dir.toLowerCase()}`, action: 'Block', direction: dir, priority: 65500, protocols: [ANY_PROTOCOL], localAddresses: [], remoteAddresses: [], localPorts: [], remotePorts: [], ruleType: 'Switch', origin: origins[0] });
    }
  }
  return { acls, origins, notes, skipped };
}

export { formatPrefix };
