// Build mode's before/after: the document compared with what it was (as last saved to a file, the
// built-in it was opened from, or the document as it was opened), every probe walked in both.
import type { Scenario } from '../cluster/scenario/schema';
import { loadBuiltin } from './app';
import type { ScenarioState } from './scenario-store';

export { compareWith } from './compare-walk';

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
