// Object counts for the import summary (design.md §4): what a file held, by kind.
import type { ObjectCounts } from '../formats';
import type { DumpModel } from './model';

type Kind = keyof ObjectCounts;

/**
 * Counts every kind the model holds. `always` lists the kinds a format is about, reported even when
 * zero (an empty vfpctrl list says `rules: 0`, not nothing).
 */
export function countDump(model: DumpModel, always: readonly Kind[]): ObjectCounts {
  const layers = model.vfp.ports.flatMap((p) => p.layers);
  const groups = layers.flatMap((l) => l.groups);
  const all: Record<Kind, number> = {
    networks: model.hns.networks.length,
    endpoints: model.hns.endpoints.length,
    loadBalancers: model.hns.loadBalancers.length,
    // Load balancers read from v1 Get-HnsPolicyList output: one ELB policy list each.
    policyLists: model.hns.loadBalancers.filter((lb) => lb.api === 1).length,
    namespaces: model.hns.namespaces.length,
    policies: model.hns.endpoints.reduce((n, e) => n + e.policies.length, 0) + (model.policies?.length ?? 0) + (model.elbPolicies?.length ?? 0),
    ports: model.vfp.ports.length,
    layers: layers.length,
    groups: groups.length,
    rules: groups.reduce((n, g) => n + g.rules.length, 0),
    pods: 0,
    services: 0,
    endpointSlices: 0,
    networkPolicies: 0,
    nodes: 0,
    probes: 0,
    portRanges: model.portRanges?.reduce((n, r) => n + r.excluded.length + (r.dynamic ? 1 : 0), 0) ?? 0,
    // pktmon's kinds (src/io/capture): no dump holds them.
    components: 0,
    events: 0,
    drops: 0,
  };
  const out: ObjectCounts = {};
  for (const [kind, n] of Object.entries(all) as [Kind, number][]) if (n > 0 || always.includes(kind)) out[kind] = n;
  return out;
}

export const VFP_KINDS: readonly Kind[] = ['ports', 'layers', 'groups', 'rules'];
export const HNS_KINDS: readonly Kind[] = ['networks', 'endpoints', 'loadBalancers', 'namespaces'];
