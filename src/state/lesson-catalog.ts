// Lessons and exercises, bundled at build time. Only the lessons route imports this module (with
// a dynamic import), so the lesson files travel in a chunk of their own, not in the first load.
import { loadScenarioText } from '../io/scenario/load';
import type { Scenario } from '../cluster/scenario/schema';
import type { LocalText } from '../cluster/scenario/exercise';
import { builtinById } from '../lessons';
import { loadLessonText, problemText } from '../lessons/format/load';
import type { Lesson } from '../lessons/format/schema';

const lessonFiles = import.meta.glob<string>('../lessons/lessons/*.yaml', { query: '?raw', import: 'default', eager: true });
// Solutions are for the tests and the CLI (`trace --check`), not for the students' browser.
const exerciseFiles = import.meta.glob<string>(['../lessons/exercises/*.yaml', '!../lessons/exercises/*.solution.yaml'], { query: '?raw', import: 'default', eager: true });

export type CatalogEntry =
  | { kind: 'lesson'; id: string; order: number; title: LocalText; summary: LocalText; lesson: Lesson }
  | { kind: 'exercise'; id: string; order: number; title: LocalText; summary: LocalText; scenario: Scenario };

// Each built-in is parsed once, however many lessons and steps name it.
const parsed = new Map<string, Scenario | undefined>();
const builtin = (id: string) => {
  if (!parsed.has(id)) {
    const b = builtinById(id);
    parsed.set(id, b ? structuredClone(b.scenario) : undefined);
  }
  return parsed.get(id);
};

/** Every lesson and exercise, by order; a broken file throws (it is a bug in the build). */
export function loadCatalog(): CatalogEntry[] {
  const out: CatalogEntry[] = [];
  for (const [file, text] of Object.entries(lessonFiles)) {
    const r = loadLessonText(text, builtin);
    if (!r.value) throw new Error(r.errors.map((p) => problemText(file, p)).join('\n'));
    const l = r.value;
    out.push({ kind: 'lesson', id: l.metadata.name, order: l.metadata.order, title: l.metadata.title, summary: l.metadata.summary, lesson: l });
  }
  for (const [file, text] of Object.entries(exerciseFiles)) {
    const r = loadScenarioText(text);
    const s = r.value;
    if (!s?.exercise) throw new Error(r.errors.length ? r.errors.map((p) => problemText(file, p)).join('\n') : `${file}: an exercise needs an exercise block`);
    out.push({
      kind: 'exercise',
      id: s.metadata.name,
      order: s.exercise.order ?? 100,
      title: s.exercise.title ?? s.metadata.title ?? s.metadata.name,
      summary: s.exercise.brief,
      scenario: s,
    });
  }
  return out.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}
