// An instructor's scenario as an exercise: the probes that say what they expect become the goals.
import type { Scenario } from '../cluster/scenario/schema';

/** The scenario with an exercise block, or undefined when no probe has an expect. */
export function asExercise(s: Scenario): Scenario | undefined {
  const goals = s.probes.filter((p) => p.expect).map((p) => p.name);
  if (!goals.length) return undefined;
  const brief = s.exercise?.brief ?? { en: `Repair ${s.metadata.title ?? s.metadata.name}: every goal must behave as expected.`, vi: `Sửa ${s.metadata.title ?? s.metadata.name}: mọi mục tiêu phải chạy đúng như mong đợi.` };
  return { ...s, exercise: { ...s.exercise, brief, goals, hints: s.exercise?.hints ?? [] } };
}

/** A goal's expectation is the answer: hidden from a student, shown in the instructor view (which
 * "Save as exercise" turns on for its author). Trace's probe cards hide it the same way. */
export const expectHidden = (s: Scenario, probe: string, instructor: boolean): boolean => !instructor && !!s.exercise?.goals.includes(probe);
