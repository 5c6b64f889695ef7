// The event list's filters: kind chips (icon and word in the kind's colour), and pick lists for
// layer, rule action, host and leg, offering only values the trace has.
import type { Tone } from '../../core/trace/trace';
import { filterOptions, isFiltering, NO_FILTER, type EventFilter } from '../../state/event-filter';
import type { TraceEvent } from '../../core/trace/trace';
import { TONE_ICON, TONE_LABEL, TONE_TEXT } from '../common/tone';
import { field, focusRing, linkButton } from '../common/controls';
import { useT } from '../i18n/use-t';
import type { Key } from '../i18n/t';
import '../i18n/words/trace-en';

const ACTION_LABEL: Record<string, Key> = { default: 'trace.filter.layerDefault' };

function Pick({ id, label, value, options, onChange, render = (x) => x }: { id: string; label: string; value?: string; options: string[]; onChange(v?: string): void; render?: (x: string) => string }) {
  const t = useT();
  if (options.length < 2 && !value) return null;
  return (
    <label className="flex min-w-0 flex-col text-sm text-slate-600 dark:text-slate-400">
      {label}
      <select className={field} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)} data-testid={`filter-${id}`}>
        <option value="">{t('trace.filter.all')}</option>
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
  const t = useT();
  const o = filterOptions(events);
  const flip = (tone: Tone) => onChange({ ...filter, tones: filter.tones.includes(tone) ? filter.tones.filter((x) => x !== tone) : [...filter.tones, tone] });
  return (
    <div className="space-y-2 rounded-md border border-slate-200 p-2 dark:border-slate-700" data-testid="event-filters">
      <div role="group" aria-label={t('trace.filter.kinds')} className="flex flex-wrap gap-1">
        {o.tones.map((tone) => {
          const Icon = TONE_ICON[tone];
          const on = filter.tones.includes(tone);
          return (
            <button
              key={tone}
              type="button"
              aria-pressed={on}
              onClick={() => flip(tone)}
              className={`inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm ${focusRing} ${on ? 'border-current bg-slate-100 font-semibold dark:bg-slate-800' : 'border-slate-300 dark:border-slate-600'} ${TONE_TEXT[tone]}`}
              data-testid={`filter-tone-${tone}`}
            >
              <Icon width={13} height={13} /> {t(TONE_LABEL[tone])}
            </button>
          );
        })}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Pick id="layer" label={t('trace.filter.layer')} value={filter.layer} options={o.layers} onChange={(layer) => onChange({ ...filter, layer })} />
        <Pick id="action" label={t('trace.filter.action')} value={filter.action} options={o.actions} onChange={(action) => onChange({ ...filter, action })} render={(a) => (ACTION_LABEL[a] ? t(ACTION_LABEL[a]) : a)} />
        <Pick id="host" label={t('trace.filter.host')} value={filter.host} options={o.hosts} onChange={(host) => onChange({ ...filter, host })} />
        <Pick id="leg" label={t('trace.filter.leg')} value={filter.leg} options={o.legs} onChange={(leg) => onChange({ ...filter, leg: leg as EventFilter['leg'] })} />
      </div>
      {isFiltering(filter) && (
        <div className="flex items-center justify-between text-sm text-slate-600 dark:text-slate-400">
          <span data-testid="filter-count">
            {t('trace.filter.showing', { shown, count: events.length })}
          </span>
          <button type="button" className={linkButton} onClick={() => onChange(NO_FILTER)}>
            {t('trace.filter.clear')}
          </button>
        </div>
      )}
    </div>
  );
}
