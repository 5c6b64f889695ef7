// Texts written in both workshop languages, and the `exercise` block that turns a scenario into a
// broken node a student repairs: goals are probe names whose `expect` stays hidden until Check.
import type { ExerciseSpec, LocalText } from './exercise-schema';
import type { Issue } from './issues';
import { scenarioIssue, scenarioMsg as m } from './messages';

export type { ExerciseSpec, LocalText };

export const LANGS = ['en', 'vi'] as const;
export type Lang = (typeof LANGS)[number];

/** The text in `lang`, falling back to English. */
export function textIn(t: LocalText | undefined, lang: Lang): string {
  if (t === undefined) return '';
  if (typeof t === 'string') return t;
  return (lang === 'vi' ? t.vi : undefined) ?? t.en;
}

/** True when every language has its own text. */
export const hasAllLangs = (t: LocalText | undefined): boolean => t === undefined || (typeof t !== 'string' && LANGS.every((l) => !!t[l]));

/** Goals must name probes of the scenario that say what they expect. */
export function exerciseIssues(s: { probes: { name: string; expect?: unknown }[]; exercise?: ExerciseSpec }): Issue[] {
  const out: Issue[] = [];
  s.exercise?.goals.forEach((g, i) => {
    const p = s.probes.find((x) => x.name === g);
    if (!p) out.push(scenarioIssue(['exercise', 'goals', i], 'error', m('scenario.noProbe', { n: g })));
    else if (!p.expect) out.push(scenarioIssue(['exercise', 'goals', i], 'error', m('scenario.probeNoExpect', { n: g })));
  });
  return out;
}
