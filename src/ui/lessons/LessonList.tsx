// #/lessons: every lesson, then every exercise, as links to #/lesson/<id>, with the progress kept
// in this browser.
import { textIn } from '../../cluster/scenario/exercise';
import type { CatalogEntry } from '../../state/lesson-catalog';
import { stepCount } from '../../state/lesson-store';
import { focusRing, linkButton } from '../common/controls';
import { SafeText } from '../common/SafeText';
import { ProgressReset } from './ProgressReset';
import { useLang, useLessons, useT } from './workshop';
import '../i18n/words/lessons-en';

function Entry({ e, n }: { e: CatalogEntry; n: number }) {
  const t = useT();
  const lang = useLang();
  const p = useLessons((s) => s.progress[e.id]);
  const count = stepCount(e);
  const status = e.kind === 'exercise' ? (p?.solved ? t('lessons.solved') : undefined) : p?.done ? t('lessons.done') : p ? t('lessons.atStep', { step: p.step, count }) : t('lessons.steps', { count });
  return (
    <li>
      <a href={`#/lesson/${e.id}`} className={`block rounded-lg border border-slate-200 bg-white p-3 hover:border-sky-600 dark:border-slate-700 dark:bg-slate-900 ${focusRing}`} data-testid={`lesson-link-${e.id}`}>
        <div className="flex items-baseline justify-between gap-2">
          <span className="font-semibold">
            {e.kind === 'lesson' && <span className="mr-1.5 text-slate-500 dark:text-slate-400">{n}.</span>}
            {textIn(e.title, lang)}
          </span>
          {status && <span className={`shrink-0 text-xs ${p?.done || p?.solved ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400'}`}>{(p?.done || p?.solved) && '✓ '}{status}</span>}
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <SafeText text={textIn(e.summary, lang)} />
        </p>
      </a>
    </li>
  );
}

export function LessonList() {
  const t = useT();
  const catalog = useLessons((s) => s.catalog);
  const error = useLessons((s) => s.catalogError);
  const lessons = catalog?.filter((e) => e.kind === 'lesson') ?? [];
  const exercises = catalog?.filter((e) => e.kind === 'exercise') ?? [];
  return (
    <section className="absolute inset-0 z-40 overflow-y-auto bg-slate-50 p-6 dark:bg-slate-950" aria-labelledby="lessons-title" data-testid="lesson-list">
      <div className="mx-auto max-w-5xl">
        <div className="flex items-baseline justify-between">
          <h2 id="lessons-title" className="text-2xl font-bold">
            {t('lessons.title')}
          </h2>
          <a href="#/" className={linkButton}>
            {t('lessons.back')}
          </a>
        </div>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('lessons.intro')}</p>
        <ProgressReset />
        {error && <p className="mt-4 text-rose-700 dark:text-rose-400">{t('lessons.loadError', { why: error })}</p>}
        {!catalog && !error && <p className="mt-4">{t('lessons.loading')}</p>}
        {catalog && (
          <div className="mt-5 grid gap-6 lg:grid-cols-[3fr_2fr]">
            <div>
              <h3 className="mb-2 text-lg font-semibold">{t('lessons.lessons')}</h3>
              <ol className="space-y-2">
                {lessons.map((e, i) => (
                  <Entry key={e.id} e={e} n={i + 1} />
                ))}
              </ol>
            </div>
            <div>
              <h3 className="mb-2 text-lg font-semibold">{t('lessons.exercises')}</h3>
              <ul className="space-y-2">
                {exercises.map((e, i) => (
                  <Entry key={e.id} e={e} n={i + 1} />
                ))}
              </ul>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
