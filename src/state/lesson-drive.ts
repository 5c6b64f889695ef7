// What a lesson step does to the player, without React: the lesson driver (src/ui/lessons/
// useLessonDriver) calls these, and the lesson walk test (lesson-walk.test.ts) calls the same
// functions on an app of its own, so a lesson is checked against what the player really shows.
import type { App } from './app';
import { loadBuiltin } from './app';
import { isPristineBuiltin } from './navigation';
import type { CatalogEntry } from './lesson-catalog';
import type { LessonStep } from '../lessons/format/schema';
import { focusStep } from '../lessons/format/focus';
import type { TraceEvent } from '../core/trace/trace';
import { challengeStep } from '../lessons/challenge';
import type { Answer } from './lesson-store';

/** A predict or challenge question the student has not answered yet: the packet waits for it. */
export const waitsForAnswer = (s: LessonStep | undefined, answered: boolean) => (s?.question?.kind === 'predict' || s?.question?.kind === 'challenge') && !answered;

/** Has the student answered this step's question (the part that lets the packet go)? */
export const isAnswered = (s: LessonStep | undefined, a: Answer | undefined) => (s?.question?.kind === 'challenge' ? !!a?.header : !!a?.outcome);

/** The step of a challenge's rewrite in this walk (undefined: not a challenge, or no such step). */
export function challengeAt(s: LessonStep | undefined, events: readonly TraceEvent[] | undefined): number | undefined {
  return s?.question?.kind === 'challenge' && events ? challengeStep(s.question, s.focus, events) : undefined;
}

/**
 * Opens a step: the scenario, the probe and where the playhead goes. A step with a step or `at`
 * parks there; a predict question, once answered, plays its probe from the start to the verdict
 * (the result the question waits for); a challenge waits just before its rewrite (the packet as
 * the rule receives it) and, once answered, shows the rewrite and plays on from it; a probe with
 * neither plays from the start.
 */
export function driveLessonStep(app: App, entry: CatalogEntry, step: number, waiting: boolean): void {
  const sc = app.scenario.getState();
  if (entry.kind === 'exercise') {
    // The student's work on this exercise (autosaved) is kept; anything else opens the exercise.
    if (!(sc.scenario.exercise && sc.scenario.metadata.name === entry.id)) {
      sc.load(entry.scenario, { kind: 'file', name: `${entry.id}.yaml` });
      app.player.getState().clear();
      app.ui.getState().open({ kind: 'cluster' });
    }
    return;
  }
  const lessonStep = entry.lesson.steps[step - 1];
  const focus = lessonStep?.focus;
  const id = focus?.scenario ?? entry.lesson.scenario;
  if (!(sc.source.kind === 'builtin' && sc.source.id === id && isPristineBuiltin(sc.scenario, sc.source))) {
    const s = loadBuiltin(id);
    if (s) sc.load(s, { kind: 'builtin', id });
  }
  app.ui.getState().set('mode', 'trace');
  const s = app.scenario.getState().scenario;
  const probe = focus?.probe ? s.probes.find((p) => p.name === focus.probe) : undefined;
  if (!probe) {
    app.player.getState().clear();
    return;
  }
  const pl = app.player.getState();
  if (pl.probe?.name !== probe.name || pl.scenario !== s) pl.show(s, probe, 'saved');
  const ph = app.playhead.getState();
  const rewrite = challengeAt(lessonStep, app.player.getState().result?.trace.events);
  if (rewrite !== undefined) {
    ph.pause();
    ph.setStep(waiting ? rewrite - 1 : rewrite);
    if (!waiting) ph.play();
    return;
  }
  if (waiting) {
    ph.setStep(0);
    return;
  }
  if (lessonStep?.question?.kind === 'predict') {
    ph.setStep(0);
    ph.play();
    return;
  }
  const target = focusStep(focus, app.player.getState().result?.trace.events);
  if (target !== undefined) ph.setStep(target);
  else if (ph.step === 0) ph.play();
}

/**
 * The step at which the driver applies the step's level and highlight (after "follow the packet"
 * has moved the view): step 0 while a prediction waits, the focus step when the step parks, and at
 * once (`now`) when the step plays or has no probe. undefined: the step has no focus.
 */
export function levelStep(s: LessonStep | undefined, events: readonly TraceEvent[] | undefined, waiting: boolean, now: number): number | undefined {
  if (!s?.focus) return undefined;
  const rewrite = challengeAt(s, events);
  if (rewrite !== undefined) return waiting ? rewrite - 1 : now;
  if (waiting) return 0;
  if (!s.focus.probe || s.question?.kind === 'predict') return now;
  const target = focusStep(s.focus, events);
  return target === 'end' ? (events?.length ?? 0) : (target ?? now);
}
