// Derived data: the simulation of the current scenario, recomputed when (and only when) the
// scenario object changes.
import type { Scenario } from '../cluster/scenario/schema';
import { userMessage } from '../io/errors';
import { runProbe, simulate, type ProbeResult, type Simulation } from '../cluster/simulation';
import type { ProbeSpec } from '../cluster/scenario/schema';
import type { Resolved } from '../cluster/probe';

const sims = new WeakMap<Scenario, Simulation | Error>();

export function simulationOf(s: Scenario): Simulation | Error {
  let sim = sims.get(s);
  if (!sim) {
    try {
      sim = simulate(s);
    } catch (e) {
      // A scenario that validates but cannot be built is a bug of ours; show it, do not crash.
      sim = e instanceof Error ? e : new Error(String(e));
    }
    sims.set(s, sim);
  }
  return sim;
}

export function traceProbe(s: Scenario, probe: ProbeSpec): Resolved<ProbeResult> {
  const sim = simulationOf(s);
  if (sim instanceof Error) return { ok: false, message: `the scenario could not be simulated: ${sim.message}` };
  try {
    return runProbe(sim, probe);
  } catch (e) {
    return { ok: false, message: `the walk failed: ${userMessage(e, 'the scenario').replace(/^the scenario cannot be read: /, '')}` };
  }
}
