// Build mode's before/after: the document compared with what it started as (the built-in it was
// opened from, or the document as it was opened), every probe walked in both.
import { compareProbes, type ProbeComparison } from '../cluster/compare/compare';
import type { Scenario } from '../cluster/scenario/schema';
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
export function baselines(s: Pick<ScenarioState, 'scenario' | 'source' | 'past'>): Baseline[] {
  const out: Baseline[] = [];
  // The oldest snapshot of this same document: as it was opened (before the first edit kept in history).
  const opened = s.past.find((p) => sameSource(p.source, s.source) && !p.edited);
  if (opened && opened.scenario !== s.scenario && s.source.kind !== 'builtin') out.push({ id: 'opened', label: 'as it was opened', scenario: opened.scenario });
  if (s.source.kind === 'builtin') {
    const b = loadBuiltin(s.source.id);
    if (b) out.push({ id: 'builtin', label: `the built-in ${s.source.id}`, scenario: b });
  }
  return out;
}

/** The current document's probes, walked in the baseline (before) and in the document (after). */
export function compareWith(before: Scenario, after: Scenario): { probes: ProbeComparison[]; skipped: string[] } {
  const a = simulate(before);
  const b = simulate(after);
  const probes: ProbeComparison[] = [];
  const skipped: string[] = [];
  for (const p of after.probes) {
    const r = compareProbes(a, b, [p]);
    if (r.ok) probes.push(...r.probes);
    else skipped.push(r.message);
  }
  return { probes, skipped };
}
