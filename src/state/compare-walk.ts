// Probes walked in two scenarios, before and after: Build mode's comparison, and Import mode's
// "after" set of dumps rebuilt the same way as the first. Plain data in and out (no stores), so
// that the import worker runs the Import side off the main thread.
import { compareProbes, type ProbeComparison } from '../cluster/compare/compare';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { simulate, type Simulation } from '../cluster/simulation';
import { userMessage } from '../io/errors';
import { importFiles, type ImportInput } from '../io/import';
import { buildReplay } from '../io/replay';
import { ruleChangesOf, type RuleChanges } from './rule-changes';

/** Probes (by default the document's) walked in the baseline (before) and in the document (after). */
export function compareWith(before: Scenario, after: Scenario, chosen: ProbeSpec[] = after.probes): { probes: ProbeComparison[]; skipped: string[] } {
  return walkBoth(simulate(before), simulate(after), chosen);
}

function walkBoth(a: Simulation, b: Simulation, chosen: readonly ProbeSpec[]): { probes: ProbeComparison[]; skipped: string[] } {
  const probes: ProbeComparison[] = [];
  const skipped: string[] = [];
  for (const p of chosen) {
    const r = compareProbes(a, b, [p]);
    if (r.ok) probes.push(...r.probes);
    else skipped.push(r.message);
  }
  return { probes, skipped };
}

/** Import mode's "after" set: a second set of dumps rebuilt the same way as the first. */
function replayAfter(inputs: readonly ImportInput[]): { ok: true; scenario: Scenario } | { ok: false; error: string } {
  try {
    const built = buildReplay(importFiles(inputs));
    return 'error' in built ? { ok: false, error: built.error } : { ok: true, scenario: built.scenario };
  } catch (e) {
    return { ok: false, error: userMessage(e, 'the "after" files') };
  }
}

/** Which state the second set of dumps stands for: taken after the replayed one (the default), or before it. */
export type AfterRole = 'after' | 'before';

export type AfterResult =
  | {
      files: number;
      role: AfterRole;
      probes: ProbeComparison[];
      skipped: string[];
      /** Rule by rule (issue 26 item 2): what the later state added, removed and changed, and what explains each new verdict. */
      rules: RuleChanges;
      /** The node the second set makes, when it is the later state: the close-up marks its rules once it is on screen. */
      after?: Scenario;
    }
  | { error: string };

/**
 * The second set rebuilt, and the probes walked in the earlier and in the later state; with `role`
 * 'before' the second set is the earlier one and the replay the later one. Rules are diffed the same
 * way round; nodes pair by name, else IP, and a node of one set only is named, not diffed.
 */
export function compareAfter(held: Scenario, inputs: readonly ImportInput[], probes: ProbeSpec[], role: AfterRole = 'after'): AfterResult {
  const other = replayAfter(inputs);
  if (!other.ok) return { error: other.error };
  const [before, after] = role === 'after' ? [held, other.scenario] : [other.scenario, held];
  const a = simulate(before);
  const b = simulate(after);
  const walked = walkBoth(a, b, probes);
  return { files: inputs.length, role, ...walked, rules: ruleChangesOf(a, b, walked.probes), ...(role === 'after' ? { after } : {}) };
}
