// The current step in one box: its kind (icon, word, colour), where it happened, the rewrites it
// made, and a flow-cache hit as such.
import type { TraceEvent } from '../../core/trace/trace';
import { placeText } from '../../io/trace/json';
import { ToneTag, TONE_SOFT, TONE_TEXT, transpositionTone } from '../common/tone';
import { BoltIcon } from '../common/icons';
import { sayEdits, useNarrationLang } from '../i18n/narration';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';

export function StepPanel({ ev, step, total }: { ev: TraceEvent; step: number; total: number }) {
  const sayLang = useNarrationLang();
  const t = useT();
  return (
    <div className={`space-y-1 rounded-lg border p-2.5 text-sm ${TONE_SOFT[ev.tone]}`} data-testid="step-panel">
      <div className="flex items-center justify-between">
        <span className="font-semibold">
          {t('trace.step.of', { step, count: total })} · {t(`trace.leg.${ev.leg}`)}
        </span>
        <ToneTag tone={ev.tone} className="font-semibold" />
      </div>
      <div className="font-mono text-xs break-words">{placeText(ev.at)}</div>
      {ev.transpositions?.map((x, i) => (
        <div key={i} data-testid="step-transposition">
          <span className={`font-semibold ${TONE_TEXT[transpositionTone(x.kind)]}`}>{x.kind}</span>: {sayEdits(sayLang, x.edits)}
        </div>
      ))}
      {ev.flow?.hit && (
        <div className="flex items-center gap-1 text-teal-800 dark:text-teal-300">
          <BoltIcon width={14} height={14} /> {t('trace.step.flowHit')}
        </div>
      )}
    </div>
  );
}
