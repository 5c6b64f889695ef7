// A document too large for the browser's storage, for the tests of what happens to it (unit and
// e2e): `base` with one imported VFP port of `n` allow rules on its first node; valid, so it can be
// opened and edited.
import type { Scenario } from '../../cluster/scenario/schema';

export function withImportedRules(base: Scenario, n: number): Scenario {
  const rule = (i: number) => ({ id: `r${i}`, priority: i, flags: { terminating: false, stateful: false, raw: 0 }, conditions: {}, action: { type: 'allow' }, flowTtl: 0 });
  const group = { name: 'G', priority: 1, direction: 'out', family: 'ipv4', conditions: {}, matchType: 'priority', rules: Array.from({ length: n }, (_, i) => rule(i)) };
  const port = { id: 'p1', friendlyName: 'p1', kind: 'endpoint', blocked: false, layers: [{ name: 'L', priority: 1, stateful: false, defaultAction: { in: 'allow', out: 'allow' }, groups: [group] }] };
  const nodes = base.nodes.map((node, i) => (i === 0 ? { ...node, vfp: { ports: [port] } } : node));
  return { ...base, metadata: { name: 'replayed', title: 'Replayed node' }, nodes } as Scenario;
}
