// A probe walker for checking lessons (the CLI's validate, the tests): each scenario simulated once;
// it also reads a console question's answer off the node.
import { runProbe, simulate, type Simulation } from '../../cluster/simulation';
import type { Scenario } from '../../cluster/scenario/schema';
import { consoleAnswer } from '../console-question';
import type { TraceOf } from './load';

/** Walks probes and reads console answers, each scenario simulated once. */
export function probeWalker(): TraceOf {
  const sims = new Map<Scenario, Simulation>();
  const simOf = (scenario: Scenario) => {
    let sim = sims.get(scenario);
    if (!sim) sims.set(scenario, (sim = simulate(scenario)));
    return sim;
  };
  const walk: TraceOf = (scenario, name) => {
    const probe = scenario.probes.find((p) => p.name === name);
    if (!probe) return { ok: false, why: `no probe "${name}"` };
    const r = runProbe(simOf(scenario), probe);
    return r.ok ? { ok: true, trace: r.value.trace } : { ok: false, why: r.message };
  };
  walk.answerOf = (scenario, node, find) => consoleAnswer(simOf(scenario), node, find);
  return walk;
}
