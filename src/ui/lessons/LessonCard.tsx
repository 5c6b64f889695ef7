// One lesson at one step, floating over the canvas (the player below plays the step's probe):
// its point, its question, the instructor's notes in the instructor view, back and next.
import { useCallback, useEffect } from 'react';
import { textIn } from '../../cluster/scenario/exercise';
import type { CatalogEntry } from '../../state/lesson-catalog';
import { button, focusRing, linkButton, primaryButton, toggle } from '../common/controls';
import { SafeText } from '../common/SafeText';
import { Question } from './Question';
import { ExportTrace } from './ExportTrace';
import { ProgressReset } from './ProgressReset';
import { NotSecret } from './NotSecret';
import { useLang, useLessons, useT, useWorkshop } from './workshop';
import '../i18n/words/lessons-en';

const typing = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/** PageUp/PageDown (what presentation clickers send), or p/n: the previous or next step. */
export function useStepKeys(go: (delta: number) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const d = e.key === 'PageDown' || e.key === 'n' ? 1 : e.key === 'PageUp' || e.key === 'p' ? -1 : 0;
      if (!d) return;
      e.preventDefault();
      go(d);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);
}

/** The step keys of an open lesson; LessonsRoute mounts them with the route (the card is a lazy
 * component of its own, which React may reveal a moment later). */
export function StepKeys() {
  const { lessons } = useWorkshop();
  useStepKeys(useCallback((d: number) => lessons.getState().go(lessons.getState().step + d), [lessons]));
  return null;
}

export function LessonCard({ entry }: { entry: Extract<CatalogEntry, { kind: 'lesson' }> }) {
  const t = useT();
  const lang = useLang();
  const { lessons } = useWorkshop();
  const step = useLessons((s) => s.step);
  const instructor = useLessons((s) => s.instructor);
  const steps = entry.lesson.steps;
  const s = steps[step - 1] ?? steps[0]!;
  const go = (d: number) => lessons.getState().go(lessons.getState().step + d);
  return (
    <section className="lesson-card flex h-full flex-col" aria-labelledby="lesson-step-title" data-testid="lesson-card">
      <header className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <div className="flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
          <a href="#/lessons" className={linkButton} data-testid="lesson-all">
            ← {t('lessons.all')}
          </a>
          <span data-testid="lesson-step-count">{t('lessons.stepOf', { step, count: steps.length })}</span>
        </div>
        <p className="mt-1 text-sm font-semibold text-slate-600 dark:text-slate-300" data-testid="lesson-title">{textIn(entry.title, lang)}</p>
        <h2 id="lesson-step-title" className="text-lg font-bold leading-snug">
          {textIn(s.title, lang)}
        </h2>
        <ProgressReset id={entry.id} />
      </header>
      <div className="min-h-0 flex-1 space-y-3 overflow-y-auto px-3 py-2">
        <p className="text-[15px] leading-relaxed" data-testid="lesson-narration">
          <SafeText text={textIn(s.narration, lang)} />
        </p>
        {s.question && <Question key={`${entry.id}-${step}`} id={entry.id} step={step} q={s.question} focus={s.focus} />}
        <div className="print:hidden">
          <ExportTrace />
        </div>
        <NotSecret />
        {instructor && s.notes && (
          <aside className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm dark:border-amber-800 dark:bg-amber-950" data-testid="lesson-notes">
            <p className="font-semibold">{t('lessons.notes')}</p>
            <SafeText text={textIn(s.notes, lang)} />
          </aside>
        )}
      </div>
      <footer className="flex items-center gap-2 border-t border-slate-200 px-3 py-2 dark:border-slate-700">
        <button type="button" className={button} disabled={step <= 1} onClick={() => go(-1)} data-testid="lesson-prev">
          ← {t('lessons.prev')}
        </button>
        {step < steps.length ? (
          <button type="button" className={primaryButton} onClick={() => go(1)} data-testid="lesson-next">
            {t('lessons.next')} →
          </button>
        ) : (
          <a href="#/lessons" className={`${primaryButton} ${focusRing}`} data-testid="lesson-finish">
            ✓ {t('lessons.finish')}
          </a>
        )}
      </footer>
      <div className="flex items-center gap-2 px-3 pb-2">
        <p className="flex-1 text-xs text-slate-500 dark:text-slate-400">{t('lessons.keys')}</p>
        <button type="button" className={`${toggle(instructor)} h-7 shrink-0 text-xs`} aria-pressed={instructor} onClick={() => lessons.getState().setInstructor(!instructor)} data-testid="lesson-instructor">
          {t('lessons.instructor')}
        </button>
      </div>
    </section>
  );
}
