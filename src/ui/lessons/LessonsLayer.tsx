// The lessons over the app: the list at #/lessons, a lesson's or an exercise's card at
// #/lesson/<id>. The catalog (every lesson file) is loaded here, on demand, in a chunk of its own.
import { useEffect, useState, type ReactNode } from 'react';
import type { Scenario } from '../../cluster/scenario/schema';
import type { CatalogEntry } from '../../state/lesson-catalog';
import { currentHash, type Navigator } from '../../state/navigation';
import { useApp, useScenario } from '../app-context';
import { ExerciseCard } from './ExerciseCard';
import { FirstVisit } from './FirstVisit';
import { PodNetworkSequence } from './PodNetworkSequence';
import { LessonCard } from './LessonCard';
import { LessonList } from './LessonList';
import { useLessonDriver } from './useLessonDriver';
import { useLessons, useT, useWorkshop } from './workshop';

export function LessonsLayer({ nav }: { nav: Navigator }) {
  const app = useApp();
  const t = useT();
  const { lessons } = useWorkshop();
  const view = useLessons((s) => s.view);
  const id = useLessons((s) => s.id);
  const step = useLessons((s) => s.step);
  const catalog = useLessons((s) => s.catalog);
  const entry = catalog?.find((e) => e.id === id);

  useEffect(() => {
    if (view === 'closed' || lessons.getState().catalog) return;
    import('../../state/lesson-catalog')
      .then((m) => lessons.getState().setCatalog(m.loadCatalog()))
      .catch((e: unknown) => lessons.getState().setCatalog(undefined, e instanceof Error ? e.message : String(e)));
  }, [view, lessons]);

  // The address bar names the lesson and its step.
  useEffect(
    () =>
      lessons.subscribe(() => {
        const hash = currentHash(nav);
        if (hash !== (window.location.hash || '#/')) window.history.replaceState(window.history.state, '', hash);
      }),
    [lessons, nav],
  );

  useLessonDriver(app, view === 'lesson' ? entry : undefined, step);

  if (view === 'list') return <LessonList />;
  if (view === 'closed')
    return (
      <>
        <FirstVisit />
        <SharedExercise />
      </>
    );
  if (!catalog) return null;
  if (!entry)
    return (
      <div className="absolute left-3 top-3 z-30 rounded-lg border border-slate-300 bg-white p-3 shadow-xl dark:bg-slate-900" role="alert">
        {t('lessons.notFound', { id: id ?? '' })} <a href="#/lessons" className="underline">{t('lessons.all')}</a>
      </div>
    );
  // A lesson's card takes the left panel's place (LessonOr); an exercise floats, as Build needs the panel.
  if (entry.kind === 'exercise') return <ExerciseCard entry={entry} />;
  const seq = entry.lesson.steps[step - 1]?.sequence;
  return seq ? <PodNetworkSequence upTo={seq} /> : null;
}

/**
 * An exercise that came by a share link or a file (not from the catalog): its card, with the goals
 * as the document first carried them, so that editing a goal probe cannot make it pass.
 */
function SharedExercise() {
  const scenario = useScenario((s) => s.scenario);
  const [first] = useState(() => new Map<string, Scenario>());
  const ex = scenario.exercise;
  if (!ex) return null;
  const name = scenario.metadata.name;
  if (!first.has(name)) first.set(name, scenario);
  const original = first.get(name)!;
  const entry: Extract<CatalogEntry, { kind: 'exercise' }> = { kind: 'exercise', id: name, order: 0, title: ex.title ?? scenario.metadata.title ?? name, summary: ex.brief, scenario: original };
  return <ExerciseCard entry={entry} />;
}

/** The left panel, or the open lesson's card in its place. */
export function LessonOr({ children }: { children: ReactNode }) {
  const view = useLessons((s) => s.view);
  const entry = useLessons((s) => (s.view === 'lesson' ? s.catalog?.find((e) => e.id === s.id) : undefined));
  if (view === 'lesson' && entry?.kind === 'lesson') return <LessonCard entry={entry} />;
  return children;
}
