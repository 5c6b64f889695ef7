// Build mode's before/after: the document compared with what it was (as last saved to a file, the
// built-in it was opened from, or the document as it was opened), every probe walked in both.
import { compareProbes, type ProbeComparison } from '../cluster/compare/compare';
import type { ProbeSpec, Scenario } from '../cluster/scenario/schema';
import { importFiles, type ImportInput } from '../io/import';
import { buildReplay } from '../io/replay';
import { simulate } from '../cluster/simulation';
import { loadBuiltin } from './app';
import type { ScenarioState } from './scenario-store';

export interface Baseline {
  id: string;
  label: string;
  scenario: Scenario;
}

const sameSource = (a: ScenarioState['source'], b: ScenarioState['source']) => JSON.stringify(a) === JSON.stringify(b);

/** What the document can be compared with, the closest first. */
export function baselines(s: Pick<ScenarioState, 'scenario' | 'source' | 'past' | 'lastSaved'>): Baseline[] {
  const out: Baseline[] = [];
  if (s.lastSaved && s.lastSaved !== s.scenario) out.push({ id: 'saved', label: 'as last saved', scenario: s.lastSaved });
  // The oldest snapshot of this same document: as it was opened (before the first edit kept in history).
  const opened = s.past.find((p) => sameSource(p.source, s.source) && !p.edited);
  if (opened && opened.scenario !== s.scenario && s.source.kind !== 'builtin') out.push({ id: 'opened', label: 'as it was opened', scenario: opened.scenario });
  if (s.source.kind === 'builtin') {
    const b = loadBuiltin(s.source.id);
    if (b) out.push({ id: 'builtin', label: `the built-in ${s.source.id}`, scenario: b });
  }
  return out;
}

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
export function replayAfter(inputs: readonly ImportInput[]): { ok: true; scenario: Scenario } | { ok: false; error: string } {
  try {
    const built = buildReplay(importFiles(inputs));
    return 'error' in built ? { ok: false, error: built.error } : { ok: true, scenario: built.scenario };
  } catch (e) {
    return { ok: false, error: `the replay failed (${e instanceof Error ? e.message : String(e)})` };
  }
}
