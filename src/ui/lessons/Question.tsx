// A step's question: multiple choice, "predict the verdict" (delivered or dropped, and where),
// answered before the packet plays (the trace then shows what really happened), or a challenge
// (Challenge.tsx: the header after a rewrite), or a value found with the node console (ConsoleQuestion.tsx).
import { useState } from 'react';
import { textIn } from '../../cluster/scenario/exercise';
import type { LessonFocus, LessonQuestion } from '../../lessons/format/schema';
import { Challenge } from './Challenge';
import { ConsoleQuestion } from './ConsoleQuestion';
import { usePlayer, usePlayhead } from '../app-context';
import { button, focusRing, primaryButton, toggle } from '../common/controls';
import { SafeText } from '../common/SafeText';
import { useLang, useLessons, useT, useWorkshop } from './workshop';
import '../i18n/words/lessons-en';

function Choices({ name, choices, value, onChange, disabled }: { name: string; choices: { text: Parameters<typeof textIn>[0] }[]; value?: number; onChange(i: number): void; disabled: boolean }) {
  const lang = useLang();
  return (
    <div role="radiogroup" className="space-y-1">
      {choices.map((c, i) => (
        <label key={i} className={`flex cursor-pointer items-start gap-2 rounded px-1 py-0.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800 ${focusRing}`}>
          <input type="radio" name={name} className="mt-1" checked={value === i} disabled={disabled} onChange={() => onChange(i)} data-testid={`${name}-${i}`} />
          <span>
            <SafeText text={textIn(c.text, lang)} />
          </span>
        </label>
      ))}
    </div>
  );
}

export function Question({ id, step, q, focus }: { id: string; step: number; q: LessonQuestion; focus?: LessonFocus }) {
  if (q.kind === 'challenge') return <Challenge id={id} step={step} q={q} focus={focus} />;
  if (q.kind === 'console') return <ConsoleQuestion id={id} step={step} q={q} />;
  return <Verdicts id={id} step={step} q={q} />;
}

function Verdicts({ id, step, q }: { id: string; step: number; q: Exclude<LessonQuestion, { kind: 'challenge' | 'console' }> }) {
  const t = useT();
  const lang = useLang();
  const { lessons } = useWorkshop();
  const given = useLessons((s) => s.progress[id]?.answers[step]);
  const [pick, setPick] = useState<{ choice?: number; outcome?: 'delivered' | 'dropped'; where?: number }>({});
  const verdict = usePlayer((s) => s.result?.trace.request.verdict.outcome);
  const finished = usePlayhead((s) => s.step) === usePlayer((s) => s.result?.trace.events.length ?? -1);
  const explain = q.explain && <p className="text-sm text-slate-700 dark:text-slate-300"><SafeText text={textIn(q.explain, lang)} /></p>;
  const verdictWord = (o: string) => (o === 'delivered' ? t('q.delivered') : t('q.dropped'));

  if (q.kind === 'choice') {
    const answered = given?.choice !== undefined;
    const right = answered && q.choices[given.choice!]?.correct;
    return (
      <div className="space-y-2 rounded-md border border-sky-200 bg-sky-50 p-2 dark:border-sky-900 dark:bg-sky-950" data-testid="lesson-question">
        <p className="text-sm font-semibold"><SafeText text={textIn(q.prompt, lang)} /></p>
        <Choices name={`q-${step}`} choices={q.choices} value={given?.choice ?? pick.choice} disabled={answered} onChange={(i) => setPick({ choice: i })} />
        {!answered ? (
          <button type="button" className={button} disabled={pick.choice === undefined} onClick={() => lessons.getState().answer(step, { choice: pick.choice })} data-testid="q-answer">
            {t('q.check')}
          </button>
        ) : (
          <div aria-live="polite" data-testid="q-result">
            <p className={`text-sm font-semibold ${right ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`}>{right ? `✓ ${t('q.right')}` : `✗ ${t('q.wrong')}`}</p>
            {explain}
          </div>
        )}
      </div>
    );
  }

  const answered = given?.outcome !== undefined;
  const truth = verdict === undefined ? undefined : verdict === 'delivered' ? 'delivered' : 'dropped';
  const whereRight = q.where ? given?.where !== undefined && q.where[given.where]?.correct : true;
  const right = answered && truth !== undefined && given.outcome === truth && whereRight;
  return (
    <div className="space-y-2 rounded-md border border-sky-200 bg-sky-50 p-2 dark:border-sky-900 dark:bg-sky-950" data-testid="lesson-question">
      <p className="text-sm font-semibold">{q.prompt ? <SafeText text={textIn(q.prompt, lang)} /> : t('q.predict')}</p>
      <div className="flex gap-2">
        {(['delivered', 'dropped'] as const).map((o) => (
          <button key={o} type="button" className={toggle((given?.outcome ?? pick.outcome) === o)} aria-pressed={(given?.outcome ?? pick.outcome) === o} disabled={answered} onClick={() => setPick({ ...pick, outcome: o })} data-testid={`predict-${o}`}>
            {o === 'delivered' ? '✓' : '✗'} {verdictWord(o)}
          </button>
        ))}
      </div>
      {q.where && (
        <>
          <p className="text-sm">{t('q.where')}</p>
          <Choices name={`where-${step}`} choices={q.where} value={given?.where ?? pick.where} disabled={answered} onChange={(i) => setPick({ ...pick, where: i })} />
        </>
      )}
      {!answered ? (
        <>
          <button type="button" className={primaryButton} disabled={!pick.outcome || (!!q.where && pick.where === undefined)} onClick={() => lessons.getState().answer(step, pick)} data-testid="predict-play">
            ▶ {t('q.play')}
          </button>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('q.answerFirst')}</p>
        </>
      ) : (
        finished &&
        truth && (
          <div aria-live="polite" data-testid="q-result">
            <p className={`text-sm font-semibold ${right ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`}>
              {right ? `✓ ${t('q.right')}` : `✗ ${t('q.wrong')}`} {t('q.youSaid', { outcome: verdictWord(given.outcome!) })} {t('q.truth', { outcome: verdictWord(truth) })}
            </p>
            {q.where && (
              <p className="text-sm">
                {t('q.where')} <strong><SafeText text={textIn(q.where.find((w) => w.correct)!.text, lang)} /></strong>
              </p>
            )}
            {explain}
          </div>
        )
      )}
    </div>
  );
}
