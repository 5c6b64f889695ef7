// The current step: where it happened and, for a VFP layer, the groups that applied or were skipped
// (and why), the winning rule, and the rewrite it made.
import type { TraceEvent } from '../../core/trace/trace';
import { describeEdit } from '../../core/packet/transposition';
import { placeText } from '../../io/trace/json';
import { TONE_LABEL, TONE_SOFT } from '../common/tone';

const SKIP: Record<string, string> = { direction: 'other direction', family: 'other address family (IPv6)', conditions: 'group conditions not met' };

export function StepPanel({ ev, step }: { ev: TraceEvent; step: number }) {
  return (
    <div className={`rounded-lg border p-2.5 text-sm ${TONE_SOFT[ev.tone]}`} data-testid="step-panel">
      <div className="flex items-center justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>
          step {step} · {ev.leg}
        </span>
        <span>{TONE_LABEL[ev.tone]}</span>
      </div>
      <div className="font-mono text-xs">{placeText(ev.at)}</div>
      {ev.layer && (
        <div className="mt-2">
          <div className="font-mono text-xs font-semibold">{ev.layer.layer} (priority {ev.layer.priority})</div>
          <ul className="mt-1 space-y-0.5">
            {ev.layer.groups.map((g) => (
              <li key={g.group} className={`font-mono text-[11px] ${g.skipped ? 'text-slate-400 line-through decoration-slate-300' : ''}`}>
                {g.group}
                {g.skipped ? <span className="ml-1 font-sans no-underline">— skipped: {SKIP[g.skipped]}</span> : g.rule ? <span className="font-sans"> — rule matched (priority {g.rulePriority})</span> : <span className="font-sans"> — no rule matched</span>}
              </li>
            ))}
          </ul>
          <div className="mt-1 text-xs">
            {ev.layer.defaulted ? 'no rule matched → layer default: ' : `rule ${ev.layer.ruleName ?? ev.layer.rule} → `}
            <strong>{ev.layer.action}</strong>
          </div>
        </div>
      )}
      {ev.transpositions?.map((t, i) => (
        <div key={i} className="mt-1 text-xs">
          <span className="font-semibold">{t.kind}</span>: {t.edits.map(describeEdit).join('; ')}
        </div>
      ))}
      {ev.flow?.hit && <div className="mt-1 text-xs text-teal-800 dark:text-teal-300">⚡ flow cache hit: one lookup instead of the layer walk</div>}
    </div>
  );
}
