// A probe walker for checking lessons (the CLI's validate, the tests): each scenario simulated once.
import { runProbe, simulate, type Simulation } from '../../cluster/simulation';
import type { Scenario } from '../../cluster/scenario/schema';
import type { TraceOf } from './load';

export function probeWalker(): TraceOf {
  const sims = new Map<Scenario, Simulation>();
  return (scenario, name) => {
    const probe = scenario.probes.find((p) => p.name === name);
    if (!probe) return { ok: false, why: `no probe "${name}"` };
    let sim = sims.get(scenario);
    if (!sim) sims.set(scenario, (sim = simulate(scenario)));
    const r = runProbe(sim, probe);
    return r.ok ? { ok: true, trace: r.value.trace } : { ok: false, why: r.message };
  };
}
