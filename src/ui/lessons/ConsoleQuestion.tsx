// "Find it with the console" (issue 33 item 6): the student opens the node console, reads the answer
// off the node and types it here; it is checked against the node as it is now (hand edits included),
// never against a value written in the lesson.
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { textIn } from '../../cluster/scenario/exercise';
import type { LessonQuestion } from '../../lessons/format/schema';
import { checkConsoleAnswer, consoleAnswer } from '../../lessons/console-question';
import { simulationOf } from '../../state/simulation';
import { useApp, useScenario } from '../app-context';
import { button, field as fieldClass, linkButton, primaryButton } from '../common/controls';
import { SafeText } from '../common/SafeText';
import { useLang, useLessons, useT, useWorkshop } from './workshop';
import '../i18n/words/lessons-en';

type ConsoleQ = Extract<LessonQuestion, { kind: 'console' }>;

export function ConsoleQuestion({ id, step, q }: { id: string; step: number; q: ConsoleQ }) {
  const t = useT();
  const lang = useLang();
  const app = useApp();
  const { lessons } = useWorkshop();
  const given = useLessons((s) => s.progress[id]?.answers[step]);
  const scenario = useScenario((s) => s.scenario);
  const truth = useMemo(() => {
    const sim = simulationOf(scenario);
    return sim instanceof Error ? { ok: false as const, problem: sim.message } : consoleAnswer(sim, q.node, q.find);
  }, [scenario, q]);
  const [draft, setDraft] = useState(given?.typed ?? '');
  const input = useRef<HTMLInputElement>(null);
  const typed = given?.typed;
  const right = typed !== undefined && truth.ok && checkConsoleAnswer(truth.value, typed);
  const inputId = `con-${step}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    lessons.getState().answer(step, { typed: draft.slice(0, 200) });
  };
  const retry = () => {
    lessons.getState().clearAnswer(step);
    input.current?.focus();
  };

  return (
    <form className="space-y-2 rounded-md border border-sky-200 bg-sky-50 p-2 dark:border-sky-900 dark:bg-sky-950" onSubmit={submit} data-testid="lesson-question" aria-labelledby={`${inputId}-prompt`} noValidate>
      <p id={`${inputId}-prompt`} className="text-sm font-semibold">
        <SafeText text={textIn(q.prompt, lang)} />
      </p>
      <button type="button" className={button} onClick={() => app.ui.getState().set('console', { node: q.node })} data-testid="q-con-open">
        <span aria-hidden="true" className="font-mono">
          {'>_'}
        </span>
        {t('q.con.open', { node: q.node })}
      </button>
      {!truth.ok && (
        <p className="text-sm text-rose-700 dark:text-rose-400" role="alert" data-testid="q-con-problem">
          {t('q.con.noFit', { why: truth.problem })}
        </p>
      )}
      <div className="flex flex-col gap-0.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('q.con.answer')}
        </label>
        <input
          id={inputId}
          ref={input}
          className={`${fieldClass} font-mono`}
          value={typed ?? draft}
          readOnly={typed !== undefined}
          onChange={(e) => setDraft(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          data-testid="q-con-input"
        />
      </div>
      {typed === undefined ? (
        <button type="submit" className={primaryButton} disabled={!draft.trim() || !truth.ok} data-testid="q-con-check">
          {t('q.con.check')}
        </button>
      ) : (
        <div aria-live="polite" className="space-y-1" data-testid="q-result">
          <p className={`text-sm font-semibold ${right ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`}>
            {right ? `✓ ${t('q.con.right', { node: q.node })}` : `✗ ${t('q.con.wrong', { node: q.node })}`}
          </p>
          {!right && (
            <div className="flex flex-wrap items-center gap-2">
              <button type="button" className={button} onClick={retry} data-testid="q-con-retry">
                {t('q.ch.retry')}
              </button>
              {!given?.shown && (
                <button type="button" className={linkButton} onClick={() => lessons.getState().answer(step, { shown: true })} data-testid="q-con-show">
                  {t('q.con.show')}
                </button>
              )}
            </div>
          )}
          {(right || given?.shown) && truth.ok && (
            <p className="break-all text-sm" data-testid="q-con-truth">
              {t('q.con.truth', { node: q.node })}
              {/* the value itself, as the node prints it */}
              <code className="ml-1 font-mono">{truth.value.shown}</code>
            </p>
          )}
          {(right || given?.shown) && q.explain && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <SafeText text={textIn(q.explain, lang)} />
            </p>
          )}
        </div>
      )}
    </form>
  );
}
