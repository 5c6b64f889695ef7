// The current step in one box: its kind (icon, word, colour), where it happened, the rewrites it
// made, and a flow-cache hit as such.
import type { TraceEvent } from '../../core/trace/trace';
import { describeEdit } from '../../core/packet/transposition';
import { placeText } from '../../io/trace/json';
import { ToneTag, TONE_SOFT, TONE_TEXT, transpositionTone } from '../common/tone';
import { BoltIcon } from '../common/icons';
import { sayEdits, useNarrationLang } from '../i18n/narration';

export function StepPanel({ ev, step, total }: { ev: TraceEvent; step: number; total: number }) {
  const sayLang = useNarrationLang();
  return (
    <div className={`space-y-1 rounded-lg border p-2.5 text-sm ${TONE_SOFT[ev.tone]}`} data-testid="step-panel">
      <div className="flex items-center justify-between">
        <span className="font-semibold">
          Step {step} of {total} · {ev.leg}
        </span>
        <ToneTag tone={ev.tone} className="font-semibold" />
      </div>
      <div className="font-mono text-xs break-words">{placeText(ev.at)}</div>
      {ev.transpositions?.map((t, i) => (
        <div key={i} data-testid="step-transposition">
          <span className={`font-semibold ${TONE_TEXT[transpositionTone(t.kind)]}`}>{t.kind}</span>: {sayEdits(sayLang, t.edits.map(describeEdit).join('; '))}
        </div>
      ))}
      {ev.flow?.hit && (
        <div className="flex items-center gap-1 text-teal-800 dark:text-teal-300">
          <BoltIcon width={14} height={14} /> flow cache hit: one lookup instead of the layer walk
        </div>
      )}
    </div>
  );
}
