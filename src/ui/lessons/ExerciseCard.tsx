// An exercise: a broken node to repair in Build mode. Its goals are probes whose expectation stays
// hidden until Check, which walks every goal on the node as it is now and says which pass.
import { useState } from 'react';
import { checkGoals, goalProbes } from '../../cluster/exercise-check';
import { textIn } from '../../cluster/scenario/exercise';
import type { CatalogEntry } from '../../state/lesson-catalog';
import { useApp, useUi } from '../app-context';
import { button, linkButton, primaryButton } from '../common/controls';
import { SafeText } from '../common/SafeText';
import { ProgressReset } from './ProgressReset';
import { NotSecret } from './NotSecret';
import { useLang, useLessons, useT, useWorkshop } from './workshop';
import { useNarrationLang } from '../i18n/narration';
import { sayCheck } from '../i18n/messages/check-say';
import '../i18n/words/lessons-en';

export function ExerciseCard({ entry }: { entry: Extract<CatalogEntry, { kind: 'exercise' }> }) {
  const t = useT();
  const lang = useLang();
  const sayLang = useNarrationLang();
  const app = useApp();
  const { lessons } = useWorkshop();
  const mode = useUi((s) => s.mode);
  // Folded, the card leaves the canvas to the node being repaired.
  const [folded, setFolded] = useState(false);
  const ex = entry.scenario.exercise!;
  const hints = useLessons((s) => s.progress[entry.id]?.hints ?? 0);
  const check = useLessons((s) => (s.check?.id === entry.id ? s.check.results : undefined));
  const failed = check?.filter((r) => !r.pass).length ?? 0;
  const run = () => lessons.getState().setCheck(entry.id, checkGoals(app.scenario.getState().scenario, goalProbes(entry.scenario)));
  const restart = () => {
    app.scenario.getState().load(entry.scenario, { kind: 'file', name: `${entry.id}.yaml` });
    app.player.getState().clear();
    lessons.getState().setCheck(entry.id, []);
  };
  return (
    <section className="lesson-card absolute left-3 top-[calc(var(--canvas-band,2.75rem)+0.5rem)] z-30 flex print:hidden max-h-[calc(100%-var(--canvas-band,2.75rem)-1.25rem)] w-[340px] flex-col rounded-lg border border-slate-300 bg-white shadow-xl dark:border-slate-600 dark:bg-slate-900" aria-labelledby="exercise-title" data-testid="exercise-card">
      <header className="border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <div className="flex items-center justify-between text-xs">
          <a href="#/lessons" className={linkButton}>
            ← {t('lessons.all')}
          </a>
          <button type="button" className={linkButton} aria-expanded={!folded} onClick={() => setFolded(!folded)} data-testid="exercise-fold">
            {folded ? `▸ ${t('ex.show')}` : `▾ ${t('ex.hide')}`}
          </button>
        </div>
        <h2 id="exercise-title" className="mt-1 text-lg font-bold leading-snug">
          {textIn(entry.title, lang)}
        </h2>
        <ProgressReset id={entry.id} />
      </header>
      <div className="px-3 pt-2 empty:hidden">
        <NotSecret />
      </div>
      <div className={`${folded ? 'hidden' : ''} min-h-0 flex-1 space-y-3 overflow-y-auto px-3 py-2 text-sm`}>
        <div>
          <p className="font-semibold">{t('ex.brief')}</p>
          <p className="text-[15px] leading-relaxed">
            <SafeText text={textIn(ex.brief, lang)} />
          </p>
        </div>
        <div>
          <p className="font-semibold">{t('ex.goals')}</p>
          <ul className="space-y-1" data-testid="exercise-goals">
            {ex.goals.map((g) => {
              const r = check?.find((x) => x.goal === g);
              return (
                <li key={g} data-testid={`goal-${g}`}>
                  <code className="font-mono text-xs">{g}</code>{' '}
                  {r ? (
                    <span className={r.pass ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold text-rose-700 dark:text-rose-400'}>{r.pass ? `✓ ${t('ex.pass')}` : `✗ ${t('ex.fail')}`}</span>
                  ) : null}
                  {r && !r.pass && <div className="text-xs text-slate-700 dark:text-slate-300">{r.problems.map((p, i) => sayCheck(sayLang, p, r.problemMsgs[i])).join('; ')}</div>}
                </li>
              );
            })}
          </ul>
        </div>
        {check && check.length > 0 && (
          <p aria-live="polite" className={`font-semibold ${failed ? 'text-rose-700 dark:text-rose-400' : 'text-emerald-700 dark:text-emerald-400'}`} data-testid="exercise-result">
            {failed ? t('ex.someFail', { failed, count: check.length }) : `✓ ${t('ex.allPass')}`}
          </p>
        )}
        <div className="space-y-1">
          {ex.hints.slice(0, hints).map((h, i) => (
            <p key={i} className="rounded border border-amber-300 bg-amber-50 p-1.5 dark:border-amber-800 dark:bg-amber-950" data-testid={`hint-${i + 1}`}>
              <strong>{t('ex.hint', { n: i + 1 })}:</strong> <SafeText text={textIn(h, lang)} />
            </p>
          ))}
          {hints < ex.hints.length ? (
            <button type="button" className={linkButton} onClick={() => lessons.getState().revealHint(entry.id, ex.hints.length)} data-testid="exercise-hint">
              {t('ex.nextHint')} ({hints + 1}/{ex.hints.length})
            </button>
          ) : (
            ex.hints.length > 0 && <p className="text-xs text-slate-500 dark:text-slate-400">{t('ex.noMoreHints')}</p>
          )}
        </div>
      </div>
      <footer className="flex flex-wrap items-center gap-2 border-t border-slate-200 px-3 py-2 dark:border-slate-700">
        <button type="button" className={primaryButton} onClick={run} data-testid="exercise-check">
          {t('ex.check')}
        </button>
        {mode !== 'build' && (
          <button type="button" className={button} onClick={() => app.ui.getState().set('mode', 'build')} data-testid="exercise-build">
            {t('ex.openBuild')}
          </button>
        )}
        <button type="button" className={`${linkButton} ml-auto`} onClick={restart}>
          {t('ex.reset')}
        </button>
      </footer>
    </section>
  );
}
