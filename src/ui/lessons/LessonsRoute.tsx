// The lessons' part of the page that only #/lessons and #/lesson/<id> need, in a chunk of its own
// (LessonsLayer loads it on that route): the catalog, the list, a lesson's or an exercise's card and
// the driver that plays a lesson's step. The catalog (every lesson file) is a further chunk.
import { useEffect } from 'react';
import { loadBuiltinScenarios } from '../../lessons';
import { useApp } from '../app-context';
import { ExerciseCard } from './ExerciseCard';
import { PodNetworkSequence } from './PodNetworkSequence';
import { LessonList } from './LessonList';
import { StepKeys } from './LessonCard';
import { useLessonDriver } from './useLessonDriver';
import { useLessons, useT, useWorkshop } from './workshop';
import '../i18n/words/lessons-en';

export { ExerciseCard } from './ExerciseCard';
export { LessonCard } from './LessonCard';

export function LessonsRoute() {
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
    Promise.all([import('../../state/lesson-catalog'), loadBuiltinScenarios()])
      .then(([m]) => lessons.getState().setCatalog(m.loadCatalog()))
      .catch((e: unknown) => lessons.getState().setCatalog(undefined, e instanceof Error ? e.message : String(e)));
  }, [view, lessons]);

  useLessonDriver(app, view === 'lesson' ? entry : undefined, step);

  if (view === 'list') return <LessonList />;
  if (view === 'closed' || !catalog) return null;
  if (!entry)
    return (
      <div className="absolute left-3 top-3 z-30 rounded-lg border border-slate-300 bg-white p-3 shadow-xl dark:bg-slate-900" role="alert">
        {t('lessons.notFound', { id: id ?? '' })} <a href="#/lessons" className="underline">{t('lessons.all')}</a>
      </div>
    );
  // A lesson's card takes the left panel's place (LessonOr); an exercise floats, as Build needs the panel.
  if (entry.kind === 'exercise') return <ExerciseCard entry={entry} />;
  const seq = entry.lesson.steps[step - 1]?.sequence;
  return (
    <>
      <StepKeys />
      {seq && <PodNetworkSequence upTo={seq} />}
    </>
  );
}
