// The event list's filters: kind chips (icon and word in the kind's colour), and pick lists for
// layer, rule action, host and leg, offering only values the trace has.
import type { Tone } from '../../core/trace/trace';
import { filterOptions, isFiltering, NO_FILTER, type EventFilter } from '../../state/event-filter';
import type { TraceEvent } from '../../core/trace/trace';
import { TONE_ICON, TONE_LABEL, TONE_TEXT } from '../common/tone';
import { field, focusRing, linkButton } from '../common/controls';

const ACTION_LABEL: Record<string, string> = { default: 'layer default (no rule)' };

function Pick({ id, label, value, options, onChange, render = (x) => x }: { id: string; label: string; value?: string; options: string[]; onChange(v?: string): void; render?: (x: string) => string }) {
  if (options.length < 2 && !value) return null;
  return (
    <label className="flex min-w-0 flex-col text-sm text-slate-600 dark:text-slate-400">
      {label}
      <select className={field} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)} data-testid={`filter-${id}`}>
        <option value="">all</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {render(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function EventFilters({ events, filter, onChange, shown }: { events: readonly TraceEvent[]; filter: EventFilter; onChange(f: EventFilter): void; shown: number }) {
  const o = filterOptions(events);
  const flip = (t: Tone) => onChange({ ...filter, tones: filter.tones.includes(t) ? filter.tones.filter((x) => x !== t) : [...filter.tones, t] });
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-2 dark:border-slate-700" data-testid="event-filters">
      <div role="group" aria-label="Kinds of event" className="flex flex-wrap gap-1">
        {o.tones.map((t) => {
          const Icon = TONE_ICON[t];
          const on = filter.tones.includes(t);
          return (
            <button
              key={t}
              type="button"
              aria-pressed={on}
              onClick={() => flip(t)}
              className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm ${focusRing} ${on ? 'border-current bg-slate-100 font-semibold dark:bg-slate-800' : 'border-slate-300 dark:border-slate-600'} ${TONE_TEXT[t]}`}
              data-testid={`filter-tone-${t}`}
            >
              <Icon width={13} height={13} /> {TONE_LABEL[t]}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Pick id="layer" label="Layer" value={filter.layer} options={o.layers} onChange={(layer) => onChange({ ...filter, layer })} />
        <Pick id="action" label="Rule action" value={filter.action} options={o.actions} onChange={(action) => onChange({ ...filter, action })} render={(a) => ACTION_LABEL[a] ?? a} />
        <Pick id="host" label="Host" value={filter.host} options={o.hosts} onChange={(host) => onChange({ ...filter, host })} />
        <Pick id="leg" label="Leg" value={filter.leg} options={o.legs} onChange={(leg) => onChange({ ...filter, leg: leg as EventFilter['leg'] })} />
      </div>
      {isFiltering(filter) && (
        <div className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-400">
          <span data-testid="filter-count">
            showing {shown} of {events.length} steps
          </span>
          <button type="button" className={linkButton} onClick={() => onChange(NO_FILTER)}>
            clear filters
          </button>
        </div>
      )}
    </div>
  );
}
