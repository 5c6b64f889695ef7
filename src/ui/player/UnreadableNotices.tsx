// Saved work this build cannot read (issue 32; src/state/unreadable.ts): said at once, naming where
// it was found and what is wrong (the schema's field path and message, in English as the checks
// write them), with "Save the unreadable copy" (the stored text, to the byte) and "Discard it". Until
// the user discards it, it stays aside and nothing writes over it.
import { useApp, useScenario } from '../app-context';
import { button, primaryButton } from '../common/controls';
import { downloadBytes } from '../common/download';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';
import { unreadableFileName, type UnreadableCopy } from '../../state/unreadable';

const box = 'pointer-events-auto flex max-w-xl flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-sm shadow-lg';
const rose = 'border-rose-400 bg-rose-50 text-rose-950 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-50';

function saveCopy(c: UnreadableCopy): void {
  const json = unreadableFileName(c).endsWith('.json');
  downloadBytes(new TextEncoder().encode(c.text), unreadableFileName(c), json ? 'application/json' : 'text/plain');
}

export function UnreadableNotices() {
  const app = useApp();
  const t = useT();
  const list = useScenario((s) => s.unreadable);
  return (
    <>
      {list.map((c) => (
        <div key={c.text} role="alert" className={`${box} ${rose}`} data-testid="unreadable">
          <span className="min-w-0 basis-full [overflow-wrap:anywhere]">
            {t('trace.notice.unreadable', { where: t(`trace.notice.unreadableFrom.${c.from}`), problem: c.problem })}
            {!c.stored && <> {t('trace.notice.unreadableHeld')}</>}
          </span>
          <button type="button" className={primaryButton} onClick={() => saveCopy(c)} title={t('trace.notice.unreadableSaveTitle')} data-testid="unreadable-save">
            {t('trace.notice.unreadableSave')}
          </button>
          <button
            type="button"
            className={button}
            onClick={() => app.scenario.getState().discardUnreadable(c.text)}
            title={t('trace.notice.unreadableDiscardTitle')}
            data-testid="unreadable-discard"
          >
            {t('trace.notice.unreadableDiscard')}
          </button>
        </div>
      ))}
    </>
  );
}
