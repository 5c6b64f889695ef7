// Every step of the trace as a line of text, in the manner of Packet Tracer's simulation mode:
// the kind (icon, word, colour), the step number, the narration; click a line to jump there.
// Filters hide lines without renumbering them.
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { TraceEvent } from '../../core/trace/trace';
import { isFiltering, visibleSteps } from '../../state/event-filter';
import { stepMarks, type StepMark } from '../../state/capture-store';
import { NODE_MARK } from './node-marks';
import { useApp, useCapture, usePlayer, useUi } from '../app-context';
import { FilterIcon, ReplyIcon } from '../common/icons';
import { TONE_ICON, TONE_LABEL, TONE_TEXT } from '../common/tone';
import { focusRing, toggle } from '../common/controls';
import { EmptyState, Section } from '../common/Section';
import { EventFilters } from './EventFilters';
import { useNarrationLang } from '../i18n/narration';
import { sayEvent } from '../i18n/messages/verdict-say';
import { useT } from '../i18n/use-t';
import '../i18n/words/trace-en';
import { usePanelStep } from './usePanelStep';

function NodeMark({ mark }: { mark: StepMark }) {
  const t = useT();
  const look = NODE_MARK[mark];
  return (
    <span className={`mt-0.5 shrink-0 self-start text-xs leading-4 ${look.cls}`} title={t(look.key)} data-testid="node-mark" data-mark={mark}>
      <span aria-hidden="true">{look.glyph}</span>
      <span className="sr-only">{t(look.key)}: </span>
    </span>
  );
}

const Row = memo(function Row({ e, n, state, onPick, mark }: { e: TraceEvent; n: number; state: 'done' | 'current' | 'ahead'; onPick(n: number): void; mark?: StepMark }) {
  const Icon = TONE_ICON[e.tone];
  const t = useT();
  const ref = useRef<HTMLLIElement>(null);
  const sayLang = useNarrationLang();
  useEffect(() => {
    const el = ref.current;
    if (state !== 'current' || !el) return;
    // Scroll only when the row is not in view; the observer answers after layout, so no step forces one.
    // Playing on, a row below the list comes up to near the top (its scroll margin keeps the rows
    // before it in sight): the next steps are then in view already, and the list scrolls once every
    // few steps instead of on each one (a scroll lays out and paints the panel again).
    const io = new IntersectionObserver(
      ([entry]) => {
        io.disconnect();
        if (!entry || entry.intersectionRatio >= 1) return;
        const r = entry.boundingClientRect;
        const seen = entry.intersectionRect;
        const below = seen.height > 0 ? seen.bottom < r.bottom : r.top > (entry.rootBounds?.height ?? window.innerHeight) / 2;
        el.scrollIntoView({ block: below ? 'start' : 'nearest' });
      },
      { threshold: 1 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [state]);
  return (
    // No content-visibility here: rows of estimated height would throw scrollIntoView off by the
    // rows above the current one that wrap to more lines.
    <li ref={ref} className="scroll-mt-32">
      <button
        type="button"
        onClick={() => onPick(n)}
        aria-current={state === 'current' ? 'step' : undefined}
        className={`flex w-full gap-1.5 rounded px-1.5 py-1 text-left text-sm ${focusRing} ${
          state === 'current' ? 'bg-sky-100 ring-1 ring-sky-500 dark:bg-sky-900/50' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
        } ${state === 'ahead' ? 'text-slate-500 dark:text-slate-400' : ''} ${mark === 'part' ? 'outline outline-2 -outline-offset-2 outline-rose-600' : ''}`}
        data-testid={`event-${n}`}
        data-tone={e.tone}
        data-node-mark={mark}
      >
        <span className="w-6 shrink-0 text-right font-mono text-xs leading-5 text-slate-600 dark:text-slate-400">{n}</span>
        {mark && <NodeMark mark={mark} />}
        <span className={`mt-0.5 shrink-0 ${TONE_TEXT[e.tone]}`} title={t(TONE_LABEL[e.tone])}>
          <Icon width={14} height={14} />
          <span className="sr-only">{t(TONE_LABEL[e.tone])}: </span>
        </span>
        <span className={`min-w-0 break-words ${e.leg === 'reply' ? 'italic' : ''}`}>{sayEvent(sayLang, e)}</span>
      </button>
    </li>
  );
});

export function EventList() {
  const app = useApp();
  const t = useT();
  const events = usePlayer((s) => s.result?.trace.events);
  const step = usePanelStep(events);
  const filter = useUi((s) => s.eventFilter);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const steps = useMemo(() => (events ? visibleSteps(events, filter) : []), [events, filter]);
  const onPick = useMemo(
    () => (n: number) => {
      app.playhead.getState().pause();
      app.playhead.getState().setStep(n);
    },
    [app],
  );
  const filtering = isFiltering(filter);
  // The user's capture lined up with this very trace (Trace mode, issue 25).
  const derived = useCapture((s) => s.derived);
  const marks = useMemo(() => (derived && events && derived.trace.events === events ? stepMarks(derived.alignment) : undefined), [derived, events]);
  return (
    <Section
      id="events"
      title={t('trace.events.title')}
      testId="events-section"
      aside={
        events && (
          <button type="button" aria-pressed={filtersOpen || filtering} onClick={() => setFiltersOpen(!filtersOpen)} className={`${toggle(filtersOpen || filtering)} h-7 px-2`} data-testid="filters-button">
            <FilterIcon width={14} height={14} /> {t('trace.events.filter')}{filtering ? ` (${steps.length})` : ''}
          </button>
        )
      }
    >
      {!events ? (
        <EmptyState testId="events-empty">{t('trace.events.empty')}</EmptyState>
      ) : (
        <div className="space-y-2">
          {filtersOpen && <EventFilters events={events} filter={filter} onChange={(f) => app.ui.getState().set('eventFilter', f)} shown={steps.length} />}
          {steps.length === 0 && <EmptyState>{t('trace.events.noMatch')}</EmptyState>}
          <ol className="space-y-0.5" data-testid="event-list">
            {steps.map((n, i) => {
              const e = events[n - 1]!;
              const replyStarts = e.leg === 'reply' && (i === 0 || events[steps[i - 1]! - 1]!.leg === 'request');
              return (
                <EventLine key={n} replyStarts={replyStarts}>
                  <Row e={e} n={n} state={n === step ? 'current' : n < step ? 'done' : 'ahead'} onPick={onPick} mark={marks?.get(n)?.mark} />
                </EventLine>
              );
            })}
          </ol>
        </div>
      )}
    </Section>
  );
}

/** A step, preceded by a "reply" divider where the reply's steps begin. */
function EventLine({ replyStarts, children }: { replyStarts: boolean; children: React.ReactNode }) {
  const t = useT();
  if (!replyStarts) return children;
  return (
    <>
      <li aria-hidden="true" className="flex items-center gap-1 pt-1 text-sm font-semibold text-slate-600 dark:text-slate-400">
        <ReplyIcon width={14} height={14} /> {t('trace.events.theReply')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </li>
      {children}
    </>
  );
}
