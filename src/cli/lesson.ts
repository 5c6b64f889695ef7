// `npm run validate -- LESSON.yaml`: lesson files are checked like scenarios (file:line: field).
import { existsSync, readFileSync } from 'node:fs';
import { loadLessonText } from '../lessons/format/load';
import { loadScenarioText } from '../io/scenario/load';
import { printProblems } from './problems';

export const looksLikeLesson = (text: string) => /^kind["']?\s*:\s*["']?Lesson\b/m.test(text);

/** Prints what is wrong with a lesson file; true when it is valid. */
export function validateLessonFile(file: string, text: string): boolean {
  // The built-ins from their files (the app bundles them; Node cannot import ?raw).
  const r = loadLessonText(text, (id) => {
    const f = new URL(`../lessons/scenarios/${id}.yaml`, import.meta.url);
    return /^[a-z0-9-]+$/.test(id) && existsSync(f) ? loadScenarioText(readFileSync(f, 'utf8')).value : undefined;
  });
  printProblems(file, r.errors, 'error');
  if (r.value) console.log(`✓ ${file}: valid lesson (${r.value.steps.length} steps on ${r.value.scenario})`);
  return !!r.value;
}
