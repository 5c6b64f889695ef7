// The scrubber: one tick per event of the trace, coloured by kind (the reply's in a lighter tone),
// the steps done in full colour; a range input on top makes it draggable and keyboard-operable.
import { memo } from 'react';
import type { TraceEvent } from '../../core/trace/trace';
import type { StepMark } from '../../state/capture-store';
import { TONE_BG, TONE_LABEL } from '../common/tone';
import { NODE_MARK } from './node-marks';
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

/** Under the ticks, what the user's capture said of each step it covers (the event list has the words). */
const NodeMarks = memo(function NodeMarks({ count, marks }: { count: number; marks: ReadonlyMap<number, { mark: StepMark }> }) {
  const t = useT();
  return (
    <div className="absolute inset-x-0 top-[26px] flex h-1.5" aria-hidden="true" data-testid="scrubber-node-marks">
      {Array.from({ length: count }, (_, i) => {
        const m = marks.get(i + 1)?.mark;
        return <div key={i} className={`h-full flex-1 ${m ? NODE_MARK[m].bar : ''} ${m === 'part' ? '-mt-0.5 h-2.5' : ''}`} data-node-mark={m} title={m ? `${i + 1}: ${NODE_MARK[m].glyph} ${t(NODE_MARK[m].key)}` : undefined} />;
      })}
    </div>
  );
});

export function Scrubber({ events, step, onStep, marks }: { events: readonly TraceEvent[]; step: number; onStep(n: number): void; marks?: ReadonlyMap<number, { mark: StepMark }> }) {
  const total = events.length;
  const t = useT();
  return (
    <div className="relative mx-1 h-9 min-w-0 flex-1 rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sky-600">
      <Ticks events={events} />
      {marks && marks.size > 0 && <NodeMarks count={total} marks={marks} />}
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
