// What every policy agent reads the same way in a NetworkPolicy, whatever it programs (HNS ACLs on
// Windows, iptables chains or eBPF maps on Linux): which pods a policy selects, its policy types,
// its rules, and the pods a peer stands for.
import type { ResolvedPod, ResolvedScenario } from './scenario/resolve';
import type { LabelSelector, NetworkPolicySpec, PolicyPeer, Scenario } from './scenario/schema';
import { matchesSelector } from './scenario/selector';

/** The label every namespace carries (Kubernetes ≥ 1.21), set by the API server to the namespace's name. */
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

/** The labels a namespace has: those of its namespaces[] entry (none when it has no entry), and
 * kubernetes.io/metadata.name = its name, which the API server sets over any value written. */
export function namespaceLabels(s: Pick<Scenario, 'namespaces'>, ns: string): Record<string, string> {
  const listed = s.namespaces?.find((n) => n.name === ns)?.labels;
  return { ...listed, [NS_NAME_LABEL]: ns };
}

/** namespaceSelector as the API defines it: matched against the namespace's labels. */
export const namespaceMatches = (s: Pick<Scenario, 'namespaces'>, sel: LabelSelector, ns: string): boolean => matchesSelector(sel, namespaceLabels(s, ns));

/** The keys of a namespaceSelector that no namespace of the scenario carries (said in a note: such
 * a selector's matchLabels match no namespace). */
export function unknownNamespaceKeys(s: Pick<Scenario, 'namespaces'>, sel: LabelSelector): string[] {
  const carried = new Set([NS_NAME_LABEL, ...(s.namespaces ?? []).flatMap((n) => Object.keys(n.labels))]);
  return [...new Set(selectorKeys(sel))].filter((k) => !carried.has(k));
}

/** The keys a selector looks at. */
export const selectorKeys = (sel: LabelSelector): string[] => [...Object.keys(sel.matchLabels ?? {}), ...(sel.matchExpressions ?? []).map((e) => e.key)];

/** What the agents say of such keys: the selector is still evaluated as the API defines it (an
 * absent key fails matchLabels, In and Exists; it passes NotIn and DoesNotExist). */
export const namespaceKeysNote = (keys: string[]): string =>
  `namespaceSelector on ${keys.length === 1 ? 'label' : 'labels'} ${keys.join(', ')}: no namespace of the scenario carries ${keys.length === 1 ? 'it' : 'them'} (namespaces[] gives namespaces their labels; every namespace carries ${NS_NAME_LABEL})`;

/** The pods a podSelector / namespaceSelector peer stands for (not ipBlock). A peer without a
 * namespaceSelector means the policy's own namespace; with one, the namespaces whose labels it matches. */
export function peerPods(rs: ResolvedScenario, policyNs: string, peer: PolicyPeer): ResolvedPod[] {
  return rs.pods.filter((p) => {
    const nsOk = peer.namespaceSelector ? namespaceMatches(rs.scenario, peer.namespaceSelector, p.namespace) : p.namespace === policyNs;
    return nsOk && (peer.podSelector ? matchesSelector(peer.podSelector, p.labels) : true);
  });
}
