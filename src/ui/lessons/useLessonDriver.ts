// Drives the existing player for the lesson step on screen: the scenario, the probe and its step,
// the canvas level, the element to highlight. A predict question holds the packet back until the
// student has answered, then plays it to the verdict. An exercise opens its broken node (or the
// student's work on it). What a step does to the player is src/state/lesson-drive.ts, which the
// lesson walk test runs too.
import { useEffect } from 'react';
import type { App } from '../../state/app';
import type { CatalogEntry } from '../../state/lesson-catalog';
import { driveLessonStep, isAnswered, levelStep, waitsForAnswer } from '../../state/lesson-drive';
import type { Selection } from '../../state/ui-store';
import { usePlayer, usePlayhead } from '../app-context';
import { useLessons } from './workshop';

function selectionOf(ref: string | undefined): Selection | undefined {
  const m = ref ? /^(pod|service|node|external)\/(.+)$/.exec(ref) : null;
  if (!m) return undefined;
  const [, kind, name] = m as unknown as [string, 'pod' | 'service' | 'node' | 'external', string];
  if (kind === 'node') return { kind: 'node', node: name };
  return { kind, ref: kind === 'external' || name.includes('/') ? `${kind}/${name}` : `${kind}/default/${name}` };
}

// What the driver last applied, per app and by the key of the step's visit: a remount (the phone
// layout swapping in and out as the window crosses 640 px) must not apply the step again over the
// level or the step the student chose since; a new visit to the same step has a new key.
const played = new WeakMap<App, string>();
const applied = new WeakMap<App, string>();

export function useLessonDriver(app: App, entry: CatalogEntry | undefined, step: number): void {
  const answered = useLessons((s) => (entry ? s.progress[entry.id]?.answers[step] : undefined));
  const visit = useLessons((s) => s.visit);
  const lessonStep = entry?.kind === 'lesson' ? entry.lesson.steps[step - 1] : undefined;
  const focus = lessonStep?.focus;
  const waiting = waitsForAnswer(lessonStep, isAnswered(lessonStep, answered));
  const key = entry ? `${visit}:${entry.id}:${step}:${waiting ? 'wait' : 'go'}` : '';

  // The scenario, the probe and the step.
  useEffect(() => {
    if (!entry || played.get(app) === key) return;
    played.set(app, key);
    driveLessonStep(app, entry, step, waiting);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says what changed
  }, [app, key]);

  // The level and the highlight, once the playhead stands on the step (after "follow the packet").
  const at = usePlayhead((s) => s.step);
  const events = usePlayer((s) => s.result?.trace.events);
  useEffect(() => {
    if (!entry || entry.kind !== 'lesson' || applied.get(app) === key || !focus) return;
    if (at !== levelStep(lessonStep, events, waiting, at)) return;
    applied.set(app, key);
    const ui = app.ui.getState();
    if (focus.level === 'node') {
      const node = focus.node ?? (ui.view.kind === 'node' ? ui.view.node : app.scenario.getState().scenario.nodes[0]?.name);
      if (node) ui.open({ kind: 'node', node });
    } else ui.open({ kind: 'cluster' });
    ui.select(selectionOf(focus.highlight));
  }, [app, entry, key, focus, lessonStep, waiting, at, events]);
}
