// Phone width (under 640 px): a read-only layout, stacked — the scenario and its probes, the canvas,
// the play controls with the scrubber, and the narration — with nothing wider than the screen.
// Building and importing need the side panels: they stay on larger screens.
import { usePlayerError } from './player/use-player-error';
import { useScenarioTitle } from './i18n/use-scenario-title';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useApp, usePlayer, usePlayhead, useScenario } from './app-context';
import { Canvas } from './canvas/Canvas';
import { Narration } from './player/Narration';
import { Scrubber } from './player/Scrubber';
import { PauseIcon, PlayIcon, StepBackIcon, StepForwardIcon } from './common/icons';
import { focusRing, iconButton } from './common/controls';
import { useT } from './i18n/use-t';
import './i18n/words/trace-en';
import { useLeaveGuard } from './player/useLeaveGuard';

function ProbePicker() {
  const app = useApp();
  const probes = useScenario((s) => s.scenario.probes);
  const current = usePlayer((s) => s.probe?.name);
  const t = useT();
  return (
    <select
      className={`h-9 w-full min-w-0 rounded-md border border-slate-300 bg-white px-1 text-sm dark:border-slate-600 dark:bg-slate-800 ${focusRing}`}
      value={current ?? ''}
      aria-label={t('trace.phone.probe')}
      onChange={(e) => {
        const s = app.scenario.getState().scenario;
        const p = s.probes.find((x) => x.name === e.target.value);
        if (!p) return;
        app.player.getState().show(s, p, 'saved');
        app.playhead.getState().play();
      }}
      data-testid="phone-probe"
    >
      {!current && <option value="">{t('trace.phone.pick')}</option>}
      {probes.map((p) => (
        <option key={p.name} value={p.name}>
          {p.name}
        </option>
      ))}
    </select>
  );
}

/** The narration in a box of its own height (six lines; a longer text scrolls in it, from its top at
 * each step). Issue 33: as each step's text took lines more or less (one to ten), the canvas above
 * changed size and everything on it moved, a layout shift of 0.17 in the demo's first seconds. */
function NarrationBox({ step, children }: { step: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.scrollTop = 0;
  }, [step]);
  // Focusable: a box that scrolls is read with the keyboard too.
  return (
    <div ref={ref} tabIndex={0} className={`h-[7.5rem] overflow-y-auto rounded ${focusRing}`} data-testid="phone-narration">
      {children}
    </div>
  );
}

export function PhoneLayout() {
  const app = useApp();
  const title = useScenarioTitle();
  const events = usePlayer((s) => s.result?.trace.events);
  const error = usePlayerError();
  const step = usePlayhead((s) => s.step);
  const playing = usePlayhead((s) => s.playing);
  const total = events?.length ?? 0;
  const ph = app.playhead.getState();
  const t = useT();
  // The storage notices are not on a phone, but leaving still asks while big work is unsaved.
  useLeaveGuard();
  // Read-only: the canvas behaves as in Trace mode (no dragging, no edit selection).
  useEffect(() => {
    if (app.ui.getState().mode !== 'trace') app.ui.getState().set('mode', 'trace');
  }, [app]);
  return (
    <div className="flex h-dvh w-full flex-col overflow-x-hidden overflow-y-auto bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100" data-testid="phone-layout">
      <header className="shrink-0 space-y-1.5 border-b border-slate-200 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900">
        <div className="flex items-baseline justify-between gap-2">
          <h1 className="text-lg font-bold tracking-tight">VFP Lab</h1>
          <span className="text-[13px] text-slate-600 dark:text-slate-400">{t('trace.phone.readOnly')}</span>
        </div>
        <p className="truncate text-sm font-medium" title={title}>
          {title}
        </p>
        <ProbePicker />
      </header>
      <main className="relative min-h-[320px] w-full flex-1">
        <Canvas />
      </main>
      {/* The narration in full (in a box that scrolls): a phone has the height a desktop bar has not. */}
      <section aria-label={t('trace.playback')} className="shrink-0 space-y-1.5 [&_.line-clamp-2]:line-clamp-none [&_.truncate]:whitespace-normal border-t border-slate-200 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900" data-testid="phone-playback">
        <div className="flex items-center gap-2">
          <button type="button" className={iconButton} aria-label={t('trace.play.back')} disabled={step <= 1} onClick={() => ph.back()}>
            <StepBackIcon />
          </button>
          <button type="button" className={`${iconButton} w-11`} aria-label={t(playing ? 'trace.play.pause' : 'trace.play.play')} disabled={!total} onClick={() => ph.toggle()} data-testid="play">
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={t('trace.play.forward')}
            disabled={step >= total}
            onClick={() => {
              ph.pause();
              ph.forward();
            }}
          >
            <StepForwardIcon />
          </button>
          <div className="ml-auto font-mono text-sm tabular-nums" data-testid="step-counter">
            {t('trace.counter.step', { step, count: total })}
          </div>
        </div>
        <Scrubber
          events={events ?? []}
          step={step}
          onStep={(n) => {
            ph.pause();
            ph.setStep(n);
          }}
        />
        <NarrationBox step={step}>
          <Narration ev={step > 0 ? events?.[step - 1] : undefined} error={error} hasTrace={total > 0} presenter={false} mode="trace" />
        </NarrationBox>
      </section>
    </div>
  );
}
