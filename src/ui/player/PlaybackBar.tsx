// The playback bar (ui-guide: bottom): play/pause, step back/forward, speed, the scrubber whose
// ticks are the trace's events coloured by kind, the step counter, the view options, and the
// narration of the current step.
import { usePlayerError } from './use-player-error';
import { useMemo, useSyncExternalStore } from 'react';
import { panelsStep, subscribePanels } from '../common/panel-sync';
import { useApp, useCapture, usePlayer, usePlayhead, useUi } from '../app-context';
import { stepMarks } from '../../state/capture-store';
import { PauseIcon, PlayIcon, StepBackIcon, StepForwardIcon } from '../common/icons';
import { focusRing, iconButton } from '../common/controls';
import { SPEEDS } from '../../state/player-store';
import { keyRank, keyStepsOf } from '../../state/key-steps';
import { Narration } from './Narration';
import { Scrubber } from './Scrubber';
import { ViewToggles } from './ViewToggles';
import { useT } from '../i18n/use-t';

/** "step 13 / 31", or in key-steps mode "key step 6 of 14 (step 13 of 31)": `step` always counts every event. */
function StepCounter({ step, total }: { step: number; total: number }) {
  const keyOnly = usePlayhead((s) => s.keyOnly);
  const events = usePlayer((s) => s.result?.trace.events);
  const t = useT();
  if (!keyOnly)
    return (
      <div className="w-[7.5rem] shrink-0 text-right font-mono text-sm tabular-nums" data-testid="step-counter">
        {t('trace.counter.step', { step, count: total })}
      </div>
    );
  const keys = keyStepsOf(events ?? []);
  return (
    <div className="w-[10.5rem] shrink-0 text-right font-mono text-sm leading-4 tabular-nums" data-testid="step-counter" data-key-only="true">
      {t('trace.counter.key', { rank: keyRank(keys, step), keys: keys.length })}
      <div className="text-xs text-slate-600 dark:text-slate-400">
        {t('trace.counter.of', { step, count: total })}
      </div>
    </div>
  );
}

export function PlaybackBar() {
  const app = useApp();
  const t = useT();
  const events = usePlayer((s) => s.result?.trace.events);
  // The user's capture lined up with this trace (issue 25): a mark under each step it covers.
  const derived = useCapture((s) => s.derived);
  const marks = useMemo(() => (derived && events && derived.trace.events === events ? stepMarks(derived.alignment) : undefined), [derived, events]);
  const error = usePlayerError();
  const live = usePlayhead((s) => s.step);
  // The counter, the scrubber and the narration show the step the side panels show (issue 33): a
  // few frames after the canvas, never a step apart from the inspector.
  const step = useSyncExternalStore(subscribePanels, () => panelsStep(events, live));
  const playing = usePlayhead((s) => s.playing);
  const speed = usePlayhead((s) => s.speed);
  const presenter = useUi((s) => s.presenter);
  const mode = useUi((s) => s.mode);
  const total = events?.length ?? 0;
  const ph = app.playhead.getState();
  return (
    <div className="flex h-full flex-col gap-1.5 border-t border-slate-200 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900" data-testid="playback">
      <div className="flex items-center gap-2">
        <button type="button" className={iconButton} aria-label={t('trace.play.back')} title={t('trace.play.backTitle')} disabled={live <= 1} onClick={() => ph.back()} data-testid="step-back">
          <StepBackIcon />
        </button>
        <button type="button" className={`${iconButton} w-11`} aria-label={t(playing ? 'trace.play.pause' : 'trace.play.play')} title={t('trace.play.toggleTitle')} disabled={!total} onClick={() => ph.toggle()} data-testid="play">
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button type="button" className={iconButton} aria-label={t('trace.play.forward')} title={t('trace.play.forwardTitle')} disabled={live >= total} onClick={() => {
            ph.pause();
            ph.forward();
          }} data-testid="step-forward">
          <StepForwardIcon />
        </button>
        <select
          className={`h-9 shrink-0 rounded-md border border-slate-300 bg-white px-1 text-sm dark:border-slate-600 dark:bg-slate-800 ${focusRing}`}
          value={speed}
          onChange={(e) => ph.setSpeed(Number(e.target.value))}
          aria-label={t('trace.play.speed')}
          title={t('trace.play.speedTitle')}
          data-testid="speed"
        >
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
        <Scrubber events={events ?? []} step={step} marks={marks} onStep={(n) => {
            ph.pause();
            ph.setStep(n);
          }} />
        <StepCounter step={step} total={total} />
        <ViewToggles />
      </div>
      <Narration ev={step > 0 ? events?.[step - 1] : undefined} error={error} hasTrace={total > 0} presenter={presenter} mode={mode} />
    </div>
  );
}
