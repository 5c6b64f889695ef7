// What every policy agent reads the same way in a NetworkPolicy, whatever it programs (HNS ACLs on
// Windows, iptables chains or eBPF maps on Linux): which pods a policy selects, its policy types,
// its rules, and the pods a peer stands for.
import type { ResolvedPod, ResolvedScenario } from './scenario/resolve';
import type { LabelSelector, NetworkPolicySpec, PolicyPeer } from './scenario/schema';
import { matchesSelector } from './scenario/selector';

/** The label every namespace carries (Kubernetes ≥ 1.21); a scenario's namespaces carry no other. */
export const NS_NAME_LABEL = 'kubernetes.io/metadata.name';

export type PolicyDirection = 'Ingress' | 'Egress';
export type PolicyPorts = NonNullable<NonNullable<NetworkPolicySpec['spec']['ingress']>[number]['ports']>;
export type PolicyPort = PolicyPorts[number];

/** One rule of a policy: its peers (`from` / `to`) and its ports, as written. */
export interface PolicyRule {
  peers?: PolicyPeer[];
  ports?: PolicyPorts;
}

/** The policy selects the pod: same namespace, and the pod selector matches its labels. */
export function selectsPod(pol: NetworkPolicySpec, pod: ResolvedPod): boolean {
  return pol.metadata.namespace === pod.namespace && matchesSelector(pol.spec.podSelector, pod.labels);
}

/** policyTypes as the API server defaults them: Ingress, plus Egress when the policy has egress rules. */
export function policyTypes(pol: NetworkPolicySpec): PolicyDirection[] {
  return pol.spec.policyTypes ?? (pol.spec.egress ? ['Ingress', 'Egress'] : ['Ingress']);
}

/** The rules of one direction, peers under one name. */
export function rulesOf(pol: NetworkPolicySpec, type: PolicyDirection): PolicyRule[] {
  return type === 'Ingress' ? (pol.spec.ingress ?? []).map((r) => ({ peers: r.from, ports: r.ports })) : (pol.spec.egress ?? []).map((r) => ({ peers: r.to, ports: r.ports }));
}

/** The labels a namespace has in a scenario. */
export const namespaceLabels = (ns: string): Record<string, string> => ({ [NS_NAME_LABEL]: ns });

/** The keys a selector looks at. */
export const selectorKeys = (sel: LabelSelector): string[] => [...Object.keys(sel.matchLabels ?? {}), ...(sel.matchExpressions ?? []).map((e) => e.key)];

/** The pods a podSelector / namespaceSelector peer stands for (not ipBlock). A peer without a
 * namespaceSelector means the policy's own namespace; `namespaceMatches` decides the others. */
export function peerPods(rs: ResolvedScenario, policyNs: string, peer: PolicyPeer, namespaceMatches: (sel: LabelSelector, ns: string) => boolean): ResolvedPod[] {
  return rs.pods.filter((p) => {
    const nsOk = peer.namespaceSelector ? namespaceMatches(peer.namespaceSelector, p.namespace) : p.namespace === policyNs;
    return nsOk && (peer.podSelector ? matchesSelector(peer.podSelector, p.labels) : true);
  });
}
