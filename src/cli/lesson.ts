// `npm run validate -- LESSON.yaml`: lesson files are checked like scenarios (file:line: field).
import { existsSync, readFileSync } from 'node:fs';
import { loadLessonText } from '../lessons/format/load';
import { probeWalker } from '../lessons/format/trace-of';
import { loadScenarioText } from '../io/scenario/load';
import { printProblems } from './problems';
import type { Scenario } from '../cluster/scenario/schema';

// `kind: Lesson` on a line of its own (YAML, indented JSON), or `"kind": "Lesson"` anywhere in JSON.
export const looksLikeLesson = (text: string) =>
  /^[ \t]*["']?kind["']?[ \t]*:[ \t]*["']?Lesson\b/m.test(text) || (/^\s*\{/.test(text) && /"kind"[ \t]*:[ \t]*"Lesson"/.test(text));

/** Prints what is wrong with a lesson file; true when it is valid. */
export function validateLessonFile(file: string, text: string): boolean {
  // The built-ins from their files (the app bundles them; Node cannot import ?raw), each read once:
  // read per step, a 20,000-step lesson took over 120 s (issue 32).
  const loaded = new Map<string, Scenario | undefined>();
  const r = loadLessonText(text, (id) => {
    if (!loaded.has(id)) {
      const f = new URL(`../lessons/scenarios/${id}.yaml`, import.meta.url);
      loaded.set(id, /^[a-z0-9-]+$/.test(id) && existsSync(f) ? loadScenarioText(readFileSync(f, 'utf8')).value : undefined);
    }
    return loaded.get(id);
  }, probeWalker());
  printProblems(file, r.errors, 'error');
  if (r.value) console.log(`✓ ${file}: valid lesson (${r.value.steps.length} steps on ${r.value.scenario})`);
  return !!r.value;
}
