// Model vs evidence for Import mode: the core's comparison (core/trace/evidence.ts) run on the
// scenario's imported objects, read (checked) once: for a replayed 100k-rule node that takes seconds.
import { readNodeOverrides } from '../../cluster/scenario/node-overrides';
import type { Scenario } from '../../cluster/scenario/schema';
import { anyRuleCounters, countedDrops, ruleEvidence, type CountedDrop, type RuleEvidence } from '../../core/trace/evidence';
import type { Trace } from '../../core/trace/trace';
import { simulationOf } from '../../state/simulation';

export function traceEvidence(scenario: Scenario | undefined, trace: Trace | undefined): RuleEvidence[] {
  if (!scenario || !trace) return [];
  const sim = simulationOf(scenario);
  return sim instanceof Error ? [] : ruleEvidence(sim.world, trace);
}

/** Whether any imported rule carries counters, and the drops the node counted, largest first. */
export function nodeCounters(s: Scenario): { counted: boolean; drops: CountedDrop[] } {
  const ports = [...readNodeOverrides(s.nodes).overrides].map(([node, o]) => [node, o.vfp ?? []] as const);
  return { counted: ports.some(([, p]) => anyRuleCounters(p)), drops: countedDrops(ports) };
}
