// The scrubber: one tick per event of the trace, coloured by kind (the reply's in a lighter tone),
// the steps done in full colour; a range input on top makes it draggable and keyboard-operable.
import { memo } from 'react';
import type { TraceEvent } from '../../core/trace/trace';
import { TONE_BG, TONE_LABEL } from '../common/tone';
import { useT } from '../i18n/use-t';

const Ticks = memo(function Ticks({ events }: { events: readonly TraceEvent[] }) {
  const t = useT();
  return (
    <div className="absolute inset-x-0 top-3 flex h-3 overflow-hidden rounded" aria-hidden="true">
      {events.map((e, i) => (
        <div key={i} data-tick={i + 1} className={`h-full flex-1 border-r border-white/70 dark:border-slate-900/70 ${TONE_BG[e.tone]} ${e.leg === 'reply' ? 'opacity-60' : ''}`} title={`${i + 1}: ${t(TONE_LABEL[e.tone])}`} />
      ))}
    </div>
  );
});

export function Scrubber({ events, step, onStep }: { events: readonly TraceEvent[]; step: number; onStep(n: number): void }) {
  const total = events.length;
  const t = useT();
  return (
    <div className="relative mx-1 h-9 min-w-0 flex-1 rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600">
      <Ticks events={events} />
      {/* Steps not reached yet are veiled, so the ticks' colours stay the same colours. */}
      <div className="pointer-events-none absolute top-3 right-0 h-3 rounded-r bg-white/70 dark:bg-slate-900/70" style={{ left: `${(step / Math.max(total, 1)) * 100}%` }} />
      {total > 0 && <div className="pointer-events-none absolute top-1 h-7 w-1 -translate-x-1/2 rounded bg-slate-900 dark:bg-white" style={{ left: `${(Math.max(step - 0.5, 0) / total) * 100}%` }} />}
      <input
        type="range"
        min={0}
        max={total}
        value={step}
        disabled={!total}
        aria-label={t('trace.scrub.step')}
        aria-valuetext={total ? t('trace.scrub.value', { step, count: total }) : t('trace.scrub.none')}
        onChange={(e) => onStep(Number(e.target.value))}
        className="absolute inset-0 z-10 h-9 w-full cursor-pointer opacity-0 disabled:cursor-default"
        data-testid="scrubber"
      />
    </div>
  );
}
