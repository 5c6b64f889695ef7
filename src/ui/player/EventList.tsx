// Every step of the trace as a line of text, in the manner of Packet Tracer's simulation mode;
// click a line to jump there.
import { useEffect, useRef } from 'react';
import { useApp, usePlayer, usePlayhead } from '../app-context';
import { TONE_BG, TONE_LABEL } from '../common/tone';

export function EventList() {
  const app = useApp();
  const events = usePlayer((s) => s.result?.trace.events);
  const step = usePlayhead((s) => s.step);
  const current = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Braces: scrollIntoView returns a Promise in recent Chromium, and an effect may only return a cleanup.
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [step]);
  if (!events) return null;
  return (
    <section aria-labelledby="events-h" className="space-y-1">
      <h2 id="events-h" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        Events
      </h2>
      <ol className="space-y-0.5" data-testid="event-list">
        {events.map((e, i) => (
          <li key={i} ref={i + 1 === step ? current : undefined}>
            <button
              type="button"
              onClick={() => app.playhead.getState().setStep(i + 1)}
              className={`flex w-full gap-2 rounded px-1.5 py-1 text-left text-xs ${i + 1 === step ? 'bg-sky-100 dark:bg-sky-900/50' : 'hover:bg-slate-100 dark:hover:bg-slate-800'} ${i + 1 > step ? 'opacity-60' : ''}`}
              aria-current={i + 1 === step ? 'step' : undefined}
            >
              <span className="w-6 shrink-0 text-right font-mono text-slate-500">{i + 1}</span>
              <span className={`mt-1 h-2 w-2 shrink-0 rounded-full ${TONE_BG[e.tone]}`} title={TONE_LABEL[e.tone]} />
              <span className={e.leg === 'reply' ? 'italic' : ''}>{e.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
