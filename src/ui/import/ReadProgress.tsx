// Files being read off the main thread: which one, how far, and a way to stop; then what a cancel or
// a failure left out.
import { button } from '../common/controls';
import { useImport } from './use-import';
import { useT } from '../i18n/use-t';
import { fill } from '../i18n/fill';
import '../i18n/words/import-en';
import { useNarrationLang } from '../i18n/narration';
import { sayRead } from '../i18n/messages/read-say';

export function ReadProgress() {
  const reading = useImport((s) => s.reading);
  const notice = useImport((s) => s.readNotice);
  const noticeMsg = useImport((s) => s.readNoticeMsg);
  const cancel = useImport((s) => s.cancel);
  const t = useT();
  const lang = useNarrationLang();
  if (reading) {
    const percent = Math.round((reading.done / reading.count) * 100);
    return (
      // The bar on its own line: beside a long file name in the narrow panel it would shrink to nothing.
      <div role="status" className="space-y-1 text-sm" data-testid="import-progress">
        <div className="flex items-center gap-2">
          <span className="min-w-0 flex-1 break-all">
            {fill(t('import.readingOne', { n: reading.done + 1, count: reading.count, percent }), { file: <span className="font-mono">{reading.file}</span> })}
          </span>
          <button type="button" className={button} onClick={cancel} data-testid="import-cancel">
            {t('import.cancel')}
          </button>
        </div>
        <progress className="block h-2 w-full" max={reading.count} value={reading.done} aria-label={t('import.readingFiles')} />
      </div>
    );
  }
  return notice ? (
    <p role="alert" className="text-sm text-amber-800 dark:text-amber-300" data-testid="import-read-notice">
      {sayRead(lang, notice, noticeMsg)}
    </p>
  ) : null;
}
