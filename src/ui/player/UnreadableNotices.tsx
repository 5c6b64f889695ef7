// Saved work this build cannot read (issue 32; src/state/unreadable.ts): said at once, naming where
// it was found and what is wrong (the schema's field path and message, in English as the checks
// write them), with "Save the unreadable copy" (the stored text, to the byte), "Open it, repaired"
// (what this build refuses left out, a field every scenario needs set, both listed:
// src/state/repair.ts) and "Discard it". Until the user discards it, it stays aside and nothing
// writes over it.
import { useApp, useScenario } from '../app-context';
import { button, primaryButton } from '../common/controls';
import { downloadBytes } from '../common/download';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';
import { unreadableFileName, type UnreadableCopy } from '../../state/unreadable';
import { useState } from 'react';
import type { Msg } from '../../core/message';
import { useNarrationLang } from '../i18n/narration';
import { sayUnreadable } from '../i18n/messages/unreadable-say';
import { unreadableMsg } from './unreadable-messages';

const box = 'pointer-events-auto flex max-w-xl flex-wrap items-center gap-2 rounded-lg border px-3 py-2 text-sm shadow-lg';
const rose = 'border-rose-400 bg-rose-50 text-rose-950 dark:border-rose-700 dark:bg-rose-950 dark:text-rose-50';

function saveCopy(c: UnreadableCopy): void {
  const json = unreadableFileName(c).endsWith('.json');
  downloadBytes(new TextEncoder().encode(c.text), unreadableFileName(c), json ? 'application/json' : 'text/plain');
}

export function UnreadableNotices() {
  const app = useApp();
  const t = useT();
  const lang = useNarrationLang();
  const list = useScenario((s) => s.unreadable);
  // What "Open it, repaired" said, per copy (by its text).
  const [said, setSaid] = useState<Record<string, Msg>>({});
  const openRepaired = async (c: UnreadableCopy) => {
    // The repair reads the schema (zod), which this notice's chunk must not pull into the page's
    // first steps: it loads on the click.
    const { repairStored } = await import('../../state/repair');
    const r = repairStored(c.text);
    if (r) {
      // As Open… shows a document: its cluster, nothing played yet.
      app.scenario.getState().load(r.scenario, { kind: 'autosave' }, sayUnreadable(lang, unreadableMsg('unreadable.do.repair', {})));
      app.player.getState().clear();
      app.playhead.getState().setStep(0);
      app.ui.getState().select(undefined);
      app.ui.getState().open({ kind: 'cluster' });
    }
    const leftOut = r?.leftOut.join(', ') ?? '';
    const m = !r
      ? unreadableMsg('unreadable.notRepairable', {})
      : r.set.length
        ? unreadableMsg('unreadable.repairedSet', { set: r.set.join(', '), leftOut })
        : unreadableMsg('unreadable.repaired', { leftOut });
    setSaid((x) => ({ ...x, [c.text]: m }));
  };
  return (
    <>
      {list.map((c) => (
        <div key={c.text} role="alert" className={`${box} ${rose}`} data-testid="unreadable">
          <span className="min-w-0 basis-full [overflow-wrap:anywhere]">
            {t('trace.notice.unreadable', { where: t(`trace.notice.unreadableFrom.${c.from}`), problem: c.problem })}
            {!c.stored && <> {t('trace.notice.unreadableHeld')}</>}
          </span>
          {c.text in said && (
            <span className="min-w-0 basis-full [overflow-wrap:anywhere]" data-testid="unreadable-repaired">
              {sayUnreadable(lang, said[c.text]!)}
            </span>
          )}
          <button type="button" className={primaryButton} onClick={() => saveCopy(c)} title={t('trace.notice.unreadableSaveTitle')} data-testid="unreadable-save">
            {t('trace.notice.unreadableSave')}
          </button>
          <button type="button" className={button} onClick={() => void openRepaired(c)} title={sayUnreadable(lang, unreadableMsg('unreadable.repairTitle', {}))} data-testid="unreadable-repair">
            {sayUnreadable(lang, unreadableMsg('unreadable.repair', {}))}
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
