// Challenge mode (issue 33 item 7): the packet waits just before a rewrite; the student writes the
// header after the rule (only the fields the lesson asks), checks it field by field against the
// trace, sees each right value, and the packet plays on from the rewrite.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { textIn } from '../../cluster/scenario/exercise';
import { render } from '../../core/message';
import type { LessonFocus, LessonQuestion } from '../../lessons/format/schema';
import { challengeTruth, checkChallenge, isAddressField, type ChallengeField } from '../../lessons/challenge';
import { CHALLENGE_EN } from '../../lessons/challenge-messages';
import { CHALLENGE_VI } from '../i18n/messages/challenge.vi';
import { usePlayer } from '../app-context';
import { button, field as fieldClass, primaryButton } from '../common/controls';
import { SafeText } from '../common/SafeText';
import { useLang, useLessons, useT, useWorkshop } from './workshop';
import '../i18n/words/lessons-en';

type ChallengeQuestion = Extract<LessonQuestion, { kind: 'challenge' }>;

const LABELS = {
  dst: 'q.ch.field.dst',
  dstPort: 'q.ch.field.dstPort',
  src: 'q.ch.field.src',
  srcPort: 'q.ch.field.srcPort',
  'outer.src': 'q.ch.field.outer.src',
  'outer.dst': 'q.ch.field.outer.dst',
  'outer.vni': 'q.ch.field.outer.vni',
} as const satisfies Record<ChallengeField, string>;

const slug = (f: ChallengeField) => f.replace('.', '-');

export function Challenge({ id, step, q, focus }: { id: string; step: number; q: ChallengeQuestion; focus: LessonFocus | undefined }) {
  const t = useT();
  const lang = useLang();
  const { lessons } = useWorkshop();
  const given = useLessons((s) => s.progress[id]?.answers[step]?.header);
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...given }));
  // The focus probe's walk only: the student may have played another probe meanwhile.
  const trace = usePlayer((s) => (s.probe?.name === focus?.probe ? s.result?.trace : undefined));
  const truth = useMemo(() => (trace ? challengeTruth(q, focus, trace) : undefined), [q, focus, trace]);
  const marks = given && truth?.ok ? checkChallenge(truth.value, given) : undefined;
  const result = useRef<HTMLParagraphElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const [moved, setMoved] = useState<'result' | 'form' | undefined>();
  useEffect(() => {
    if (moved === 'result') result.current?.focus();
    if (moved === 'form') first.current?.focus();
  }, [moved]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!truth?.ok || given) return;
    lessons.getState().answer(step, { header: Object.fromEntries(q.fields.map((f) => [f, (draft[f] ?? '').slice(0, 100)])) });
    setMoved('result');
  };
  const retry = () => {
    lessons.getState().clearAnswer(step);
    setMoved('form');
  };
  const right = marks?.filter((m) => m.right).length ?? 0;

  return (
    <form className="space-y-2 rounded-md border border-sky-200 bg-sky-50 p-2 dark:border-sky-900 dark:bg-sky-950" onSubmit={submit} data-testid="lesson-question" aria-labelledby={`ch-${step}-prompt`} noValidate>
      <p id={`ch-${step}-prompt`} className="text-sm font-semibold">
        {q.prompt ? <SafeText text={textIn(q.prompt, lang)} /> : t('q.ch.prompt')}
      </p>
      {truth && !truth.ok && (
        <p className="text-sm text-rose-700 dark:text-rose-400" role="alert" data-testid="ch-problem">
          {render([lang === 'vi' ? CHALLENGE_VI : CHALLENGE_EN], truth.problem)}
        </p>
      )}
      {!truth && <p className="text-xs text-slate-600 dark:text-slate-400">{t('q.ch.noTrace')}</p>}
      <div className="space-y-2">
        {q.fields.map((f, i) => {
          const before = truth?.ok ? truth.value.fields.find((x) => x.field === f)?.before : undefined;
          const mark = marks?.find((m) => m.field === f);
          const inputId = `ch-${step}-${slug(f)}`;
          const wrong = mark && !mark.right ? t(mark.unreadable ? (isAddressField(f) ? 'q.ch.notAddress' : 'q.ch.notNumber') : 'q.ch.wrong', { value: mark.expected }) : undefined;
          return (
            <div key={f} className="flex flex-col gap-0.5">
              <label htmlFor={inputId} className="text-sm font-medium">
                {t(LABELS[f])}
              </label>
              <input
                ref={i === 0 ? first : undefined}
                id={inputId}
                type="text"
                inputMode={isAddressField(f) ? 'decimal' : 'numeric'}
                autoComplete="off"
                spellCheck={false}
                className={`${fieldClass} font-mono`}
                value={(given ?? draft)[f] ?? ''}
                readOnly={!!given}
                aria-invalid={mark ? !mark.right : undefined}
                aria-describedby={`${inputId}-before${mark ? ` ${inputId}-mark` : ''}`}
                onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
                data-testid={`ch-input-${slug(f)}`}
              />
              <span id={`${inputId}-before`} className="font-mono text-xs text-slate-600 dark:text-slate-400">
                {t('q.ch.before', { value: before ?? t('q.ch.none') })}
              </span>
              {mark && (
                <span id={`${inputId}-mark`} className={`text-sm font-semibold ${mark.right ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`} data-testid={`ch-mark-${slug(f)}`}>
                  {mark.right ? `✓ ${t('q.ch.right')}` : `✗ ${wrong}`}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {!marks ? (
        <>
          <button type="submit" className={primaryButton} disabled={!truth?.ok} data-testid="ch-check">
            ▶ {t('q.ch.check')}
          </button>
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('q.ch.waits')}</p>
        </>
      ) : (
        <div aria-live="polite" data-testid="q-result" className="space-y-2">
          <p ref={result} tabIndex={-1} className={`text-sm font-semibold outline-none ${right === marks.length ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400'}`}>
            {right === marks.length ? `✓ ${t('q.ch.allRight')}` : `✗ ${t('q.ch.someRight', { right, count: marks.length })}`}
          </p>
          {q.explain && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <SafeText text={textIn(q.explain, lang)} />
            </p>
          )}
          <button type="button" className={button} onClick={retry} data-testid="ch-retry">
            ↺ {t('q.ch.retry')}
          </button>
        </div>
      )}
    </form>
  );
}
