// Properties of NetworkPolicy on Linux nodes over random scenarios (src/cluster/testing/arbitraries.ts,
// with Linux nodes on a bridge CNI so their pods are walked): Kubernetes semantics that must hold
// whatever the policies say. FUZZ_RUNS sets the number of runs (default 100).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LegResult, Trace } from '../../core/trace/trace';
import { scenarioSchema, type Scenario, type ScenarioInput } from '../scenario/schema';
import { matchesSelector } from '../scenario/selector';
import { runProbe, simulate, type Simulation } from '../simulation';
import { validScenarioArb } from '../testing/arbitraries';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const TIMEOUT = Math.max(20_000, RUNS * 150);

/** Random scenarios where Linux nodes are common and modelled (no VXLAN overlay), policies enforced. */
const linuxScenarioArb: fc.Arbitrary<ScenarioInput> = fc
  .tuple(validScenarioArb, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), fc.constantFrom('win-bridge' as const, 'sdnbridge' as const, 'flannel-host-gw' as const))
  .map(([s, linux, cni]) => ({
    ...s,
    cluster: { ...s.cluster, cni, networkPolicy: 'enforced' as const },
    nodes: (s.nodes ?? []).map((n, i) => ({ ...n, os: i === 0 || linux[i] ? ('linux' as const) : ('windows' as const) })),
  }));

const parse = (input: ScenarioInput): Scenario => scenarioSchema.parse(input);

function traces(sim: Simulation, s: Scenario): Trace[] {
  return s.probes.map((p) => {
    const r = runProbe(sim, p);
    if (!r.ok) throw new Error(`probe ${p.name}: ${r.message}`);
    return r.value.trace;
  });
}

/** A leg dropped by a Linux node's policy agent. */
const linuxAclDrop = (sim: Simulation, leg: LegResult | undefined) =>
  leg?.verdict.reason === 'ACL_DENY' && leg.verdict.at !== undefined && sim.world.hosts.get(leg.verdict.at.node)?.kind === 'linux';

/** Every namespace gets a policy selecting all its pods that allows everything both ways. */
function withAllowAll(s: Scenario): Scenario {
  const namespaces = [...new Set(s.pods.map((p) => p.namespace))];
  const allowAll = namespaces.map((ns) => ({
    apiVersion: 'networking.k8s.io/v1' as const,
    kind: 'NetworkPolicy' as const,
    metadata: { name: 'allow-all', namespace: ns },
    spec: { podSelector: {}, policyTypes: ['Ingress' as const, 'Egress' as const], ingress: [{}], egress: [{}] },
  }));
  return { ...s, networkPolicies: [...s.networkPolicies, ...allowAll] };
}

describe('NetworkPolicy on Linux nodes, random scenarios', () => {
  it(
    'a pod no NetworkPolicy selects is never dropped by ACL_DENY on a Linux node; with networkPolicy: ignored nothing is',
    () => {
      fc.assert(
        fc.property(linuxScenarioArb, (input) => {
          const s = parse(input);
          const selected = new Set(
            s.pods.filter((p) => s.networkPolicies.some((pol) => pol.metadata.namespace === p.namespace && matchesSelector(pol.spec.podSelector, p.labels))).map((p) => `pod/${p.namespace}/${p.name}`),
          );
          const sim = simulate(s);
          for (const t of traces(sim, s)) {
            for (const leg of [t.request, t.reply]) if (linuxAclDrop(sim, leg)) expect(selected, leg!.verdict.message).toContain(leg!.verdict.at!.compartment);
          }
          const ignored = { ...s, cluster: { ...s.cluster, networkPolicy: 'ignored' as const } };
          const simIgnored = simulate(ignored);
          for (const t of traces(simIgnored, ignored)) for (const leg of [t.request, t.reply]) expect(linuxAclDrop(simIgnored, leg), leg?.verdict.message).toBe(false);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'the reply of a delivered request is never dropped by a Linux node\'s policy (conntrack)',
    () => {
      fc.assert(
        fc.property(linuxScenarioArb, (input) => {
          const s = parse(input);
          const sim = simulate(s);
          for (const t of traces(sim, s)) expect(linuxAclDrop(sim, t.reply), t.reply?.verdict.message).toBe(false);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'adding an allow-all policy never turns a delivered probe into a drop, and leaves nothing for a Linux node\'s policy to drop (policies add up)',
    () => {
      fc.assert(
        fc.property(linuxScenarioArb, (input) => {
          const s = parse(input);
          const before = traces(simulate(s), s);
          const open = withAllowAll(s);
          const simOpen = simulate(open);
          const after = traces(simOpen, open);
          after.forEach((t, i) => {
            const what = `${s.probes[i]!.name} ${s.probes[i]!.from} → ${s.probes[i]!.to}`;
            if (before[i]!.request.verdict.outcome === 'delivered') expect(t.request.verdict.outcome, `${what}: ${t.request.verdict.message}`).toBe('delivered');
            expect(linuxAclDrop(simOpen, t.request), `${what}: ${t.request.verdict.message}`).toBe(false);
          });
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
