// The narration line of the current step (an aria-live region), with its kind as icon and word,
// and the Linux equivalent underneath in grey.
import type { TraceEvent } from '../../core/trace/trace';
import { useEffect, useState } from 'react';
import { afterFirstStep } from '../common/after-first-step';
import { ToneTag } from '../common/tone';
import { ReplyIcon } from '../common/icons';
import { Rich } from '../common/Rich';
import type { Mode } from '../../state/ui-store';

/** With no trace yet, what to do next in each mode (the left panel differs). */
const IDLE: Record<Mode, string> = {
  trace: "Send a packet from the Trace panel on the left, or pick one of the scenario's probes.",
  build: 'Select an object on the canvas to edit it, or add one from the palette; Trace mode sends packets through what you build.',
  import: "Drop what your node printed on the left, then Replay: the node appears here, and packets can be sent through its rules.",
};

type LinuxEquivalent = typeof import('../../lessons/linux-equivalents').linuxEquivalent;
let linuxEquivalent: LinuxEquivalent | undefined;

/** The Linux equivalents are a chunk fetched after the first step: the grey line joins then. */
function useLinuxEquivalent(): LinuxEquivalent | undefined {
  const [fn, setFn] = useState(() => linuxEquivalent);
  useEffect(() => {
    if (fn) return;
    let live = true;
    void afterFirstStep()
      .then(() => import('../../lessons/linux-equivalents'))
      .then((m) => live && setFn(() => (linuxEquivalent = m.linuxEquivalent)), () => undefined);
    return () => void (live = false);
  }, [fn]);
  return fn;
}

export function Narration({ ev, error, hasTrace, presenter, mode }: { ev?: TraceEvent; error?: string; hasTrace: boolean; presenter: boolean; mode: Mode }) {
  const linuxOf = useLinuxEquivalent();
  const linux = ev && linuxOf ? linuxOf(ev) : undefined;
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
                <ReplyIcon width={14} height={14} /> reply
              </span>
            )}
            {ev.text}
          </div>
          {linux && (
            <div className={`truncate text-slate-500 dark:text-slate-400 ${presenter ? 'text-base' : 'text-sm'}`}>
              <Rich text={linux} />
            </div>
          )}
        </>
      ) : hasTrace ? (
        <span className="text-slate-600 dark:text-slate-400">Press play (Space) or step forward (→) to follow the packet.</span>
      ) : (
        <span className="text-slate-600 dark:text-slate-400">{IDLE[mode]}</span>
      )}
    </div>
  );
}
