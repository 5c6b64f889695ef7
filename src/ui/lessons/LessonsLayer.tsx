// The lessons over the app: the list at #/lessons, a lesson's or an exercise's card at
// #/lesson/<id>. What those routes show is a lazy chunk (LessonsRoute), fetched when one opens or
// when a shared exercise needs its card; the first load carries only this shell (the first-visit
// line sits above the canvas, in App).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Scenario } from '../../cluster/scenario/schema';
import type { CatalogEntry } from '../../state/lesson-catalog';
import { currentHash, type Navigator } from '../../state/navigation';
import { useApp, useScenario } from '../app-context';
import { hashIsOurs, writeHash } from '../common/hash-write';
import { useLessons, useWorkshop } from './workshop';

const route = () => import('./LessonsRoute');
const LessonsRoute = lazy(async () => ({ default: (await route()).LessonsRoute }));
const LessonCard = lazy(async () => ({ default: (await route()).LessonCard }));
const ExerciseCard = lazy(async () => ({ default: (await route()).ExerciseCard }));

export function LessonsLayer({ nav }: { nav: Navigator }) {
  const { lessons } = useWorkshop();
  const view = useLessons((s) => s.view);

  // The address bar names the lesson and its step.
  useEffect(
    () =>
      lessons.subscribe(() => {
        if (hashIsOurs()) writeHash(currentHash(nav));
      }),
    [lessons, nav],
  );

  // The list covers the canvas: the demo waits behind it rather than play for no one (its renders
  // held the list back for seconds on a slow laptop), and plays on when the list closes.
  const app = useApp();
  useEffect(() => {
    if (view !== 'list') return;
    const playing = app.playhead.getState().playing;
    if (playing) app.playhead.getState().pause();
    return () => void (playing && lessons.getState().view === 'closed' && app.playhead.getState().play());
  }, [view, app, lessons]);

  if (view === 'closed')
    return <SharedExercise />;
  return (
    <Suspense fallback={null}>
      <LessonsRoute />
    </Suspense>
  );
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
  return (
    <Suspense fallback={null}>
      <ExerciseCard entry={entry} />
    </Suspense>
  );
}

/** The left panel, or the open lesson's card in its place. */
export function LessonOr({ children }: { children: ReactNode }) {
  const view = useLessons((s) => s.view);
  const entry = useLessons((s) => (s.view === 'lesson' ? s.catalog?.find((e) => e.id === s.id) : undefined));
  if (view === 'lesson' && entry?.kind === 'lesson')
    return (
      <Suspense fallback={null}>
        <LessonCard entry={entry} />
      </Suspense>
    );
  return children;
}
