// The notice for lesson progress this build could not read (issue 32 item 7): that lesson (or all
// of them) starts again, and the student is told so once, not left with a white page. The text it
// could not read is kept aside in the browser (lesson-store.ts) and offered here as a file.
import { textIn } from '../../cluster/scenario/exercise';
import { linkButton } from '../common/controls';
import { useLang, useLessons, useT, useWorkshop } from './workshop';
import '../i18n/words/lessons-en';
import { downloadBytes } from '../common/download';
import { sayProgress } from '../i18n/messages/progress-say';
import { progressMsg } from './progress-messages';

/** `id`: on a lesson or exercise, only its own reset is said; on the list, every one. */
export function ProgressReset({ id }: { id?: string }) {
  const t = useT();
  const lang = useLang();
  const { lessons } = useWorkshop();
  const reset = useLessons((s) => s.progressReset);
  const catalog = useLessons((s) => s.catalog);
  const unreadable = useLessons((s) => s.progressUnreadable);
  const all = reset.includes('*');
  const mine = id === undefined ? reset : reset.filter((r) => r === id);
  if (!all && mine.length === 0) return null;
  const names = mine.map((r) => {
    const e = catalog?.find((x) => x.id === r);
    return e ? textIn(e.title, lang) : r;
  });
  return (
    <p className="mt-2 rounded border border-amber-400 bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-200" role="status" data-testid="progress-reset">
      {all ? t('lessons.progressResetAll') : id !== undefined ? t('lessons.progressResetThis') : t('lessons.progressResetSome', { names: names.join(', ') })}{' '}
      {unreadable !== undefined && (
        <>
          <button
            type="button"
            className={linkButton}
            onClick={() => downloadBytes(new TextEncoder().encode(unreadable), 'vfp-lab-lesson-progress-unreadable.json', 'application/json')}
            title={sayProgress(lang, progressMsg('progress.saveUnreadableTitle', {}))}
            data-testid="progress-reset-save"
          >
            {sayProgress(lang, progressMsg('progress.saveUnreadable', {}))}
          </button>{' '}
        </>
      )}
      <button type="button" className={linkButton} onClick={() => lessons.getState().dismissProgressReset()} data-testid="progress-reset-ok">
        {t('lessons.progressResetOk')}
      </button>
    </p>
  );
}
