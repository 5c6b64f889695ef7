// Lesson files in, a checked Lesson out. Problems name the file, the line and the field, as
// scenario files do; the scenario and probes a lesson names are checked too. Never throws.
import { formatPath, type Path } from '../../cluster/scenario/issues';
import type { Scenario } from '../../cluster/scenario/schema';
import { loadLocated } from '../../io/scenario/located';
import { locatedMsg } from '../../io/scenario/messages';
import { guard, type ParseResult, type Problem } from '../../io/result';
import type { Trace } from '../../core/trace/trace';
import { challengeTruth } from '../challenge';
import type { ConsoleAnswerResult, ConsoleFind } from '../console-question';
import { challengeEnglish } from '../challenge-messages';
import { lessonSchema, type Lesson } from './schema';

/** Walks a probe of a scenario: its trace, or why it does not walk; with `answerOf`, reads a console
 * question's answer off the scenario's node (probeWalker gives both, from one simulation). */
export type TraceOf = ((scenario: Scenario, probe: string) => { ok: true; trace: Trace } | { ok: false; why: string }) & {
  answerOf?: (scenario: Scenario, node: string, find: ConsoleFind) => ConsoleAnswerResult;
};

/** Problems with the file name in front, as the CLI prints them: `file:line: field: message`. */
export const problemText = (file: string, p: Problem) => `${file}${p.line ? `:${p.line}` : ''}: ${p.field ? `${p.field}: ` : ''}${p.message}`;

/**
 * `scenarioOf` finds the built-in a lesson names. With `traceOf`, each challenge is held to its
 * probe's walk: its step must make a rewrite of every field it asks (the CLI and the tests walk;
 * the app's catalog trusts what they checked).
 */
export function loadLessonText(text: string, scenarioOf: (id: string) => Scenario | undefined, traceOf?: TraceOf): ParseResult<Lesson> {
  return guard(() => {
    const r = loadLocated(text, lessonSchema, locatedMsg('located.lesson', {}));
    if (!r.value || !r.at) return r;
    const at = r.at;
    const lesson = r.value;
    const errors: Problem[] = [];
    const err = (path: Path, message: string) => errors.push({ message, field: formatPath(path), line: at.lineOf(path) });
    if (!scenarioOf(lesson.scenario)) err(['scenario'], `there is no built-in scenario "${lesson.scenario}"`);
    lesson.steps.forEach((s, i) => {
      const f = s.focus;
      const id = f?.scenario ?? lesson.scenario;
      const scenario = scenarioOf(id);
      if (!scenario) {
        if (f?.scenario) err(['steps', i, 'focus', 'scenario'], `there is no built-in scenario "${id}"`);
        return;
      }
      if (f?.probe && !scenario.probes.some((p) => p.name === f.probe)) err(['steps', i, 'focus', 'probe'], `scenario ${id} has no probe "${f.probe}"`);
      if (f?.node && !scenario.nodes.some((n) => n.name === f.node)) err(['steps', i, 'focus', 'node'], `scenario ${id} has no node "${f.node}"`);
      const q = s.question;
      if (q?.kind === 'challenge' && traceOf && f?.probe && scenario.probes.some((p) => p.name === f.probe)) {
        const walked = traceOf(scenario, f.probe);
        if (!walked.ok) return err(['steps', i, 'focus', 'probe'], challengeEnglish({ id: 'challenge.unwalkable', args: { probe: f.probe, why: walked.why } }));
        const truth = challengeTruth(q, f, walked.trace);
        if (!truth.ok) err(['steps', i, 'question'], challengeEnglish(truth.problem));
      }
      if (q?.kind === 'console') {
        if (!scenario.nodes.some((n) => n.name === q.node)) return err(['steps', i, 'question', 'node'], `scenario ${id} has no node "${q.node}"`);
        const answer = traceOf?.answerOf?.(scenario, q.node, q.find);
        if (answer && !answer.ok) err(['steps', i, 'question', 'find'], `the console cannot find it on ${q.node}: ${answer.problem}`);
      }
    });
    return errors.length ? { warnings: [], errors } : { value: lesson, warnings: [], errors: [] };
  });
}
