// The Kubernetes names a report redacts: the scenario's nodes, pods, namespaces and Services, except
// the names every cluster has (replacing those would only blur the words around them).
import type { Scenario } from '../../cluster/scenario/schema';
import type { NameKind } from '../redact';

const COMMON = new Set(['default', 'kube-system', 'kube-public', 'kube-node-lease', 'kubernetes', 'kube-dns']);

export function reportNames(s: Scenario): Partial<Record<NameKind, string[]>> {
  const keep = (names: string[]) => [...new Set(names)].filter((n) => !COMMON.has(n));
  return {
    node: keep(s.nodes.map((n) => n.name)),
    pod: keep(s.pods.map((p) => p.name)),
    namespace: keep([...s.pods, ...s.services].map((x) => x.namespace)),
    service: keep(s.services.map((x) => x.name)),
  };
}
