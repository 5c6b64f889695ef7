// Derived data: the simulation of the current scenario, recomputed when (and only when) the
// scenario object changes.
import type { Scenario } from '../cluster/scenario/schema';
import { userMessage } from '../io/errors';
import { runProbe, simulateWith, type ProbeResult, type Simulation } from '../cluster/simulation-core';
import { latePartsLoaded, loadLateParts } from '../cluster/world/late-load';
import type { ProbeSpec } from '../cluster/scenario/schema';
import type { Resolved } from '../cluster/probe';

const sims = new WeakMap<Scenario, Simulation | Error>();

export function simulationOf(s: Scenario): Simulation | Error {
  let sim = sims.get(s);
  if (!sim) {
    const late = latePartsLoaded();
    try {
      sim = simulateWith(s, late);
    } catch (e) {
      // A scenario that validates but cannot be built is a bug of ours; show it, do not crash.
      sim = e instanceof Error ? e : new Error(String(e));
    }
    // Every document but the demo's comes after late-parts.ts (late-load.ts); should one not, the
    // parts are fetched and the next call builds it, rather than keeping the error.
    if (sim instanceof Error && !late) void loadLateParts();
    else sims.set(s, sim);
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
