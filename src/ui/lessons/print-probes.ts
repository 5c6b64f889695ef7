// The probes a lesson uses, each with its walk, for the printed handout (issue 33: a lesson that
// uses two probes printed only the one on screen). The one on screen keeps the player's walk (its
// source port and flags); the others are walked as their scenario saves them.
import type { Scenario } from '../../cluster/scenario/schema';
import type { ProbeResult } from '../../cluster/simulation-core';
import { builtinById, builtinScenariosLoaded, DEMO_SCENARIO } from '../../lessons';
import type { Lesson } from '../../lessons/format/schema';
import { traceProbe } from '../../state/simulation';

export interface PrintedProbe {
  scenario: string;
  probe: string;
  result: ProbeResult;
}

/** A built-in that is here: the demo's always, the others once loaded (a lesson route loads them). */
const builtin = (id: string): Scenario | undefined => (id === DEMO_SCENARIO || builtinScenariosLoaded() ? builtinById(id)?.scenario : undefined);

/** In the order the lesson first uses them; `shown` is the player's (scenario id, probe, walk). */
export function lessonProbes(lesson: Lesson, shown?: PrintedProbe): PrintedProbe[] {
  const seen = new Set<string>();
  const out: PrintedProbe[] = [];
  for (const step of lesson.steps) {
    const probe = step.focus?.probe;
    if (!probe) continue;
    const scenario = step.focus?.scenario ?? lesson.scenario;
    const key = `${scenario}\n${probe}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (shown && shown.scenario === scenario && shown.probe === probe) {
      out.push(shown);
      continue;
    }
    const doc = builtin(scenario);
    const spec = doc?.probes.find((p) => p.name === probe);
    const r = doc && spec ? traceProbe(doc, spec) : undefined;
    if (r?.ok) out.push({ scenario, probe, result: r.value });
  }
  if (shown && !seen.has(`${shown.scenario}\n${shown.probe}`)) out.unshift(shown);
  return out;
}
