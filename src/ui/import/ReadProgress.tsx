// Files being read off the main thread: which one, how far, and a way to stop; then what a cancel or
// a failure left out.
import { button } from '../common/controls';
import { useImport } from './use-import';
import { useT } from '../i18n/use-t';
import { fill } from '../i18n/fill';
import { sayMessage, useNarrationLang } from '../i18n/narration';

export function ReadProgress() {
  const reading = useImport((s) => s.reading);
  const notice = useImport((s) => s.readNotice);
  const cancel = useImport((s) => s.cancel);
  const t = useT();
  const lang = useNarrationLang();
  if (reading) {
    const percent = Math.round((reading.done / reading.count) * 100);
    return (
      <div role="status" className="flex items-center gap-2 text-sm" data-testid="import-progress">
        <progress className="h-2 min-w-0 flex-1" max={reading.count} value={reading.done} aria-label={t('import.readingFiles')} />
        <span className="min-w-0 truncate" title={reading.file}>
          {fill(t('import.readingOne', { n: reading.done + 1, count: reading.count, percent }), { file: <span className="font-mono">{reading.file}</span> })}
        </span>
        <button type="button" className={button} onClick={cancel} data-testid="import-cancel">
          {t('import.cancel')}
        </button>
      </div>
    );
  }
  return notice ? (
    <p role="alert" className="text-sm text-amber-800 dark:text-amber-300" data-testid="import-read-notice">
      {sayMessage(lang, notice)}
    </p>
  ) : null;
}
