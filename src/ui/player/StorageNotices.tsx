// What the browser's storage did to the user's work, said at once: an autosave that failed (with
// "Save to file"), and another tab that saved a different document (take theirs / keep mine), which
// useOtherTabSaves hears from the first paint on (this chunk comes after the demo's first step). A
// document too large to autosave is said in amber until it is saved to a file, and leaving the page
// asks first while it is not (useLeaveGuard); loaded again in the same tab, the page says that such a
// document it held is gone, rather than let the older autosave pass for the latest.
import { SAVE_BLOCKED, SAVE_FULL, SAVE_REFUSED, SAVE_TOO_LARGE } from '../../state/autosave';
import { saveToFile } from '../builder/FileActions';
import { useApp, useScenario, useUi } from '../app-context';
import { button, linkButton, primaryButton } from '../common/controls';
import { useT } from '../i18n/use-t';
import { useNarrationLang } from '../i18n/narration';
import '../i18n/words/trace-en';
import { scenarioWords } from '../i18n/scenario-words';
import { useState } from 'react';
import { dismissUnkeptAtLoad, unkeptAtLoad } from '../../state/unsaved-work';
import { CrossIcon } from '../common/icons';
import { useLeaveGuard } from './useLeaveGuard';
import { UnreadableNotices } from './UnreadableNotices';
import { saySave } from '../i18n/messages/save-say';

const amber = 'border-amber-400 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50';
const box = 'pointer-events-auto flex max-w-xl flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-sm shadow-lg';

export function StorageNotices() {
  const app = useApp();
  const t = useT();
  const lang = useNarrationLang();
  const failed = useScenario((s) => s.saveFailed);
  const theirs = useScenario((s) => s.theirs);
  const notWritten = useUi((s) => s.saveToFileFailed);
  // Too large to keep (or no storage at all), but in a file as it is now: said calmly, until the next change.
  const filed = useScenario((s) => (s.saveFailed === SAVE_TOO_LARGE || s.saveFailed === SAVE_BLOCKED) && s.savedToFile(s.scenario));
  // What the tab held before this page loaded (read once per page, not per mount of this notice).
  const [unkept, setUnkept] = useState(unkeptAtLoad);
  useLeaveGuard();
  return (
    <>
      <UnreadableNotices />
      {unkept && (
        <div role="status" className={`${box} ${amber}`} data-testid="unkept">
          <span className="min-w-0 flex-1">{t(unkept.saved ? 'trace.notice.unkeptSaved' : 'trace.notice.unkept', { title: unkept.title })}</span>
          <button type="button" className={`${linkButton} shrink-0`} onClick={() => (dismissUnkeptAtLoad(), setUnkept(undefined))} aria-label={t('trace.notice.dismiss')} data-testid="unkept-dismiss">
            <CrossIcon width={14} height={14} />
          </button>
        </div>
      )}
      {filed ? (
        <div role="status" className={`${box} border-emerald-400 bg-white dark:border-emerald-700 dark:bg-slate-900`} data-testid="saved-to-file">
          <span className="min-w-0">{t(failed === SAVE_BLOCKED ? 'trace.notice.blockedSaved' : 'trace.notice.tooLargeSaved')}</span>
        </div>
      ) : failed && (
        // Too large to keep is no failure of the browser's: said in amber, as the other tab's notice.
        <div role="alert" className={`${box} ${failed === SAVE_TOO_LARGE ? amber : 'border-rose-400 bg-rose-50 text-rose-950 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-50'}`} data-testid="save-failed">
          <span className="min-w-0">{failed === SAVE_FULL ? t('trace.notice.storageFull') : failed === SAVE_REFUSED ? t('trace.notice.storageRefused') : failed === SAVE_TOO_LARGE ? t('trace.notice.storageTooLarge') : failed === SAVE_BLOCKED ? t('trace.notice.storageBlocked') : failed}</span>
          <button type="button" className={primaryButton} onClick={() => void saveToFile(app)} data-testid="save-failed-download">
            {t('trace.notice.saveToFile')}
          </button>
        </div>
      )}
      {notWritten && (
        <div role="alert" className={`${box} border-rose-400 bg-rose-50 text-rose-950 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-50`} data-testid="save-to-file-failed">
          <span className="min-w-0 flex-1">{saySave(lang, notWritten)}</span>
          <button type="button" className={`${linkButton} shrink-0`} onClick={() => app.ui.getState().set('saveToFileFailed', undefined)} aria-label={t('trace.notice.dismiss')} data-testid="save-to-file-failed-dismiss">
            <CrossIcon width={14} height={14} />
          </button>
        </div>
      )}
      {theirs && (
        <div role="alert" className={`${box} ${amber}`} data-testid="other-tab">
          <span className="min-w-0">
            {t('trace.notice.otherTab')} <strong>{scenarioWords(lang, theirs.scenario).title}</strong> {t('trace.notice.otherTabOver')}
          </span>
          <button type="button" className={button} onClick={() => app.scenario.getState().takeTheirs()} data-testid="take-theirs">
            {t('trace.notice.takeTheirs')}
          </button>
          <button type="button" className={primaryButton} onClick={() => app.scenario.getState().keepMine()} data-testid="keep-mine">
            {t('trace.notice.keepMine')}
          </button>
        </div>
      )}
    </>
  );
}
