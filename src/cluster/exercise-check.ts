// Check, for an exercise: every goal probe is walked on the node as the student left it and compared
// with its hidden `expect`. The goals are the exercise's own probes, so deleting or editing a probe
// in Build mode cannot make a goal pass.
import { checkExpect, runProbe, simulate } from './simulation';
import type { ProbeSpec, Scenario } from './scenario/schema';

export interface GoalResult {
  goal: string;
  pass: boolean;
  /** How the trace differs from the goal (empty when it passes). */
  problems: string[];
}

/** The probes an exercise names as goals, as the exercise file wrote them. */
export const goalProbes = (s: Scenario): ProbeSpec[] => (s.exercise?.goals ?? []).flatMap((g) => s.probes.filter((p) => p.name === g));

export function checkGoals(current: Scenario, goals: ProbeSpec[]): GoalResult[] {
  let sim: ReturnType<typeof simulate>;
  try {
    sim = simulate(current);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return goals.map((g) => ({ goal: g.name, pass: false, problems: [`the scenario cannot be simulated: ${why}`] }));
  }
  return goals.map((g) => {
    const r = runProbe(sim, g);
    if (!r.ok) return { goal: g.name, pass: false, problems: [r.message] };
    const problems = checkExpect(g, r.value.trace);
    return { goal: g.name, pass: problems.length === 0, problems };
  });
}
