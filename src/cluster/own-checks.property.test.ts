// Issue 27 item 4, over random worlds: every Windows node passes its own checks (Microsoft's scripts
// as src/hns/findings.ts runs them) over the HNS objects and VFP ports the model made for it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIpv4 } from '../core/net/ip';
import { findings, type Finding } from '../hns/findings';
import { simulate, type Simulation } from './simulation';
import { scenarioFromPlan, scenarioPlanArb } from './testing/arbitraries';
import { parse } from './testing/scenario';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/** The one finding a node's own objects may carry: winkernel keeps the remote endpoint of a remote
 * backend of a Service with internalTrafficPolicy Local, which no load balancer may use, and HNS
 * objects alone cannot tell it from a stale one (the finding's message says so). Only for such a pod. */
function keptForLocalPolicy(sim: Simulation, f: Finding): boolean {
  if (f.check !== 'Stale remote endpoint') return false;
  const ip = /^remote endpoint (\S+) /.exec(f.message)?.[1];
  return sim.resolved.services.some((s) => s.spec.internalTrafficPolicy === 'Local' && s.endpoints.some((p) => formatIpv4(p.ip) === ip));
}

describe("a node's own objects pass the node checks", () => {
  it(`random worlds (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(scenarioPlanArb, (plan) => {
        const sim = simulate(parse(scenarioFromPlan(plan)));
        const found: string[] = [];
        for (const [name, n] of sim.windows)
          for (const f of findings(n.hns, n.compiled.ports)) if (f.severity !== 'info' && !keptForLocalPolicy(sim, f)) found.push(`${name}: ${f.check}: ${f.message}`);
        expect(found, `${plan.cluster.cni}, dsr ${plan.cluster.kubeProxy?.dsr}`).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  }, 120_000);
});
