// Probes walked in two scenarios, before and after: Build mode's comparison, and Import mode's
// "after" set of dumps rebuilt the same way as the first. Plain data in and out (no stores), so
// that the import worker runs the Import side off the main thread.
import { compareProbes, type ProbeComparison } from '../cluster/compare/compare';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { simulate } from '../cluster/simulation';
import { userMessage } from '../io/errors';
import { importFiles, type ImportInput } from '../io/import';
import { buildReplay } from '../io/replay';

/** Probes (by default the document's) walked in the baseline (before) and in the document (after). */
export function compareWith(before: Scenario, after: Scenario, chosen: ProbeSpec[] = after.probes): { probes: ProbeComparison[]; skipped: string[] } {
  const a = simulate(before);
  const b = simulate(after);
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

export type AfterResult = { files: number; probes: ProbeComparison[]; skipped: string[] } | { error: string };

/** The "after" files rebuilt, and the probes walked in the replay (before) and in them (after). */
export function compareAfter(before: Scenario, inputs: readonly ImportInput[], probes: ProbeSpec[]): AfterResult {
  const after = replayAfter(inputs);
  if (!after.ok) return { error: after.error };
  return { files: inputs.length, ...compareWith(before, after.scenario, probes) };
}
