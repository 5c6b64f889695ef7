// The narration line of the current step (an aria-live region), with its kind as icon and word,
// and the Linux equivalent underneath in grey.
import type { TraceEvent } from '../../core/trace/trace';
import { useEffect, useState } from 'react';
import type { Lang } from '../../state/lang';
import { afterFirstStep } from '../common/after-first-step';
import { ToneTag } from '../common/tone';
import { ReplyIcon } from '../common/icons';
import { Rich } from '../common/Rich';
import type { Mode } from '../../state/ui-store';
import { useNarrationLang } from '../i18n/narration';
import { sayEvent } from '../i18n/messages/verdict-say';
import { useLang, useT } from '../i18n/use-t';
import type { Key } from '../i18n/t';

/** With no trace yet, what to do next in each mode (the left panel differs). */
const IDLE: Record<Mode, Key> = {
  trace: 'trace.idle.trace',
  // A cell of the matrix opens its trace in Trace mode.
  matrix: 'trace.idle.trace',
  build: 'trace.idle.build',
  import: 'trace.idle.import',
};

type LinuxEquivalent = (e: TraceEvent, lang: Lang) => string | undefined;
let linuxEquivalent: LinuxEquivalent | undefined;

/** The Linux equivalents (both languages) are a chunk fetched after the first step: the grey line joins then. */
function useLinuxEquivalent(): LinuxEquivalent | undefined {
  const [fn, setFn] = useState(() => linuxEquivalent);
  useEffect(() => {
    if (fn) return;
    let live = true;
    void afterFirstStep()
      .then(() => Promise.all([import('../../lessons/linux-equivalents'), import('./linux-lines.vi')]))
      .then(([lines, vi]) => {
        const of: LinuxEquivalent = (e, lang) => {
          const id = lines.linuxEquivalentId(e);
          return id && vi.linuxLine(id, lang);
        };
        if (live) setFn(() => (linuxEquivalent = of));
      }, () => undefined);
    return () => void (live = false);
  }, [fn]);
  return fn;
}

export function Narration({ ev, error, hasTrace, presenter, mode }: { ev?: TraceEvent; error?: string; hasTrace: boolean; presenter: boolean; mode: Mode }) {
  const t = useT();
  const lang = useLang();
  const linuxOf = useLinuxEquivalent();
  const linux = ev && linuxOf ? linuxOf(ev, lang) : undefined;
  const sayLang = useNarrationLang();
  return (
    <div aria-live="polite" className={`min-w-0 overflow-hidden leading-snug ${presenter ? 'text-xl' : 'text-[15px]'}`} data-testid="narration">
      {error ? (
        <span className="text-rose-700 dark:text-rose-400">{error}</span>
      ) : ev ? (
        <>
          <div className={`${presenter ? 'line-clamp-3' : 'line-clamp-2'} ${ev.tone === 'block' ? 'font-medium text-rose-700 dark:text-rose-400' : ''}`}>
            <ToneTag tone={ev.tone} className="mr-2 align-[-2px] text-sm font-semibold" />
            {ev.leg === 'reply' && (
              <span className="mr-1.5 inline-flex items-center gap-0.5 text-sm text-slate-500 dark:text-slate-400">
                <ReplyIcon width={14} height={14} /> {t('trace.reply')}
              </span>
            )}
            {sayEvent(sayLang, ev)}
          </div>
          {linux && (
            <div className={`truncate text-slate-500 dark:text-slate-400 ${presenter ? 'text-base' : 'text-sm'}`}>
              <Rich text={linux} />
            </div>
          )}
        </>
      ) : hasTrace ? (
        <span className="text-slate-600 dark:text-slate-400">{t('trace.idle.press')}</span>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">{t(IDLE[mode])}</span>
      )}
    </div>
  );
}
