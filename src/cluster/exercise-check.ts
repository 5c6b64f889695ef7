// Check, for an exercise: every goal probe is walked on the node as the student left it and compared
// with its hidden `expect`. The goals are the exercise's own probes, so deleting or editing a probe
// in Build mode cannot make a goal pass.
import type { Msg } from '../core/message';
import { checkExpectMsgs, runProbe, simulate } from './simulation';
import { checkMsg, checkText } from './check-messages';
import type { ProbeSpec, Scenario } from './scenario/schema';

export interface GoalResult {
  goal: string;
  pass: boolean;
  /** How the trace differs from the goal (empty when it passes), in English. */
  problems: string[];
  /** The same, item for item, as values (the UI says them in the user's language). */
  problemMsgs: (Msg | undefined)[];
}

/** The probes an exercise names as goals, as the exercise file wrote them. */
export const goalProbes = (s: Scenario): ProbeSpec[] => (s.exercise?.goals ?? []).flatMap((g) => s.probes.filter((p) => p.name === g));

export function checkGoals(current: Scenario, goals: ProbeSpec[]): GoalResult[] {
  let sim: ReturnType<typeof simulate>;
  try {
    sim = simulate(current);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    const m = checkMsg('check.cannotSimulate', { why });
    return goals.map((g) => ({ goal: g.name, pass: false, problems: [checkText(m)], problemMsgs: [m] }));
  }
  return goals.map((g) => {
    const r = runProbe(sim, g);
    if (!r.ok) return { goal: g.name, pass: false, problems: [r.message], problemMsgs: [r.msg] };
    const msgs = checkExpectMsgs(g, r.value.trace);
    return { goal: g.name, pass: msgs.length === 0, problems: msgs.map(checkText), problemMsgs: msgs };
  });
}
