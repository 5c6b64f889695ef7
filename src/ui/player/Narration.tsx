// The narration line of the current step (an aria-live region), with its kind as icon and word,
// and the Linux equivalent underneath in grey.
import type { TraceEvent } from '../../core/trace/trace';
import { linuxEquivalentId } from '../../lessons/linux-equivalents';
import { linuxLine } from './linux-lines.vi';
import { ToneTag } from '../common/tone';
import { ReplyIcon } from '../common/icons';
import { Rich } from '../common/Rich';
import type { Mode } from '../../state/ui-store';
import { say, useNarrationLang } from '../i18n/narration';
import { useLang, useT } from '../i18n/use-t';
import type { Key } from '../i18n/t';

/** With no trace yet, what to do next in each mode (the left panel differs). */
const IDLE: Record<Mode, Key> = {
  trace: 'trace.idle.trace',
  build: 'trace.idle.build',
  import: 'trace.idle.import',
};

export function Narration({ ev, error, hasTrace, presenter, mode }: { ev?: TraceEvent; error?: string; hasTrace: boolean; presenter: boolean; mode: Mode }) {
  const t = useT();
  const lang = useLang();
  const id = ev ? linuxEquivalentId(ev) : undefined;
  const linux = id && linuxLine(id, lang);
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
            {say(sayLang, ev.text)}
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
